/** One typed function per API call in docs/api.md (paths under {host}). */
import type { AddressInput, AdminInput, BuyItem, PaymentMethodId, ProductInput, ProductUpdateInput, RegisterInput } from '../lib/schemas';
import type { OrderStatus } from '../lib/types';
import type {
  Address,
  Admin,
  Analyse,
  CartLine,
  LowStockRow,
  Order,
  OrderDetail,
  OrderPage,
  PaymentMethod,
  Product,
  Purchase,
  Quote,
  ProductPage,
  Suggestions,
  SupportRow as SupportMessage,
  User,
  UserRow,
} from '../server/contract';
import { download, request } from './http';

// The shapes of the answers come from the API's contract (src/server/contract.ts): a renamed column
// breaks the islands at compile time. Type-only: nothing of the server reaches the browser's bundle.
export type {
  Address,
  Admin,
  Analyse,
  CartLine,
  LowStockRow,
  Order,
  OrderDetail,
  OrderPage,
  PaymentMethod,
  Product,
  Purchase,
  Quote,
  QuoteItem,
  ProductPage,
  Facets,
  Suggestions,
  SupportRow as SupportMessage,
  User,
  UserRow,
} from '../server/contract';
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}
export interface LoginReply {
  token: string;
  role: string;
  msg: string;
}
export interface Msg {
  msg: string;
}
export interface Saved<T> {
  msg: string;
  data: T;
}
export interface PageParams {
  page?: number;
  limit?: number;
}
/** Manage Orders' filter (docs/api.md): status, days 'YYYY-MM-DD' in the store's time zone, a search text. */
export interface OrderFilter {
  status?: string;
  from?: string;
  to?: string;
  search?: string;
}
/** `after`: the previous page's `next` (keyset paging); without it `page` is an offset. */
export interface OrderListParams extends PageParams, OrderFilter {
  after?: number;
}
/** GET /products (docs/api.md): lists are comma-separated, as the API reads them. */
export interface ProductParams extends PageParams {
  search?: string;
  category?: string;
  brand?: string;
  size?: string;
  price?: string;
  onSale?: 1;
  inStock?: 1;
  facets?: 1;
  sort?: 'price' | 'newest' | 'discount' | 'relevance';
  orderBy?: 'asc' | 'desc';
}

// Accounts
export const register = (body: RegisterInput) => request<Msg>('POST', '/users/register', { body });
/** One sign-in for shoppers and admins: the server finds the account by its e-mail and says its role. */
export const login = (body: { email: string; password: string }) => request<LoginReply>('POST', '/auth/login', { body });
export const getUser = (id: number) => request<{ data: User[] }>('GET', `/users/${id}`);
export const listUsers = (q: PageParams = {}) =>
  request<{
    msg: UserRow[];
    totals: { users: number; orders: number; cart: number; total: number; profit: number };
    total: number;
    page: number;
    limit: number;
  }>('GET', '/users', { query: { ...q } });
export const deleteUser = (id: number) => request<Msg>('DELETE', `/users/delete/${id}`);
export const getMe = () => request<{ data: Admin }>('GET', '/admins/me');
export const listAdmins = (q: PageParams = {}) => request<Paged<Admin>>('GET', '/admins', { query: { ...q } });
export const addAdmin = (body: AdminInput) => request<Saved<Admin>>('POST', '/admins/add', { body });
export const deleteAdmin = (id: number) => request<Msg>('DELETE', `/admins/delete/${id}`);

// Catalogue
export const listProducts = (q: ProductParams = {}) => request<ProductPage>('GET', '/products', { query: { ...q } });
export const suggestProducts = (q: string) => request<Suggestions>('GET', '/products/suggest', { query: { q } });
export const listCategories = () => request<{ data: string[] }>('GET', '/products/categories');
export const getProduct = (id: number) => request<{ msg: Product[] }>('GET', `/products/${id}`);
export const addProduct = (body: ProductInput) => request<Saved<Product>>('POST', '/products/add', { body });
export const updateProduct = (id: number, body: ProductUpdateInput) => request<Saved<Product>>('PATCH', `/products/update/${id}`, { body });
export const deleteProduct = (id: number) => request<Msg>('DELETE', `/products/delete/${id}`);
export const listLowStock = (q: PageParams = {}) => request<Paged<LowStockRow>>('GET', '/products/low-stock', { query: { ...q } });

