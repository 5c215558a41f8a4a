/** The product page's 'Material & care' and 'Fit' tabs: one line a point. */
export interface ProductDetails {
  materialCare: string;
  fit: string;
}

/**
 * Sensible defaults per category: the demo catalogue's, what Add Products starts from, and what
 * drizzle/0012_product_details.sql back-filled existing rows with (a unit test keeps the two in step).
 * Every category not named here is clothing.
 */
export const CLOTHING_DETAILS: ProductDetails = {
  materialCare: 'Cotton-rich fabric, pre-shrunk\nMachine wash cold, inside out, with similar colours\nDo not bleach; dry in shade; iron on the reverse',
  fit: 'True to size: take your usual size\nBetween two sizes? Take the larger one for an easier fit',
};
export const CATEGORY_DETAILS: Record<string, ProductDetails> = {
  Sneakers: {
    materialCare:
      'Breathable mesh upper with synthetic overlays; rubber outsole\nWipe clean with a damp cloth and mild soap\nAir dry away from direct heat; do not machine wash',
    fit: 'True to size in UK sizes\nBetween two sizes? Go half a size up',
  },
  Accessories: {
    materialCare: 'Durable cotton canvas and knit blends\nSpot clean with a damp cloth\nDo not tumble dry; do not iron prints',
    fit: 'One size\nAdjustable where there is a strap or a drawcord',
  },
};
export const detailsFor = (category: string): ProductDetails => CATEGORY_DETAILS[category] ?? CLOTHING_DETAILS;
