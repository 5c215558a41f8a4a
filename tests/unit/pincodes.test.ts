import { describe, expect, it } from 'vitest';
import { STATES_AND_UTS } from '../../src/lib/constants';
import { PIN_TABLE } from '../../src/server/data/pincodes';
import { lookupPin } from '../../src/server/services/pincodes';

describe('the PIN code table (scripts/build-pin-table.ts)', () => {
  it('names only the 36 States and Union Territories, and each of them', () => {
    const states = [...PIN_TABLE.matchAll(/^=(.+)$/gm)].map((m) => m[1]);
    expect([...states].sort()).toEqual([...STATES_AND_UTS].sort());
  });

  it('reads back a place for PINs across the country, the post-2019 Union Territories included', () => {
    expect(lookupPin('110001')).toEqual({ state: 'Delhi', district: 'Central Delhi' });
    expect(lookupPin('682028')).toEqual({ state: 'Kerala', district: 'Ernakulam' });
    expect(lookupPin('194101')?.state).toBe('Ladakh');
    expect(lookupPin('396210')?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(lookupPin('500001')?.state).toBe('Telangana');
  });

  it('knows nothing of PINs the directory lacks', () => {
    expect(lookupPin('999999')).toBeUndefined();
    expect(lookupPin('100000')).toBeUndefined();
  });

  it('holds about 19,000 PIN codes, in under 50 KB', () => {
    let n = 0;
    for (let pin = 100000; pin <= 999999; pin++) if (lookupPin(String(pin))) n++;
    expect(n).toBeGreaterThan(19_000);
    expect(Buffer.byteLength(PIN_TABLE)).toBeLessThan(50_000);
  });
});
