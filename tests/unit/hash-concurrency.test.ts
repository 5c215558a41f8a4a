import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';

const concurrencyWith = async (value: string | undefined) => {
  vi.resetModules();
  if (value === undefined) vi.stubEnv('HASH_CONCURRENCY', '');
  else vi.stubEnv('HASH_CONCURRENCY', value);
  return (await import('../../src/server/config')).hashConcurrency;
};

describe('password hashes at once', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leave one core to serve pages: one per core but one, at least one', async () => {
    expect(await concurrencyWith(undefined)).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('on one core, still one', async () => {
    vi.doMock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), availableParallelism: () => 1 }));
    expect(await concurrencyWith(undefined)).toBe(1);
    vi.doUnmock('node:os');
  });

  it('HASH_CONCURRENCY overrides it; a value that is not a whole number ≥ 1 is ignored', async () => {
    expect(await concurrencyWith('5')).toBe(5);
    expect(await concurrencyWith('0')).toBe(Math.max(1, availableParallelism() - 1));
  });
});
