/**
 * What the API answers, as schemas: the OpenAPI document (GET /api/openapi.json) and the typed client
 * are made from these. Table-shaped answers come from the Drizzle tables (drizzle-zod); timestamps
 * travel as ISO 8601 strings.
 */
import { z } from '@hono/zod-openapi';
import { createSelectSchema } from 'drizzle-zod';
import {
  COLOUR_FAMILY_IDS,
  type ColourFamily,
  DEPARTMENTS,
  GATEWAY_PAYMENT_STATES,
  GATEWAY_REFUND_REASONS,
  GATEWAY_REFUND_STATES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PICTURE_STATUSES,
} from '../lib/constants';
import { COUPON_KINDS } from '../lib/coupons';
import { pictureSchema } from '../lib/schemas';
import { ACTORS, MIXED, STEPS } from '../lib/fulfilment';
import { REFUND_METHODS, RESOLUTIONS, RETURN_REASONS, RETURN_STATUSES } from '../lib/returns';
import { addresses, orders, supportMessages } from './db/schema';
import { MAIL_KINDS } from './mail/kinds';

const iso = z.string().openapi({ format: 'date-time', example: '2026-11-22T10:30:00.000Z' });
const id = z.number().int().openapi({ example: 12 });

export const errorSchema = z
  .object({
    msg: z.string().openapi({ example: 'Please check the highlighted fields' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ example: { email: 'Enter a valid e-mail address' } }),
  })
  .openapi('Error');
export const msgSchema = z.object({ msg: z.string() }).openapi('Message');

export const sizeStockSchema = z
  .object({ size: z.string().openapi({ example: 'M' }), stock: z.number().int().nullable().openapi({ description: 'Units left; null = not counted' }) })
  .openapi('SizeStock');

/** A product photograph (src/lib/schemas.ts) in the document. */
export const pictureView = z
  .object(pictureSchema.shape)
  .extend({ placeholder: z.string().openapi({ description: 'A tiny blurred data: URI to show while the picture loads' }) })
  .openapi('Picture');
/** The console's view of a picture: its place and whether its sizes are made yet. */
export const adminPictureView = pictureView
  .extend({ position: z.number().int(), status: z.enum(PICTURE_STATUSES).openapi({ description: 'pending: sizes being made; failed: they could not be' }) })
  .openapi('AdminPicture');
/** A line's picture (cart, checkout, orders, suggestions): its product's first ready one; `image` stays for older clients. */
const linePictureSchema = pictureView.nullable().openapi({ description: "The product's first ready picture; null without one (show `image`)" });

export const productSchema = z
  .object({
    _id: id,
    name: z.string(),
    brand: z.string(),
    images: z.array(z.string()),
    image: z.string().openapi({ description: 'The first of images' }),
    oprice: z.number().int().openapi({ description: 'List price, rupees' }),
    price: z.number().int().openapi({ description: 'Selling price, rupees' }),
    discount: z.string().openapi({ example: '25%' }),
    category: z.string(),
    subhead: z.string(),
    description: z.string(),
    materialCare: z.string().openapi({ description: "The 'Material & care' tab, one point a line" }),
    fit: z.string().openapi({ description: "The 'Fit' tab, one point a line" }),
    createdAt: iso,
    sizes: z.array(sizeStockSchema),
    inStock: z.boolean(),
    department: z.enum(DEPARTMENTS).openapi({ description: 'Whom it is for' }),
    colour: z.string().openapi({ description: 'The colour as the shop writes it', example: 'Midnight Navy' }),
    colourFamily: z.enum(COLOUR_FAMILY_IDS as [ColourFamily, ...ColourFamily[]]).openapi({ description: 'The palette family the colour belongs to' }),
    styleCode: z.string().nullable().openapi({ description: 'Products sharing it are one style in other colours; null: none' }),
    pictures: z.array(pictureView).openapi({ description: 'Photographs whose sizes are ready, in order (none: show `image`)' }),
    ogImage: z.string().nullable().openapi({ description: 'The 1200×630 JPEG of the first picture, for link previews; null without one' }),
  })
  .openapi('Product');

