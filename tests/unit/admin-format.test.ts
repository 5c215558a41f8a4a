/** The console's dates are the store's (IST), whatever time zone the admin's computer is in. */
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/islands/admin/parts/format';

describe('formatDateTime', () => {
  it('shows an instant in India time: 18:45 UTC on 25 Nov is 12:15 am on 26 Nov', () => {
    const shown = formatDateTime('2026-11-25T18:45:00Z');
    expect(shown).toMatch(/26/);
    expect(shown).toMatch(/Nov/);
    expect(shown).toMatch(/12:15/);
  });
});
