import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState, useId } from 'react';
import { estimateDelivery } from '../../client/api';
import { PIN_CODE } from '../../lib/address';
import { formatDeliveryDay } from '../../lib/delivery';
import { validation } from '../../lib/messages';
import { outlineButton } from '../../ui/buttons';
import { TruckIcon } from '../../ui/icons';
import { delivery as t } from './messages';

const NOT_FOUND = 404;

/**
 * 'Delivery by Thu, 3 Dec' for a PIN code, and whether cash on delivery is offered there
 * (GET /delivery-estimate). A malformed PIN is refused here before asking; an unknown one and a failed
 * call say so under the field.
 */
export function DeliveryEstimate({ productId }: { productId: number }) {
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const estimate = useMutation({ mutationFn: (code: string) => estimateDelivery(code, productId) });
  const result = estimate.data?.data;
  const problem = invalid
    ? validation.pincode
    : estimate.error
      ? estimate.error.status === NOT_FOUND
        ? t.unknown
        : (estimate.error.errors?.pin ?? t.failed)
      : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    const code = pin.trim();
    if (!PIN_CODE.test(code)) {
      setInvalid(true);
      estimate.reset();
      return;
    }
    setInvalid(false);
    estimate.mutate(code);
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="sm:max-w-md">
      <h2 id={`${inputId}-heading`} className="inline-flex items-center gap-2 text-sm font-semibold">
        <TruckIcon />
        {t.heading}
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.pin}
        </label>
        <input
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t.pin}
          value={pin}
          onChange={(e) => {
            setPin(e.target.value);
            setInvalid(false);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={messageId}
          className="h-11 min-w-0 flex-1 rounded-md border border-line px-3 text-sm"
        />
        <button type="submit" className={`${outlineButton} h-11 px-5`} disabled={estimate.isPending}>
          {estimate.isPending ? t.checking : t.check}
        </button>
      </form>
      <div id={messageId} role="status" aria-live="polite" className="mt-2 text-sm">
        {problem ? (
          <p className="text-red-700">{problem}</p>
        ) : result ? (
          <>
            <p>
              <strong>{t.by(formatDeliveryDay(result.deliveryBy))}</strong> {t.to(result.district, result.state)}
            </p>
            <p className={result.cod ? 'text-green-800' : 'text-muted'}>{result.cod ? t.cod : t.noCod}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
