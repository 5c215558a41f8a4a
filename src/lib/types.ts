/** Shapes both sides share, derived from the constants and schemas. */
import type { z } from 'zod';
import type {
  ADMIN_ROLES,
  COUNTRIES,
  GATEWAY_PAYMENT_STATES,
  GATEWAY_REFUND_REASONS,
  GATEWAY_REFUND_STATES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PICTURE_STATUSES,
} from './constants';
import type { adminPictureSchema, pictureSchema } from './schemas';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type AdminRole = (typeof ADMIN_ROLES)[number];
export type Country = (typeof COUNTRIES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type GatewayPaymentState = (typeof GATEWAY_PAYMENT_STATES)[number];
export type GatewayRefundState = (typeof GATEWAY_REFUND_STATES)[number];
export type GatewayRefundReason = (typeof GATEWAY_REFUND_REASONS)[number];

/** A product photograph (src/lib/schemas.ts pictureSchema); the console's view adds position and status. */
export type Picture = z.infer<typeof pictureSchema>;
export type AdminPicture = z.infer<typeof adminPictureSchema>;
export type PictureStatus = (typeof PICTURE_STATUSES)[number];
