/** Drizzle schema: the store's tables. Keys are named `_id` as the API exposes them (docs/product.md §3). */
import { getTableColumns, sql } from 'drizzle-orm';
import type { CouponKind } from '../../lib/coupons';
import type { ColourFamily, Department, PICTURE_TYPES } from '../../lib/constants';
import type { Actor, Step } from '../../lib/fulfilment';
import type { DocumentKind, TaxDocument } from '../../lib/gst';
import type { RefundMethod, Resolution, ReturnReason, ReturnStatus } from '../../lib/returns';
import type { GatewayPaymentState, GatewayRefundReason, GatewayRefundState, PaymentStatus, PictureStatus } from '../../lib/types';
import type { MailKind } from '../mail/kinds';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document; only SQL reads it (services/search/). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    _id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    city: text('city').notNull(),
    role: text('role').notNull().default('user'),
    wallet: integer('wallet').notNull().default(100),
    createdAt: createdAt(),
    /**
     * Running totals of the shopper's orders (purchases with something kept) and their revenue in rupees
     * (services/revenue.ts: purchase totals less refunds), kept by triggers on purchases, orders and
     * refunds in the same transaction as the change (drizzle/0006, 0021), so the dashboard never sums the
     * orders table. `npm run db:rebuild-totals` recomputes them.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    ordersTotal: bigint('orders_total', { mode: 'number' }).notNull().default(0),
    /** The shopper's cart lines, kept the same way by a trigger on `cart_items` (drizzle/0009). */
    cartCount: integer('cart_count').notNull().default(0),
    /** The account page's phone number, '' until given (drizzle/0016). */
    phone: text('phone').notNull().default(''),
    /** Carried in every token; raised by a password change or reset, which signs out older tokens (drizzle/0016, src/server/auth.ts). */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  // (created_at, id): the dashboard's newest-first page is read off the index, with no sort.
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_idx').on(t.createdAt, t._id)],
);

export const admins = pgTable(
  'admins',
  {
    _id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    contact: text('contact').notNull(),
    role: text('role').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    /** As users.sessionVersion (drizzle/0016). */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email), index('admins_created_idx').on(t.createdAt)],
);

export const products = pgTable(
  'products',
  {
    _id: id(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    oprice: integer('oprice').notNull(),
    price: integer('price').notNull(),
    discount: text('discount').notNull(),
    category: text('category').notNull(),
    subhead: text('subhead').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The product page's 'Material & care' and 'Fit' tabs, one point a line (drizzle/0012_product_details.sql). */
    materialCare: text('material_care').notNull().default(''),
    fit: text('fit').notNull().default(''),
    createdAt: createdAt(),
    // What the search reads (docs/api.md: name, brand or category, case-insensitive), kept by PostgreSQL
    // itself. Stored rather than an expression index so a search does not rebuild the string for every
    // candidate row it rechecks (benchmarks: 2x faster counts at 100,000 products).
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(name || ' ' || brand || ' ' || category)`),
    /**
     * The relevance search's document (drizzle/0011_search.sql): name A, brand B, category C,
     * description D, english stems over search_words(), the normalisation src/lib/search-query.ts mirrors.
     */
    searchDoc: tsvector('search_doc')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, search_words(name)), 'A') || setweight(to_tsvector('english'::regconfig, search_words(brand)), 'B') || setweight(to_tsvector('english'::regconfig, search_words(category)), 'C') || setweight(to_tsvector('english'::regconfig, search_words(description)), 'D')`,
      ),
    /** The sizes in stock, in order: kept by triggers on product_sizes (drizzle/0011_search.sql); the filters read it. */
    sizesInStock: text('sizes_in_stock').array().notNull().default(sql`'{}'`),
    /** Whom it is for (DEPARTMENTS), its colour as the shop writes it and its palette family (COLOUR_FAMILIES), drizzle/0022. */
    department: text('department').$type<Department>().notNull().default('unisex'),
    colour: text('colour').notNull().default('Multicolour'),
    colourFamily: text('colour_family').$type<ColourFamily>().notNull().default('multi'),
    /** Products sharing it are one style in other colours (the product page's 'More colours'); null: a style of one. */
    styleCode: text('style_code'),
  },
  (t) => [
    index('products_colour_family_idx').on(t.colourFamily, t._id),
    index('products_department_idx').on(t.department, t._id),
    index('products_style_code_idx').on(t.styleCode).where(sql`${t.styleCode} IS NOT NULL`),
    check('products_department_check', sql`${t.department} IN ('men', 'women', 'unisex')`),
    check(
      'products_colour_family_check',
      sql`${t.colourFamily} IN ('black', 'white', 'grey', 'navy', 'blue', 'green', 'red', 'pink', 'yellow', 'orange', 'brown', 'beige', 'purple', 'multi')`,
    ),
    index('products_price_idx').on(t.price, t._id),
    index('products_category_idx').on(sql`lower(${t.category})`, t.price),
    index('products_created_idx').on(t.createdAt),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_doc_idx').using('gin', t.searchDoc),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    // sort=discount (services/search/plan.ts, orderFor) read in order: without it every page, the first too, sorted
    // all 100,000 products (bench:stall on PGlite: 444 ms for page 1, 3 ms with it).
    // drizzle/0013_discount_sort.sql; each key as the query orders it (desc, nulls first).
    index('products_discount_idx').on(sql`((${t.oprice} - ${t.price})::float8 / ${t.oprice}) desc`, sql`${t.createdAt} desc`, sql`${t._id} desc`),
  ],
);

