/**
 * Where a parcel goes and how long it takes, by the PIN code's first digits (India Post's postal
 * circles: 11 Delhi, 40 Mumbai, 56 Bengaluru, 18–19 Jammu & Kashmir and Ladakh, 79 the North-East hills,
 * 737 Sikkim, 744 Andaman and Nicobar, 68255 Lakshadweep). The longest prefix that matches wins; a PIN
 * no prefix names is in `rest`. Days are the courier's working days after dispatch; cash on delivery is
 * what the courier offers there (none collects cash on the islands or in the hill districts it reaches by air).
 */
export const DELIVERY_ZONES = {
  metro: { transitDays: 1, cod: true },
  rest: { transitDays: 3, cod: true },
  far: { transitDays: 5, cod: true },
  remote: { transitDays: 7, cod: false },
} as const;

export type DeliveryZone = keyof typeof DELIVERY_ZONES;
export const DELIVERY_ZONE_IDS = Object.keys(DELIVERY_ZONES) as DeliveryZone[];

export const ZONE_BY_PREFIX: Readonly<Record<string, DeliveryZone>> = {
  // The metros' city PINs.
  '110': 'metro',
  '400': 'metro',
  '411': 'metro',
  '500': 'metro',
  '560': 'metro',
  '600': 'metro',
  '700': 'metro',
  '380': 'metro',
  // Assam and north Bengal: a longer haul by road.
  '78': 'far',
  '734': 'far',
  '735': 'far',
  '736': 'far',
  // Jammu & Kashmir, Ladakh, the North-East hill states, Sikkim and the islands.
  '18': 'remote',
  '19': 'remote',
  '79': 'remote',
  '737': 'remote',
  '744': 'remote',
  '68255': 'remote',
};
