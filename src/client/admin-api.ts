/**
 * The console's own API calls (src/islands/admin/): apart from the shoppers' (./api.ts), so the pages
 * shoppers load carry none of them. The same typed client, from ./api.ts.
 */
import type { ClientResponse } from 'hono/client';
import { api, type Body, type OrderListParams, type PageParams, param, type Query, type ReturnListParams } from './api';
import { baseURL, blob, fileFetch, ok } from './http';
import type { AdminPicture } from '../lib/types';

export const listUsers = (q: PageParams = {}) => ok(api.users.$get({ query: q }));

export const listAdmins = (q: PageParams = {}) => ok(api.admins.$get({ query: q }));

export const addAdmin = (body: Body<typeof api.admins.add.$post>) => ok(api.admins.add.$post({ json: body }));

export const deleteAdmin = (id: number) => ok(api.admins.delete[':id'].$delete({ param: param(id) }));

/** The console's categories: each with its department, place and product count; and their edits (admins). */
export const listCategoryRows = () => ok(api.categories.all.$get());

export const addCategory = (body: Body<typeof api.categories.$post>) => ok(api.categories.$post({ json: body }));

export const updateCategory = (slug: string, body: Body<(typeof api.categories)[':slug']['$patch']>) =>
  ok(api.categories[':slug'].$patch({ param: { slug }, json: body }));

export const deleteCategory = (slug: string) => ok(api.categories[':slug'].$delete({ param: { slug } }));

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

export const listAllCarts = (q: PageParams = {}) => ok(api.cart.allcarts.$get({ query: q }));

/** The browser's return from the gateway's checkout: the server checks the signature and records the payment. */
export const verifyPayment = (body: Body<typeof api.payments.verify.$post>) => ok(api.payments.verify.$post({ json: body }));

/** The console moves one order to a step, or many at once. */
export const setOrderStep = (id: number, body: Body<(typeof api.order.step)[':id']['$patch']>) =>
  ok(api.order.step[':id'].$patch({ param: param(id), json: body }));

export const setOrdersStep = (body: Body<(typeof api.order)['bulk-step']['$post']>) => ok(api.order['bulk-step'].$post({ json: body }));

export const listReturns = (q: ReturnListParams = {}) => ok(api.returns.$get({ query: q }));

export const approveReturn = (id: number) => ok(api.returns[':id'].approve.$post({ param: param(id) }));

export const declineReturn = (id: number, reason: string) => ok(api.returns[':id'].decline.$post({ param: param(id), json: { reason } }));

/** `refundInstead`: an exchange whose product or size is gone is received as a refund (the API's 409 says when). */
export const receiveReturn = (id: number, damaged: boolean, refundInstead = false) =>
  ok(api.returns[':id'].receive.$post({ param: param(id), json: { damaged, ...(refundInstead ? { refundInstead } : {}) } }));

export const refundReturn = (id: number, body: Body<(typeof api.returns)[':id']['refund']['$post']>) =>
  ok(api.returns[':id'].refund.$post({ param: param(id), json: body }));

export const getOrders = (q: PageParams = {}) => ok(api.order.$get({ query: q }));

export const listAllOrders = (q: OrderListParams = {}) => ok(api.order.allorders.$get({ query: q }));

export const getOrderDetail = (id: number) => ok(api.order.detail[':id'].$get({ param: param(id) }));

/** Every order the filter selects, as the CSV file the server streams. */
export const exportOrders = (q: Query<typeof api.order.export.$get> = {}) => blob(api.order.export.$get({ query: q }, { fetch: fileFetch }));

export const getAnalytics = (days: Query<typeof api.order.analytics.$get>['days']) => ok(api.order.analytics.$get({ query: { days } }));

export const updateOrderStatus = (id: number, status: Body<(typeof api.order.update)[':id']['$patch']>['status']) =>
  ok(api.order.update[':id'].$patch({ param: param(id), json: { status } }));

export const getCategoryFigures = () => ok(api.order.categories.$get());

/** The console's Outbox: the store's e-mail, and one message as it will arrive. */
export const listOutbox = (q: PageParams = {}) => ok(api.admins.outbox.$get({ query: q }));

export const getOutboxMessage = (id: number) => ok(api.admins.outbox[':id'].$get({ param: param(id) }));

export const replySupport = (id: number, reply: string) => ok(api.support.reply[':id'].$patch({ param: param(id), json: { reply } }));

export const listSupport = (q: PageParams = {}) => ok(api.support.$get({ query: q }));

export const listCoupons = (q: PageParams = {}) => ok(api.coupons.$get({ query: q }));

export const createCoupon = (body: Body<typeof api.coupons.$post>) => ok(api.coupons.$post({ json: body }));

export const setCouponActive = (id: number, active: boolean) => ok(api.coupons[':id'].$patch({ param: param(id), json: { active } }));

/** The fields of the coupon the console's form changed. */
export const updateCoupon = (id: number, body: Body<(typeof api.coupons)[':id']['$patch']>) => ok(api.coupons[':id'].$patch({ param: param(id), json: body }));

export const resolveSupport = (id: number) => ok(api.support.resolve[':id'].$patch({ param: param(id) }));
