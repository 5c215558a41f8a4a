/**
 * The nav bar's copy (also the footer's menu names).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { storeName } from '../../lib/messages';
export const nav = {
  home: 'Home',
  logo: `${storeName} home`,
  search: 'Search products',
  /** The nav bar's search landmark, told apart from the product list's own. */
  searchLandmark: 'Store search',
  searchPlaceholder: 'Search for products, brands and more',
  searchSubmit: 'Search',
  suggestions: 'Suggestions',
  suggestionGroups: { products: 'Products', categories: 'Categories', brands: 'Brands' },
  orders: 'Orders',
  cart: 'Cart',
  cartCount: (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
  wishlist: 'Wishlist',
  wishlistCount: (n: number) => `Wishlist, ${n} ${n === 1 ? 'item' : 'items'}`,
  login: 'Login',
  signup: 'Sign up',
  logout: 'Logout',
  menu: 'Menu',
  mainNav: 'Main',
  skipToContent: 'Skip to content',
  closeMenu: 'Close menu',
  openSearch: 'Open search',
  signedInAs: (name: string) => `Signed in as ${name}`,
  account: 'Your account',
  accountLink: 'Account',
  /** Read before the shopper's name on the account link. */
  accountLinkLabel: 'Account, signed in as',
  /** A department menu's first entries: its own page, and its whole product list. */
  departmentPage: 'Products',
  viewAll: 'View all',
  menus: {
    men: 'Men',
    women: 'Women',
    artist: 'Artist Collab',
    collections: 'Collections',
  },
};
