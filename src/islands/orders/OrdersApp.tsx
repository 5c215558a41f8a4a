import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getPurchases } from '../../client/api';
import { queryKeys, withQueryClient } from '../../client/query';
import { ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../lib/constants';
import { orders as t } from './messages';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { useGuard } from '../auth/useGuard';
import { pager as pagerText } from '../../lib/messages';
import { pageCount } from '../../lib/paging';
import { PurchaseCard } from './PurchaseCard';

/** /orders (docs/product.md §2): the shopper's purchases, newest first, each with its items; paged on the server. */
function OrdersApp() {
  const allowed = useGuard();
  const [page, setPage] = useState(FIRST_PAGE);
  const params = { page, limit: ADMIN_PAGE_SIZE };
  const purchases = useQuery({ queryKey: queryKeys.purchases(params), queryFn: () => getPurchases(params), enabled: allowed });

  if (purchases.isError) return <ErrorState title={t.error} detail={purchases.error.msg} onRetry={() => void purchases.refetch()} />;
  if (!allowed || !purchases.data) return <Spinner className="py-16" />;
  if (purchases.data.total === 0) {
    return (
      <EmptyState title={t.empty}>
        <a href="/products" className="font-medium text-ink underline underline-offset-4">
          {t.startShopping}
        </a>
      </EmptyState>
    );
  }
  const pages = pageCount(purchases.data.total, purchases.data.limit);
  return (
    <>
      <ul className="mx-auto flex max-w-3xl flex-col gap-6">
        {purchases.data.data.map((p) => (
          <PurchaseCard key={p._id} purchase={p} />
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
