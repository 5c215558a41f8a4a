/**
 * Server state in the islands (docs/architecture.md, "Where state lives"): one TanStack Query client
 * for the page. Every island is its own React root, so an island that reads server data wraps itself
 * in `withQueryClient`; in the browser the client is one module-level instance, so the islands of a
 * page share one cache (the cart the nav bar fetched is the cart the cart page shows). Writes that any
 * island may start (add to cart, the heart) are functions on this client in the stores, usable
 * without React. On the server every rendered island gets a client of its own (`withQueryClient`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { QUERY_STALE_MS } from '../lib/constants';
import type { PurchaseChoice } from '../lib/schemas';
import type { OrderListParams, PageParams, ProductParams } from './api';
import type { ApiError } from './http';

// Every call goes through src/client/http.ts, which turns any failure into an ApiError.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** The page's client in the browser. The server never renders with it: see `withQueryClient`. */
export const queryClient = newQueryClient();

/** Every query key of the browser, in one place, so a write knows what it makes stale. */
export const queryKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  addresses: ['addresses'] as const,
  pincode: (pin: string) => ['pincode', pin] as const,
  products: (params: ProductParams) => ['products', params] as const,
  product: (id: number) => ['product', id] as const,
  similar: (id: number) => ['product', id, 'similar'] as const,
  suggest: (q: string) => ['suggest', q] as const,
  orders: (params: PageParams) => ['orders', params] as const,
  paymentMethods: ['payment-methods'] as const,
  /** `cart`: the cart lines' ids and quantities, so a changed cart asks again. */
  quotes: ['quote'] as const,
  quote: (choice: PurchaseChoice, cart: string) => ['quote', choice, cart] as const,
  purchases: (params: PageParams) => ['purchases', params] as const,
  purchase: (id: number) => ['purchase', id] as const,
  /** Its tax invoice and credit notes: under the purchase's key, so whatever reloads the purchase reloads them. */
  taxDocuments: (id: number) => ['purchase', id, 'documents'] as const,
  /** The account page's own account (GET /users/{id}). */
  account: ['account'] as const,
  mySupport: ['support', 'mine'] as const,
  /** The chat button's badge: replies not yet seen. */
  admin: {
    all: ['admin'] as const,
    me: ['admin', 'me'] as const,
    users: (params: PageParams) => ['admin', 'users', params] as const,
    admins: (params: PageParams) => ['admin', 'admins', params] as const,
    orders: (params: OrderListParams) => ['admin', 'orders', params] as const,
    order: (id: number) => ['admin', 'order', id] as const,
    analytics: (days: number) => ['admin', 'analytics', days] as const,
    products: (params: ProductParams) => ['admin', 'products', params] as const,
    lowStock: (params: PageParams) => ['admin', 'low-stock', params] as const,
    support: (params: PageParams) => ['admin', 'support', params] as const,
    outbox: (params: PageParams) => ['admin', 'outbox', params] as const,
    coupons: (params: PageParams) => ['admin', 'coupons', params] as const,
    categoryRows: ['admin', 'category-rows'] as const,
    returns: (status: string, params: PageParams) => ['admin', 'returns', status, params] as const,
    outboxMessage: (id: number) => ['admin', 'outbox-message', id] as const,
    categories: ['admin', 'categories'] as const,
    categoryFigures: ['admin', 'category-figures'] as const,
  },
};

/** Wraps an island's root in the page's query client: `export default withQueryClient(CartApp)`. */
export function withQueryClient<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    // On the server a render gets a client of its own, dropped with it. One process-wide client would
    // keep every query it saw (the server never collects them: 8 MB of heap per 1,000 distinct lists) and
    // answer a later render of the same key with the first one's data (initialData counts only when
    // a key is new): a repriced product kept its old price in the HTML.
    const [client] = useState(() => (import.meta.env.SSR ? newQueryClient() : queryClient));
    return (
      <QueryClientProvider client={client}>
        <Island {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Island.displayName ?? Island.name})`;
  return WithQueryClient;
}
