/**
 * PIN code → State or Union Territory and district, from the table India Post's directory gives
 * (src/server/data/pincodes.ts, made by scripts/build-pin-table.ts). Read into two sorted arrays on the
 * first lookup (~19,000 PINs, a few hundred KB), then a binary search; the table never reaches the browser.
 */
import type { StateOrUt } from '../../lib/constants';
import { type DeliveryZone, ZONE_BY_PREFIX } from '../data/delivery-zones';
import { PIN_TABLE } from '../data/pincodes';

export interface PinPlace {
  /** The build script writes only names of STATES_AND_UTS (it stops on any other). */
  state: StateOrUt;
  district: string;
}

interface Index {
  pins: Int32Array;
  /** For each PIN, its place in `places`. */
  at: Uint16Array;
  places: PinPlace[];
}

let index: Index | undefined;

function parse(): Index {
  const entries: [number, number][] = [];
  const places: PinPlace[] = [];
  let state = '' as StateOrUt;
  for (const line of PIN_TABLE.split('\n')) {
    if (line.startsWith('=')) {
      state = line.slice(1) as StateOrUt;
      continue;
    }
    const [district, codes] = line.split('\t');
    const place = places.push({ state, district }) - 1;
    let pin = 0;
    for (const token of codes.split(',')) {
      if (token.startsWith('+')) {
        for (let n = Number(token.slice(1)); n > 0; n--) entries.push([++pin, place]);
      } else {
        pin = pin === 0 ? Number(token) : pin + Number(token);
        entries.push([pin, place]);
      }
    }
  }
  entries.sort((a, b) => a[0] - b[0]);
  return { pins: Int32Array.from(entries, (e) => e[0]), at: Uint16Array.from(entries, (e) => e[1]), places };
}

/** The place of a PIN code (6 digits), or undefined when the directory does not have it. */
export function lookupPin(pin: string): PinPlace | undefined {
  index ??= parse();
  const wanted = Number(pin);
  let lo = 0;
  let hi = index.pins.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const found = index.pins[mid];
    if (found === wanted) return index.places[index.at[mid]];
    if (found < wanted) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The delivery zone of a PIN code: the longest prefix of ZONE_BY_PREFIX it starts with, else `rest`. */
export function deliveryZone(pin: string): DeliveryZone {
  for (let n = pin.length; n > 0; n--) {
    const zone = ZONE_BY_PREFIX[pin.slice(0, n)];
    if (zone) return zone;
  }
  return 'rest';
}
