import { checkout as t } from './messages';
import { primaryButton } from '../../ui/buttons';

interface Props {
  canContinue: boolean;
  busy: boolean;
  /** Why Continue waits, when it does. */
  hint: string;
  back: { href: string; label: string };
}

/** The address step's way back (the cart, or Buy it now's product) and 'Continue to Payment', disabled until an address is chosen or complete. */
export function CheckoutActions({ canContinue, busy, hint, back }: Props) {
  return (
    <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      <a href={back.href} className="text-sm font-medium underline underline-offset-4">
        {back.label}
      </a>
      <div className="flex flex-col items-stretch gap-1 sm:items-end">
        <button type="submit" disabled={!canContinue} aria-describedby={canContinue ? undefined : 'continue-hint'} className={`${primaryButton} py-3`}>
          {busy ? t.savingAddress : t.continue}
        </button>
        {!canContinue && !busy && (
          <p id="continue-hint" className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
