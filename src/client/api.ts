/** One typed function per API call in docs/api.md (paths under {host}). */
import type { AddressInput, AdminInput, ProductInput, ProductUpdateInput, RegisterInput } from '../lib/schemas';
import type { SizeStock } from '../lib/stock';
import type { OrderStatus } from '../lib/types';
import { request } from './http';

export interface Product {
  _id: number;
  name: string;
  brand: string;
  images: string[];
  image: string;
  oprice: number;
  price: number;
  discount: string;
  category: string;
  subhead: string;
  description: string;
  createdAt: string;
  /** In order; `stock` null = not counted (always available). */
  sizes: SizeStock[];
  /** True when any size can be bought. */
  inStock: boolean;
}
export interface CartLine {
  _id: number;
  prodId: number;
  size: string;
  quantity: number;
  status: string;
  userId: number;
  userName: string;
  createdAt: string;
  name: string;
  subhead: string;
  price: number;
  oprice: number;
  category: string;
  image: string;
  /** What is left of the line's size: null = not counted, 0 = sold out or no longer offered. */
  stock: number | null;
}
export interface Address {
  _id: number;
  userId: number;
  country: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  company: string;
  pincode: string;
  phone: string;
  declaration: boolean;
  createdAt: string;
}
export interface Order {
  _id: number;
  userId: number | null;
  prodId: number | null;
  addressId: number | null;
  userName: string;
  userEmail: string;
  name: string;
  image: string;
  category: string;
  size: string;
  quantity: number;
  price: number;
  status: string;
  createdAt: string;
  /** Set once 'Rejected' has put the quantity back in stock. */
  restocked: boolean;
}
export interface LowStockRow {
  prodId: number;
  name: string;
  brand: string;
  size: string;
  stock: number;
}
export interface User {
  _id: number;
  name: string;
  email: string;
  city: string;
  role: string;
  wallet: number;
  createdAt: string;
}
export interface UserRow extends User {
  orders: number;
  cart: number;
  total: number;
  profit: number;
}
export interface Admin {
  _id: number;
  name: string;
  email: string;
  contact: string;
  role: string;
  image: string;
  createdAt: string;
}
export interface SupportMessage {
  _id: number;
  message: string;
  status: 'open' | 'resolved';
  createdAt: string;
  resolvedAt: string | null;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
}
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
export interface ProductParams extends PageParams {
  search?: string;
  category?: string;
  sort?: 'price';
  orderBy?: 'asc' | 'desc';
}

// Accounts
export const register = (body: RegisterInput) => request<Msg>('POST', '/users/register', { body });
export const loginUser = (body: { email: string; password: string }) => request<LoginReply>('POST', '/users/login', { body });
export const loginAdmin = (body: { email: string; password: string }) => request<LoginReply>('POST', '/admins/login', { body });
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
export const listProducts = (q: ProductParams = {}) => request<Paged<Product>>('GET', '/products', { query: { ...q } });
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
export const listAllCarts = (q: PageParams = {}) => request<Paged<CartLine>>('GET', '/cart/allcarts', { query: { ...q } });
export const getWishlist = () => request<{ data: Product[] }>('GET', '/wishlist');
export const addToWishlist = (prodId: number) => request<Saved<Product>>('POST', '/wishlist/add', { body: { prodId } });
export const removeFromWishlist = (prodId: number) => request<Msg>('DELETE', `/wishlist/delete/${prodId}`);

// Addresses and orders
export const getAddresses = () => request<{ data: Address[] }>('GET', '/address');
export const addAddress = (body: AddressInput) => request<Saved<Address>>('POST', '/address/add', { body });
export const deleteAddress = (id: number) => request<Msg>('DELETE', `/address/delete/${id}`);
export const checkout = (addressId: number, idempotencyKey: string) =>
  request<Saved<Order[]>>('POST', '/order/checkout', { body: { addressId }, headers: { 'Idempotency-Key': idempotencyKey } });
export const getOrders = (q: PageParams = {}) => request<Paged<Order>>('GET', '/order', { query: { ...q } });
export const listAllOrders = (q: PageParams = {}) => request<Paged<Order>>('GET', '/order/allorders', { query: { ...q } });
export const updateOrderStatus = (id: number, status: OrderStatus) => request<Saved<Order>>('PATCH', `/order/update/${id}`, { body: { status } });
export const getCategoryFigures = () => request<{ allCategories: string[]; usersCategories: Record<string, number> }>('GET', '/order/categories');

// Support
export const sendSupport = (message: string) => request<Saved<SupportMessage>>('POST', '/support', { body: { message } });
export const listSupport = (q: PageParams = {}) => request<Paged<SupportMessage>>('GET', '/support', { query: { ...q } });
export const resolveSupport = (id: number) => request<Saved<SupportMessage>>('PATCH', `/support/resolve/${id}`);