/**
 * The categories under their departments, in the menus' order (drizzle/0022). `name` is the string
 * products.category holds; a product naming a category not here adds it (a trigger), so every
 * product's category is listed. The console edits them (services/categories.ts).
 */
export const categories = pgTable(
  'categories',
  {
    name: text('name').primaryKey(),
    department: text('department').$type<Department>().notNull(),
    /** As the menus show it under the department: 'T-shirts' for "Men's T-shirts". */
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_department_idx').on(t.department, t.position),
    check('categories_department_check', sql`${t.department} IN ('men', 'women', 'unisex')`),
  ],
);

/**
 * A product's sizes, in the order shoppers see them, with the units left of each: a whole number, or
 * null for "not counted" (always available). The CHECK is the last guard: stock never goes below zero.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    prodId: integer('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    position: integer('position').notNull(),
    stock: integer('stock'),
  },
  (t) => [
    primaryKey({ columns: [t.prodId, t.size] }),
    check('product_sizes_stock_check', sql`${t.stock} >= 0`),
    index('product_sizes_low_idx').on(t.stock).where(sql`${t.stock} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    _id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    /** A cart line is one product in one size. */
    size: text('size').notNull().default('M'),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_user_prod_size_key').on(t.userId, t.prodId, t.size), index('cart_created_idx').on(t.createdAt)],
);

