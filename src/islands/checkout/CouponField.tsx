import { type FormEvent, useEffect, useRef, useState, useId } from 'react';
import { normaliseCode } from '../../lib/coupons';
import { formatRs } from '../../lib/money';
import { outlineButton } from '../../ui/buttons';
import { checkout as t } from './messages';

interface Props {
  /** The code the summary is priced with, '' for none. */
  code: string;
  /** What it takes off, once the server says it applies. */
  off: number | undefined;
  /** Why the last code tried does not apply (the server's words). */
  message: string | undefined;
  /** True while the summary is being priced again. */
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** One coupon per purchase: type a code and Apply; once applied, what it takes off and Remove. The server checks it. */
export function CouponField({ code, off, message, pending, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const applied = code !== '' && off !== undefined;
  const hint = empty ? t.coupon.empty : message;
  // A refusal sends focus back to the field, where the message is read with it.
  useEffect(() => {
    if (message) input.current?.focus();
  }, [message]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = normaliseCode(typed);
    setEmpty(next === '');
    if (next) onApply(next);
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-green-800 p-3 text-sm" data-testid="coupon-applied">
        <p className="min-w-0 font-semibold text-green-800" aria-live="polite">
          {t.coupon.applied(code, formatRs(off))}
        </p>
        <button
          type="button"
          onClick={() => {
            setTyped('');
            onRemove();
          }}
          aria-label={t.coupon.removeLabel(code)}
          className="font-medium underline underline-offset-4"
        >
          {t.coupon.remove}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <label htmlFor={`${id}-code`} className="text-sm font-semibold">
        {t.coupon.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={`${id}-code`}
          name="couponCode"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setEmpty(false);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="min-w-0 flex-1 rounded border border-line bg-white px-3 py-2 text-sm uppercase"
        />
        <button type="submit" disabled={pending} className={`${outlineButton} shrink-0 px-4 py-2`}>
          {pending ? t.coupon.applying : t.coupon.apply}
        </button>
      </div>
      <p id={`${id}-hint`} className="min-h-5 text-sm font-semibold text-brand-dark" aria-live="polite">
        {hint}
      </p>
    </form>
  );
}
