/** Business constants of docs/product.md §9 and the limits docs/product.md §10 settles: the one place for numbers. */

/** Shipping is free for a purchase whose items come to this much or more (rupees, before any discount). */
export const FREE_SHIPPING_ABOVE = 1500;
/** What shipping costs below FREE_SHIPPING_ABOVE, in rupees. */
export const SHIPPING_FEE = 99;
/** A delivered item may be returned or exchanged for another size this many days after its delivery (src/lib/returns.ts). */
export const RETURN_WINDOW_DAYS = 30;
/** The pages' older name for the same window. */
export const EXCHANGE_DAYS = RETURN_WINDOW_DAYS;
export const SUPPORT_HOURS = '10 AM - 6 PM';
export const SUPPORT_DAYS = 'Mon - Sat';
export const CHAT_HOURS = '9AM-6PM';
export const UPI_EXTRA_OFF_PERCENT = 5;
/** Coupons (src/lib/coupons.ts): a code is 3 to COUPON_CODE_MAX letters, digits, '-' or '_'; the most a flat coupon or a limit may say. */
export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 24;
export const COUPON_FLAT_MAX = 100_000;
export const COUPON_LIMIT_MAX = 1_000_000;
/** The console's coupon list: one page. */
export const COUPON_PAGE_SIZE = 50;
/**
 * The payment methods the store offers, by id (their labels and rules: src/server/services/payments.ts).
 * An online gateway joins this list and that registry; checkout itself does not change.
 */
export const PAYMENT_METHODS = ['cod', 'upi', 'online'] as const;
export const DEFAULT_PAYMENT_METHOD = 'cod';
/**
 * How a purchase's payment stands: collected by the courier on delivery, or (a gateway) awaited, paid
 * online, not paid in time (its units released), or refunded whole (paid after its units were gone).
 */
export const PAYMENT_STATUSES = ['due_on_delivery', 'awaiting_payment', 'paid', 'payment_failed', 'refunded'] as const;
/** A purchase awaiting an online payment holds its units this long; then the sweeper releases them. */
export const PAYMENT_HOLD_MINUTES = 15;
/** How often Pay now's time left to pay is worked out again on the shopper's orders pages. */
export const PAY_NOW_TICK_MS = 10_000;
/**
 * Pay now is offered (and POST /payments/{id}/resume accepted) only while at least this many minutes of
 * the hold are left: a payment started later could land after the release and come back as a refund.
 */
export const PAY_NOW_MIN_MINUTES = 2;
/** How often each process sweeps expired holds and pending gateway refunds. */
export const PAYMENT_SWEEP_MS = 30_000;
/** Holds and refunds one sweep takes at most (the next sweep takes the rest). */
export const PAYMENT_SWEEP_BATCH = 50;
/** The gateway counts money in paise. */
export const PAISE_PER_RUPEE = 100;
/** A gateway refund given up on after this many failed calls (shown as failed to the admin). */
export const GATEWAY_REFUND_ATTEMPTS = 5;
/** States of a purchase's online payment and of a gateway refund (drizzle/0024). */
export const GATEWAY_PAYMENT_STATES = ['holding', 'released', 'paid', 'refunded'] as const;
export const GATEWAY_REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export const GATEWAY_REFUND_REASONS = ['cancelled', 'returned', 'late_payment', 'duplicate_payment'] as const;
/** A purchase whose items do not all have the same status. */
export const PURCHASE_STATUS_MIXED = 'mixed';
export const SIGNUP_WALLET = 100;

/** isAuth = now + 14,400,000 + 3,540,000 ms (docs/product.md §9); tokens expire at the same moment. */
export const SESSION_MS = 14_400_000 + 3_540_000;
/** "Remember me" ticked at sign-in or sign-up: the token and the browser's session last 30 days. */
export const REMEMBER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A password reset link works this long after it is asked for, once. */
export const PASSWORD_RESET_MINUTES = 30;
/**
 * A guest's 'Notify me' is confirmed by a link mailed to the address (GET /api/products/notify/confirm),
 * which answers with the product's page (or the catalogue for an unknown link) and `?notify=` saying
 * how it went, for the page to tell the shopper.
 */