export const wishlist = pgTable(
  'wishlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prodId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    _id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    company: text('company').notNull().default(''),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    /** A State or Union Territory of India (STATES_AND_UTS); '' on addresses saved before drizzle/0017. */
    state: text('state').notNull().default(''),
    declaration: boolean('declaration').notNull().default(false),
    /** The address checkout preselects: at most one per shopper (the partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`)],
);

/** A delivery address as a purchase keeps it: a copy, so the purchase stays readable when the address is deleted. */
export interface AddressCopy {
  country: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  company: string;
  pincode: string;
  phone: string;
  /** Absent on purchases placed before drizzle/0017. */
  state?: string;
}

/**
 * One checkout: its items are the `orders` rows that name it (`purchase_id`), and it keeps what the
 * server computed when it was placed (subtotal, shipping, the payment method's discount, total), how it
 * is paid, and a copy of the address. Sums are bigint: 50 lines of 10 at the highest price pass an int.
 * Purchases placed before drizzle/0010 were rebuilt there, one per checkout (same shopper, address and
 * moment), as cash on delivery with free shipping and no discount, as they were.
 */
export const purchases = pgTable(
  'purchases',
  {
    _id: id(),
    userId: integer('user_id').references(() => users._id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses._id, { onDelete: 'set null' }),
    address: jsonb('address').$type<AddressCopy>(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    /** Everything taken off the items: the payment method's discount and the coupon's (drizzle/0025). */
    discount: bigint('discount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** The coupon used (one per purchase) and its part of `discount`. */
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons._id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt, t._id),
    check('purchases_coupon_discount_check', sql`${t.couponDiscount} >= 0 AND ${t.couponDiscount} <= ${t.discount}`),
  ],
);

/** Orders keep a copy of what was bought and who bought it: history outlives products and accounts. */
export const orders = pgTable(
  'orders',
  {
    _id: id(),
    userId: integer('user_id').references(() => users._id, { onDelete: 'set null' }),
    prodId: integer('prod_id').references(() => products._id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses._id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    size: text('size').notNull().default('M'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    status: text('status').notNull().default('pending'),
    /** Set when 'Rejected' put the quantity back in stock: it is given back once, never twice. */
    restocked: boolean('restocked').notNull().default(false),
    createdAt: createdAt(),
    /** The purchase this item belongs to (drizzle/0010). */
    purchaseId: integer('purchase_id').references(() => purchases._id, { onDelete: 'set null' }),
    /**
     * The fulfilment step (src/lib/fulfilment.ts, drizzle/0018): `status` above is the admin's old word
     * for it, kept for the API's first clients. The shipment and a cancellation are kept with it.
     */
    step: text('step').$type<Step>().notNull().default('placed'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    expectedDelivery: date('expected_delivery', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<Actor>(),
    /** What Manage Orders' search reads besides the order id: product name, shopper e-mail and name. */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(name || ' ' || user_email || ' ' || user_name)`),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t._id),
    index('orders_category_idx').on(t.category),
    // Manage Orders filtered by status, newest first, read off the index.
    index('orders_status_created_idx').on(t.status, t.createdAt, t._id),
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A search with an '@' is the start of an e-mail: a prefix match on this index. Every e-mail shares
    // trigrams like 'com' and the store's domains, which made the trigram index slow for them.
    index('orders_user_email_idx').on(t.userEmail.op('text_pattern_ops')),
    index('orders_purchase_idx').on(t.purchaseId),
    // Manage Orders filtered by fulfilment step, newest first (drizzle/0018).
    index('orders_step_created_idx').on(t.step, t.createdAt, t._id),
    check('orders_step_check', sql`${t.step} in ('placed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned', 'exchanged')`),
  ],
);

/** An order as the API answers it: every column but the search text, which only a WHERE clause reads. */
export const { searchText: _orderSearchText, ...orderColumns } = getTableColumns(orders);

/**
 * Who changed an order's status, to what, and when (the order detail's history). Placing the order is
 * not a row here: it is the order's own created_at. The admin's name and e-mail are copied, so the
 * history stays readable after that admin is deleted.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    _id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    adminId: integer('admin_id').references(() => admins._id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    createdAt: createdAt(),
    /** From which step to which (drizzle/0018); `status` is the old word after the change. */
    fromStep: text('from_step').$type<Step>().notNull(),
    step: text('step').$type<Step>().notNull(),
    /** Who made the change: an admin (adminId, with a copy of the name and e-mail), the shopper, or the store itself. */
    actor: text('actor').$type<Actor>().notNull().default('admin'),
    /** Why, in words the shopper may read (a cancellation's reason). */
    note: text('note'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Store-wide running totals ('users', 'cart_lines', 'orders', 'orders:<status>', 'shopper_orders',
 * 'shopper_revenue'), kept by triggers in the same transaction as the change (drizzle/0006). Each
 * figure is spread over a few slots (by row id) so concurrent checkouts do not all queue on one row;
 * a figure is the sum of its slots. `npm run db:rebuild-totals` recomputes them.
 */
export const runningTotals = pgTable(
  'running_totals',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/** One row per checkout Idempotency-Key: a retried key returns the first result (docs/api.md). */
export const checkouts = pgTable(
  'checkouts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull().default([]),
    /** The purchase it made (null for checkouts before drizzle/0010). */
    purchaseId: integer('purchase_id').references(() => purchases._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    _id: id(),
    userId: integer('user_id').references(() => users._id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** Where a guest (no account) asked to be answered. */
    email: text('email'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** The admin's answer, shown to the shopper in the chat widget. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    repliedBy: integer('replied_by').references(() => admins._id, { onDelete: 'set null' }),
    /** When the shopper opened the chat with this reply in it; a new reply clears it (drizzle/0014). */
    replySeenAt: timestamp('reply_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('support_created_idx').on(t.createdAt, t._id),
    index('support_user_idx').on(t.userId, t.createdAt),
    // The chat button's unread count reads only this index: it holds nothing but unread replies.
    index('support_unread_idx').on(t.userId).where(sql`${t.reply} is not null and ${t.replySeenAt} is null`),
  ],
);

/**
 * 'Notify me' on a sold-out size (drizzle/0014): pending until the size is back in stock, when the
 * back-in-stock mail is queued in the same transaction and `notifiedAt` set (services/stock-requests.ts).
 * One pending request per product, size and (lower-cased) e-mail. A guest's request is answered only
 * once confirmed by the link mailed to the address (drizzle/0026; only the token's SHA-256 is kept).
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    _id: id(),
    prodId: integer('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    email: text('email').notNull(),
    /** The shopper who asked while signed in: deleting the account deletes the request. */
    userId: integer('user_id').references(() => users._id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /** When the address agreed (the link clicked, or signed in as its account); null: not yet, nothing is sent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmTokenHash: text('confirm_token_hash'),
  },
  (t) => [
    uniqueIndex('stock_requests_pending_key').on(t.prodId, t.size, t.email).where(sql`${t.notifiedAt} is null`),
    index('stock_requests_user_idx').on(t.userId),
    uniqueIndex('stock_requests_token_key').on(t.confirmTokenHash),
    index('stock_requests_email_idx').on(t.email, t.createdAt),
  ],
);

/**
 * Password reset links (drizzle/0016, services/password-reset.ts): only the SHA-256 of the token is
 * kept, so the table alone opens no account. Single use (`usedAt`), valid until `expiresAt`. The
 * account is a shopper or an admin, whichever has the e-mail.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').references(() => users._id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins._id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_admin_idx').on(t.adminId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Request and failure counters of the throttle (services/throttle.ts), kept in the database so that
 * every server process on one PostgreSQL counts against the same limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * E-mail waiting to be sent, written in the same transaction as the change that causes it (drizzle/0015,
 * src/server/mail/outbox.ts). The sender claims a due message by moving `nextAttemptAt` past a lease,
 * so a sender that dies mid-send leaves it due again; `messageId` is fixed at queue time, so a message
 * sent twice after a crash carries the same Message-ID.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').$type<MailKind>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    messageId: text('message_id').notNull().unique(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_recipient_idx').on(sql`lower(${t.recipient})`),
  ],
);

/**
 * A return or exchange of one order row (drizzle/0019, src/lib/returns.ts): at most one per item. An
 * exchange's new size is taken from stock at the request; `reserved` says the units are still held for
 * it (given back when declined, handed to `replacementOrderId` when the parcel is back).
 */
export const returns = pgTable(
  'returns',
  {
    _id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id').references(() => purchases._id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users._id, { onDelete: 'set null' }),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note'),
    resolution: text('resolution').$type<Resolution>().notNull(),
    exchangeSize: text('exchange_size'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reserved: boolean('reserved').notNull().default(false),
    declineReason: text('decline_reason'),
    damaged: boolean('damaged'),
    replacementOrderId: integer('replacement_order_id').references(() => orders._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_order_key').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt, t._id),
    index('returns_purchase_idx').on(t.purchaseId),
    check('returns_reason_check', sql`${t.reason} IN ('wrong_size', 'not_as_pictured', 'damaged', 'quality', 'changed_mind', 'other')`),
    check('returns_resolution_check', sql`${t.resolution} IN ('refund', 'exchange') AND (${t.resolution} = 'exchange') = (${t.exchangeSize} IS NOT NULL)`),
    check('returns_status_check', sql`${t.status} IN ('requested', 'approved', 'declined', 'received', 'refunded', 'exchanged')`),
  ],
);

/**
 * Money paid back to a shopper, in rupees as purchases keep it (drizzle/0019): what the store's revenue
 * subtracts (services/returns.ts refundedTotal). One per return at most; `returnId` is null for a refund
 * not tied to a return. The admin's name is copied, as the status history does.
 */
export const refunds = pgTable(
  'refunds',
  {
    _id: id(),
    returnId: integer('return_id').references(() => returns._id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders._id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => purchases._id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    upiId: text('upi_id'),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    reference: text('reference').notNull(),
    adminId: integer('admin_id').references(() => admins._id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_return_key').on(t.returnId),
    index('refunds_created_idx').on(t.createdAt),
    index('refunds_purchase_idx').on(t.purchaseId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_method_check', sql`${t.method} IN ('original', 'upi', 'bank')`),
  ],
);

/**
 * GST tax invoices and credit notes (drizzle/0020, services/invoice/): one invoice per purchase, issued
 * when its first item ships; a credit note (`invoiceId` set) for what a cancellation or return takes
 * off it. `document` is the whole document as issued, figures in paise, so a reprint is identical.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    _id: id(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique('tax_documents_number_unique'),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases._id),
    invoiceId: integer('invoice_id').references((): AnyPgColumn => taxDocuments._id),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_seq_unique').on(t.series, t.financialYear, t.seq),
    uniqueIndex('tax_documents_one_invoice_idx').on(t.purchaseId).where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_purchase_idx').on(t.purchaseId, t._id),
  ],
);

/** The last number used in each series and financial year (drizzle/0020): raised in the issuing transaction. */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ name: 'tax_document_counters_pk', columns: [t.series, t.financialYear] })],
);

/**
 * Coupons (drizzle/0025, src/lib/coupons.ts): `uses` is raised by a conditional UPDATE in the checkout
 * transaction, so the total limit holds under concurrency; `couponUses` has one row per purchase.
 */
export const coupons = pgTable(
  'coupons',
  {
    _id: id(),
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    useLimit: integer('use_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    category: text('category'),
    department: text('department').$type<Department>(),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    index('coupons_created_idx').on(t.createdAt, t._id),
    check('coupons_kind_check', sql`${t.kind} IN ('percent', 'flat')`),
    check('coupons_value_check', sql`${t.value} > 0 AND (${t.kind} = 'flat' OR ${t.value} <= 100)`),
    check('coupons_min_order_check', sql`${t.minOrder} >= 0`),
    check('coupons_window_check', sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} < ${t.validTo}`),
    check('coupons_limits_check', sql`(${t.useLimit} IS NULL OR ${t.useLimit} > 0) AND (${t.perShopperLimit} IS NULL OR ${t.perShopperLimit} > 0)`),
    check('coupons_uses_check', sql`${t.uses} >= 0 AND (${t.useLimit} IS NULL OR ${t.uses} <= ${t.useLimit})`),
    check('coupons_scope_check', sql`${t.category} IS NULL OR ${t.department} IS NULL`),
    check('coupons_department_check', sql`${t.department} IS NULL OR ${t.department} IN ('men', 'women', 'unisex')`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    _id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons._id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users._id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases._id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_uses_purchase_key').on(t.purchaseId), index('coupon_uses_shopper_idx').on(t.couponId, t.userId)],
);

/**
 * A purchase paid online (drizzle/0024, services/gateway/): the gateway's order, the payment that
 * settled it, and the hold on its units while the shopper pays.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    purchaseId: integer('purchase_id')
      .primaryKey()
      .references(() => purchases._id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    paymentId: text('payment_id'),
    /** In paise, as the gateway counts. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').$type<GatewayPaymentState>().notNull().default('holding'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gateway_payments_order_key').on(t.gatewayOrderId),
    index('gateway_payments_holding_idx').on(t.holdExpiresAt).where(sql`${t.state} = 'holding'`),
    check('gateway_payments_state_check', sql`${t.state} IN ('holding', 'released', 'paid', 'refunded')`),
  ],
);

/** Money given back through the gateway; `receipt` is the refund's idempotency key. */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    _id: id(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases._id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    receipt: text('receipt').notNull(),
    /** In paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').$type<GatewayRefundReason>().notNull(),
    state: text('state').$type<GatewayRefundState>().notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_refunds_receipt_key').on(t.receipt),
    index('gateway_refunds_purchase_idx').on(t.purchaseId),
    index('gateway_refunds_pending_idx').on(t._id).where(sql`${t.state} = 'pending'`),
    check('gateway_refunds_state_check', sql`${t.state} IN ('pending', 'processed', 'failed')`),
    check('gateway_refunds_reason_check', sql`${t.reason} IN ('cancelled', 'returned', 'late_payment', 'duplicate_payment')`),
    check('gateway_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Webhook deliveries applied, by the gateway's event id. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The local stand-in of the gateway (PAYMENT_SIMULATOR=1): its orders, payments and refunds. */
export const gatewaySimOrders = pgTable('gateway_sim_orders', {
  id: text('id').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  status: text('status').notNull().default('created'),
  createdAt: createdAt(),
});
export const gatewaySimPayments = pgTable(
  'gateway_sim_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_sim_payments_order_idx').on(t.orderId)],
);
export const gatewaySimRefunds = pgTable(
  'gateway_sim_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receipt: text('receipt'),
    status: text('status').notNull().default('processed'),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_sim_refunds_payment_idx').on(t.paymentId)],
);

export type User = typeof users.$inferSelect;
export type Admin = typeof admins.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductSize = typeof productSizes.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Purchase = typeof purchases.$inferSelect;
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
/** One stored variant of a picture: its type, width and storage key (a content-hashed name). */
export interface PictureVariant {
  type: (typeof PICTURE_TYPES)[number];
  width: number;
  key: string;
}

/**
 * A product's photographs (drizzle/0023, src/server/pictures/): uploaded by an admin (`origin` upload)
 * or made from the demo drawings at seeding (seed). `sourceKey` is the file as received, kept in
 * storage until its variants are made (then deleted: it may carry a location); `width`/`height` are
 * the picture's as shown (orientation applied); `placeholder` a tiny blurred data: URI.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    status: text('status').$type<PictureStatus>().notNull().default('pending'),
    origin: text('origin').$type<'upload' | 'seed'>().notNull().default('upload'),
    sourceKey: text('source_key'),
    contentHash: text('content_hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    placeholder: text('placeholder').notNull().default(''),
    variants: jsonb('variants').$type<PictureVariant[]>().notNull().default([]),
    ogKey: text('og_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('pictures_status_check', sql`${t.status} IN ('pending', 'ready', 'failed')`),
    check('pictures_origin_check', sql`${t.origin} IN ('upload', 'seed')`),
    index('pictures_product_idx').on(t.productId, t.position),
  ],
);

/** The worker's queue (src/server/pictures/worker.ts): one job per picture, claimed with a lease like the outbox. */
export const pictureJobs = pgTable(
  'picture_jobs',
  {
    id: id(),
    pictureId: integer('picture_id')
      .notNull()
      .unique()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    /** Lower first: an admin's upload (0) before the demo drawings queued at seeding (1). */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('picture_jobs_status_check', sql`${t.status} IN ('queued', 'done', 'failed')`),
    index('picture_jobs_due_idx').on(t.priority, t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type PictureRow = typeof pictures.$inferSelect;
export type Return = typeof returns.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
