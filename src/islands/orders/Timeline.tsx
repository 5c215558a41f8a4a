import type { PurchaseDetail } from '../../client/api';
import { formatOrderDate, isoDate } from '../../lib/dates';
import { formatDay, purchaseTimeline, type Step, stepWords } from '../../lib/fulfilment';
import { orders as t } from './messages';

const RETURN_STEPS: readonly Step[] = ['return_requested', 'returned', 'exchanged'];

/** The shipments of a purchase: one per courier and tracking number, with the items in it. */
function shipmentsOf(p: PurchaseDetail) {
  const byKey = new Map<string, { courier: string; tracking: string; expected: string | null; names: string[] }>();
  for (const o of p.items) {
    if (!o.courier || !o.trackingNumber || o.step === 'cancelled') continue;
    const key = `${o.courier}\u0000${o.trackingNumber}`;
    const s = byKey.get(key) ?? { courier: o.courier, tracking: o.trackingNumber, expected: o.expectedDelivery, names: [] };
    s.names.push(o.name);
    byKey.set(key, s);
  }
  return [...byKey.values()];
}

/**
 * /orders/{id}'s tracking: Placed, Packed, Shipped, Delivered with the day each was reached, the
 * courier and tracking number under Shipped and the expected day under Delivered; a purchase
 * cancelled whole reads Placed, then Cancelled.
 */
export function Timeline({ purchase: p }: { purchase: PurchaseDetail }) {
  const steps = purchaseTimeline(p, p.history);
  const shipments = shipmentsOf(p);
  const expected = shipments.map((s) => s.expected).filter((d): d is string => d !== null);
  return (
    <ol aria-label={t.timeline} className="grid gap-0 md:grid-flow-col md:auto-cols-fr">
      {steps.map((s) => {
        const done = s.state !== 'next';
        return (
          <li
            key={s.step}
            aria-current={s.state === 'current' ? 'step' : undefined}
            className={`relative border-l-2 pb-5 pl-5 last:pb-0 md:border-l-0 md:border-t-2 md:pt-4 md:pb-0 md:pl-0 md:pr-3 ${done ? 'border-ink' : 'border-line'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute -left-[7px] top-0 size-3 rounded-full md:-top-[7px] md:left-0 ${done ? (s.step === 'cancelled' ? 'bg-red-700' : 'bg-ink') : 'border-2 border-line bg-white'}`}
            />
            <p className={`font-semibold ${done ? '' : 'text-muted'}`}>{stepWords.label[s.step]}</p>
            <p className="text-sm text-muted">{s.at ? <time dateTime={isoDate(s.at)}>{formatOrderDate(s.at)}</time> : done ? t.undated : t.notYet}</p>
            {s.step === 'shipped' && done && (
              <ul className="mt-1 grid gap-1 text-sm">
                {shipments.map((sh) => (
                  <li key={`${sh.courier}-${sh.tracking}`} className="break-words">
                    {shipments.length > 1 && <span className="block text-xs text-muted">{t.shipmentOf(sh.names.join(', '))}</span>}
                    {t.courier}: {sh.courier}
                    <span className="block">
                      {t.tracking}: <span className="font-mono">{sh.tracking}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {s.step === 'delivered' && !done && expected.length > 0 && (
              <p className="mt-1 text-sm font-medium">{t.expectedBy(formatDay(expected.sort().at(-1) ?? ''))}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Each change, newest last: what happened to which item, with the reason given for a cancellation. */
export function Updates({ purchase: p }: { purchase: PurchaseDetail }) {
  if (p.history.length === 0) return null;
  const name = (id: number) => p.items.find((o) => o._id === id);
  return (
    <ol className="grid gap-2 text-sm">
      {p.history.map((h) => {
        const item = name(h.orderId);
        // A return's step: its note (in the shopper's words) says what happened.
        const ofReturn = RETURN_STEPS.includes(h.step) || RETURN_STEPS.includes(h.fromStep);
        if (ofReturn)
          return (
            <li key={`${h.orderId}-${String(h.at)}-${h.step}`} className="flex flex-wrap gap-x-2">
              <time dateTime={isoDate(h.at)} className="text-muted">
                {formatOrderDate(h.at)}
              </time>
              <span className="font-medium">{h.note ?? stepWords.label[h.step]}</span>
            </li>
          );
        return (
          <li key={`${h.orderId}-${String(h.at)}-${h.step}`} className="flex flex-wrap gap-x-2">
            <time dateTime={isoDate(h.at)} className="text-muted">
              {formatOrderDate(h.at)}
            </time>
            <span className="font-medium">
              {h.step === 'cancelled' && item ? t.cancelledItem(item.name, item.size) : stepWords.label[h.step]}
              {h.step !== 'cancelled' && p.items.length > 1 && item && ` · ${item.name}`}
            </span>
            {h.step === 'cancelled' && <span className="text-muted">{h.byShopper ? t.byYou : t.byStore}</span>}
            {h.note && <span className="w-full text-muted">{t.reason(h.note)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
