/** zod schemas shared by the forms in the browser and the API's validation (docs/architecture.md). */
import { z } from 'zod';
import {
  ADMIN_ROLES,
  CATEGORIES_MAX,
  COLOUR_FAMILY_IDS,
  type ColourFamily,
  DEFAULT_PAYMENT_METHOD,
  DEPARTMENTS,
  ANALYSE_WINDOWS,
  COUNTRIES,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_FLAT_MAX,
  COUPON_LIMIT_MAX,
  IDEMPOTENCY_KEY_MAX,
  LIMITS,
  MAX_CART_LINES,
  MAX_PAGE_SIZE,
  MAX_QUANTITY,
  MAX_WISHLIST,
  MIN_QUANTITY,
  ORDER_FILTER_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PICTURE_ALT_MAX,
  PICTURE_STATUSES,
  PICTURE_TYPES,
  PICTURES_PER_PRODUCT,
  FILTER_VALUES_MAX,
  PRICE_BANDS,
  PRODUCT_SIZE,
  PRODUCT_SORTS,
  SIZES_MAX,
  SIZE_NAME_MAX,
  SUPPORT_SEEN_MAX,
  STOCK_MAX,
} from './constants';
import { validation as v } from './messages';
import { isIndia, isStateOrUt, MOBILE_NUMBER, normaliseMobile, normalisePin, PIN_CODE } from './address';
import { ADMIN_STEPS, BULK_MAX, BULK_STEPS, fulfilmentValidation as fv, SHIPMENT_LIMITS, STEPS } from './fulfilment';
import { COUPON_CODE, COUPON_KINDS, couponValidation as cv } from './coupons';
import {
  ACCOUNT_NUMBER,
  IFSC,
  REFERENCE,
  REFUND_METHODS,
  RESOLUTIONS,
  RETURN_LIMITS,
  RETURN_REASONS,
  RETURN_STATUSES,
  returnValidation as rv,
  UPI_ID,
} from './returns';

const text = (max: number) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);
/**
 * Control characters (tabs, NUL, C1) and line breaks (CR, LF, NEL, U+2028/2029): a name is one line. A
 * name goes into e-mail, invoices, CSV exports and the console, where a line break could start a header
 * or a forged line ("Asha\nYour order is cancelled, pay at evil.example").
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** A person's name or a line of an address: text on one line (after trimming). */
const oneLine = (max: number) => text(max).refine((s) => !NOT_ONE_LINE.test(s), v.badCharacter);
const email = z
  .string({ error: v.required })
  .trim()
  .toLowerCase()
  .min(1, v.required)
  .max(LIMITS.email, v.tooLong)
  .pipe(z.email(v.email))
  // What the OpenAPI document says of it (a pipe has no type of its own there).
  .meta({ type: 'string', format: 'email', maxLength: LIMITS.email });
const password = z.string({ error: v.required }).min(LIMITS.password.min, v.passwordLength).max(LIMITS.password.max, v.passwordLength);
const digits = (min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: v.required })
    .transform((x) => String(x).trim())
    .pipe(z.string().min(1, v.required).regex(/^\d+$/, v.digits).min(min, v.tooLong.replace('long', 'short')).max(max, v.tooLong))
    .meta({ type: 'string', pattern: `^\\d{${min},${max}}$` });
export const httpUrl = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(LIMITS.url, v.tooLong)
  .refine((s) => {
    // Browsers read `\` as `/` and drop tabs and line breaks inside a link: `/\evil.example/x.svg` and
    // `/<tab>/evil.example` are protocol-relative (another site's) though they start with one `/`.
    if (s.includes('\\') || /\p{Cc}/u.test(s)) return false;
    try {
      const u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return s.startsWith('/') && !s.startsWith('//');
    }
  }, v.url)
  .meta({ pattern: '^(https?://[^\\s\\\\/?#]+|/(?![/\\\\]))[^\\s\\\\]*$', example: 'https://img.example.com/tee.png' });
// Numbers arrive as JSON numbers or as digits (form fields, URL params). Anything else (true, [5],
// '0x10', '1e3') is refused rather than coerced: z.coerce turned `true` into 1 and `[5]` into 5.
const decimal = (error: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error },
  );
const price = decimal(v.number).pipe(z.number().int(v.wholeNumber).positive(v.positive).max(LIMITS.price, v.tooLong));

const idNumber = z.number().int(v.id).positive(v.id).max(2_147_483_647, v.id);
const idDigits = z
  .string()
  .regex(/^\d{1,10}$/, v.id)
  .transform(Number);
