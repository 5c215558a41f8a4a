import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/server/accept-encoding';

describe('the encoding a client accepts', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip, *;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    // A q-value that is not one refuses its coding.
    ['br;q=%, gzip;q=nope, *', undefined],
    ['br;q=2, gzip', 'gzip'],
  ] as const)('%s → %s', (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
  });

  it('reads repeated headers as one list', () => {
    expect(preferredEncoding(['br;q=0', 'gzip'])).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