export const NOTIFY_OUTCOME_PARAM = 'notify';
export const NOTIFY_OUTCOMES = ['confirmed', 'expired', 'invalid'] as const;
export type NotifyOutcome = (typeof NOTIFY_OUTCOMES)[number];

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_MS = { short: 2000, normal: 3000, long: 4000, longest: 6000 } as const;
export const POPOVER_DELAY_MS = 200;

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_FADE_MS = 500;
export const HOME_CAROUSEL_PAGES = 2;
export const HOME_TILES_PER_PAGE = 4;
export const NEW_ARRIVALS_PER_TAB = 6;
export const ARTIST_EDITS_PER_TAB = 4;
/** The product page's 'Similar products' (same department and category, nearest price, in stock). */
export const SIMILAR_PRODUCTS_MAX = 8;
/** 'Recently viewed' keeps this many products in the browser (localStorage), newest first. */
export const RECENTLY_VIEWED_MAX = 12;
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** The lazy sections of the product page render once they are this close to the screen. */
export const LAZY_SECTION_MARGIN = '400px';
/** A department page shows its newest products, one page of the list. */
export const DEPARTMENT_PAGE_PRODUCTS = 12;

export const FIRST_PAGE = 1;
export const PRODUCTS_PAGE_SIZE = 12;
/** /products: the first cards (a row on the widest screens) load their pictures at once; the rest when near. */
export const PRODUCTS_EAGER_IMAGES = 4;
/** A phone's first row of cards (the grid's two columns below `md`): only these are preloaded on a phone. */
export const PRODUCTS_PHONE_ROW = 2;
/** The widths where the grid has three columns or more (Tailwind's `md`): the rest of the first row is preloaded there. */
export const WIDE_GRID_MEDIA = '(min-width: 768px)';
/** A card shows this many of its style's colour swatches, then '+N' (the product page shows them all). */
export const CARD_SWATCHES_MAX = 4;
export const MAX_PAGE_SIZE = 100;
/**
 * The public catalogue list pages by offset: a page past this many results is refused (400, "narrow
 * your search"), as large stores do. An offset costs the database every row before it: page 999,999 of
 * 100,000 products sorted by price took 1.8 s of the one thread that serves everything (bench:stall).
 */
export const MAX_RESULT_WINDOW = 10_000;
/**
 * A searched list pages through fewer: every row before its offset must be matched against the words,
 * so the deepest search page allowed by MAX_RESULT_WINDOW still took half a second of PGlite's one thread
 * (bench:stall: /api/health p99 404 ms while two clients looped it). Shoppers refine a search long
 * before its 1,000th result, as on the large stores.
 */
export const MAX_SEARCH_RESULT_WINDOW = 1_000;
export const ADMIN_PAGE_SIZE = 20;
/** The console's loading frame (src/islands/admin/frame/AdminFallback.astro), removed by the console once it shows: one `<main>` at a time. */
export const ADMIN_FALLBACK_ID = 'admin-fallback';
export const ADMIN_PRODUCT_COLUMNS = 4;

/** The size a client that knows nothing of sizes buys, and the one a product added without sizes has. */
export const PRODUCT_SIZE = 'M';
/** The demo catalogue's size scales; the admin's sizes editor offers them as presets. */
export const SIZE_SCALES = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  sneakers: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
  accessories: ['One size'],
} as const;
export const SIZES_MAX = 12;
export const SIZE_NAME_MAX = 12;
/** The most concerns one 'seen' mark names (PATCH /support/seen): the chat shows fewer. */
export const SUPPORT_SEEN_MAX = 100;
/** The chat button's badge shows up to this many unread replies, then '9+'. */
export const UNREAD_BADGE_MAX = 9;
export const STOCK_MAX = 100_000;
/** 'Only N left' shows at this many units or fewer (product page, cart). */
export const FEW_LEFT_AT = 5;
/** The admin's 'Low' badge and the Dashboard's Low stock panel: sizes with this many units or fewer. */
export const LOW_STOCK_AT = 3;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const MAX_CART_LINES = 50;
export const MAX_WISHLIST = 100;