/** An id in a body: a JSON number, or digits. */
export const idParam = z.union([z.number(), idDigits], { error: v.id }).pipe(idNumber);
/** An id in a path: digits only. */
export const idText = idDigits.pipe(idNumber);
/** docs/api.md: `limit` is at most 100; a larger one is clamped, a missing or bad one takes the default. */
const limit = (defaultLimit: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    // default before catch: the same number for a missing one, and the key is optional for clients.
    .default(defaultLimit)
    .catch(defaultLimit)
    // Read by the OpenAPI document (zod's own metadata): a lenient parse has no type of its own.
    .meta({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: `Page size (default ${defaultLimit}; larger is clamped)` })
    .transform((n) => Math.min(n, MAX_PAGE_SIZE));
export const quantity = z.number({ error: v.quantity }).int(v.quantity).min(MIN_QUANTITY, v.quantity).max(MAX_QUANTITY, v.quantity);

/** A password as typed to prove who one is: any length a password may have had. */
const currentPassword = z.string({ error: v.required }).min(1, v.required).max(LIMITS.password.max, v.tooLong);
/** "Remember me": the session lasts REMEMBER_SESSION_MS instead of ending with the browser's. */
const remember = z.boolean({ error: v.remember }).optional();

export const registerSchema = z.object({
  name: oneLine(LIMITS.name),
  email,
  password,
  city: text(LIMITS.city),
  // docs/product.md §3 sends role and wallet; the server ignores both (registration never makes an admin).
  role: z.unknown().optional().meta({ description: 'Ignored: sign-up always makes a shopper' }),
  wallet: z.unknown().optional().meta({ description: 'Ignored: a new wallet holds 100' }),
  remember,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: currentPassword,
  remember,
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The account page's phone: a 10-digit Indian mobile number (first digit 6–9), typed with or without
 * +91 or 0 and spaces or dashes, kept as the 10 digits (the addresses' rule, src/lib/address.ts); empty clears it.
 */
export const accountPhone = z
  .string({ error: v.mobileNumber })
  .trim()
  .max(LIMITS.phoneTyped, v.mobileNumber)
  .transform(normaliseMobile)
  .pipe(z.union([z.literal(''), z.string().regex(MOBILE_NUMBER, v.mobileNumber)], { error: v.mobileNumber }))
  .meta({ type: 'string', description: 'A 10-digit mobile number (first digit 6-9; +91, 0, spaces accepted), or empty' });
/** PATCH /users/update/{id}: what the account page edits (either or both). */
export const profileSchema = z.object({ name: oneLine(LIMITS.name).optional(), phone: accountPhone.optional() });
export type ProfileInput = z.infer<typeof profileSchema>;
/** POST /users/password/{id}: the current password, then the new one. */
export const passwordChangeSchema = z.object({ currentPassword, password });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
/** The form's own check: the new password typed twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm: z.string({ error: v.required }).min(1, v.required) })
  .refine((f) => f.confirm === f.password, { path: ['confirm'], message: v.passwordsDiffer });
/** POST /auth/forgot. */
export const forgotSchema = z.object({ email });
export type ForgotInput = z.infer<typeof forgotSchema>;
/** A reset link's token: 32 random bytes, base64url (43 characters). Anything else is a link that was altered. */
export const resetToken = z.string({ error: v.resetLink }).regex(/^[A-Za-z0-9_-]{43}$/, v.resetLink);
/** POST /auth/reset/check. */
export const resetCheckSchema = z.object({ token: resetToken });
/** POST /auth/reset: the link's token and the new password. */
export const resetSchema = z.object({ token: resetToken, password });
export type ResetInput = z.infer<typeof resetSchema>;
/** The reset page's form: the new password typed twice. */
export const resetFormSchema = z
  .object({ password, confirm: z.string({ error: v.required }).min(1, v.required) })
  .refine((f) => f.confirm === f.password, { path: ['confirm'], message: v.passwordsDiffer });

export const adminSchema = z.object({
  name: oneLine(LIMITS.name),
  email,
  password,
  role: z.enum(ADMIN_ROLES, { error: v.role }),
  image: httpUrl,
  contact: digits(LIMITS.contact.min, LIMITS.contact.max),
});
export type AdminInput = z.infer<typeof adminSchema>;

/** A size's name, as a shopper picks it ('M', 'UK 9', 'One size'). */
export const sizeName = z.string({ error: v.sizeName }).trim().min(1, v.sizeName).max(SIZE_NAME_MAX, v.sizeName);
/** Units left: a whole number 0–100,000, or null for "not counted" (always available). */
export const stock = z.number({ error: v.stock }).int(v.stock).min(0, v.stock).max(STOCK_MAX, v.stock).nullable();
export const sizesSchema = z
  .array(z.object({ size: sizeName, stock }, { error: v.sizesCount }), { error: v.sizesCount })
  .min(1, v.sizesCount)
  .max(SIZES_MAX, v.sizesCount)
  .refine((list) => new Set(list.map((s) => s.size.toLowerCase())).size === list.length, v.sizeUnique);
export type SizeInput = z.infer<typeof sizesSchema>[number];
/** What a product added without sizes gets, so the seed's form and older clients keep working. */
export const DEFAULT_SIZES: SizeInput[] = [{ size: PRODUCT_SIZE, stock: null }];

/** Lower-case letters, digits and dashes: a category's link, a style's code. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const STYLE_CODE_MAX = 40;
export const departmentSchema = z.enum(DEPARTMENTS, { error: v.department });
export const colourFamilySchema = z.enum(COLOUR_FAMILY_IDS as [ColourFamily, ...ColourFamily[]], { error: v.colourFamily });
/**
 * Whom a product is for, its colour and its style (drizzle/0022). Left out when adding: the category's
 * department (unisex for a new category), 'multi' and the family's name; a style code given as '' or
 * null is no style.
 */
const catalogueFields = {
  department: departmentSchema.optional(),
  colour: z.string({ error: v.text }).trim().max(LIMITS.name, v.tooLong).optional(),
  colourFamily: colourFamilySchema.optional(),
  styleCode: z
    .string({ error: v.styleCode })
    .trim()
    .toLowerCase()
    .max(STYLE_CODE_MAX, v.styleCode)
    .refine((c) => c === '' || SLUG.test(c), v.styleCode)
    .transform((c) => c || null)
    .nullable()
    .optional(),
};

/** A product page tab's text: free text, one point a line. */
const detailText = z.string({ error: v.text }).trim().max(LIMITS.description, v.tooLong);

export const productFields = {
  name: text(LIMITS.name),
  brand: text(LIMITS.name),
  images: z.array(httpUrl, { error: v.required }).min(1, v.required).max(LIMITS.images, v.tooLong),
  oprice: price,
  price,
  category: text(LIMITS.text),
  subhead: z.string().trim().max(LIMITS.text, v.tooLong).optional().default(''),
  description: z.string().trim().max(LIMITS.description, v.tooLong).optional().default(''),
  /** 'Material & care' and 'Fit', one point a line; left out or empty: the category's defaults (server). */
  materialCare: detailText.optional(),
  fit: detailText.optional(),
  sizes: sizesSchema.optional().default(DEFAULT_SIZES),
  ...catalogueFields,
};
const priceNotAboveOriginal = <T extends { price?: number; oprice?: number }>(p: T) => p.price === undefined || p.oprice === undefined || p.price <= p.oprice;

export const productSchema = z.object(productFields).refine(priceNotAboveOriginal, { message: v.discountAbove, path: ['price'] });
export type ProductInput = z.infer<typeof productSchema>;

/** PATCH takes the whole product (docs/product.md §7) but only these fields change. */
export const productUpdateSchema = z.object({
  name: productFields.name.optional(),
  brand: productFields.brand.optional(),
  images: productFields.images.optional(),
  oprice: price.optional(),
  price: price.optional(),
  category: productFields.category.optional(),
  subhead: z.string().trim().max(LIMITS.text, v.tooLong).optional(),
  description: z.string().trim().max(LIMITS.description, v.tooLong).optional(),
  materialCare: detailText.optional(),
  fit: detailText.optional(),
  ...catalogueFields,
  /** Given: replaces the product's sizes and their stock. */
  sizes: sizesSchema.optional(),
});
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/**
 * A search in a query: at most LIMITS.search characters, a longer one is a 400 (read as no search, it
 * listed everything: the most expensive answer to the least sensible question).
 */
const searchText = z.string().trim().max(LIMITS.search, v.searchTooLong(LIMITS.search)).optional();
/** A comma-separated list in one query parameter ('Shirts,Hoodies'): trimmed, empties dropped, at most FILTER_VALUES_MAX. */
const filterList = (max: number) =>
  z
    .string()
    .max(max * FILTER_VALUES_MAX, v.filterValue)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter((x) => x !== ''),
      ),
    ])
    .pipe(z.array(z.string().max(max, v.filterValue)).max(FILTER_VALUES_MAX, v.filterValue))
    .optional()
    .meta({ type: 'string', description: 'One or more values, comma-separated; any of them matches' });
/** A yes/no query parameter: 1/true or 0/false; anything else is a 400, not a guess. */
const flag = z
  .enum(['1', 'true', '0', 'false'], { error: v.filterFlag })
  .transform((s) => s === '1' || s === 'true')
  .optional()
  .meta({ type: 'string', enum: ['1', '0', 'true', 'false'] });
const priceBandIds = PRICE_BANDS.map((b) => b.id) as string[];
/** A list of fixed ids (departments, colour families), any case; an unknown one is a 400 naming it. */
const idList = <T extends string>(ids: readonly T[], unknown: (values: string[]) => string) =>
  filterList(LIMITS.text)
    .transform((l) => l?.map((x) => x.toLowerCase()))
    .superRefine((l, ctx) => {
      const bad = l?.filter((x) => !(ids as readonly string[]).includes(x)) ?? [];
      if (bad.length) ctx.addIssue({ code: 'custom', message: unknown(bad) });
    })
    .transform((l) => l as T[] | undefined);

export const productQuerySchema = z.object({
  search: searchText.meta({ type: 'string', description: 'Words to find (typos, plurals and synonyms forgiven)' }),
  // Filters: unknown or malformed values are a 400 with `errors`, never silently dropped.
  category: filterList(LIMITS.text),
  brand: filterList(LIMITS.name),
  size: filterList(SIZE_NAME_MAX).meta({ type: 'string', description: 'Sizes in stock, comma-separated' }),
  price: filterList(LIMITS.text)
    .refine((ids) => !ids || ids.every((id) => priceBandIds.includes(id)), v.priceBand)
    .meta({ type: 'string', description: `Price bands, comma-separated: ${priceBandIds.join(', ')}` }),
  department: idList(DEPARTMENTS, v.unknownDepartment).meta({
    type: 'string',
    description: `Departments, comma-separated: ${DEPARTMENTS.join(', ')}. men and women include unisex products`,
  }),
  colour: idList(COLOUR_FAMILY_IDS, v.unknownColour).meta({ type: 'string', description: `Colour families, comma-separated: ${COLOUR_FAMILY_IDS.join(', ')}` }),
  onSale: flag,
  inStock: flag,
  facets: flag.meta({ type: 'string', description: 'Also answer `facets`: each filter option with its count' }),
  sort: z
    .enum(PRODUCT_SORTS)
    .optional()
    .catch(undefined)
    .meta({ type: 'string', enum: [...PRODUCT_SORTS], description: 'Default: relevance with a search, newest without' }),
  orderBy: z
    .enum(['asc', 'desc'])
    .optional()
    .catch(undefined)
    .meta({ type: 'string', enum: ['asc', 'desc'] }),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).catch(1).meta({ type: 'integer', minimum: 1 }),
  limit: limit(12),
});
/** The nav bar's suggestions: `q` as typed so far. */
export const suggestQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.search).catch('').default('').meta({ type: 'string', description: 'What the shopper has typed so far' }),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** The console's categories: a new one, and a change (rename, move to another department, reorder, new link or label). */
const categoryFields = {
  name: text(LIMITS.text),
  department: departmentSchema,
  label: text(LIMITS.text),
  slug: z.string({ error: v.slug }).trim().toLowerCase().max(LIMITS.text, v.tooLong).regex(SLUG, v.slug),
  /** 1 = first in its department; past the end = last. */
  position: z.number({ error: v.wholeNumber }).int(v.wholeNumber).min(1, v.wholeNumber).max(CATEGORIES_MAX, v.wholeNumber),
};
export const categoryCreateSchema = z.object({
  name: categoryFields.name,
  department: categoryFields.department,
  label: categoryFields.label.optional(),
  slug: categoryFields.slug.optional(),
  position: categoryFields.position.optional(),
});
export const categoryUpdateSchema = z.object({
  name: categoryFields.name.optional(),
  department: categoryFields.department.optional(),
  label: categoryFields.label.optional(),
  slug: categoryFields.slug.optional(),
  position: categoryFields.position.optional(),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
/** GET /delivery-estimate: a 6-digit PIN code and the product to be sent there. */
export const deliveryEstimateQuerySchema = z.object({
  pin: z.string({ error: v.pincode }).regex(PIN_CODE, v.pincode).meta({ type: 'string', pattern: PIN_CODE.source, example: '411001' }),
  productId: z.string({ error: v.id }).pipe(idText).meta({ type: 'integer', minimum: 1, example: 1 }),
});

export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1).catch(1).meta({ type: 'integer', minimum: 1 }),
    limit: limit(defaultLimit),
    search: z.string().trim().max(LIMITS.search).optional().catch(undefined).meta({ type: 'string' }),
  });
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

