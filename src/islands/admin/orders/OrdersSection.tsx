import { useState } from 'react';
import type { OrderRow } from '../../../client/api';
import { ApiError } from '../../../client/http';
import type { OrderFilter } from '../../../lib/schemas';
import { admin } from '../messages';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { BulkBar } from './BulkBar';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ExportButton } from './ExportButton';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';
import { ShipDialog } from './ShipDialog';
import { useAllOrders } from './useAllOrders';
import { type StepChange, useStepChange } from './useStepChange';

const t = admin.orders;
/** A refusal's `errors` (400 by field, 409 by item), for the dialog that sent it. */
const errorsOf = (err: unknown) => (err instanceof ApiError && err.errors ? err.errors : {});

/**
 * Manage Orders (docs/product.md §2): filters by step, days and search; the list with each
 * order's step, amount, date and payment; one order's moves, or the selected ones packed or shipped at
 * once; cancelling asks first. After any change the list reloads.
 */
export function OrdersSection() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const list = useAllOrders(filter);
  const [shown, setShown] = useState<number>();
  const [selected, setSelected] = useState<Map<number, OrderRow>>(new Map());
  const [shipping, setShipping] = useState<OrderRow[]>([]);
  const [cancelling, setCancelling] = useState<OrderRow>();
  const filtered = Boolean(filter.status || filter.step || filter.from || filter.to || filter.search);

  const change = useStepChange(() => {
    setShipping([]);
    setCancelling(undefined);
    setSelected(new Map());
    list.reload();
  });
  const run = (c: StepChange) => change.mutate(c);
  const busyIds = !change.isPending ? [] : change.variables.kind === 'one' ? [change.variables.id] : change.variables.body.items.map((i) => i.id);
  const lastErrors = change.isError ? errorsOf(change.error) : {};

  const select = (o: OrderRow, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(o._id, o);
      else next.delete(o._id);
      return next;
    });
  const chosen = [...selected.values()];

  const reply = list.reply;
  const exact = reply?.totalExact ?? true;
  return (
    <Section id="manage-orders" actions={<ExportButton filter={filter} />}>
      <OrderFilters
        filter={filter}
        onChange={(f) => {
          setSelected(new Map());
          setFilter(f);
        }}
      />
      <p className="mb-2 min-h-5 text-sm text-muted" aria-live="polite">
        {reply && t.count(reply.total, exact)}
      </p>
      <BulkBar
        count={chosen.length}
        busy={change.isPending}
        onPack={() => run({ kind: 'many', body: { step: 'packed', items: chosen.map((o) => ({ id: o._id })) } })}
        onShip={() => {
          change.reset();
          setShipping(chosen);
        }}
        onClear={() => setSelected(new Map())}
      />
      <ListBody
        list={list}
        errorText={t.error}
        emptyText={filtered ? t.noMatch : t.empty}
        pagerText={{ label: admin.pages, prev: admin.prev, next: admin.next, page: (p, n) => t.page(p, n, exact) }}
      >
        {(r) => (
          <OrdersTable
            rows={r.data}
            busyIds={busyIds}
            selected={new Set(selected.keys())}
            onSelect={select}
            onSelectAll={(on) => setSelected(on ? new Map(r.data.map((o) => [o._id, o])) : new Map())}
            onShow={(o) => setShown(o._id)}
            actions={{
              onPack: (o) => run({ kind: 'one', id: o._id, body: { step: 'packed' } }),
              onShip: (o) => {
                change.reset();
                setShipping([o]);
              },
              onDeliver: (o) => run({ kind: 'one', id: o._id, body: { step: 'delivered' } }),
              onCancel: (o) => {
                change.reset();
                setCancelling(o);
              },
            }}
          />
        )}
      </ListBody>
      <ShipDialog
        key={shipping.map((o) => o._id).join(',')}
        orders={shipping}
        errors={lastErrors}
        pending={change.isPending}
        onSubmit={(body) => run({ kind: 'many', body: { step: 'shipped', ...body } })}
        onClose={() => setShipping([])}
      />
      <CancelOrderDialog
        key={cancelling?._id}
        order={cancelling}
        error={lastErrors.reason}
        pending={change.isPending}
        onConfirm={(reason) => cancelling && run({ kind: 'one', id: cancelling._id, body: { step: 'cancelled', reason } })}
        onClose={() => setCancelling(undefined)}
      />
      <OrderDetailDialog orderId={shown} onClose={() => setShown(undefined)} />
    </Section>
  );
}
