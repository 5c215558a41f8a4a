/**
 * A gate in front of work a flood could pile onto the database: at most `concurrency` at a time, a
 * queue of at most `queueMax` waiting at most `waitMs` each, and past either a 503 with Retry-After.
 * `refuseWhenFull` refuses before any database work. The password hash slots (passwords.ts) and the
 * forgot-password work (password-reset.ts) each have one.
 */
import { BUSY_RETRY_AFTER_S } from './config';
import { HttpError } from './errors';
import { api } from './messages';

export interface Gate {
  refuseWhenFull: () => void;
  run: <T>(work: () => Promise<T>) => Promise<T>;
}

export function createGate({ concurrency, queueMax, waitMs }: { concurrency: number; queueMax: number; waitMs: number }): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const busy = () => new HttpError(503, api.busy, undefined, BUSY_RETRY_AFTER_S);
  return {
    refuseWhenFull() {
      if (running >= concurrency && waiting.length >= queueMax) throw busy();
    },
    async run(work) {
      if (running < concurrency) running++;
      else {
        if (waiting.length >= queueMax) throw busy();
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(turn), 1);
            reject(busy());
          }, waitMs);
          waiting.push(turn);
        });
      }
      try {
        return await work();
      } finally {
        // Hand the place straight to the next in line, or free it.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