export const cartAddSchema = z.object({
  prodId: idParam,
  quantity: quantity.optional().default(MIN_QUANTITY),
  /** Without it: 'M' when the product has it, else its only size (services/stock.ts). */
  size: sizeName.optional(),
});
export const cartUpdateSchema = z.object({ quantity });
export const wishlistAddSchema = z.object({ prodId: idParam });
/** A guest's cart, sent once at sign-in to join the account's (POST /cart/merge). */
export const cartMergeSchema = z.object({
  lines: z.array(z.object({ prodId: idParam, quantity, size: sizeName.optional() })).max(MAX_CART_LINES),
});
/** A guest's wishlist, sent once at sign-in (POST /wishlist/merge). */
export const wishlistMergeSchema = z.object({ prodIds: z.array(idParam).max(MAX_WISHLIST) });
export type CartMergeInput = z.infer<typeof cartMergeSchema>;

/** A PIN code or phone as typed: text, or a JSON number (clients of docs/product.md send numbers). */
const typed = (max: number) =>
  z
    .union([z.string(), z.number()], { error: v.required })
    .transform((x) => String(x).trim())
    .pipe(z.string().min(1, v.required).max(max, v.tooLong));
const addressFields = z.object({
  country: z.enum(COUNTRIES, { error: v.country }),
  firstName: oneLine(LIMITS.name),
  lastName: oneLine(LIMITS.name),
  address: oneLine(LIMITS.text),
  city: oneLine(LIMITS.city),
  state: z
    .string({ error: v.state })
    .trim()
    .max(LIMITS.city, v.tooLong)
    .optional()
    .default('')
    .meta({ example: 'Maharashtra', description: 'In India one of the 36 States and Union Territories (required); elsewhere optional' }),
  company: z
    .string()
    .trim()
    .max(LIMITS.text, v.tooLong)
    .refine((s) => !NOT_ONE_LINE.test(s), v.badCharacter)
    .optional()
    .default(''),
  pincode: typed(LIMITS.phoneTyped).meta({ type: 'string', example: '411001', description: 'In India 6 digits, the first 1-9; elsewhere 3 to 10 digits' }),
  phone: typed(LIMITS.phoneTyped).meta({
    type: 'string',
    example: '9876543210',
    description: 'In India a 10-digit mobile number, the first digit 6-9 (+91, 0 and spaces accepted, kept as the 10 digits); elsewhere 6 to 15 digits',
  }),
  declaration: z.boolean().optional().default(false),
  isDefault: z.boolean().optional().default(false).meta({ description: 'Make it the address checkout preselects (saved addresses only)' }),
});
type AddressFields = z.output<typeof addressFields>;

