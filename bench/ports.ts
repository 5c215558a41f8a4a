import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports are drawn from below the kernel's ephemeral range: a port the kernel hands out itself
 * (listen(0)) is also what it hands the next outgoing connection (a database client, an SMTP
 * client, fetch), which can take it in the moment between this probe and the server's own
 * listen — that is how a test's second server once failed with EADDRINUSE in CI.
 */
const LOWEST_PORT = 10_000;
const DEFAULT_EPHEMERAL_LOW = 32_768;
const PROBES = 50;

/** The first port of the kernel's ephemeral range (Linux's default when it cannot be read). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 1024 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A port on loopback nobody listens on now and no outgoing connection will take, for a test's or benchmark's own server. */
export async function freePort(): Promise<number> {
  const high = ephemeralLow();
  // A range that starts low leaves the ports between the privileged ones and it.
  const lowest = Math.min(LOWEST_PORT, Math.floor((1024 + high) / 2));
  for (let i = 0; i < PROBES; i++) {
    const port = lowest + Math.floor(Math.random() * (high - lowest));
    if (await listensFree(port)) return port;
  }
  throw new Error(`no free port below ${high} after ${PROBES} tries`);
}
