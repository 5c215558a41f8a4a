/**
 * Each test file gets a fresh database: PGlite in memory by default; with TEST_DATABASE_URL
 * (a PostgreSQL server, as .ci/run starts one) a new database on that server.
 */
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';

const server = process.env.TEST_DATABASE_URL;
if (server) {
  const { default: pg } = await import('pg');
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    const { closeDb } = await import('../../src/server/db/client');
    await closeDb();
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
}