/** The PIN code and phone as kept: an Indian address's mobile number loses its +91 or 0 and its spaces. */
const normalised = (a: AddressFields): AddressFields =>
  isIndia(a.country)
    ? { ...a, pincode: normalisePin(a.pincode), phone: normaliseMobile(a.phone) }
    : { ...a, pincode: normalisePin(a.pincode), phone: a.phone.replace(/[\s-]/g, '') };
const postalCode = new RegExp(`^\\d{${LIMITS.pincode.min},${LIMITS.pincode.max}}$`);
const phoneNumber = new RegExp(`^\\d{${LIMITS.phone.min},${LIMITS.phone.max}}$`);

/**
 * A delivery address. In India: a 6-digit PIN code, a 10-digit mobile number starting 6-9,
 * a State or Union Territory of the 36; elsewhere the postal code and phone in digits. Each error says
 * what to type. The server also reads saved addresses with it: one that fails is marked for correction.
 */
export const addressSchema = addressFields
  .superRefine((raw, ctx) => {
    // Runs even when other fields failed, so every field's error comes at once: read only what parsed.
    if (typeof raw.country !== 'string' || typeof raw.pincode !== 'string' || typeof raw.phone !== 'string') return;
    const a = normalised(raw);
    const problem = (path: keyof AddressFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isIndia(a.country)) {
      if (!PIN_CODE.test(a.pincode)) problem('pincode', v.pincode);
      if (!MOBILE_NUMBER.test(a.phone)) problem('phone', v.mobileNumber);
      if (typeof a.state === 'string' && !isStateOrUt(a.state)) problem('state', v.state);
    } else {
      if (!postalCode.test(a.pincode)) problem('pincode', v.postalCode);
      if (!phoneNumber.test(a.phone)) problem('phone', v.phoneNumber);
    }
  })
  .transform(normalised);
