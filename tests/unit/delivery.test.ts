import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryDate, formatDeliveryDay, storeDate } from '../../src/lib/delivery';

describe('the delivery calendar', () => {
  it('counts days in India time: 19:00 UTC on Thursday 26 Nov is already Friday 27 Nov in the store', () => {
    expect(storeDate(new Date('2026-11-26T19:00:00Z'))).toBe('2026-11-27');
    expect(storeDate(new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
  });

  it('skips Sundays when counting working days', () => {
    // Friday 27 Nov + 2 working days: Saturday 28, (Sunday 29 skipped), Monday 30.
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('dates an order by the store day it was placed on', () => {
    // Thursday evening in UTC is Friday in India: 4 working days from Fri 27 Nov is Wed 2 Dec, not Tue 1 Dec.
    expect(deliveryDate(new Date('2026-11-26T19:00:00Z'), 4)).toBe('2026-12-02');
    expect(deliveryDate(new Date('2026-11-26T10:00:00Z'), 4)).toBe('2026-12-01');
  });

  it('writes the day as the product page shows it', () => {
    expect(formatDeliveryDay('2026-12-03')).toBe('Thu, 3 Dec');
    expect(formatDeliveryDay('2027-01-02')).toBe('Sat, 2 Jan');
  });
});
