import { checkout as t } from './messages';
import { primaryButton } from '../../ui/buttons';

interface Props {
  canContinue: boolean;
  busy: boolean;
  cartEmpty: boolean;
  cartShort: boolean;
}

/**
 * 'Return to cart' and 'Continue to Payment', disabled until an address is chosen or complete, and
 * while a line wants more than is left.
 */
export function CheckoutActions({ canContinue, busy, cartEmpty, cartShort }: Props) {
  const hint = cartEmpty ? t.cartEmptyHint : cartShort ? t.shortHint : t.continueHint;
  return (
    <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      <a href="/cart" className="text-sm font-medium underline underline-offset-4">
        {t.returnToCart}
      </a>
      <div className="flex flex-col items-stretch gap-1 sm:items-end">
        <button type="submit" disabled={!canContinue} aria-describedby={canContinue ? undefined : 'continue-hint'} className={`${primaryButton} py-3`}>
          {busy ? t.placing : t.continue}
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
