/** Date display: docs/product.md §2 shows an order's purchase time as a long English date with hour and minute. */

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone?: string): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });
    cache.set(key, f);
  }
  return f;
}

/** 'March 5, 2024 at 3:07 PM' in the viewer's time zone (or the one given); '' for a bad date. */
export function formatOrderDate(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(timeZone).format(date);
}

/** The machine-readable value for a <time datetime> attribute. */
export function isoDate(value: string | number | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Whole minutes from `now` until `until`, rounded up (0 once it has passed): '3 minutes left' holds for all of them. */
export function minutesLeft(until: string | number | Date, now: number): number {
  const end = (until instanceof Date ? until : new Date(until)).getTime();
  return Number.isNaN(end) || end <= now ? 0 : Math.ceil((end - now) / 60_000);
}

/** Whether at least `minutes` whole minutes are left from `now` until `until` (Pay now's cut-off). */
export function hasMinutesLeft(until: string | number | Date, now: number, minutes: number): boolean {
  const end = (until instanceof Date ? until : new Date(until)).getTime();
  return !Number.isNaN(end) && end - now >= minutes * 60_000;
}