export type AddressInput = z.output<typeof addressSchema>;

export const orderAddSchema = z.object({
  // The whole cart item may be sent (docs/product.md §4); only these fields are read.
  _id: idParam.optional(),
  prodId: idParam,
  quantity: quantity.optional().default(MIN_QUANTITY),
  size: sizeName.optional(),
  addressId: idParam,
});
/** One product bought outside the cart (Buy it now): the size as on the product page, or its default. */
export const buyItemSchema = z.object({ prodId: idParam, quantity: quantity.optional().default(MIN_QUANTITY), size: sizeName.optional() });
export type BuyItem = z.infer<typeof buyItemSchema>;
export const buyItemsSchema = z.array(buyItemSchema, { error: v.items }).min(1, v.items).max(MAX_CART_LINES, v.items);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: v.paymentMethod });
export type PaymentMethodId = z.infer<typeof paymentMethodSchema>;
/**
 * What a checkout buys and how it is paid: the cart, or `items` instead of it (Buy it now: the cart is
 * left as it is). Without `paymentMethod`, cash on delivery (what clients before the payment step meant).
 */
export const purchaseChoiceSchema = z.object({
  paymentMethod: paymentMethodSchema.optional().default(DEFAULT_PAYMENT_METHOD),
  items: buyItemsSchema.optional(),
  /** A coupon to apply (one per purchase), in any case; an empty one means none. */
  couponCode: z.string({ error: cv.code }).trim().max(COUPON_CODE_MAX, cv.code).optional(),
});
export type PurchaseChoice = z.infer<typeof purchaseChoiceSchema>;
export const checkoutSchema = purchaseChoiceSchema.extend({ addressId: idParam });
/** POST /order/quote: the summary a checkout would have, computed by the server. */
export const quoteSchema = purchaseChoiceSchema;
export const idempotencyKey = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX);
/** A gateway id or signature as the gateway's checkout hands it back (Razorpay's are short ASCII). */
const gatewayText = z.string({ error: v.required }).trim().min(1, v.required).max(200, v.tooLong);
/** POST /payments/verify: what the gateway's checkout hands the browser on success, checked by the server. */
export const paymentReturnSchema = z.object({ razorpay_order_id: gatewayText, razorpay_payment_id: gatewayText, razorpay_signature: gatewayText });
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;
/** One field of the gateway's callback form; the metadata is a short JSON text. */
const gatewayField = z.string().trim().max(1000, v.tooLong).optional();
/**
 * POST /payments/{id}/callback: the form Razorpay's hosted checkout posts back, the signed fields on
 * success or `error[...]` on failure (its metadata a JSON text with the order and payment ids).
 */