// Cart and wishlist
export const getCart = () => request<{ data: CartLine[] }>('GET', '/cart');
export const addToCart = (prodId: number, quantity: number, size?: string) =>
  request<Saved<CartLine>>('POST', '/cart/add', { body: { prodId, quantity, size } });
export const updateCartLine = (id: number, quantity: number) => request<Saved<CartLine>>('PATCH', `/cart/update/${id}`, { body: { quantity } });
export const removeCartLine = (id: number) => request<Msg>('DELETE', `/cart/delete/${id}`);
export const mergeCart = (lines: { prodId: number; quantity: number; size?: string }[]) =>
  request<{ msg: string; data: CartLine[]; skipped: { prodId: number; size?: string; msg: string }[] }>('POST', '/cart/merge', { body: { lines } });
export const listAllCarts = (q: PageParams = {}) => request<Paged<CartLine>>('GET', '/cart/allcarts', { query: { ...q } });
export const getWishlist = () => request<{ data: Product[] }>('GET', '/wishlist');
export const addToWishlist = (prodId: number) => request<Saved<Product>>('POST', '/wishlist/add', { body: { prodId } });
export const mergeWishlist = (prodIds: number[]) => request<{ msg: string; data: Product[] }>('POST', '/wishlist/merge', { body: { prodIds } });
export const removeFromWishlist = (prodId: number) => request<Msg>('DELETE', `/wishlist/delete/${prodId}`);

// Addresses and orders
export const getAddresses = () => request<{ data: Address[] }>('GET', '/address');
export const addAddress = (body: AddressInput) => request<Saved<Address>>('POST', '/address/add', { body });
export const deleteAddress = (id: number) => request<Msg>('DELETE', `/address/delete/${id}`);
/** What a checkout buys and how it is paid: the cart, or `items` instead of it (Buy it now). */
export interface PurchaseChoice {
  paymentMethod: PaymentMethodId;
  items?: BuyItem[];
}
export const getPaymentMethods = () => request<{ data: PaymentMethod[] }>('GET', '/order/payment-methods');
/** The summary the server computes (items, subtotal, shipping, discount, total): shown, never sent back. */
export const getQuote = (body: PurchaseChoice) => request<{ data: Quote }>('POST', '/order/quote', { body });
export const checkout = (body: PurchaseChoice & { addressId: number }, idempotencyKey: string) =>
  request<Saved<Order[]> & { purchase: Purchase | null }>('POST', '/order/checkout', { body, headers: { 'Idempotency-Key': idempotencyKey } });
export const getPurchases = (q: PageParams = {}) => request<Paged<Purchase>>('GET', '/order/purchases', { query: { ...q } });
export const getPurchase = (id: number) => request<{ data: Purchase }>('GET', `/order/purchases/${id}`);
export const getOrders = (q: PageParams = {}) => request<Paged<Order>>('GET', '/order', { query: { ...q } });
export const listAllOrders = (q: OrderListParams = {}) => request<OrderPage>('GET', '/order/allorders', { query: { ...q } });
export const getOrderDetail = (id: number) => request<{ data: OrderDetail }>('GET', `/order/detail/${id}`);
/** Every order the filter selects, as the CSV file the server streams. */
export const exportOrders = (q: OrderFilter = {}) => download('/order/export', { ...q });
export const getAnalytics = (days: number) => request<{ data: Analyse }>('GET', '/order/analytics', { query: { days } });
export const updateOrderStatus = (id: number, status: OrderStatus) => request<Saved<Order>>('PATCH', `/order/update/${id}`, { body: { status } });
export const getCategoryFigures = () => request<{ allCategories: string[]; usersCategories: Record<string, number> }>('GET', '/order/categories');

// Support
export const sendSupport = (message: string, email?: string) => request<Saved<SupportMessage>>('POST', '/support', { body: { message, email } });
export const mySupport = () => request<{ data: Omit<SupportMessage, 'userName' | 'userEmail'>[] }>('GET', '/support/mine');
export const replySupport = (id: number, reply: string) => request<Saved<SupportMessage>>('PATCH', `/support/reply/${id}`, { body: { reply } });
export const listSupport = (q: PageParams = {}) => request<Paged<SupportMessage>>('GET', '/support', { query: { ...q } });
export const resolveSupport = (id: number) => request<Saved<SupportMessage>>('PATCH', `/support/resolve/${id}`);
