/** Shapes both sides share, derived from the constants and schemas. */
import type { ADMIN_ROLES, COUNTRIES, ORDER_STATUSES, PAYMENT_STATUSES } from './constants';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type AdminRole = (typeof ADMIN_ROLES)[number];
export type Country = (typeof COUNTRIES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