export const paymentCallbackSchema = z.object({
  razorpay_order_id: gatewayField,
  razorpay_payment_id: gatewayField,
  razorpay_signature: gatewayField,
  'error[code]': gatewayField,
  'error[description]': gatewayField,
  'error[source]': gatewayField,
  'error[step]': gatewayField,
  'error[reason]': gatewayField,
  'error[field]': gatewayField,
  'error[metadata]': gatewayField,
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: v.status }) });
/** A concern from the chat widget; anyone but a signed-in shopper says where to answer (`email`: required then, routes/support.ts). */
export const supportSchema = z.object({ message: text(LIMITS.support), email: email.optional() });
/** An admin's answer to a concern, shown to the shopper in the chat widget. */
export const supportReplySchema = z.object({ reply: text(LIMITS.support) });
/** The concerns whose replies the shopper has now seen in the chat (their own; PATCH /support/seen). */
export const supportSeenSchema = z.object({ ids: z.array(idParam, { error: v.seenIds }).min(1, v.seenIds).max(SUPPORT_SEEN_MAX, v.seenIds) });
/** 'Notify me' on a sold-out size: a guest gives the e-mail, a signed-in shopper's account's is used (routes/products.ts). */
export const notifySchema = z.object({ size: sizeName, email: email.optional() });
/** GET /products/notify/confirm: the mailed link's token. Any text is taken (a mangled link is answered with a page, not a 400). */
export const notifyConfirmQuerySchema = z.object({
  token: z
    .string()
    .max(200)
    .optional()
    .catch(undefined)
    // What the OpenAPI document says of it (a lenient parse has no type of its own there).
    .meta({ type: 'string', description: "The link's token, as mailed" }),
});
export type NotifyInput = z.infer<typeof notifySchema>;

/** A calendar day, 'YYYY-MM-DD' (a date input's value), that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, v.day)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), v.day);
/** An empty parameter (`status=`, what a form sends for a field left blank) is no filter. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' ? undefined : x), schema.optional());
/**
 * What Manage Orders and its export filter on. A value that is not one (`status=Lost`, `from=2026-02-30`)
 * is a 400 with `errors` like the catalogue's filters: read as no filter, it answered every order as if
 * filtered.
 */
export const orderFilterSchema = z.object({
  status: unsetWhenEmpty(z.enum(ORDER_FILTER_STATUSES, { error: v.orderStatusFilter })).meta({ type: 'string', enum: [...ORDER_FILTER_STATUSES] }),
  from: unsetWhenEmpty(day).meta({ type: 'string', format: 'date', description: 'First day, in the store’s time zone' }),
  to: unsetWhenEmpty(day).meta({ type: 'string', format: 'date', description: 'Last day (included)' }),
  search: searchText.meta({ type: 'string', description: 'An order id (12 or #12), or part of a shopper’s e-mail or name, or of a product’s name' }),
  step: unsetWhenEmpty(z.enum(STEPS, { error: fv.step })).meta({ type: 'string', enum: [...STEPS], description: 'The fulfilment step' }),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;
export const orderListQuerySchema = (defaultLimit: number) =>
  orderFilterSchema.extend({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1).catch(1).meta({ type: 'integer', minimum: 1 }),
    limit: limit(defaultLimit),
    after: z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .catch(undefined)
      .meta({ type: 'integer', description: 'Keyset paging: the next page starts after this order (the previous page’s `next`); `page` is then only echoed' }),
  });
export type OrderListQuery = z.infer<ReturnType<typeof orderListQuerySchema>>;
/** The Analyse section's window: one of ANALYSE_WINDOWS (another is a 400, not the default's figures under its name). */
export const analyseQuerySchema = z.object({
  days: z.coerce
    .number({ error: v.analyseDays(ANALYSE_WINDOWS) })
    .pipe(z.literal(ANALYSE_WINDOWS, { error: v.analyseDays(ANALYSE_WINDOWS) }))
    .default(ANALYSE_WINDOWS[0])
    .meta({ type: 'integer', enum: [...ANALYSE_WINDOWS] }),
});

// Fulfilment (src/lib/fulfilment.ts): an admin's step for one order or many, and a shopper's cancel.
const courier = z.string({ error: fv.courier }).trim().max(SHIPMENT_LIMITS.courier, v.tooLong);
const trackingNumber = z
  .string({ error: fv.tracking })
  .trim()
  .max(SHIPMENT_LIMITS.tracking, v.tooLong)
  .regex(/^[A-Za-z0-9-]*$/, fv.tracking);
const reason = z.string({ error: v.required }).trim().max(SHIPMENT_LIMITS.reason, v.tooLong);
type Issues = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };
/** Shipping needs the courier, the tracking number and the expected day: each one missing is its own error. */
function requireShipment(b: { courier?: string; expectedDelivery?: string }, ctx: Issues) {
  if (!b.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: fv.courier });
  if (!b.expectedDelivery) ctx.addIssue({ code: 'custom', path: ['expectedDelivery'], message: fv.expectedDelivery });
}
/** PATCH /order/step/{id}: an admin moves one order; shipping takes the shipment, cancelling a reason the shopper reads. */
export const orderStepSchema = z
  .object({
    step: z.enum(ADMIN_STEPS, { error: fv.step }),
    courier: courier.optional(),
    trackingNumber: trackingNumber.optional(),
    expectedDelivery: day.optional(),
    reason: reason.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.step === 'shipped') {
      requireShipment(b, ctx);
      if (!b.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: fv.tracking });
    }
    if (b.step === 'cancelled' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: fv.reason });
  });
