import { describe, expect, it } from 'vitest';
import { attemptKeeper, newIdempotencyKey } from '../../src/islands/checkout/idempotency';

describe('checkout attempts and their Idempotency-Key', () => {
  it('a retry of the same attempt reuses the key', () => {
    const k = attemptKeeper();
    const first = k.keyFor(7);
    expect(k.keyFor(7)).toBe(first);
  });
  it('another address or a finished attempt starts a new key', () => {
    const k = attemptKeeper();
    const first = k.keyFor(7);
    const other = k.keyFor(8);
    expect(other).not.toBe(first);
    k.done();
    expect(k.keyFor(8)).not.toBe(other);
  });
  it('keys are unique', () => {
    expect(new Set(Array.from({ length: 50 }, newIdempotencyKey)).size).toBe(50);
  });
});
