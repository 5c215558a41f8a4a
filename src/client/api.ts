/**
 * The islands' API: one client typed by the server's routes (`hc<App>`), and a named verb per call in
 * docs/api.md. Paths, parameters and answers all come from the routes' contracts: a renamed field
 * breaks the islands at compile time. Type-only imports: nothing of the server reaches the bundle.
 */
import { type ClientResponse, hc, type InferRequestType } from 'hono/client';
import type { AdminPicture } from '../lib/types';
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
const api = hc(baseURL, { fetch: apiFetch }) as unknown as Client;

/** What a verb answers: its route's success body. */
export type Reply<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** A call's query, body or path parameters, as its route declares them. */
type Query<F> = InferRequestType<F> extends { query: infer Q } ? Q : never;
type Body<F> = InferRequestType<F> extends { json: infer J } ? J : never;
const param = (id: number) => ({ id: String(id) });

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
export const listUsers = (q: PageParams = {}) => ok(api.users.$get({ query: q }));
export const deleteUser = (id: number) => ok(api.users.delete[':id'].$delete({ param: param(id) }));
export const getMe = () => ok(api.admins.me.$get());
export const listAdmins = (q: PageParams = {}) => ok(api.admins.$get({ query: q }));
export const addAdmin = (body: Body<typeof api.admins.add.$post>) => ok(api.admins.add.$post({ json: body }));
export const deleteAdmin = (id: number) => ok(api.admins.delete[':id'].$delete({ param: param(id) }));

// Catalogue
export const listProducts = (q: ProductParams = {}) => ok(api.products.$get({ query: q }));
export const suggestProducts = (q: string) => ok(api.products.suggest.$get({ query: { q } }));
export const listCategories = () => ok(api.products.categories.$get());
/** The departments with their categories in the menus' order (GET /categories). */
export const getCategoryTree = () => ok(api.categories.$get());
/** The console's categories: each with its department, place and product count; and their edits (admins). */
export const listCategoryRows = () => ok(api.categories.all.$get());
export const addCategory = (body: Body<typeof api.categories.$post>) => ok(api.categories.$post({ json: body }));
export const updateCategory = (slug: string, body: Body<(typeof api.categories)[':slug']['$patch']>) =>
  ok(api.categories[':slug'].$patch({ param: { slug }, json: body }));
export const deleteCategory = (slug: string) => ok(api.categories[':slug'].$delete({ param: { slug } }));
export const getProduct = (id: number) => ok(api.products[':id'].$get({ param: param(id) }));
/** 'Similar products' on the product page: same department and category, in stock, nearest price first. */
export const getSimilarProducts = (id: number) => ok(api.products[':id'].similar.$get({ param: param(id) }));
/** 'Notify me' on a sold-out size: a guest's e-mail, or none for a signed-in shopper (the account's is used). */
export const notifyWhenBack = (id: number, size: string, email?: string) => ok(api.products[':id'].notify.$post({ param: param(id), json: { size, email } }));
export const addProduct = (body: Body<typeof api.products.add.$post>) => ok(api.products.add.$post({ json: body }));
/** The console's pictures of a product, whatever their status (pending, ready, failed), in order. */
export const listPictures = (id: number) => ok(api.products[':id'].pictures.$get({ param: param(id) }));
/** Uploads one picture with its alt text (multipart: the file streams to the server; no time limit, as for a large file). */
export async function uploadPicture(id: number, file: File, alt: string): Promise<{ msg: string; data: AdminPicture }> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return ok(
    fileFetch(`${baseURL}/products/${id}/pictures`, { method: 'POST', body: form }) as Promise<
      ClientResponse<{ msg: string; data: AdminPicture }, 201, 'json'>
    >,
  );
}
/** Every picture of a product in its new order, each with its alt text. */
export const arrangePictures = (id: number, body: Body<(typeof api.products)[':id']['pictures']['$patch']>) =>
  ok(api.products[':id'].pictures.$patch({ param: param(id), json: body }));
export const deletePicture = (id: number, pictureId: number) =>
  ok(api.products[':id'].pictures[':pictureId'].$delete({ param: { id: String(id), pictureId: String(pictureId) } }));
export const updateProduct = (id: number, body: Body<(typeof api.products.update)[':id']['$patch']>) =>
  ok(api.products.update[':id'].$patch({ param: param(id), json: body }));
export const deleteProduct = (id: number) => ok(api.products.delete[':id'].$delete({ param: param(id) }));
export const listLowStock = (q: PageParams = {}) => ok(api.products['low-stock'].$get({ query: q }));