/** One colour of a style: the product page's 'More colours' swatches. */
export const styleColourSchema = z
  .object({ _id: id, colour: z.string(), colourFamily: z.enum(COLOUR_FAMILY_IDS as [ColourFamily, ...ColourFamily[]]), image: z.string() })
  .openapi('StyleColour');
/** The product page's product: its style's colours beside it (itself included; only itself without a style). */
export const productDetailSchema = productSchema
  .extend({ colours: z.array(styleColourSchema).openapi({ description: "The style's colours, this product included, in a stable order" }) })
  .openapi('ProductDetail');

/** A list item: its style's colours for the card's swatches (this product included; none without a style). */
export const productListItemSchema = productSchema
  .extend({
    colours: z.array(styleColourSchema).openapi({ description: "The style's colours, this product included, in a stable order; empty without a style" }),
  })
  .openapi('ProductListItem');

/** GET /categories: the departments in menu order, each with its categories in order. */
export const categoryTreeSchema = z
  .object({
    departments: z.array(
      z.object({
        id: z.enum(DEPARTMENTS),
        label: z.string(),
        categories: z.array(z.object({ name: z.string(), label: z.string(), slug: z.string() })),
      }),
    ),
  })
  .openapi('CategoryTree');
/** One category as the console edits it. */
export const categoryRowSchema = z
  .object({ name: z.string(), department: z.enum(DEPARTMENTS), label: z.string(), slug: z.string(), position: z.number().int(), products: z.number().int() })
  .openapi('CategoryRow');

export const cartLineSchema = z
  .object({
    _id: id,
    prodId: id,
    size: z.string(),
    quantity: z.number().int(),
    status: z.string(),
    stock: z.number().int().nullable().openapi({ description: 'Units left of the size; 0 when sold out or no longer offered' }),
    userId: id,
    userName: z.string(),
    createdAt: iso,
    name: z.string(),
    subhead: z.string(),
    price: z.number().int(),
    oprice: z.number().int(),
    category: z.string(),
    image: z.string(),
    picture: linePictureSchema,
  })
  .openapi('CartLine');

export const addressSchema = createSelectSchema(addresses, { createdAt: iso })
  .extend({
    needsCorrection: z.array(z.string()).openapi({
      description: 'Fields that fail today’s address rules (saved before them); no order goes to it until it is edited',
      example: ['pincode', 'state'],
    }),
  })
  .openapi('Address');
export const orderSchema = createSelectSchema(orders, {
  createdAt: iso,
  step: z.enum(STEPS).openapi({ description: 'The fulfilment step (`status` is the old word for it)' }),
  cancelledBy: z.enum(ACTORS).nullable(),
  expectedDelivery: z.string().nullable().openapi({ format: 'date', description: 'The courier’s expected delivery day, once shipped' }),
})
  .omit({ searchText: true })
  .openapi('Order');
/**
 * An order as the shopper's lists and the console's order screens read it: `image` is the one the order
 * kept; `picture` is the product's first ready picture now (null once the product is deleted or has none).
 */
export const orderLineSchema = orderSchema
  .extend({
    picture: pictureView
      .nullable()
      .openapi({ description: "The product's first ready picture now; null without one, or once the product is deleted (show `image`)" }),
  })
  .openapi('OrderLine');