export const EDIT_PROGRESS_START = 50;
export const EDIT_PROGRESS_STEP = 50;
export const EDIT_PROGRESS_MAX = 100;

export const CHART_COLORS = [
  '#008FFB',
  '#00E396',
  '#FEB019',
  '#FF4560',
  '#775DD0',
  '#3F51B5',
  '#03A9F4',
  '#4CAF50',
  '#F9CE1D',
  '#FF9800',
  '#33B2DF',
  '#546E7A',
  '#D4526E',
  '#13D8AA',
  '#A5978B',
  '#4ECDC4',
  '#C7F464',
  '#81D4FA',
  '#FD6A6A',
  '#2B908F',
] as const;

export const COUNTRIES = [
  'Australia',
  'Canada',
  'China',
  'France',
  'Hong Kong SAR',
  'India',
  'Israel',
  'Malaysia',
  'Mauritius',
  'Nepal',
  'New Zealand',
  'Singapore',
  'South Africa',
  'United States',
  'United Kingdom',
] as const;

/** The country an address starts with (checkout and the address book preselect it). */
export const HOME_COUNTRY = 'India';
/** India's 28 States and 8 Union Territories, as a delivery address names them (one list: forms, API, PIN table). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export const STATES_AND_UTS = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;
export type StateOrUt = (typeof STATES_AND_UTS)[number];

export const ADMIN_ROLES = ['Technical', 'Developer', 'Project Manager', 'Sales', 'Customer Executive'] as const;
export const ORDER_STATUSES = ['Delayed', 'Passed', 'Rejected'] as const;
export const ORDER_STATUS_PENDING = 'pending';
/** Every status an order can have, for Manage Orders' filter: 'pending' until an admin sets one. */
export const ORDER_FILTER_STATUSES = [ORDER_STATUS_PENDING, ...ORDER_STATUSES] as const;
/** The Analyse section's windows, in days; the first is the default. */
export const ANALYSE_WINDOWS = [30, 90] as const;

export const ROLE_USER = 'user';
export const ROLE_ADMIN = 'admin';
/**
 * The login and sign-up forms before their island takes over (src/components/auth/EarlySubmit.astro):
 * the attribute marks a form whose submit an inline script holds, and the notice it shows meanwhile.
 */
export const EARLY_SUBMIT_ATTR = 'data-early-submit';
export const EARLY_SUBMIT_NOTICE_ID = 'early-submit-notice';

export const FOLLOWERS = { instagram: '1.8M', facebook: '627k' } as const;
export const LANGUAGES = ['English'] as const;
export const COPYRIGHT_YEAR = 2023;
export const CUSTOMER_CARE_PHONE = '+91 98765 43210';
export const CUSTOMER_CARE_EMAIL = 'care@fashionstore.example.com';

export const HTTP_TIMEOUT_MS = 15_000;
export const IDEMPOTENCY_KEY_MAX = 200;

export const LIMITS = {
  name: 120,
  email: 254,
  password: { min: 8, max: 128 },
  city: 80,
  text: 200,
  description: 5000,
  url: 2048,
  images: 10,
  price: 10_000_000,
  support: 2000,
  search: 100,
  contact: { min: 6, max: 15 },
  /** Outside India (an Indian address: PIN_CODE and MOBILE_NUMBER in src/lib/address.ts). */
  pincode: { min: 3, max: 10 },
  phone: { min: 6, max: 15 },
  /** What a phone field takes as typed: '+91 98765 43210', '0091 98765-43210'. */
  phoneTyped: 20,
} as const;

