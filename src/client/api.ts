/**
 * The islands' API: one client typed by the server's routes (`hc<App>`), and a named verb per call in
 * docs/api.md. Paths, parameters and answers all come from the routes' contracts: a renamed field
 * breaks the islands at compile time. Type-only imports: nothing of the server reaches the bundle.
 */
import { hc, type InferRequestType } from 'hono/client';
import type { App } from '../server/app';
import { apiFetch, baseURL, blob, fileFetch, ok } from './http';

// The named shapes of the answers, from the API's contract (src/server/contract.ts).
export type {
  Address,
  Admin,
  Analyse,
  CartLine,
  CategoryRow,
  CategoryTree,
  CouponView,
  LowStockRow,
  Order,
  OutboxMessage,
  OutboxRow,
  OrderDetail,
  OrderPage,
  OrderRow,
  PaymentMethod,
  Product,
  ProductDetail,
  ProductListItem,
  StyleColour,
  Purchase,
  PurchaseDetail,
  Quote,
  QuoteItem,
  ReturnRow,
  ReturnView,
  ProductPage,
  Facets,
  Suggestions,
  SupportRow as SupportMessage,
  User,
  UserRow,
} from '../server/contract';

/**
 * The App serves its routes under `/api`; here they hang from `baseURL` instead (PUBLIC_API_URL may
 * point the islands elsewhere), so the client is the App's `api` branch, rooted at that address.
 */
type Client = ReturnType<typeof hc<App>>['api'];
export const api = hc(baseURL, { fetch: apiFetch }) as unknown as Client;

/** What a verb answers: its route's success body. */
export type Reply<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** A call's query, body or path parameters, as its route declares them. */
export type Query<F> = InferRequestType<F> extends { query: infer Q } ? Q : never;
export type Body<F> = InferRequestType<F> extends { json: infer J } ? J : never;
export const param = (id: number) => ({ id: String(id) });

export type PageParams = Query<typeof api.users.$get>;
/** GET /products (docs/api.md): lists are comma-separated, as the API reads them. */
export type ProductParams = Query<typeof api.products.$get>;
/** Manage Orders' page: `after` is the previous page's `next` (keyset paging); without it `page` is an offset. */
export type OrderListParams = Query<typeof api.order.allorders.$get>;

// Accounts
export const register = (body: Body<typeof api.users.register.$post>) => ok(api.users.register.$post({ json: body }));
/** One sign-in for shoppers and admins: the server finds the account by its e-mail and says its role. */
export const login = (body: Body<typeof api.auth.login.$post>) => ok(api.auth.login.$post({ json: body }));
export const getUser = (id: number) => ok(api.users[':id'].$get({ param: param(id) }));
/** The account page: name and phone; the password (every other session is signed out, the answer has this one's new token). */
export const updateProfile = (id: number, body: Body<(typeof api.users.update)[':id']['$patch']>) =>
  ok(api.users.update[':id'].$patch({ param: param(id), json: body }));
export const changePassword = (id: number, body: Body<(typeof api.users.password)[':id']['$post']>) =>
  ok(api.users.password[':id'].$post({ param: param(id), json: body }));
/** Password reset: ask for a link (the same answer whether the e-mail has an account or not), check it, use it. */
export const forgotPassword = (email: string) => ok(api.auth.forgot.$post({ json: { email } }));
export const checkResetLink = (token: string) => ok(api.auth.reset.check.$post({ json: { token } }));
export const resetPassword = (body: Body<typeof api.auth.reset.$post>) => ok(api.auth.reset.$post({ json: body }));
export const deleteUser = (id: number) => ok(api.users.delete[':id'].$delete({ param: param(id) }));
export const getMe = () => ok(api.admins.me.$get());

// Catalogue
export const listProducts = (q: ProductParams = {}) => ok(api.products.$get({ query: q }));
export const suggestProducts = (q: string) => ok(api.products.suggest.$get({ query: { q } }));
export const listCategories = () => ok(api.products.categories.$get());
/** The departments with their categories in the menus' order (GET /categories). */
export const getCategoryTree = () => ok(api.categories.$get());
export const getProduct = (id: number) => ok(api.products[':id'].$get({ param: param(id) }));
/** 'Similar products' on the product page: same department and category, in stock, nearest price first. */
export const getSimilarProducts = (id: number) => ok(api.products[':id'].similar.$get({ param: param(id) }));
/** 'Notify me' on a sold-out size: a guest's e-mail, or none for a signed-in shopper (the account's is used). */
export const notifyWhenBack = (id: number, size: string, email?: string) => ok(api.products[':id'].notify.$post({ param: param(id), json: { size, email } }));

