import { describe, expect, it } from 'vitest';
import { formatOrderDate, isoDate } from '../../src/lib/dates';

/** ICU puts a narrow no-break space before AM/PM in newer versions; compare on plain spaces. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('order purchase time is a long English date with hour and minute', () => {
  it('formats in the given time zone', () => {
    expect(plain(formatOrderDate('2024-03-05T09:37:00Z', 'Asia/Kolkata'))).toBe('March 5, 2024 at 3:07 PM');
    expect(plain(formatOrderDate('2023-12-31T23:59:00Z', 'UTC'))).toBe('December 31, 2023 at 11:59 PM');
  });
  it('accepts a Date or milliseconds', () => {
    const ms = Date.UTC(2025, 0, 2, 0, 5);
    expect(plain(formatOrderDate(ms, 'UTC'))).toBe('January 2, 2025 at 12:05 AM');
    expect(plain(formatOrderDate(new Date(ms), 'UTC'))).toBe('January 2, 2025 at 12:05 AM');
  });
  it('gives an empty text for a bad date', () => {
    expect(formatOrderDate('not a date')).toBe('');
    expect(isoDate('nope')).toBeUndefined();
    expect(isoDate('2024-03-05T09:37:00Z')).toBe('2024-03-05T09:37:00.000Z');
  });
});
