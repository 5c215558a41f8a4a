import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Order, updateOrderStatus } from '../../../client/api';
import type { OrderFilter } from '../../../lib/schemas';
import { TOAST_MS } from '../../../lib/constants';
import type { OrderStatus } from '../../../lib/types';
import { admin } from '../messages';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { toastFail, toastOk } from '../parts/toast';
import { ExportButton } from './ExportButton';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';
import { useAllOrders } from './useAllOrders';

const t = admin.orders;

/** Manage Orders (docs/product.md §2): filters, the list, the export; after a status change the orders are reloaded (§4). */
export function OrdersSection() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const list = useAllOrders(filter);
  const [shown, setShown] = useState<number>();
  const filtered = Boolean(filter.status || filter.from || filter.to || filter.search);

  const statusChange = useMutation({
    mutationFn: ({ order, status }: { order: Order; status: OrderStatus }) => updateOrderStatus(order._id, status),
    onSuccess: (_, { order, status }) => {
      toastOk(t.updated, t.updatedText(order.name, status), TOAST_MS.normal);
      list.reload();
    },
    onError: (err) => toastFail(t.updateFailed, err, TOAST_MS.normal),
  });
  const setStatus = (order: Order, status: OrderStatus) => statusChange.mutate({ order, status });
  const busyId = statusChange.isPending ? statusChange.variables.order._id : undefined;

  const reply = list.reply;
  const exact = reply?.totalExact ?? true;
  return (
    <Section id="manage-orders" actions={<ExportButton filter={filter} />}>
      <OrderFilters filter={filter} onChange={setFilter} />
      <p className="mb-2 min-h-5 text-sm text-muted" aria-live="polite">
        {reply && t.count(reply.total, exact)}
      </p>
      <ListBody
        list={list}
        errorText={t.error}
        emptyText={filtered ? t.noMatch : t.empty}
        pagerText={{ label: admin.pages, prev: admin.prev, next: admin.next, page: (p, n) => t.page(p, n, exact) }}
      >
        {(r) => <OrdersTable rows={r.data} busyId={busyId} onSet={setStatus} onShow={(o) => setShown(o._id)} />}
      </ListBody>
      <OrderDetailDialog orderId={shown} onClose={() => setShown(undefined)} />
    </Section>
  );
}
