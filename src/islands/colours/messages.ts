/** The colour swatches of the product page and the cards. */
export const colours = {
  moreColours: 'More colours',
  /** The product page's line above its swatches. */
  chosen: (colour: string) => `Colour: ${colour}`,
  /** A card's swatch: which colour, of which product. */
  cardSwatch: (colour: string, name: string) => `${name} in ${colour}`,
  cardColours: (name: string) => `Colours of ${name}`,
};
