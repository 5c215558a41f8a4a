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
  // Indian English and Hinglish words sit in their groups: 'lower' (track pants), 'banian' (vest).
  ['tee', 'tshirt', 't shirt'],
  ['hoodie', 'hoody', 'hooded sweatshirt'],
  ['sweatshirt', 'jumper', 'crewneck', 'pullover'],
  ['sweatpants', 'joggers', 'trackpants', 'track pants', 'sweats', 'lower', 'lowers'],
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
  ['tank', 'vest', 'singlet', 'banian', 'baniyan', 'ganji'],
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
  // Indian English and Hinglish: 'joote' are shoes; 'chappal' finds sandals and sliders once the catalogue has any.
  joota: ['sneaker', 'trainer', 'shoe'],
  joote: ['sneaker', 'trainer', 'shoe'],
  jootey: ['sneaker', 'trainer', 'shoe'],
  juta: ['sneaker', 'trainer', 'shoe'],
  chappal: ['sandal', 'slider', 'slide', 'flip flop'],
  chappals: ['sandal', 'slider', 'slide', 'flip flop'],
  slipper: ['slider', 'slide', 'flip flop'],
  kurti: ['kurti', 'kurta', 'tunic'],
  kurta: ['kurta', 'kurti'],
  topi: ['cap', 'beanie'],
  jurab: ['sock'],
  moze: ['sock'],
  jhola: ['tote', 'bag'],
  tracksuit: ['track pants', 'track jacket'],
};

/*
 * Words the search reads as a filter rather than looks for (src/lib/search-words.ts): a colour, whom a
 * product is for, a price, a size. Lower case; a two-word entry is two words next to each other.
 */

/** Colour words by the palette's family (COLOUR_FAMILIES): 'maroon' is read as Red, 'kala' as Black. */
export const COLOUR_WORDS: Readonly<Record<string, readonly string[]>> = {
  black: ['black', 'jet black', 'charcoal black', 'kala', 'kaala', 'kali', 'kaali'],
  white: ['white', 'off white', 'offwhite', 'ivory', 'safed', 'safaid', 'sufaid'],
  grey: ['grey', 'gray', 'charcoal', 'slate', 'heather grey'],
  navy: ['navy', 'navy blue', 'midnight blue', 'midnight navy'],
  blue: ['blue', 'sky blue', 'royal blue', 'teal', 'denim blue', 'indigo', 'neela', 'nila', 'aasmani'],
  green: ['green', 'olive', 'khaki', 'khaki green', 'bottle green', 'mint', 'sage', 'forest green', 'hara', 'hari', 'hare'],
  red: ['red', 'maroon', 'burgundy', 'crimson', 'lal', 'laal'],
  pink: ['pink', 'blush', 'fuchsia', 'magenta', 'gulabi'],
  yellow: ['yellow', 'mustard', 'peela', 'pila', 'peeli'],
  orange: ['orange', 'rust', 'coral', 'saffron', 'kesari', 'narangi'],
  brown: ['brown', 'tan', 'chocolate', 'camel', 'bhura'],
  beige: ['beige', 'cream', 'oatmeal'],
  purple: ['purple', 'lavender', 'lilac', 'violet', 'mauve', 'plum', 'jamuni', 'baingani'],
  multi: ['multicolour', 'multicolor', 'multi colour', 'multi color', 'multi', 'rainbow'],
};

/** Whom a product is for, by department id (DEPARTMENTS): 'gents', 'ladies', 'for her'. */
export const DEPARTMENT_WORDS: Readonly<Record<string, readonly string[]>> = {
  men: ['men', 'mens', 'man', 'gents', 'gent', 'male', 'males', 'boys', 'boy', 'guys', 'for him', 'ladka', 'ladke', 'mard'],
  women: ['women', 'womens', 'woman', 'ladies', 'lady', 'female', 'females', 'girls', 'girl', 'for her', 'ladki', 'ladkiyon', 'aurat'],
  unisex: ['unisex', 'gender neutral'],
};

/**
 * Price words, before the amount ('under 1500', 'less than Rs 999') or after it, as Hinglish puts
 * them ('1500 se kam', '2000 tak'). An amount alone with rupees or 'k' ('Rs 999', '2k') is a budget: at most that.
 */
export const PRICE_WORDS = {
  atMost: [
    'under',
    'below',
    'less than',
    'lesser than',
    'upto',
    'up to',
    'within',
    'max',
    'maximum',
    'not more than',
    'cheaper than',
    'at most',
    'budget',
    'in',
  ],
  atLeast: ['above', 'over', 'more than', 'greater than', 'min', 'minimum', 'at least', 'starting', 'starting at', 'starting from', 'from'],
  atMostAfter: ['se kam', 'ke andar', 'tak', 'ke neeche', 'ke niche', 'or less', 'and below', 'or below', 'max'],
  atLeastAfter: ['se upar', 'se zyada', 'se jyada', 'or more', 'and above', 'plus', 'onwards'],
  /** Between two amounts: '1000 to 2000', 'between 1000 and 2000', '1000 - 2000'. */
  between: ['between'],
  and: ['to', 'and', '-', 'se'],
  /** Said before or after an amount, and read with it: 'Rs', '₹', 'rupees'. */
  currency: ['rs', 'inr', 'rupees', 'rupee', 'rupaye', '₹'],
  /** Said before the price words, and read with them: 'price under 1500'. */
  lead: ['price', 'priced', 'prices', 'costing', 'cost'],
} as const;

/** Size words: 'size' before a size ('size 9', 'size m'); the letter sizes that need no 'size' ('xl tee'); words for letter sizes. */
export const SIZE_WORDS = {
  lead: ['size', 'sizes', 'sz', 'uk'],
  alone: ['xs', 'xl', 'xxl', '2xl', 'xxxl', '3xl', 'xxs'],
  named: { 'extra small': 'XS', small: 'S', medium: 'M', large: 'L', 'extra large': 'XL', 'double xl': 'XXL', '2xl': 'XXL', '3xl': 'XXXL' },
} as const;
