import { useEffect, useRef } from 'react';
import type { PaymentMethod } from '../../client/api';
import type { AddressForm } from '../../lib/address';
import { formatRs } from '../../lib/money';
import type { PaymentMethodId } from '../../lib/schemas';
import { primaryButton } from '../../ui/buttons';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { checkout as t } from './messages';

interface Props {
  deliverTo: Pick<AddressForm, 'firstName' | 'lastName' | 'address' | 'city' | 'pincode'>;
  methods: PaymentMethod[] | undefined;
  methodsError?: string;
  onRetry: () => void;
  method: PaymentMethodId;
  onMethod: (id: PaymentMethodId) => void;
  /** What the server says this choice comes to; undefined while it is asked. */
  total: number | undefined;
  canPlace: boolean;
  busy: boolean;
  hint?: string;
  onChangeAddress: () => void;
}

/** The payment step: where it goes, how it is paid (one radio per method the server offers), and Place Order. */
export function PaymentStep({ deliverTo: a, methods, methodsError, onRetry, method, onMethod, total, canPlace, busy, hint, onChangeAddress }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The address step's button is gone: keyboard and screen-reader users continue from this step's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="payment-step" className="flex scroll-mt-28 flex-col gap-6">
      <h2 id="payment-step" ref={heading} tabIndex={-1} className="scroll-mt-28 text-lg font-semibold outline-none">
        {t.paymentStep}
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line p-4 text-sm">
        <p className="min-w-0">
          <span className="block text-muted">{t.deliverTo}</span>
          <span className="block font-semibold">
            {a.firstName} {a.lastName}
          </span>
          <span className="block break-words">
            {a.address}, {a.city} {a.pincode}
          </span>
        </p>
        <button type="button" onClick={onChangeAddress} aria-label={t.changeAddressLabel} className="font-medium underline underline-offset-4">
          {t.changeAddress}
        </button>
      </div>
      <fieldset disabled={busy}>
        <legend className="mb-3 font-semibold">{t.paymentMethod}</legend>
        {methodsError !== undefined ? (
          <ErrorState title={t.paymentMethodsError} detail={methodsError} onRetry={onRetry} />
        ) : !methods ? (
          <Spinner className="py-4" />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {methods.map((m) => (
              <label
                key={m.id}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 p-4 text-sm ${m.id === method ? 'border-ink bg-soft' : 'border-line'}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={m.id}
                  checked={m.id === method}
                  onChange={() => onMethod(m.id)}
                  className="mt-0.5 size-4 shrink-0 accent-ink"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{m.label}</span>
                  <span className="block text-muted">{m.description}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base" aria-live="polite">
          {total !== undefined && (
            <>
              {t.toPay}: <strong data-testid="to-pay">{formatRs(total)}</strong>
            </>
          )}
        </p>
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <button type="submit" disabled={!canPlace} aria-describedby={hint ? 'place-hint' : undefined} className={`${primaryButton} py-3`}>
            {busy ? t.placing : t.placeOrder}
          </button>
          {hint && !busy && (
            <p id="place-hint" className="text-xs text-muted">
              {hint}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