// Cart and wishlist
type CartAdd = Body<typeof api.cart.add.$post>;
export const getCart = () => ok(api.cart.$get());
export const addToCart = (prodId: number, quantity: number, size?: CartAdd['size']) => ok(api.cart.add.$post({ json: { prodId, quantity, size } }));
export const updateCartLine = (id: number, quantity: number) => ok(api.cart.update[':id'].$patch({ param: param(id), json: { quantity } }));
export const removeCartLine = (id: number) => ok(api.cart.delete[':id'].$delete({ param: param(id) }));
export const mergeCart = (lines: Body<typeof api.cart.merge.$post>['lines']) => ok(api.cart.merge.$post({ json: { lines } }));
export const getWishlist = () => ok(api.wishlist.$get());
export const addToWishlist = (prodId: number) => ok(api.wishlist.add.$post({ json: { prodId } }));
export const mergeWishlist = (prodIds: number[]) => ok(api.wishlist.merge.$post({ json: { prodIds } }));
export const removeFromWishlist = (prodId: number) => ok(api.wishlist.delete[':prodId'].$delete({ param: { prodId: String(prodId) } }));

// Addresses and orders
export const getAddresses = () => ok(api.address.$get());
export const addAddress = (body: Body<typeof api.address.add.$post>) => ok(api.address.add.$post({ json: body }));
export const deleteAddress = (id: number) => ok(api.address.delete[':id'].$delete({ param: param(id) }));
export const updateAddress = (id: number, body: Body<(typeof api.address.update)[':id']['$patch']>) =>
  ok(api.address.update[':id'].$patch({ param: param(id), json: body }));
export const setDefaultAddress = (id: number) => ok(api.address.default[':id'].$patch({ param: param(id) }));
/** Where a PIN code is (State or UT and district), for the address forms to suggest; an unknown one fails with 404. */
export const lookupPincode = (pin: string) => ok(api.pincodes[':pin'].$get({ param: { pin } }));
/** The product page's delivery estimate: the day a product ordered now reaches a PIN code, and whether cash on delivery is offered there. */
export const estimateDelivery = (pin: string, productId: number) => ok(api['delivery-estimate'].$get({ query: { pin, productId: String(productId) } }));
export const getPaymentMethods = () => ok(api.order['payment-methods'].$get());
/** The summary the server computes (items, subtotal, shipping, discount, total): shown, never sent back. */
export const getQuote = (body: Body<typeof api.order.quote.$post>) => ok(api.order.quote.$post({ json: body }));
/** What a checkout buys and how it is paid: the cart, or `items` instead of it (Buy it now). */
export const checkout = (body: Body<typeof api.order.checkout.$post>, idempotencyKey: string) =>
  ok(api.order.checkout.$post({ json: body, header: { 'idempotency-key': idempotencyKey } }));
export const getPurchases = (q: PageParams = {}) => ok(api.order.purchases.$get({ query: q }));
/** The gateway's checkout was closed or failed: the purchase's held units are released now. */
export const abandonPayment = (id: number) => ok(api.payments[':id'].abandon.$post({ param: param(id) }));
/** Pay now: the same gateway order's checkout again, while the purchase's items are held. */
export const resumePayment = (id: number) => ok(api.payments[':id'].resume.$post({ param: param(id) }));
export const getPurchase = (id: number) => ok(api.order.purchases[':id'].$get({ param: param(id) }));
/** The shopper cancels a whole purchase, or one item of it, until it ships. */
export const cancelPurchase = (id: number, reason?: string) => ok(api.order.purchases[':id'].cancel.$post({ param: param(id), json: { reason } }));
export const cancelOrderItem = (id: number, reason?: string) => ok(api.order.cancel[':id'].$post({ param: param(id), json: { reason } }));
/** Returns and exchanges: the shopper asks for one delivered item back; the console decides, receives and refunds. */
export const requestReturn = (body: Body<typeof api.returns.$post>) => ok(api.returns.$post({ json: body }));
export type ReturnListParams = Query<typeof api.returns.$get>;
/** A purchase's GST invoice and credit notes (the shopper's own, or any for an admin), and each as a PDF file. */
export const listTaxDocuments = (id: number) => ok(api.order.documents[':id'].$get({ param: param(id) }));
export const invoicePdf = (id: number) => blob(api.order.invoice[':id'].$get({ param: param(id) }, { fetch: fileFetch }));
export const creditNotePdf = (id: number) => blob(api.order['credit-note'][':id'].$get({ param: param(id) }, { fetch: fileFetch }));

// Support
export const sendSupport = (message: string, email?: string) => ok(api.support.$post({ json: { message, email } }));
export const mySupport = () => ok(api.support.mine.$get());
export const markRepliesSeen = (ids: number[]) => ok(api.support.seen.$patch({ json: { ids } }));

// Coupons (the console)