/**
 * How wide each photograph's slot is at each screen width (`sizes`), so the browser picks the smallest
 * variant that fills it: product cards (2 columns on phones, 3 from md, 4 from xl in a 1280 px row), the
 * product page's main picture (half the page from md), its thumbnails, the zoom, the home tiles, and the
 * small pictures of cart, checkout, orders, suggestions and the console lists.
 */
export const PICTURE_SIZES = {
  card: '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw',
  gallery: '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw',
  thumb: '72px',
  zoom: '100vw',
  tile: '(min-width: 1024px) 25vw, 50vw',
  line: '96px',
} as const;
/** The console asks for a product's pictures this often while any is still being made. */
export const PICTURE_POLL_MS = 2000;
/** A product card's picture box (4:5) before its picture says its own size. */
export const CARD_ART = { width: 480, height: 600 } as const;
/** A product picture's intrinsic size (4:5), on the product page's gallery. */
export const PRODUCT_ART = { width: 720, height: 900, thumb: { width: 72, height: 90 } } as const;
/** The small picture beside a line, as drawn (4:5; a suggestion's is square): its box before the picture says its own size. */
export const LINE_ART = {
  cart: { width: 96, height: 120 },
  summary: { width: 56, height: 70 },
  order: { width: 64, height: 80 },
  suggestion: { width: 40, height: 40 },
  consoleRow: { width: 48, height: 60 },
  consoleDetail: { width: 40, height: 50 },
} as const;
/** A drag this long across the gallery that did not scroll it (a mouse) steps to the next picture. */
export const SWIPE_MIN_PX = 40;

/** Sizes of the home page's art in public/images (width × height), for layout without shifts. */
export const HOME_ART = {
  hero: { width: 1600, height: 640 },
  tile: { width: 400, height: 500 },
  trending: { width: 800, height: 600 },
  brand: { width: 300, height: 150 },
} as const;

/**
 * Server data in the islands (src/client/query.tsx): a reply is fresh this long, so islands of one page
 * share it without asking again. Failures are not retried on their own: the error state's Retry is the
 * shopper's, and a timed-out call has already waited HTTP_TIMEOUT_MS.
 */
export const QUERY_STALE_MS = 30_000;

/** Open Graph / Twitter: the picture shared for pages without one of their own, and its size. */
export const SHARE_IMAGE = { path: '/images/hero/hero-1.svg', width: 1600, height: 640 } as const;
/** Search (src/lib/search-query.ts): one typo forgiven from this many letters, two from the next. */
export const SEARCH_TYPO_ONE_AT = 4;
export const SEARCH_TYPO_TWO_AT = 7;
/** While typing, the last word may be the start of this many catalogue words (most common first). */
export const SEARCH_PREFIX_WORDS = 8;
/** The nav bar asks for suggestions from this many letters, this long after the last key. */
export const SUGGEST_MIN_LETTERS = 2;
export const SUGGEST_DEBOUNCE_MS = 150;
/**
 * Prices read from a search's words (src/lib/search-words.ts): two bare numbers are a range only from
 * this many rupees ('1000 to 2000', not '2 to 3').
 */
export const SEARCH_RANGE_WORD_MIN = 100;
/** The filter panel shows this many options of a group, then '+ N more'. */
export const FILTER_OPTIONS_SHOWN = 8;
/** The price filter's bands in rupees: [from, to] both included; null = no upper end. */
export const PRICE_BANDS = [
  { id: 'under-1000', min: 0, max: 999 },
  { id: '1000-1999', min: 1000, max: 1999 },
  { id: '2000-2999', min: 2000, max: 2999 },
  { id: '3000-4999', min: 3000, max: 4999 },
  { id: '5000-plus', min: 5000, max: null },
] as const;
/** The list's sorts besides relevance (which a search gets unless another is chosen). */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price', 'discount'] as const;
/** Filter values in one parameter (comma-separated): more is malformed. */
export const FILTER_VALUES_MAX = 50;

