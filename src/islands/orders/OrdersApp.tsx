import { useEffect, useState } from 'react';
import { getOrders, type Paged, type Order } from '../../client/api';
import type { ApiError } from '../../client/http';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { orders as t } from '../../lib/messages';
import { useGuard } from '../auth/useGuard';
import { Pager } from '../products/Pager';
import { pageCount } from '../products/query';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { OrderCard } from './OrderCard';

type Load = { status: 'loading' } | { status: 'ready'; page: Paged<Order> } | { status: 'error'; error: ApiError };

/** /orders (docs/product.md §2): the shopper's orders, newest first, paged on the server. */
export default function OrdersApp() {
  const allowed = useGuard();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    setLoad({ status: 'loading' });
    getOrders({ page, limit: ADMIN_PAGE_SIZE }).then(
      (p) => {
        if (live) setLoad({ status: 'ready', page: p });
      },
      (error: ApiError) => {
        if (live) setLoad({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [allowed, page, attempt]);

  if (!allowed || load.status === 'loading') return <Spinner className="py-16" />;
  if (load.status === 'error') return <ErrorState title={t.error} detail={load.error.msg} onRetry={() => setAttempt((n) => n + 1)} />;
  if (load.page.total === 0) {
    return (
      <EmptyState title={t.empty}>
        <a href="/products" className="font-medium text-ink underline underline-offset-4">
          {t.startShopping}
        </a>
      </EmptyState>
    );
  }
  const pages = pageCount(load.page.total, load.page.limit);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {load.page.data.map((o) => (
          <OrderCard key={o._id} order={o} />
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onPage={(p) => {
            setPage(p);
            scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </>
  );
}