export type OrderStepInput = z.infer<typeof orderStepSchema>;
/** POST /order/bulk-step: many orders packed, or shipped with one courier and day and a tracking number each. */
export const bulkStepSchema = z
  .object({
    step: z.enum(BULK_STEPS, { error: fv.bulkStep }),
    items: z
      .array(z.object({ id: idParam, trackingNumber: trackingNumber.optional() }), { error: fv.items })
      .min(1, fv.items)
      .max(BULK_MAX, fv.items),
    courier: courier.optional(),
    expectedDelivery: day.optional(),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<number>();
    for (const [i, item] of b.items.entries()) {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: fv.twice });
      seen.add(item.id);
      if (b.step === 'shipped' && !item.trackingNumber) ctx.addIssue({ code: 'custom', path: ['items', i, 'trackingNumber'], message: fv.tracking });
    }
    if (b.step === 'shipped') requireShipment(b, ctx);
  });
export type BulkStepInput = z.infer<typeof bulkStepSchema>;
/** A shopper's cancel of a purchase or one item: why, if they say. */
export const cancelSchema = z.object({ reason: reason.optional() });

// Returns and exchanges (src/lib/returns.ts): the shopper's request, the admin's decisions and the refund.
/** POST /returns: one item (order row) back, why, and a refund or an exchange to another size. */
export const returnRequestSchema = z
  .object({
    orderId: idParam.meta({ description: 'The order row (item) to return' }),
    reason: z.enum(RETURN_REASONS, { error: rv.reason }),
    note: z.string({ error: rv.note }).trim().max(RETURN_LIMITS.note, rv.note).optional(),
    resolution: z.enum(RESOLUTIONS, { error: rv.resolution }),
    exchangeSize: sizeName.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.reason === 'other' && !b.note) ctx.addIssue({ code: 'custom', path: ['note'], message: rv.otherNote });
    if (b.resolution === 'exchange' && !b.exchangeSize) ctx.addIssue({ code: 'custom', path: ['exchangeSize'], message: rv.exchangeSize });
    if (b.resolution === 'refund' && b.exchangeSize) ctx.addIssue({ code: 'custom', path: ['exchangeSize'], message: rv.noSize });
  });
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;
/** POST /returns/{id}/decline: why, in words the shopper reads. */
export const returnDeclineSchema = z.object({
  reason: z.string({ error: rv.declineReason }).trim().min(1, rv.declineReason).max(RETURN_LIMITS.declineReason, rv.declineReason),
});
/**
 * POST /returns/{id}/receive: the parcel is back; a damaged one's units do not go back on sale.
 * `refundInstead` receives an exchange as a refund (the answer when its product or size is gone).
 */
export const returnReceiveSchema = z.object({ damaged: z.boolean().default(false), refundInstead: z.boolean().default(false) });
export type ReturnReceiveInput = z.infer<typeof returnReceiveSchema>;
/** POST /returns/{id}/refund: how it was paid back and the payment's reference. */
export const refundSchema = z
  .object({
    method: z.enum(REFUND_METHODS, { error: rv.method }),
    upiId: z.string({ error: rv.upiId }).trim().max(RETURN_LIMITS.upiId, rv.upiId).regex(UPI_ID, rv.upiId).optional(),
    accountNumber: z
      .string({ error: rv.accountNumber })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(ACCOUNT_NUMBER, rv.accountNumber))
      .optional(),
    ifsc: z
      .string({ error: rv.ifsc })
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(IFSC, rv.ifsc))
      .optional(),
    reference: z.string({ error: rv.reference }).trim().min(1, rv.reference).max(RETURN_LIMITS.reference, rv.reference).regex(REFERENCE, rv.reference),
  })
  .superRefine((b, ctx) => {
    if (b.method === 'upi' && !b.upiId) ctx.addIssue({ code: 'custom', path: ['upiId'], message: rv.upiId });
    if (b.method === 'bank' && !b.accountNumber) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: rv.accountNumber });
    if (b.method === 'bank' && !b.ifsc) ctx.addIssue({ code: 'custom', path: ['ifsc'], message: rv.ifsc });
  });
