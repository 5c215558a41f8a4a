import { useState } from 'react';
import { updateOrderStatus, type Order } from '../../../client/api';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import type { OrderStatus } from '../../../lib/types';
import { ListBody } from '../ui/ListBody';
import { Section } from '../ui/Section';
import { toastFail, toastOk } from '../ui/toast';
import { OrdersTable } from './OrdersTable';
import { useAllOrders } from './useAllOrders';

/** Manage Orders (docs/product.md §2); after a status change the orders are reloaded (§4). */
export function OrdersSection() {
  const list = useAllOrders();
  const [busyId, setBusyId] = useState<number>();

  const setStatus = async (o: Order, status: OrderStatus) => {
    setBusyId(o._id);
    try {
      await updateOrderStatus(o._id, status);
      toastOk(admin.orders.updated, admin.orders.updatedText(o.name, status), TOAST_MS.normal);
      list.reload();
    } catch (err) {
      toastFail(admin.orders.updateFailed, err, TOAST_MS.normal);
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <Section id="manage-orders">
      <ListBody list={list} errorText={admin.orders.error} emptyText={admin.orders.empty}>
        {(r) => <OrdersTable rows={r.items} busyId={busyId} onSet={(o, s) => void setStatus(o, s)} />}
      </ListBody>
    </Section>
  );
}