// Cart and wishlist
type CartAdd = Body<typeof api.cart.add.$post>;
export const getCart = () => ok(api.cart.$get());
export const addToCart = (prodId: number, quantity: number, size?: CartAdd['size']) => ok(api.cart.add.$post({ json: { prodId, quantity, size } }));
export const updateCartLine = (id: number, quantity: number) => ok(api.cart.update[':id'].$patch({ param: param(id), json: { quantity } }));
export const removeCartLine = (id: number) => ok(api.cart.delete[':id'].$delete({ param: param(id) }));
export const mergeCart = (lines: Body<typeof api.cart.merge.$post>['lines']) => ok(api.cart.merge.$post({ json: { lines } }));
export const listAllCarts = (q: PageParams = {}) => ok(api.cart.allcarts.$get({ query: q }));
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
/** The browser's return from the gateway's checkout: the server checks the signature and records the payment. */
export const verifyPayment = (body: Body<typeof api.payments.verify.$post>) => ok(api.payments.verify.$post({ json: body }));
/** The gateway's checkout was closed or failed: the purchase's held units are released now. */
export const abandonPayment = (id: number) => ok(api.payments[':id'].abandon.$post({ param: param(id) }));
/** Pay now: the same gateway order's checkout again, while the purchase's items are held. */
export const resumePayment = (id: number) => ok(api.payments[':id'].resume.$post({ param: param(id) }));
export const getPurchase = (id: number) => ok(api.order.purchases[':id'].$get({ param: param(id) }));
/** The shopper cancels a whole purchase, or one item of it, until it ships. */
export const cancelPurchase = (id: number, reason?: string) => ok(api.order.purchases[':id'].cancel.$post({ param: param(id), json: { reason } }));
export const cancelOrderItem = (id: number, reason?: string) => ok(api.order.cancel[':id'].$post({ param: param(id), json: { reason } }));
/** The console moves one order to a step, or many at once. */
export const setOrderStep = (id: number, body: Body<(typeof api.order.step)[':id']['$patch']>) =>
  ok(api.order.step[':id'].$patch({ param: param(id), json: body }));
export const setOrdersStep = (body: Body<(typeof api.order)['bulk-step']['$post']>) => ok(api.order['bulk-step'].$post({ json: body }));
/** Returns and exchanges: the shopper asks for one delivered item back; the console decides, receives and refunds. */
export const requestReturn = (body: Body<typeof api.returns.$post>) => ok(api.returns.$post({ json: body }));
export type ReturnListParams = Query<typeof api.returns.$get>;
export const listReturns = (q: ReturnListParams = {}) => ok(api.returns.$get({ query: q }));
export const approveReturn = (id: number) => ok(api.returns[':id'].approve.$post({ param: param(id) }));
export const declineReturn = (id: number, reason: string) => ok(api.returns[':id'].decline.$post({ param: param(id), json: { reason } }));
export const receiveReturn = (id: number, damaged: boolean) => ok(api.returns[':id'].receive.$post({ param: param(id), json: { damaged } }));
export const refundReturn = (id: number, body: Body<(typeof api.returns)[':id']['refund']['$post']>) =>
  ok(api.returns[':id'].refund.$post({ param: param(id), json: body }));
export const getOrders = (q: PageParams = {}) => ok(api.order.$get({ query: q }));
export const listAllOrders = (q: OrderListParams = {}) => ok(api.order.allorders.$get({ query: q }));
export const getOrderDetail = (id: number) => ok(api.order.detail[':id'].$get({ param: param(id) }));
/** Every order the filter selects, as the CSV file the server streams. */
export const exportOrders = (q: Query<typeof api.order.export.$get> = {}) => blob(api.order.export.$get({ query: q }, { fetch: fileFetch }));
/** A purchase's GST invoice and credit notes (the shopper's own, or any for an admin), and each as a PDF file. */
export const listTaxDocuments = (id: number) => ok(api.order.documents[':id'].$get({ param: param(id) }));
export const invoicePdf = (id: number) => blob(api.order.invoice[':id'].$get({ param: param(id) }, { fetch: fileFetch }));
export const creditNotePdf = (id: number) => blob(api.order['credit-note'][':id'].$get({ param: param(id) }, { fetch: fileFetch }));
export const getAnalytics = (days: Query<typeof api.order.analytics.$get>['days']) => ok(api.order.analytics.$get({ query: { days } }));
export const updateOrderStatus = (id: number, status: Body<(typeof api.order.update)[':id']['$patch']>['status']) =>
  ok(api.order.update[':id'].$patch({ param: param(id), json: { status } }));
export const getCategoryFigures = () => ok(api.order.categories.$get());

// Support
export const sendSupport = (message: string, email?: string) => ok(api.support.$post({ json: { message, email } }));
export const mySupport = () => ok(api.support.mine.$get());
export const markRepliesSeen = (ids: number[]) => ok(api.support.seen.$patch({ json: { ids } }));
/** The console's Outbox: the store's e-mail, and one message as it will arrive. */
export const listOutbox = (q: PageParams = {}) => ok(api.admins.outbox.$get({ query: q }));
export const getOutboxMessage = (id: number) => ok(api.admins.outbox[':id'].$get({ param: param(id) }));
export const replySupport = (id: number, reply: string) => ok(api.support.reply[':id'].$patch({ param: param(id), json: { reply } }));
export const listSupport = (q: PageParams = {}) => ok(api.support.$get({ query: q }));

// Coupons (the console)
export const listCoupons = (q: PageParams = {}) => ok(api.coupons.$get({ query: q }));
export const createCoupon = (body: Body<typeof api.coupons.$post>) => ok(api.coupons.$post({ json: body }));
export const setCouponActive = (id: number, active: boolean) => ok(api.coupons[':id'].$patch({ param: param(id), json: { active } }));
/** The fields of the coupon the console's form changed. */
export const updateCoupon = (id: number, body: Body<(typeof api.coupons)[':id']['$patch']>) => ok(api.coupons[':id'].$patch({ param: param(id), json: body }));
export const resolveSupport = (id: number) => ok(api.support.resolve[':id'].$patch({ param: param(id) }));
