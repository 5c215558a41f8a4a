import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState, useId } from 'react';
import { getProduct, type Purchase } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { RETURN_WINDOW_DAYS } from '../../lib/constants';
import { formatRs } from '../../lib/money';
import { CASH_METHODS, RETURN_LIMITS, RETURN_REASONS, type Resolution, type ReturnReason, refundFor, returnWords } from '../../lib/returns';
import type { ReturnRequestInput } from '../../lib/schemas';
import { buttonClass } from '../../ui/Button';
import { TextArea } from '../../ui/Field';
import { outlineButton } from '../../ui/buttons';
import { Modal } from '../../ui/Modal';
import { orders as t } from './messages';

type Item = Purchase['items'][number];

const choice = 'flex cursor-pointer items-start gap-2 rounded-md border border-line px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-soft';
const sizeChoice =
  'flex min-w-12 cursor-pointer items-center justify-center rounded-md border border-line px-3 py-2 text-sm font-medium has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted has-[:disabled]:line-through';

/** The other sizes of the item's product, each in stock or not (the product as it is now). */
function SizeChoice({ item, value, onChange, error }: { item: Item; value?: string; onChange: (s: string) => void; error?: string }) {
  const name = useId();
  const product = useQuery({
    queryKey: queryKeys.product(item.prodId ?? 0),
    queryFn: async () => (await getProduct(item.prodId ?? 0)).msg[0] ?? null,
    enabled: item.prodId !== null,
  });
  if (product.isPending) return <p className="text-sm text-muted">{t.loadingSizes}</p>;
  const sizes = product.data?.sizes ?? [];
  const others = sizes.filter((s) => s.size !== item.size);
  const any = others.some((s) => s.stock === null || s.stock > 0);
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t.newSize}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => {
          const current = s.size === item.size;
          const soldOut = s.stock !== null && s.stock <= 0;
          return (
            <label key={s.size} className={sizeChoice}>
              <input
                type="radio"
                name={name}
                value={s.size}
                checked={value === s.size}
                disabled={current || soldOut}
                onChange={() => onChange(s.size)}
                className="sr-only"
                aria-label={current ? t.currentSize(s.size) : soldOut ? t.soldOutSize(s.size) : s.size}
              />
              {s.size}
            </label>
          );
        })}
      </div>
      {!any && <p className="mt-2 text-sm text-muted">{t.noOtherSize}</p>}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Return or exchange" for one delivered item: why (one of the store's reasons, a note for 'Other'),
 * a refund or another size (only the sizes in stock can be chosen), then the request. A size sold out
 * meanwhile comes back as the store's offer of a refund.
 */
export function ReturnDialog({
  purchase,
  item,
  pending,
  error,
  onSend,
  onClose,
}: {
  purchase: Purchase;
  item?: Item;
  pending: boolean;
  error?: ApiError;
  onSend: (body: ReturnRequestInput) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReturnReason>();
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState<Resolution>('refund');
  const [size, setSize] = useState<string>();
  const reasonName = useId();
  const resolutionName = useId();
  const formId = useId();
  useEffect(() => {
    if (item) {
      setReason(undefined);
      setNote('');
      setResolution('refund');
      setSize(undefined);
    }
  }, [item]);
  // A size sold out meanwhile: read the sizes again so the picker says so.
  useEffect(() => {
    if (error?.status === 409 && error.errors?.exchangeSize && item?.prodId) {
      setSize(undefined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.product(item.prodId) });
    }
  }, [error, item]);
  if (!item) return null;
  const errors = error?.errors ?? {};
  const cash = CASH_METHODS.includes(purchase.paymentMethod);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    onSend({
      orderId: item._id,
      reason,
      note: note.trim() || undefined,
      resolution,
      ...(resolution === 'exchange' && size ? { exchangeSize: size } : {}),
    });
  };
  const ready = reason !== undefined && (reason !== 'other' || note.trim() !== '') && (resolution === 'refund' || size !== undefined);
  return (
    <Modal
      open
      onClose={onClose}
      title={t.returnTitle(item.name)}
      footer={
        <>
          <button type="button" className={outlineButton} onClick={onClose} disabled={pending}>
            {t.back}
          </button>
          <button type="submit" form={formId} className={buttonClass('primary')} disabled={pending || !ready} aria-busy={pending}>
            {pending ? t.sending : resolution === 'exchange' ? t.sendExchange : t.sendReturn}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {t.size}: {item.size} · {t.quantity}: {item.quantity}. {t.returnIntro(RETURN_WINDOW_DAYS)}
        </p>
        <fieldset>
          <legend className="text-sm font-medium">{t.whyReturn}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {RETURN_REASONS.map((r) => (
              <label key={r} className={choice}>
                <input type="radio" name={reasonName} value={r} checked={reason === r} onChange={() => setReason(r)} className="mt-0.5" />
                {returnWords.reason[r]}
              </label>
            ))}
          </div>
          {errors.reason && <p className="mt-1 text-sm text-red-700">{errors.reason}</p>}
        </fieldset>
        <TextArea
          label={reason === 'other' ? t.tellMore : t.tellMoreOptional}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={RETURN_LIMITS.note}
          rows={2}
          error={errors.note}
        />
        <fieldset>
          <legend className="text-sm font-medium">{t.whatInstead}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <label className={choice}>
              <input type="radio" name={resolutionName} checked={resolution === 'refund'} onChange={() => setResolution('refund')} className="mt-0.5" />
              <span>
                <span className="block font-medium">{t.refundOption}</span>
                <span className="block text-xs text-muted">{cash ? t.refundCashHint : t.refundHint(formatRs(refundFor(item, purchase)))}</span>
              </span>
            </label>
            <label className={choice}>
              <input
                type="radio"
                name={resolutionName}
                checked={resolution === 'exchange'}
                onChange={() => setResolution('exchange')}
                disabled={item.prodId === null}
                className="mt-0.5"
              />
              <span>
                <span className="block font-medium">{t.exchangeOption}</span>
                <span className="block text-xs text-muted">{t.exchangeHint}</span>
              </span>
            </label>
          </div>
        </fieldset>
        {resolution === 'exchange' && <SizeChoice item={item} value={size} onChange={setSize} error={errors.exchangeSize} />}
        {error && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p>{error.msg}</p>
            {error.status === 409 && errors.exchangeSize && <p className="mt-1">{t.refundOffered}</p>}
          </div>
        )}
      </form>
    </Modal>
  );
}
