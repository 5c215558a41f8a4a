/**
 * The wishlist page's copy.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
export const wishlist = {
  title: 'Wishlist',
  empty: 'You have no products added to Wishlist.',
  continueShopping: 'Continue Shopping',
  remove: (name: string) => `Remove ${name} from wishlist`,
  addToCart: (name: string) => `Add ${name} to cart`,
  error: 'We could not load your wishlist.',
};
