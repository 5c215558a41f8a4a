/**
 * The product list's copy, and the toasts of the card's cart and heart buttons (also used on the product page and the wishlist).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { formatRs } from '../../lib/money';
import type { PagerText } from '../../ui/Pager';
import { pager } from '../../lib/messages';
export const products = {
  /** The whole catalogue's heading: not a department's (the seed's 'Welcome To Mens Page' listed women's products too). */
  title: 'All products',
  searchFor: (search: string) => `Results for “${search}”`,
  searchIn: (search: string, category: string) => `“${search}” in ${category}`,
  searchEverywhere: (search: string) => `Search all products for “${search}”`,
  searchCrumb: (search: string) => `“${search}”`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  allProducts: 'All products',
  searchLabel: 'Search products',
  /** The list's search landmark, told apart from the nav bar's. */
  searchLandmark: 'Product list search',
  searchPlaceholder: 'Search by name, brand or category',
  enter: 'Enter',
  sortAsc: 'Sorting Low to High',
  sortDesc: 'Sorting High to Low',
  reset: 'Reset Page',
  addToCart: (name: string) => `Add ${name} to cart`,
  addToWishlist: (name: string) => `Add ${name} to wishlist`,
  removeFromWishlist: (name: string) => `Remove ${name} from wishlist`,
  soldOut: 'Sold out',
  originalPrice: 'Original price',
  off: (discount: string) => `${discount} off`,
  soldOutLabel: (name: string) => `${name} is sold out`,
  chooseSize: (name: string) => `Choose a size for ${name}`,
  sizeChoice: (size: string, soldOut: boolean) => (soldOut ? `${size}, sold out` : `Add size ${size}`),
  empty: 'No products match your search.',
  emptyHint: 'Try another word, or reset the page to see everything.',
  error: 'We could not load the products.',
  results: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  /** The list's meta description (search results, shared links). */
  metaDescription: (heading: string, total: number, store: string) =>
    `${heading}: ${total} ${total === 1 ? 'product' : 'products'} at ${store}, priced in rupees with tax included.`,
  sortLabel: 'Sort by',
  sortRelevance: 'Relevance',
  sortNewest: 'Newest',
  sortDiscount: 'Biggest discount',
  didYouMean: 'Did you mean',
  browseCategories: 'Or browse a category:',
  nothingFor: (search: string) => `Nothing found for “${search}”.`,
};

/** The filters beside the list so products.ts stays the catalogue's reads and edits. */
export const filters = {
  title: 'Filters',
  open: (n: number) => (n ? `Filters (${n})` : 'Filters'),
  close: 'Close filters',
  showResults: (n: number) => `Show ${n} ${n === 1 ? 'product' : 'products'}`,
  department: 'Department',
  category: 'Category',
  colour: 'Colour',
  brand: 'Brand',
  size: 'Size',
  price: 'Price',
  availability: 'Offers and stock',
  onSale: 'On sale',
  inStock: 'In stock only',
  applied: 'Applied filters',
  remove: (label: string) => `Remove filter ${label}`,
  clearAll: 'Clear all',
  /** A group's options past the first few. */
  more: (n: number) => `+ ${n} more`,
  fewer: 'Show fewer',
  /** A price band's name, from its rupee bounds. */
  band: (min: number, max: number | null) =>
    max === null ? `${formatRs(min)} and above` : min === 0 ? `Under ${formatRs(max + 1)}` : `${formatRs(min)} – ${formatRs(max)}`,
};

export const toasts = {
  addedToCart: 'Added to cart',
  addToCartFailed: 'Unable to add to cart',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistFailed: 'Unable to update wishlist',
};

/** The product list's and the orders page's pager. */
export const pagerText: PagerText = pager;
