/**
 * The cart. Signed in, it is server data in the page's query cache (src/client/query.tsx) under
 * `queryKeys.cart`, with its count in a persistent atom so the nav bar shows it at once after a reload
 * and in every tab; quantity changes and removals show at once (optimistic) and are undone if the
 * server refuses them. Signed out, it is a guest cart kept in this browser (product, size, quantity),
 * shown with each product as it is now, and joined to the account's at sign-in (`mergeGuestCart`).
 */
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import * as api from '../client/api';
import type { CartLine, Product } from '../client/api';
import { ApiError } from '../client/http';
import { queryClient, queryKeys } from '../client/query';
import { MAX_CART_LINES } from '../lib/constants';
import { common } from '../lib/messages';
import { mainPicture } from '../lib/picture';
import { clampQuantity } from '../lib/quantity';
import { defaultSize, findSize, maxQuantity } from '../lib/stock';
import { $signedIn } from './auth';
import { $accountCartCount, $guestCart, $hasCart, type GuestLine } from './cart-count';
import { cartQuery, fetchCart } from './cart-query';
import { useProductsById } from './catalogue';

export { $cartCount, $guestCart, $hasCart, type GuestLine } from './cart-count';

export { cartQuery } from './cart-query';

/** A guest line shown like an account's: the product as it is now; negative ids never reach the server. */
function guestLineView(line: GuestLine, index: number, product: Product): CartLine {
  const size = line.size ?? defaultSize(product.sizes) ?? '';
  // A size not counted keeps its null (always available); one the product no longer has is gone (0).
  const chosen = findSize(product.sizes, size);
  return {
    _id: -(index + 1),
    prodId: product._id,
    size,
    quantity: line.quantity,
    status: 'pending',
    stock: chosen ? chosen.stock : 0,
    userId: 0,
    userName: '',
    createdAt: '',
    name: product.name,
    subhead: product.subhead,
    price: product.price,
    oprice: product.oprice,
    category: product.category,
    image: product.images[0] ?? '',
    picture: mainPicture(product),
  };
}

export interface CartView {
  /** The lines; undefined until known. */
  lines?: CartLine[];
  error?: ApiError;
  retry: () => void;
  /** A guest's cart, kept in this browser. */
  guest: boolean;
}

/** The cart to show: the account's (asked only for a shopper's session) or the guest's. */
export function useCart(): CartView {
  const hasCart = useStore($hasCart);
  const signedIn = useStore($signedIn);
  const guestLines = useStore($guestCart);
  const account = useQuery({ ...cartQuery, enabled: hasCart });
  const products = useProductsById(signedIn ? [] : guestLines.map((l) => l.prodId));
  if (signedIn) {
    return { lines: account.data, error: account.isError ? account.error : undefined, retry: () => void account.refetch(), guest: false };
  }
  if (products.error) return { error: products.error, retry: products.retry, guest: true };
  if (products.loading) return { retry: products.retry, guest: true };
  const lines = guestLines.flatMap((line, i) => {
    const product = products.byId.get(line.prodId);
    return product ? [guestLineView(line, i, product)] : [];
  });
  return { lines, retry: products.retry, guest: true };
}

/** Asks the server for the cart again (a refused checkout); a guest cart left from before sign-in joins first. */
export async function refreshCart(): Promise<unknown> {
  if (!$hasCart.get()) return;
  if ($guestCart.get().length) await mergeGuestCart();
  return fetchCart();
}

let merging: Promise<Skipped[]> | undefined;
type Skipped = api.Reply<typeof api.mergeCart>['skipped'][number];

/**
 * Joins the guest cart to the account's (the server caps quantities and skips what cannot be had)
 * and empties it; answers what was skipped. Once at a time: the login form and the nav bar both ask
 * at sign-in, and the guest cart is emptied before the call (so another tab does not send it again);
 * on failure it is put back for the next page.
 */