const rupees = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, rupees` });
/** The address an order keeps: the saved address's fields as stored, without its id, owner and declaration. */
const addressCopySchema = createSelectSchema(addresses)
  .pick({ country: true, firstName: true, lastName: true, address: true, city: true, company: true, pincode: true, phone: true })
  .extend({ state: z.string().optional().openapi({ description: 'The State or Union Territory (absent on purchases placed before it was asked)' }) })
  .openapi('AddressCopy');
const summaryFields = {
  subtotal: rupees('The items: price × quantity, summed'),
  shipping: rupees('Free at 1,500 and above, a fee below'),
  discount: rupees("Everything taken off the items: the payment method's discount plus the coupon's (`coupon.off`)"),
  total: rupees('subtotal + shipping − discount'),
};
/** The coupon a purchase used (one at most) and what it took off, part of `discount`. */
const appliedCouponSchema = z
  .object({ code: z.string().openapi({ example: 'DIWALI10' }), off: rupees("The coupon's part of `discount`") })
  .nullable()
  .openapi('AppliedCoupon');
export const paymentMethodSchema = z
  .object({
    id: z.enum(PAYMENT_METHODS),
    label: z.string().openapi({ example: 'UPI on delivery' }),
    description: z.string(),
    settlement: z.enum(['on_delivery', 'online']).openapi({ description: 'How the money is collected' }),
  })
  .openapi('PaymentMethod');
export const quoteItemSchema = z
  .object({
    key: z.string().openapi({ description: 'The cart line id, or the index of the item sent; a refused checkout keys its `errors` by it' }),
    prodId: id,
    name: z.string(),
    image: z.string(),
    picture: linePictureSchema,
    size: z.string(),
    quantity: z.number().int(),
    price: rupees('Price of one, from the product row'),
    total: rupees('price × quantity'),
    stock: z.number().int().nullable().openapi({ description: 'Units left of the size; null = not counted; 0 when sold out or gone' }),
  })
  .openapi('QuoteItem');
export const quoteSchema = z
  .object({
    items: z.array(quoteItemSchema),
    ...summaryFields,
    coupon: appliedCouponSchema,
    couponError: z
      .string()
      .nullable()
      .openapi({ description: 'Why the `couponCode` sent does not apply (the summary is then without it); null when it applies or none was sent' }),
    youSave: rupees("The items' original prices less their prices, plus `discount`"),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentLabel: z.string(),
  })
  .openapi('Quote');
export const purchaseSchema = z
  .object({
    _id: id,
    createdAt: iso,
    status: z.string().openapi({ description: "The items' status when they all agree, else 'mixed'" }),
    step: z
      .enum([...STEPS, MIXED])
      .openapi({ description: "The items' fulfilment step when those not cancelled agree (cancelled when all are), else 'mixed'" }),
    paymentMethod: z.string().openapi({ example: 'upi' }),
    paymentLabel: z.string().openapi({ example: 'UPI on delivery' }),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    ...summaryFields,
    coupon: appliedCouponSchema,
    address: addressCopySchema.nullable().openapi({ description: 'The delivery address as it was when placed (null for an old order whose address is gone)' }),
    items: z.array(orderSchema),
  })
  .openapi('Purchase');
/** A purchase as the shopper's orders list and order page read it: its items with their pictures. */
export const purchaseLinesSchema = purchaseSchema
  .extend({
    items: z.array(orderLineSchema),
    payUntil: iso.nullable().openapi({
      description:
        'Waiting for its online payment with its items still held: until when Pay now (POST /payments/{id}/resume) opens the checkout again; null otherwise',
    }),
  })
  .openapi('PurchaseWithPictures');
/** One change of an item's step as the shopper reads it: no admin's name. */
export const stepChangeSchema = z
  .object({
    orderId: id,
    fromStep: z.enum(STEPS),
    step: z.enum(STEPS),
    at: iso,
    byShopper: z.boolean(),
    note: z.string().nullable().openapi({ description: "Why (a cancellation's reason), in words the shopper reads" }),
  })
  .openapi('StepChange');
/** GET /order/purchases/{id}: the purchase with its items' step changes, oldest first (the timeline). */
const returnFields = {
  _id: id,
  orderId: id.openapi({ description: 'The item (order row) sent back' }),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  resolution: z.enum(RESOLUTIONS),
  exchangeSize: z.string().nullable().openapi({ description: 'An exchange: the size asked for (its units are set aside at the request)' }),
  status: z.enum(RETURN_STATUSES),
  declineReason: z.string().nullable().openapi({ description: 'Why it was declined, in words the shopper reads' }),
  replacementOrderId: id.nullable().openapi({ description: 'An exchange once received: the new order (item) at the new size' }),
  createdAt: iso,
  updatedAt: iso,
};
/** A return as its shopper reads it (GET /order/purchases/{id}). */
export const returnSchema = z
  .object({
    ...returnFields,
    refund: z
      .object({
        amount: rupees('Paid back'),
        method: z.enum(REFUND_METHODS),
        reference: z.string(),
        upiId: z.string().nullable(),
        account: z.string().nullable().openapi({ description: 'A bank account by its last four digits', example: '••••4321' }),
        at: iso,
      })
      .nullable(),
  })
  .openapi('Return');
/** The row a request or a decision answers. */
export const returnRecordSchema = z
  .object({ ...returnFields, purchaseId: id.nullable(), userId: id.nullable(), reserved: z.boolean(), damaged: z.boolean().nullable() })
  .openapi('ReturnRecord');
export const refundRecordSchema = z
  .object({
    _id: id,
    returnId: id.nullable(),
    orderId: id.nullable(),
    purchaseId: id.nullable(),
    amount: rupees('Paid back'),
    method: z.enum(REFUND_METHODS),
    upiId: z.string().nullable(),
    accountNumber: z.string().nullable(),
    ifsc: z.string().nullable(),
    reference: z.string(),
    adminId: id.nullable(),
    adminName: z.string(),
    createdAt: iso,
  })
  .openapi('Refund');
/** GET /returns (admins): a return with its item, the shopper, how the purchase was paid and what is due. */
export const returnRowSchema = returnRecordSchema
  .extend({
    order: z.object({
      _id: id,
      prodId: id.nullable(),
      name: z.string(),
      image: z.string(),
      picture: linePictureSchema,
      size: z.string(),
      quantity: z.number().int(),
      price: rupees('Price of one'),
      userName: z.string(),
      userEmail: z.string(),
      purchaseId: id.nullable(),
    }),
    deliveredAt: iso.nullable(),
    paymentMethod: z.string().nullable(),
    paymentLabel: z.string().nullable(),
    refundDue: rupees("What a refund pays: the line less its share of the payment method's discount"),
    refundMethods: z.array(z.enum(REFUND_METHODS)).openapi({ description: 'How it may be refunded (cash on delivery: UPI or bank transfer)' }),
    refund: refundRecordSchema.nullable(),
  })
  .openapi('ReturnRow');
/** A purchase's online payment (services/gateway/online.ts): its state at the gateway and its refunds, in rupees. */
export const onlinePaymentSchema = z
  .object({
    gateway: z.string().openapi({ example: 'razorpay' }),
    state: z.enum(GATEWAY_PAYMENT_STATES).openapi({
      description: 'holding (units held while the shopper pays), paid, released (not paid in time), refunded (paid after release, refunded whole)',
    }),
    orderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    amount: z.number(),
    holdExpiresAt: iso,
    refunds: z.array(
      z.object({
        amount: z.number(),
        reason: z.enum(GATEWAY_REFUND_REASONS),
        state: z.enum(GATEWAY_REFUND_STATES),
        refundId: z.string().nullable(),
        createdAt: iso,
      }),
    ),
  })
  .openapi('OnlinePayment');
/** What the browser needs to pay at the gateway (Place Order with `online`). */
export const paymentStartSchema = z
  .object({
    gateway: z.literal('razorpay'),
    keyId: z.string(),
    orderId: z.string(),
    amount: z.number().int().openapi({ description: 'In paise' }),
    currency: z.literal('INR'),
    holdExpiresAt: iso,
    checkout: z
      .object({
        url: z.string().openapi({ description: "Razorpay's hosted checkout (https://api.razorpay.com/v1/checkout/embedded), or the simulator's" }),
        fields: z.record(z.string(), z.string()).openapi({
          description:
            'The form to POST there as it is: key_id, order_id, amount (paise), name, description, prefill[name|email|contact], callback_url (POST /payments/{id}/callback) and cancel_url (/orders/{id}?payment=closed)',
        }),
      })
      .openapi({ description: "The gateway's checkout for this order: the browser posts `fields` to `url` as a form" }),
  })
  .openapi('PaymentStart');
export const purchaseDetailSchema = purchaseLinesSchema
  .extend({
    history: z.array(stepChangeSchema),
    returns: z.array(returnSchema).openapi({ description: 'Its items’ returns and exchanges' }),
    payment: onlinePaymentSchema.nullable().openapi({ description: 'Its online payment and refunds; null when paid on delivery' }),
  })
  .openapi('PurchaseDetail');
export const supportMessageSchema = createSelectSchema(supportMessages, {
  createdAt: iso,
  resolvedAt: iso.nullable(),
  repliedAt: iso.nullable(),
  replySeenAt: iso.nullable(),
}).openapi('SupportMessage');
export const supportRowSchema = supportMessageSchema.extend({ userName: z.string().nullable(), userEmail: z.string().nullable() }).openapi('SupportRow');

export const userSchema = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    city: z.string(),
    phone: z.string().openapi({ description: "A 10-digit mobile number, or '' when not given" }),
    role: z.string(),
    wallet: z.number().int(),
    createdAt: iso,
  })
  .openapi('User');
export const userRowSchema = userSchema.extend({ orders: z.number().int(), cart: z.number().int(), total: z.number(), profit: z.number() }).openapi('UserRow');
export const adminSchema = z
  .object({ _id: id, name: z.string(), email: z.string(), contact: z.string(), role: z.string(), image: z.string(), createdAt: iso })
  .openapi('Admin');
export const lowStockRowSchema = z
  .object({ prodId: id, name: z.string(), brand: z.string(), size: z.string(), stock: z.number().int() })
  .openapi('LowStockRow');

export const loginReplySchema = z.object({ token: z.string(), role: z.string(), msg: z.string() }).openapi('LoginReply');
/** A password change: this session's new token (every other session of the account is signed out). */
export const tokenReplySchema = z.object({ msg: z.string(), token: z.string() }).openapi('TokenReply');

/** `{data: [...], total, page, limit}`: every list pages on the server. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
/** The console's Outbox (GET /admins/outbox): a queued e-mail without its bodies. */
export const outboxRowSchema = z
  .object({
    id,
    kind: z.enum(MAIL_KINDS),
    recipient: z.string(),
    subject: z.string(),
    status: z
      .enum(['queued', 'sent', 'failed'])
      .openapi({ description: 'queued (waiting, or kept when no mail server is set), sent, or failed after the last try' }),
    attempts: z.number().int(),
    nextAttemptAt: iso,
    lastError: z.string().nullable(),
    createdAt: iso,
    sentAt: iso.nullable(),
  })
  .openapi('OutboxRow');
export const outboxPageSchema = page(outboxRowSchema)
  .extend({ sending: z.boolean().openapi({ description: 'Whether a mail server is set (SMTP_URL): if not, messages are kept here and never sent' }) })
  .openapi('OutboxPage');
/** GET /admins/outbox/{id}: the message as it will arrive. */
export const outboxMessageSchema = outboxRowSchema
  .extend({ messageId: z.string(), from: z.string(), html: z.string(), text: z.string() })
  .openapi('OutboxMessage');

/** One option of a filter with the products it would show, given the search and the other filters. */
export const facetOptionSchema = z.object({ value: z.string(), count: z.number().int() }).openapi('FacetOption');
export const facetsSchema = z
  .object({
    category: z.array(facetOptionSchema),
    brand: z.array(facetOptionSchema),
    size: z.array(facetOptionSchema).openapi({ description: 'Sizes in stock' }),
    price: z.array(facetOptionSchema).openapi({ description: 'Price bands in rupees (value: the band id)' }),
    departments: z.array(facetOptionSchema).openapi({ description: "Each department with the products its filter shows (men's and women's include unisex)" }),
    colours: z.array(facetOptionSchema).openapi({ description: 'Colour families (value: the family id)' }),
    onSale: z.number().int(),
    inStock: z.number().int(),
  })
  .openapi('Facets');
/** One part of a search's words read as a filter (src/lib/search-words.ts): the chip a shopper removes. */
export const understoodSchema = z
  .object({
    kind: z.enum(['colour', 'department', 'price', 'size']),
    value: z.string().openapi({
      description: "A colour family, a department id, a size as the catalogue writes it, or a price range in rupees 'min-max' (either end may be empty)",
    }),
    label: z.string().openapi({ example: 'Colour: Black' }),
    search: z.string().openapi({ description: 'The search without these words: what to search to drop this part' }),
  })
  .openapi('Understood');
/** `GET /products`: a page, plus `facets` when asked and `didYouMean` when a search found nothing. */
export const productPageSchema = page(productListItemSchema)
  .extend({
    facets: facetsSchema.optional(),
    didYouMean: z.string().optional().openapi({ description: 'A search that finds something, when this one found nothing' }),
    understood: z.array(understoodSchema).optional().openapi({
      description:
        "What the search's words were read as: colours, department, price and sizes applied as filters (a filter the query sets itself wins over its words)",
    }),
    wordsLeft: z
      .string()
      .optional()
      .openapi({ description: 'With `understood`: the words searched for once those read as filters are taken out (may be empty)' }),
  })
  .openapi('ProductPage');
export const suggestionsSchema = z
  .object({
    products: z.array(
      z.object({
        _id: id,
        name: z.string(),
        brand: z.string(),
        price: z.number().int(),
        oprice: z.number().int(),
        image: z.string(),
        picture: linePictureSchema,
      }),
    ),
    categories: z.array(z.string()),
    brands: z.array(z.string()),
  })
  .openapi('Suggestions');
/** Manage Orders' page: `totalExact` false when `total` is the cap ("1,000+"); `next` is the `after` of the following page. */
export const orderRowSchema = orderLineSchema
  .extend({
    paymentMethod: z.string().nullable(),
    paymentLabel: z.string().nullable(),
    purchaseTotal: z.number().int().nullable().openapi({ description: "The purchase's total now, rupees" }),
    purchaseItems: z.number().int().openapi({ description: 'Items in the purchase (1 for an order without one)' }),
  })
  .openapi('OrderRow');
export const orderPageSchema = page(orderRowSchema)
  .extend({
    totalExact: z.boolean(),
    next: id.nullable().openapi({ description: 'Pass as `after` for the next page; null on the last page' }),
  })
  .openapi('OrderPage');
const statusChangeSchema = z
  .object({
    status: z.string(),
    fromStep: z.enum(STEPS),
    step: z.enum(STEPS),
    actor: z.enum(ACTORS),
    note: z.string().nullable(),
    at: iso,
    by: z
      .object({ _id: id.nullable(), name: z.string(), email: z.string() })
      .nullable()
      .openapi({ description: 'The admin; null for the shopper placing the order' }),
  })
  .openapi('StatusChange');
export const orderDetailSchema = orderLineSchema
  .extend({
    total: z.number().int().openapi({ description: 'price × quantity, rupees' }),
    shopper: z
      .object({ _id: id, name: z.string(), email: z.string(), city: z.string() })
      .nullable()
      .openapi({ description: 'The account, null once deleted (the order keeps userName and userEmail)' }),
    address: addressCopySchema.extend({ _id: id }).nullable(),
    product: z
      .object({ _id: id, name: z.string(), price: z.number().int() })
      .nullable()
      .openapi({ description: 'The product as it is now, null once deleted' }),
    purchase: z
      .object({
        _id: id,
        paymentMethod: z.string(),
        paymentLabel: z.string().openapi({ example: 'UPI on delivery' }),
        paymentStatus: z.enum(PAYMENT_STATUSES),
        subtotal: z.number().int(),
        shipping: z.number().int(),
        discount: z.number().int(),
        total: z.number().int(),
      })
      .nullable()
      .openapi({ description: 'The purchase this item was bought in (its payment and figures, for all its items); null only if it was removed' }),
    history: z.array(statusChangeSchema),
    return: returnSchema.nullable().openapi({ description: 'The item’s return or exchange, null when none was asked for' }),
    payment: onlinePaymentSchema.nullable().openapi({ description: 'The purchase’s online payment and refunds; null when paid on delivery' }),
  })
  .openapi('OrderDetail');
const productFigureSchema = z.object({ prodId: id, name: z.string(), units: z.number().int(), revenue: z.number().int() });
export const analyseSchema = z
  .object({
    days: z.number().int(),
    revenueByDay: z.array(z.object({ day: z.string().openapi({ format: 'date' }), revenue: z.number().int(), orders: z.number().int() })),
    topByUnits: z.array(productFigureSchema),
    topByRevenue: z.array(productFigureSchema),
    orders: z.number().int(),
    units: z.number().int(),
    revenue: z.number().int(),
    averageOrderValue: z.number().int().openapi({ description: 'revenue / orders, whole rupees' }),
  })
  .openapi('Analyse');
/** GET /order/categories: since the store opened, pieces kept and revenue per category (services/revenue.ts). */
export const categoryFiguresSchema = z
  .object({
    allCategories: z.array(z.string()),
    usersCategories: z
      .record(z.string(), z.number().int())
      .openapi({ description: 'Pieces kept per category: not cancelled, rejected, returned or exchanged' }),
    revenueByCategory: z.record(z.string(), z.number().int()).openapi({ description: 'Revenue per category: lines after the payment discount, less refunds' }),
    shipping: z.number().int().openapi({ description: 'Shipping charged on the purchases' }),
    unattributedRefunds: z.number().int().openapi({ description: 'Refunds whose item no longer exists' }),
    revenue: z.number().int().openapi({ description: 'The categories, plus shipping, less unattributed refunds: the store revenue' }),
  })
  .openapi('CategoryFigures');
/** `{msg, data: item}`: what add and update answer. */
export const saved = <T extends z.ZodType>(item: T) => z.object({ msg: z.string(), data: item });
/** A coupon as the console reads it (src/lib/coupons.ts): `uses` counts the purchases that used it. */
export const couponSchema = z
  .object({
    _id: id,
    code: z.string().openapi({ example: 'DIWALI10' }),
    kind: z.enum(COUPON_KINDS),
    value: z.number().int().openapi({ description: 'Percent off, or rupees off when flat' }),
    minOrder: rupees('The least the items it applies to must come to'),
    validFrom: iso.nullable(),
    validTo: iso.nullable().openapi({ description: 'It stops applying at this moment' }),
    useLimit: z.number().int().nullable().openapi({ description: 'Purchases in all; null = no limit' }),
    perShopperLimit: z.number().int().nullable().openapi({ description: 'Purchases per shopper; null = no limit' }),
    category: z.string().nullable().openapi({ description: 'Only items of this category count and are discounted' }),
    department: z
      .enum(DEPARTMENTS)
      .nullable()
      .openapi({ description: "Only items its list shows count and are discounted (men's and women's include unisex)" }),
    uses: z.number().int(),
    active: z.boolean(),
    createdAt: iso,
  })
  .openapi('Coupon');
export type CouponView = z.infer<typeof couponSchema>;

/** A JSON response for `createRoute`'s `responses`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
export const failure = (description: string) => json(errorSchema, description);
/** The failures every signed-in route may answer. */
export const authFailures = { 401: failure('No token, or one that is not valid'), 403: failure('The wrong role') } as const;

export type Product = z.infer<typeof productSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductListItem = z.infer<typeof productListItemSchema>;
export type StyleColour = z.infer<typeof styleColourSchema>;
export type CategoryTree = z.infer<typeof categoryTreeSchema>;
export type CategoryRow = z.infer<typeof categoryRowSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type Address = z.infer<typeof addressSchema>;
export type Order = z.infer<typeof orderSchema>;
/** A purchase as the shopper reads it (GET /order/purchases), its items with their pictures. */
export type Purchase = z.infer<typeof purchaseLinesSchema>;
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;
export type ReturnView = z.infer<typeof returnSchema>;
export type ReturnRow = z.infer<typeof returnRowSchema>;
export type OrderRow = z.infer<typeof orderRowSchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteItem = z.infer<typeof quoteItemSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type OrderPage = z.infer<typeof orderPageSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type Analyse = z.infer<typeof analyseSchema>;
export type SupportRow = z.infer<typeof supportRowSchema>;
export type User = z.infer<typeof userSchema>;
export type UserRow = z.infer<typeof userRowSchema>;
export type Admin = z.infer<typeof adminSchema>;
export type LowStockRow = z.infer<typeof lowStockRowSchema>;
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
export type Facets = z.infer<typeof facetsSchema>;
export type Understood = z.infer<typeof understoodSchema>;
export type Suggestions = z.infer<typeof suggestionsSchema>;
