import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../..//client/api';
import { getOrderDetail } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { formatDay, stepWords } from '../../../lib/fulfilment';
import { returnWords } from '../../../lib/returns';
import { formatRs } from '../../../lib/money';
import { LinePicture } from '../../../ui/LinePicture';
import { StepBadge } from '../../../ui/StepBadge';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { admin } from '../messages';
import { formatDateTime } from '../parts/format';
import { ListError } from '../parts/ListState';
import { outlineButton } from '../../../ui/buttons';
import { TaxDocuments } from '../../invoices/TaxDocuments';

const t = admin.orders.detail;
/** A change's name: the step it moved to, or the old word when the step stayed (an order held back: 'Delayed'). */
const changeName = (h: OrderDetail['history'][number], first: boolean) =>
  first || h.fromStep !== h.step ? stepWords.label[h.step] : (admin.orders.statusNames[h.status] ?? h.status);

/** One order in full: who bought what, where it ships, and who changed its status when. */
export function OrderDetailDialog({ orderId, onClose }: { orderId?: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: queryKeys.admin.order(orderId ?? 0),
    queryFn: async () => (await getOrderDetail(orderId ?? 0)).data,
    enabled: orderId !== undefined,
    staleTime: 0,
  });
  return (
    <Modal
      open={orderId !== undefined}
      onClose={onClose}
      title={orderId ? t.title(orderId) : ''}
      className="max-w-2xl"
      closeButton={false}
      footer={
        <button type="button" className={outlineButton} onClick={onClose}>
          {t.close}
        </button>
      }
    >
      {query.isError ? (
        <ListError text={t.error} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Detail order={query.data} />
      ) : (
        <Spinner className="py-10" />
      )}
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** One of the four figures of the line, side by side. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-line p-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="text-sm tabular-nums">{children}</dd>
    </div>
  );
}

function Detail({ order: o }: { order: OrderDetail }) {
  const a = o.address;
  return (
    <div className="grid gap-5">
      <dl>
        <Row term={t.placed}>
          <span className="flex flex-wrap items-center gap-2">
            {formatDateTime(o.createdAt)} <StepBadge step={o.step} />
          </span>
        </Row>
        {o.courier && o.trackingNumber && (
          <Row term={t.shipment}>{t.shipmentText(o.courier, o.trackingNumber, o.expectedDelivery ? formatDay(o.expectedDelivery) : '—')}</Row>
        )}
        {o.step === 'cancelled' && (
          <Row term={t.cancelled}>
            {o.cancelledBy === 'shopper' ? t.byTheShopper : t.byTheStore}
            {o.cancelReason && `: ${o.cancelReason}`}
          </Row>
        )}
        <Row term={t.shopper}>
          {o.shopper ? (
            <>
              {o.shopper.name} · <span className="break-all">{o.shopper.email}</span> · {o.shopper.city}
            </>
          ) : (
            t.shopperGone(o.userName, o.userEmail)
          )}
        </Row>
        <Row term={t.address}>
          {a ? (
            <address className="not-italic">
              {a.firstName} {a.lastName}
              {a.company && `, ${a.company}`}
              <br />
              {a.address}, {a.city} {a.pincode}, {a.country}
              <br />
              {a.phone}
            </address>
          ) : (
            t.addressGone
          )}
        </Row>
        <Row term={t.payment}>
          {o.purchase ? (
            <>
              {o.purchase.paymentLabel}, {t.paymentStatuses[o.purchase.paymentStatus] ?? o.purchase.paymentStatus}
              <span className="block text-muted">
                {t.purchase(o.purchase._id)}: {t.items} {formatRs(o.purchase.subtotal)} · {t.shipping}{' '}
                {o.purchase.shipping ? formatRs(o.purchase.shipping) : t.freeShipping}
                {o.purchase.discount > 0 && ` · ${t.discount} −${formatRs(o.purchase.discount)}`} · {t.purchaseTotal}{' '}
                <strong className="text-ink">{formatRs(o.purchase.total)}</strong>
              </span>
              {o.payment?.orderId && <span className="block break-all text-muted">{t.gatewayIds(o.payment.orderId, o.payment.paymentId)}</span>}
              {o.payment?.refunds.map((r) => (
                <span key={`${r.createdAt}-${r.amount}`} className="block" data-testid="gateway-refund">
                  {t.gatewayRefund(formatRs(r.amount), t.gatewayRefundReasons[r.reason] ?? r.reason, t.gatewayRefundStates[r.state] ?? r.state)}
                </span>
              ))}
            </>
          ) : (
            t.purchaseGone
          )}
        </Row>
        {o.return && (
          <Row term={t.returnTerm}>
            <ReturnSummary ret={o.return} />
          </Row>
        )}
        <Row term={t.product}>
          <span className="flex items-center gap-3">
            <LinePicture picture={o.picture} image={o.image} box="consoleDetail" className="rounded bg-soft" />
            <span>
              {o.name} <span className="text-muted">· {o.category}</span>
              {!o.product && <span className="block text-xs text-muted">{t.productGone}</span>}
            </span>
          </span>
        </Row>
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term={t.size}>{o.size}</Fact>
        <Fact term={t.quantity}>{o.quantity}</Fact>
        <Fact term={t.price}>{formatRs(o.price)}</Fact>
        <Fact term={t.total}>
          <strong>{formatRs(o.total)}</strong>
        </Fact>
      </dl>
      {o.purchase && <TaxDocuments purchaseId={o.purchase._id} enabled heading="h3" />}
      <section aria-labelledby={`history-${o._id}`}>
        <h3 id={`history-${o._id}`} className="mb-2 text-sm font-semibold">
          {t.history}
        </h3>
        <ol className="grid gap-2 border-l-2 border-line pl-4">
          {o.history.map((h, i) => (
            <li key={`${h.at}-${h.status}-${h.step}`} className="text-sm">
              <span className="font-medium">{changeName(h, i === 0)}</span> <span className="text-muted">· {formatDateTime(h.at)}</span>
              <span className="block text-xs text-muted">
                {h.by === null ? (i === 0 ? t.byShopper : t.byTheShopper) : h.by._id === null ? t.byGoneAdmin(h.by.name) : t.by(h.by.name, h.by.email)}
              </span>
              {h.note && <span className="block text-xs">{h.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The item's return as the Returns section has it: where it stands, why, what the shopper asked for, the refund. */
function ReturnSummary({ ret }: { ret: NonNullable<OrderDetail['return']> }) {
  return (
    <span className="block">
      <strong>{returnWords.status[ret.status]}</strong> · {returnWords.reason[ret.reason]}
      {ret.note && ` (${ret.note})`} · {returnWords.resolution[ret.resolution]}
      {ret.exchangeSize && ` ${t.exchangeTo(ret.exchangeSize)}`}
      {ret.declineReason && <span className="block text-muted">{t.declinedBecause(ret.declineReason)}</span>}
      {ret.refund && (
        <span className="block text-muted">
          {returnWords.refundedText(formatRs(ret.refund.amount), returnWords.method[ret.refund.method], ret.refund.reference)}
        </span>
      )}
    </span>
  );
}
