/** The colour swatches of the product page and the cards. */
export const colours = {
  moreColours: 'More colours',
  /** The product page's line above its swatches. */
  chosen: (colour: string) => `Colour: ${colour}`,
  /** A card's swatches, named by the product (each swatch's own name is its colour, inside this). */
  cardColours: (name: string) => `Colours of ${name}`,
  /** A card's '+N' after its swatches: the product page shows the rest. */
  moreCount: (n: number) => `+${n}`,
  moreLabel: (n: number) => `${n} more ${n === 1 ? 'colour' : 'colours'}`,
};