/** Whom a product is for. The men's list holds men's and unisex products, the women's likewise (departmentsShown). */
export const DEPARTMENTS = ['men', 'women', 'unisex'] as const;
export type Department = (typeof DEPARTMENTS)[number];
/** The products a department's list shows: its own and the unisex ones; unisex alone shows only unisex. */
export const departmentsShown = (d: Department): Department[] => (d === 'unisex' ? ['unisex'] : [d, 'unisex']);
/**
 * The colour palette a product's colour belongs to, each with its swatch. 'multi' (prints, colour-blocks,
 * anything without one main colour) has no single hue: its swatch is drawn from MULTI_SWATCH.
 */
export const COLOUR_FAMILIES = [
  { id: 'black', hex: '#1B1B1F' },
  { id: 'white', hex: '#FFFFFF' },
  { id: 'grey', hex: '#8E9196' },
  { id: 'navy', hex: '#1F2A48' },
  { id: 'blue', hex: '#2D6CDF' },
  { id: 'green', hex: '#2F7A4D' },
  { id: 'red', hex: '#C0392B' },
  { id: 'pink', hex: '#F2A0B9' },
  { id: 'yellow', hex: '#F2C94C' },
  { id: 'orange', hex: '#E2703A' },
  { id: 'brown', hex: '#7A4A2A' },
  { id: 'beige', hex: '#E4D5B7' },
  { id: 'purple', hex: '#7C5CBF' },
  { id: 'multi', hex: '#B0B0B0' },
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number]['id'];
export const COLOUR_FAMILY_IDS = COLOUR_FAMILIES.map((c) => c.id) as ColourFamily[];
/** The multi-colour swatch: a CSS background of the palette's bright hues. */
export const MULTI_SWATCH = 'conic-gradient(#C0392B, #F2C94C, #2F7A4D, #2D6CDF, #7C5CBF, #C0392B)';
/** Categories per department and department-less categories: the console's edit list is never paged (a shop has tens). */
export const CATEGORIES_MAX = 200;

/** The store's time: India (IST, +05:30). Every date the store shows or exports, on either side, is in it. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
/** Its offset from UTC (India keeps no daylight saving): a wall-clock time typed in the console is read in it. */
export const STORE_UTC_OFFSET = '+05:30';
/**
 * The delivery estimate (src/lib/delivery.ts): an order leaves the warehouse within this many working
 * days, then travels its zone's days (src/server/data/delivery-zones.ts). Couriers do not move parcels
 * on Sundays, so neither count counts them.
 */
export const DISPATCH_WORKING_DAYS = 2;
/** Day of the week (0 = Sunday, as Date.getUTCDay) on which nothing is dispatched or delivered. */
export const NO_DELIVERY_WEEKDAY = 0;
/** Where the added-to-bag drawer leads: the cart, and checkout (the cart's Place Order goes there too). */
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/payment';
/** The product page's Add to bag counts as out of view under the sticky nav bar this tall (its height on a phone). */
export const STICKY_NAV_MARGIN = '-64px 0px 0px 0px';

/**
 * Product photographs (src/server/pictures/): an admin uploads at most PICTURES_PER_PRODUCT per product,
 * each at most PICTURE_MAX_BYTES and PICTURE_MAX_PIXELS (read from the file's header before anything is
 * decoded: a small file can claim a huge canvas). The worker makes every type at every width up to the
 * original's; the API's `src` is the JPEG nearest PICTURE_SRC_WIDTH, and link previews a 1200×630 JPEG.
 */
export const PICTURES_PER_PRODUCT = 10;
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_ALT_MAX = 200;
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const PICTURE_SRC_WIDTH = 640;
/** The variants' types, in the order a `<picture>` lists its sources (the first a browser reads wins). */
export const PICTURE_TYPES = ['image/avif', 'image/webp', 'image/jpeg'] as const;
/** What an upload may be, judged by its bytes, never its name or Content-Type. */
export const PICTURE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PICTURE_STATUSES = ['pending', 'ready', 'failed'] as const;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
