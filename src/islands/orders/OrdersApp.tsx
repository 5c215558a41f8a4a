import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getOrders } from '../../client/api';
import { queryKeys, withQueryClient } from '../../client/query';
import { ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../lib/constants';
import { orders as t } from './messages';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { useGuard } from '../auth/useGuard';
import { pagerText } from '../products/messages';
import { pageCount } from '../products/query';
import { OrderCard } from './OrderCard';

/** /orders (docs/product.md §2): the shopper's orders, newest first, paged on the server. */
function OrdersApp() {
  const allowed = useGuard();
  const [page, setPage] = useState(FIRST_PAGE);
  const params = { page, limit: ADMIN_PAGE_SIZE };
  const orders = useQuery({ queryKey: queryKeys.orders(params), queryFn: () => getOrders(params), enabled: allowed });

  if (orders.isError) return <ErrorState title={t.error} detail={orders.error.msg} onRetry={() => void orders.refetch()} />;
  if (!allowed || !orders.data) return <Spinner className="py-16" />;
  if (orders.data.total === 0) {
    return (
      <EmptyState title={t.empty}>
        <a href="/products" className="font-medium text-ink underline underline-offset-4">
          {t.startShopping}
        </a>
      </EmptyState>
    );
  }
  const pages = pageCount(orders.data.total, orders.data.limit);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {orders.data.data.map((o) => (
          <OrderCard key={o._id} order={o} />
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          text={pagerText}
          onPage={(p) => {
            setPage(p);
            scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </>
  );
}

export default withQueryClient(OrdersApp);