export type RefundInput = z.infer<typeof refundSchema>;
/** GET /returns: the console's list, by status (the open ones when not given), newest first. */
export const returnListQuerySchema = (defaultLimit: number) =>
  z.object({
    status: z.enum(RETURN_STATUSES, { error: rv.status }).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1).catch(1).meta({ type: 'integer', minimum: 1 }),
    limit: limit(defaultLimit),
  });
export type ReturnListQuery = z.infer<ReturnType<typeof returnListQuerySchema>>;

/** Coupons in the console (src/lib/coupons.ts): a code, percent or flat off, and when and how often it applies. */
const couponLimit = z.number({ error: cv.limit }).int(cv.limit).min(1, cv.limit).max(COUPON_LIMIT_MAX, cv.limit).nullable();
const couponDate = z.iso.datetime({ offset: true, error: cv.date }).nullable();
/** Each field's own rules, shared by creating and editing (no defaults: an edit leaves out what it keeps). */
const couponFields = {
  code: z
    .string({ error: cv.code })
    .trim()
    .min(COUPON_CODE_MIN, cv.code)
    .max(COUPON_CODE_MAX, cv.code)
    .regex(COUPON_CODE, cv.code)
    .transform((s) => s.toUpperCase()),
  kind: z.enum(COUPON_KINDS, { error: cv.kind }),
  value: z.number({ error: cv.value }).int(cv.value).min(1, cv.value).max(COUPON_FLAT_MAX, cv.value),
  minOrder: z.number({ error: cv.minOrder }).int(cv.minOrder).min(0, cv.minOrder).max(COUPON_FLAT_MAX, cv.minOrder),
  validFrom: couponDate,
  validTo: couponDate,
  useLimit: couponLimit,
  perShopperLimit: couponLimit,
  category: z.string({ error: cv.category }).trim().min(1, cv.category).max(LIMITS.text, cv.category).nullable(),
  department: z.enum(DEPARTMENTS, { error: cv.department }).nullable(),
};
export const couponSchema = z
  .object({
    ...couponFields,
    minOrder: couponFields.minOrder.default(0),
    validFrom: couponDate.default(null),
    validTo: couponDate.default(null),
    useLimit: couponLimit.default(null),
    perShopperLimit: couponLimit.default(null),
    category: couponFields.category.default(null),
    department: couponFields.department.default(null),
  })
  .superRefine((c, ctx) => {
    if (c.category !== null && c.department !== null) ctx.addIssue({ code: 'custom', path: ['department'], message: cv.scope });
    if (c.kind === 'percent' && c.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: cv.percent });
    if (c.validFrom && c.validTo && Date.parse(c.validFrom) >= Date.parse(c.validTo)) ctx.addIssue({ code: 'custom', path: ['validTo'], message: cv.window });
  });
export type CouponInput = z.infer<typeof couponSchema>;
/**
 * PATCH /coupons/{id}: any of its fields, each checked as on creating, or `active` alone to switch it off
 * (or on again); the server checks the coupon they make together with `couponSchema` (none: no change).
 */
export const couponChangesSchema = z.object({ ...couponFields, active: z.boolean({ error: cv.active }) }).partial();
export type CouponChanges = z.infer<typeof couponChangesSchema>;

/**
 * A product photograph as shoppers get it (only pictures whose variants are ready): the srcset of each
 * type, the JPEG about PICTURE_SRC_WIDTH wide, the original's size (for width/height, so nothing shifts)
 * and a tiny blurred placeholder as a data: URI.
 */
export const pictureSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  src: z.string(),
  sources: z.array(z.object({ type: z.enum(PICTURE_TYPES), srcset: z.string() })),
});
/** The console's view: every picture of the product, with where its variants are. */
export const adminPictureSchema = pictureSchema.extend({ position: z.number().int(), status: z.enum(PICTURE_STATUSES) });

/** A picture's alt text: required (what a screen reader says, and what shows while it loads). */
export const pictureAlt = z.string({ error: v.required }).trim().min(1, v.required).max(PICTURE_ALT_MAX, v.tooLong);
/** PATCH …/pictures: the product's pictures in their new order, each with its alt text. */
export const pictureOrderSchema = z.object({
  pictures: z
    .array(z.object({ id: z.number().int().min(1), alt: pictureAlt }))
    .min(1, v.required)
    .max(PICTURES_PER_PRODUCT, v.tooLong),
});
export type PictureOrderInput = z.infer<typeof pictureOrderSchema>;
