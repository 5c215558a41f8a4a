import { describe, expect, it } from 'vitest';
import { formatOrderDate, hasMinutesLeft, isoDate, minutesLeft } from '../../src/lib/dates';

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

describe('minutes left to pay', () => {
  const until = '2026-11-27T10:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('rounds up to whole minutes, so the last seconds still show one', () => {
    expect(minutesLeft(until, at('2026-11-27T10:00:00.000Z'))).toBe(15);
    expect(minutesLeft(until, at('2026-11-27T10:00:01.000Z'))).toBe(15);
    expect(minutesLeft(until, at('2026-11-27T10:14:59.000Z'))).toBe(1);
  });
  it('is 0 once the time has passed, and for a bad date', () => {
    expect(minutesLeft(until, at(until))).toBe(0);
    expect(minutesLeft(until, at('2026-11-27T11:00:00.000Z'))).toBe(0);
    expect(minutesLeft('soon', 0)).toBe(0);
  });
});

describe('Pay now needs whole minutes left (hasMinutesLeft)', () => {
  const until = '2026-11-27T10:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('holds at exactly the minutes asked, and not a second short of them', () => {
    expect(hasMinutesLeft(until, at('2026-11-27T10:13:00.000Z'), 2)).toBe(true);
    // Shown as '2 minutes left' (rounded up), yet less than two are left: no Pay now.
    expect(hasMinutesLeft(until, at('2026-11-27T10:13:30.000Z'), 2)).toBe(false);
    expect(hasMinutesLeft(until, at('2026-11-27T11:00:00.000Z'), 2)).toBe(false);
    expect(hasMinutesLeft('soon', 0, 2)).toBe(false);
  });
});
