/**
 * The delivery estimate's calendar, on both sides: the server counts the date, the product page writes it.
 * Dates are calendar days in the store's time zone, carried as 'YYYY-MM-DD'.
 */
import { NO_DELIVERY_WEEKDAY, STORE_TIME_ZONE } from './constants';

const DAY_MS = 86_400_000;

/** Today's calendar date in the store's time zone ('2026-11-27'), whatever the machine's own zone is. */
export function storeDate(now: Date, timeZone = STORE_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date `workingDays` working days (Sundays skipped) after `from` ('YYYY-MM-DD'). */
export function addWorkingDays(from: string, workingDays: number): string {
  let t = Date.parse(`${from}T00:00:00Z`);
  for (let left = workingDays; left > 0; ) {
    t += DAY_MS;
    if (new Date(t).getUTCDay() !== NO_DELIVERY_WEEKDAY) left--;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** The day an order placed at `now` arrives, `workingDays` working days later, in the store's time zone. */
export const deliveryDate = (now: Date, workingDays: number, timeZone = STORE_TIME_ZONE) => addWorkingDays(storeDate(now, timeZone), workingDays);

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'Thu, 3 Dec' for '2026-12-03': a calendar date, so read as UTC midnight and written in UTC. */
export const formatDeliveryDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
