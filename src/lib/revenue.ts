/**
 * The store's one definition of revenue, in the words every screen shows and the rule
 * the server's SQL applies (src/server/services/revenue.ts, drizzle/0021_revenue_totals.sql): what the
 * store keeps is the totals of purchases (shipping in, the payment discount out), each priced again for
 * what remains when items are cancelled or rejected, less the refunds paid.
 */
import type { Step } from './fulfilment';

/**
 * Steps whose item is not part of what a purchase sells: cancelled (by the shopper, or rejected by the
 * store) and exchanged (its replacement, a new item of the same purchase, is counted instead).
 */
export const NOT_SOLD_STEPS = ['cancelled', 'exchanged'] as const satisfies readonly Step[];
/** Sold, but the pieces came back (the money goes back as a refund, counted on its own). */
export const RETURNED_STEPS = ['returned'] as const satisfies readonly Step[];

export const isSold = (step: Step) => !(NOT_SOLD_STEPS as readonly Step[]).includes(step);

export const revenueWords = {
  /** The one line each screen that shows revenue says under it. */
  definition: 'Revenue: purchase totals incl. shipping, less discounts, of orders not cancelled or rejected, less refunds.',
  /** What an order is in these figures. */
  orders: 'An order is one purchase (a checkout) with something still bought in it.',
  days: 'Days are India Standard Time (IST), by the day the purchase was placed.',
  /** The category chart and table. */
  categories:
    'Pieces kept per category (not cancelled, rejected, returned or exchanged) and their revenue after discounts and refunds; shipping on its own row.',
};

const offsetCache = new Map<string, Map<number, number>>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const HOUR_MS = 3_600_000;

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC in minutes at `ms` (Intl, computed once per zone and hour). */
function offsetMinutes(ms: number, timeZone: string): number {
  let byHour = offsetCache.get(timeZone);
  if (!byHour) {
    byHour = new Map();
    offsetCache.set(timeZone, byHour);
  }
  const hour = Math.floor(ms / HOUR_MS);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const name =
      offsetFormat(timeZone)
        .formatToParts(new Date(hour * HOUR_MS))
        .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
    byHour.set(hour, offset);
  }
  return offset;
}

/** '2026-11-25T14:03:00+05:30': the moment as a wall-clock time in `timeZone` with its offset (ISO 8601). */
export function isoInZone(value: Date, timeZone: string): string {
  const ms = value.getTime();
  const offset = offsetMinutes(ms, timeZone);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${new Date(ms + offset * 60_000).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}
