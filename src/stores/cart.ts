/** The cart: server data cached in a persistent atom, so the nav bar's count follows it in every tab. */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import * as api from '../client/api';
import type { CartLine } from '../client/api';
import { ApiError } from '../client/http';
import { $signedIn } from './auth';

export const $cart = persistentAtom<CartLine[]>('cart', [], {
  encode: JSON.stringify,
  decode: (s) => {
    try {
      return JSON.parse(s) as CartLine[];
    } catch {
      return [];
    }
  },
});
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';
export const $cartState = atom<LoadState>('idle');
export const $cartError = atom<ApiError | undefined>(undefined);
export const $cartCount = computed($cart, (lines) => lines.length);

export async function loadCart(): Promise<void> {
  if (!$signedIn.get()) {
    $cart.set([]);
    return;
  }
  $cartState.set('loading');
  try {
    $cart.set((await api.getCart()).data);
    $cartState.set('ready');
  } catch (err) {
    $cartError.set(err as ApiError);
    $cartState.set('error');
  }
}

/** Adding a product already in the cart raises its quantity on the server: merge by line id. */
export async function addToCart(prodId: number, quantity = 1, size?: string) {
  const reply = await api.addToCart(prodId, quantity, size);
  const others = $cart.get().filter((l) => l._id !== reply.data._id);
  $cart.set([...others, reply.data]);
  return reply;
}

export async function setQuantity(id: number, quantity: number) {
  const reply = await api.updateCartLine(id, quantity);
  $cart.set($cart.get().map((l) => (l._id === id ? reply.data : l)));
  return reply;
}

export async function removeLine(id: number) {
  const reply = await api.removeCartLine(id);
  $cart.set($cart.get().filter((l) => l._id !== id));
  return reply;
}

/** After a checkout the server emptied the cart. */
export const clearCart = () => $cart.set([]);