export function mergeGuestCart(): Promise<Skipped[]> {
  merging ??= (async () => {
    const lines = $guestCart.get();
    if (!lines.length || !$hasCart.get()) return [];
    $guestCart.set([]);
    try {
      const reply = await api.mergeCart(lines);
      queryClient.setQueryData(queryKeys.cart, reply.data);
      return reply.skipped;
    } catch {
      $guestCart.set([...lines, ...$guestCart.get()]);
      return [];
    }
  })().finally(() => {
    merging = undefined;
  });
  return merging;
}

const setLines = (fn: (lines: CartLine[]) => CartLine[]) => queryClient.setQueryData<CartLine[]>(queryKeys.cart, (lines) => (lines ? fn(lines) : lines));

/** Runs `change` on the cached lines at once, calls the server, and puts the lines back if it refuses. */
async function optimistic<T>(change: (lines: CartLine[]) => CartLine[], call: () => Promise<T>): Promise<T> {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart });
  const before = queryClient.getQueryData<CartLine[]>(queryKeys.cart);
  setLines(change);
  try {
    return await call();
  } catch (err) {
    queryClient.setQueryData(queryKeys.cart, before);
    throw err;
  }
}

/** What a cart write answers: the server's words (a guest's write has none). */
export interface CartReply {
  msg?: string;
}

/** What goes in the cart: the product's id, and its sizes to pick the default and cap a guest's line. */
export type CartProduct = { _id: number; sizes?: Product['sizes'] };

/** How many, in which size (the product's default when none is named). */
export interface CartChoice {
  quantity?: number;
  size?: string;
}

/**
 * Adds a product (in a size, or the product's default) to the cart. A guest's is kept in this
 * browser: the same product and size raises its line, capped at what may be bought.
 * Signed in, adding a product already in the cart raises its quantity on the server.
 */
export async function addToCart(product: CartProduct, { quantity = 1, size }: CartChoice = {}): Promise<CartReply> {
  if (!$signedIn.get()) {
    addGuestLine(product, { quantity, size });
    return {};
  }
  const reply = await api.addToCart(product._id, quantity, size);
  if (queryClient.getQueryData(queryKeys.cart)) setLines((lines) => [...lines.filter((l) => l._id !== reply.data._id), reply.data]);
  else void refreshCart();
  return reply;
}

function addGuestLine(product: CartProduct, { quantity, size }: CartChoice & { quantity: number }): void {
  const sizes = product.sizes ?? [];
  const chosen = size ?? defaultSize(sizes);
  const cap = maxQuantity(chosen ? (findSize(sizes, chosen)?.stock ?? null) : null);
  const lines = $guestCart.get();
  const same = lines.find((l) => l.prodId === product._id && l.size === chosen);
  if (same) {
    $guestCart.set(lines.map((l) => (l === same ? { ...l, quantity: Math.min(cap, clampQuantity(l.quantity + quantity)) } : l)));
    return;
  }
  if (lines.length >= MAX_CART_LINES) throw guestError();
  $guestCart.set([...lines, { prodId: product._id, size: chosen, quantity: Math.min(cap, clampQuantity(quantity)) }]);
}

/** The guest cart refuses like the server would when full. */
const guestError = () => new ApiError(409, common.cartFull);

/** Guest lines carry negative ids: -1 is the first line. */
const guestIndex = (id: number) => -id - 1;

export async function setQuantity(id: number, quantity: number): Promise<CartReply> {
  if (id < 0) {
    $guestCart.set($guestCart.get().map((l, i) => (i === guestIndex(id) ? { ...l, quantity } : l)));
    return {};
  }
  const reply = await optimistic(
    (lines) => lines.map((l) => (l._id === id ? { ...l, quantity } : l)),
    () => api.updateCartLine(id, quantity),
  );
  setLines((lines) => lines.map((l) => (l._id === id ? reply.data : l)));
  return reply;
}

export async function removeLine(id: number): Promise<CartReply> {
  if (id < 0) {
    $guestCart.set($guestCart.get().filter((_, i) => i !== guestIndex(id)));
    return {};
  }
  return optimistic(
    (lines) => lines.filter((l) => l._id !== id),
    () => api.removeCartLine(id),
  );
}

/** After a checkout the server emptied the cart. */
export function clearCart(): void {
  queryClient.setQueryData<CartLine[]>(queryKeys.cart, []);
  $accountCartCount.set(0);
}
