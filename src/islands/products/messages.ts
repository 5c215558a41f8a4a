/**
 * The product list's copy, and the toasts of the card's cart and heart buttons (also used on the product page and the wishlist).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import type { PagerText } from '../../ui/Pager';
export const products = {
  title: 'Welcome To Mens Page',
  searchFor: (search: string) => `Results for “${search}”`,
  searchIn: (search: string, category: string) => `“${search}” in ${category}`,
  searchEverywhere: (search: string) => `Search all products for “${search}”`,
  searchCrumb: (search: string) => `“${search}”`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  allProducts: 'All products',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search by name, brand or category',
  enter: 'Enter',
  sortAsc: 'Sorting Low to High',
  sortDesc: 'Sorting High to Low',
  reset: 'Reset Page',
  prev: 'Prev',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  addToCart: (name: string) => `Add ${name} to cart`,
  addToWishlist: (name: string) => `Add ${name} to wishlist`,
  removeFromWishlist: (name: string) => `Remove ${name} from wishlist`,
  soldOut: 'Sold out',
  originalPrice: 'Original price',
  off: (discount: string) => `${discount} off`,
  soldOutLabel: (name: string) => `${name} is sold out`,
  chooseSize: (name: string) => `Choose a size for ${name}`,
  sizeChoice: (size: string, soldOut: boolean) => (soldOut ? `${size}, sold out` : `Add size ${size}`),
  close: 'Close',
  empty: 'No products match your search.',
  emptyHint: 'Try another word, or reset the page to see everything.',
  error: 'We could not load the products.',
  results: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  pagination: 'Pagination',
  /** The list's meta description (search results, shared links). */
  metaDescription: (heading: string, total: number, store: string) =>
    `${heading}: ${total} ${total === 1 ? 'product' : 'products'} at ${store}, priced in rupees with tax included.`,
};

export const toasts = {
  addedToCart: 'Added to cart',
  addToCartFailed: 'Unable to add to cart',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistFailed: 'Unable to update wishlist',
};

/** The product list's and the orders page's pager. */
export const pagerText: PagerText = { label: products.pagination, prev: products.prev, next: products.next, page: products.page };
