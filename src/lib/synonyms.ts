/**
 * Words shoppers use for what the catalogue calls something else. Extend freely:
 *
 * - `SAME`: words that mean the same thing, in any direction ('tee' finds 't-shirts' and 't-shirt' finds tees).
 * - `ALSO`: a shopper's word on the left finds what is on the right, not the other way round
 *   ('shoes' finds sneakers, but 'sneakers' does not find every shoe-like thing).
 *
 * Write words in lower case, as shoppers type them; a two-word entry ('track pants') matches the two
 * words next to each other. Plurals need no entry ('hoodies' is 'hoodie'), nor typos. A word that no
 * product carries is harmless: it is ignored.
 */
export const SAME: readonly (readonly string[])[] = [
  ['tee', 'tshirt', 't shirt'],
  ['hoodie', 'hoody', 'hooded sweatshirt'],
  ['sweatshirt', 'jumper', 'crewneck', 'pullover'],
  ['sweatpants', 'joggers', 'trackpants', 'track pants', 'sweats'],
  ['sneaker', 'trainer', 'kicks'],
  ['cap', 'baseball cap'],
  ['beanie', 'woolly hat', 'toque'],
  ['tote', 'tote bag'],
  ['backpack', 'rucksack', 'bagpack', 'school bag'],
  ['coat', 'overcoat'],
  ['puffer', 'down jacket', 'quilted jacket'],
  ['leggings', 'tights', 'yoga pants'],
  ['sportsbra', 'sports bra'],
  ['bodysuit', 'body suit'],
  ['tank', 'vest', 'singlet'],
  ['shorts', 'half pants'],
  ['women', 'womens', 'woman', 'ladies', 'lady', 'female', 'girls'],
  ['men', 'mens', 'man', 'gents', 'male', 'boys'],
  ['colour', 'color'],
  ['grey', 'gray'],
];

export const ALSO: Readonly<Record<string, readonly string[]>> = {
  shoe: ['sneaker', 'trainer'],
  footwear: ['sneaker', 'trainer', 'shoe'],
  hat: ['cap', 'beanie'],
  pants: ['joggers', 'sweatpants', 'trousers', 'leggings'],
  trousers: ['joggers', 'sweatpants', 'pants'],
  bag: ['tote', 'backpack'],
  top: ['tee', 'tank', 'tshirt'],
  jacket: ['coat', 'puffer', 'bomber'],
  outerwear: ['jacket', 'coat', 'puffer'],
  socks: ['sock'],
};
