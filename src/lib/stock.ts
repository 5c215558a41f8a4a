/**
 * Sizes and stock as both sides read them (docs/features.md "Sizes and stock"): `stock` is the units left of a
 * size, or null for "not counted" (always available).
 */
import { FEW_LEFT_AT, LOW_STOCK_AT, MAX_QUANTITY, PRODUCT_SIZE } from './constants';

export interface SizeStock {
  size: string;
  stock: number | null;
}

export const canBuy = (s: SizeStock) => s.stock === null || s.stock > 0;
export const isInStock = (sizes: readonly SizeStock[]) => sizes.some(canBuy);
export const findSize = (sizes: readonly SizeStock[], size: string) => sizes.find((s) => s.size === size);

/** The size bought when none is named: 'M' when there is one, else the only size, else none. */
export function defaultSize(sizes: readonly SizeStock[]): string | undefined {
  if (findSize(sizes, PRODUCT_SIZE)) return PRODUCT_SIZE;
  return sizes.length === 1 ? sizes[0].size : undefined;
}

/** The first size a shopper can buy, for a picker's initial choice. */
export const firstAvailable = (sizes: readonly SizeStock[]) => sizes.find(canBuy)?.size;

/**
 * The size a product page starts on: the one in its `?size=` when it can be bought, else the only size
 * when there is just one and it can be bought, else none: with several sizes the shopper chooses, so a
 * quick tap never buys a size nobody picked.
 */
export function initialSize(sizes: readonly SizeStock[], requested: string | null | undefined): string | undefined {
  const asked = requested ? findSize(sizes, requested) : undefined;
  if (asked && canBuy(asked)) return asked.size;
  return sizes.length === 1 && canBuy(sizes[0]) ? sizes[0].size : undefined;
}

/** The most of one size a shopper can have in the cart: 10, or fewer when fewer are left. */
export const maxQuantity = (stock: number | null) => (stock === null ? MAX_QUANTITY : Math.min(MAX_QUANTITY, stock));

/** 'Only N left' is shown at FEW_LEFT_AT or fewer; not for sold-out or uncounted sizes. */
export const fewLeft = (stock: number | null) => stock !== null && stock > 0 && stock <= FEW_LEFT_AT;

/** The units of all counted sizes, or null when no size is counted. */
export function totalStock(sizes: readonly SizeStock[]): number | null {
  const counted = sizes.filter((s) => s.stock !== null);
  return counted.length ? counted.reduce((sum, s) => sum + (s.stock ?? 0), 0) : null;
}

/** The admin's badge: sold out in every size, or some size low (LOW_STOCK_AT or fewer left). */
export function stockBadge(sizes: readonly SizeStock[]): 'soldOut' | 'low' | undefined {
  if (!isInStock(sizes)) return 'soldOut';
  return sizes.some((s) => s.stock !== null && s.stock <= LOW_STOCK_AT) ? 'low' : undefined;
}

/** A cart line the shopper must fix before ordering: fewer left than they want, or sold out. */
export const isShort = (line: { quantity: number; stock: number | null }) => line.stock !== null && line.stock < line.quantity;
