/**
 * The product page's copy.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { FREE_SHIPPING_ABOVE, RETURN_WINDOW_DAYS } from '../../lib/constants';
import { formatRs } from '../../lib/money';

export const product = {
  /** The page's meta description (search results, shared links), before it is cut to length. */
  metaDescription: (name: string, brand: string, price: string, text: string) => `${name} by ${brand}, ${price}. ${text}`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  allProducts: 'All products',
  taxIncluded: 'Tax included.',
  size: 'Size',
  chosenSize: (size: string) => `Size: ${size}`,
  sizeOption: (size: string, soldOut: boolean) => (soldOut ? `${size}, sold out: notify me` : size),
  /** Under a sold-out size's letter: greyed, never struck through (a struck L reads as Ł). */
  sizeNotify: 'Notify me',
  chooseSize: 'Please choose a size',
  onlyLeft: (n: number) => `Only ${n} left`,
  soldOut: 'Sold out',
  soldOutNote: 'Sold out in every size for now. Choose a size to be e-mailed when it is back.',
  notifyMe: 'Notify me',
  notifying: 'Saving…',
  notifyEmail: 'Your e-mail',
  notifyIntro: (size: string) => `Size ${size} is sold out. Leave your e-mail and we will write once when it is back in stock.`,
  notifyIntroShopper: (size: string) => `Size ${size} is sold out. We will e-mail you once when it is back in stock.`,
  notifyDone: (size: string, email: string) => `Done: we will write to ${email} when size ${size} is back in stock.`,
  /** A guest's request waits for the link mailed to the address (double opt-in). */
  notifyCheckInbox: (size: string, email: string) => `Almost done: we have sent a link to ${email}. Open it to be told when size ${size} is back in stock.`,
  /** What the confirmation link did (`?notify=` on the page it opens: src/islands/product-page/notify-outcome.ts). */
  notifyOutcome: {
    confirmed: { kind: 'success', title: 'Confirmed', description: 'We will e-mail you once when this size is back in stock.' },
    expired: { kind: 'info', title: 'That link has expired', description: 'Choose the size and ask again: we will send a new link.' },
    invalid: {
      kind: 'error',
      title: 'That link does not work',
      description: 'It may have been changed or its product is gone. Ask again from the product page.',
    },
  } as const,
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addToCart: 'Add to bag',
  buyNow: 'BUY IT NOW',
  /** Beside Add to bag: the return window (src/lib/returns.ts). */
  easyReturns: `Easy returns and exchanges within ${RETURN_WINDOW_DAYS} days`,
  askQuestion: 'Ask a question',
  share: 'Share',
  tabs: { description: 'Product description', fit: 'Fit', material: 'Material & care', shipping: 'Shipping & Return' },
  shippingBullets: [
    `Free shipping on orders above ${formatRs(FREE_SHIPPING_ABOVE)}`,
    'Dispatched within 2 working days',
    `Return or exchange within ${RETURN_WINDOW_DAYS} days of delivery`,
  ],
  gallery: (name: string) => `Pictures of ${name}`,
  picture: (name: string, i: number, n: number) => (i === 1 ? name : `${name}, picture ${i} of ${n}`),
  slide: (i: number, n: number) => `${i} of ${n}`,
  showPicture: (i: number, n: number) => `Show picture ${i} of ${n}`,
  prevPicture: 'Previous picture',
  nextPicture: 'Next picture',
  /** The gallery's picture is a button: it opens the picture as large as the screen. */
  zoomPicture: (i: number, n: number) => `Enlarge picture ${i} of ${n}`,
  zoomed: (name: string) => `${name}, enlarged`,
  addToWishlist: 'Add to wishlist',
  inWishlist: 'In your wishlist',
  adding: 'Adding…',
  details: 'Product details',
  originalPrice: 'Original price',
  off: (discount: string) => `${discount} off`,
  questionSubject: (name: string) => `Question about ${name}`,
  linkCopied: 'Link copied',
  shareFailed: 'Could not share this page',
};

/** The bar that keeps 'Add to bag' on screen once the page's own button has scrolled away. */
export const stickyBar = {
  label: 'Add to bag',
  sizeNone: 'No size chosen',
};

/** The drawer that opens once the item is in the bag, in place of leaving the page. */
export const addedDrawer = {
  title: 'Added to bag',
  size: (size: string) => `Size: ${size}`,
  quantity: (n: number) => `Qty: ${n}`,
  viewBag: 'View bag',
  checkout: 'Checkout',
  keepShopping: 'Continue shopping',
};

export const sizeChart = {
  open: 'Size chart',
  title: (label: string) => `Size chart: ${label}`,
  kinds: { mensTops: 'tops', womensTops: 'women’s tops', bottoms: 'bottoms', shoes: 'shoes' },
  intro: 'Body measurements, not the garment’s. Between two sizes? Take the larger one.',
  unit: 'Unit',
  units: { cm: 'cm', in: 'inches' },
  size: 'Size',
  measures: { chest: 'Chest', bust: 'Bust', waist: 'Waist', hip: 'Hip', inseam: 'Inside leg', footLength: 'Foot length' },
  caption: (unit: string) => `Body measurements in ${unit}`,
};

export const delivery = {
  heading: 'Delivery',
  pin: 'PIN code',
  check: 'Check',
  checking: 'Checking…',
  by: (day: string) => `Delivery by ${day}`,
  to: (district: string, state: string) => `to ${district}, ${state}`,
  cod: 'Cash on delivery available',
  noCod: 'Cash on delivery not available for this PIN code',
  unknown: 'We could not find this PIN code. Check it and try again.',
  failed: 'Could not check delivery just now. Please try again.',
};
