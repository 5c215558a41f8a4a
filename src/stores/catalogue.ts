/**
 * Products by id, for what the browser keeps without the server: a guest's cart and wishlist hold
 * only ids, and show each product as it is now (price, stock) through `GET /products/{id}`.
 */
import { useQueries } from '@tanstack/react-query';
import * as api from '../client/api';
import type { Product } from '../client/api';
import type { ApiError } from '../client/http';
import { queryKeys } from '../client/query';

export interface ProductsById {
  /** Each id's product once loaded; undefined while loading, null when the store no longer has it. */
  byId: Map<number, Product | null>;
  loading: boolean;
  error?: ApiError;
  retry: () => void;
}

/** The products of `ids`, each its own cached query (a product seen on another island is not asked again). */
export function useProductsById(ids: readonly number[]): ProductsById {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.product(id),
      queryFn: async () => (await api.getProduct(id)).msg[0] ?? null,
    })),
  });
  const byId = new Map<number, Product | null>();
  let error: ApiError | undefined;
  results.forEach((r, i) => {
    if (r.data !== undefined) byId.set(ids[i], r.data);
    else if (r.isError && r.error.status === 404) byId.set(ids[i], null);
    else if (r.isError) error ??= r.error;
  });
  return {
    byId,
    loading: results.some((r) => r.isPending && !r.isError),
    error,
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}
