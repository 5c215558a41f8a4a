import { useId } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/constants';
import { product as t } from './messages';
import { canDecrease, canIncrease, clampQuantity, stepQuantity } from '../../lib/quantity';
import { MinusIcon, PlusIcon } from '../../ui/icons';

const step = 'inline-flex size-11 items-center justify-center text-ink hover:bg-soft disabled:cursor-not-allowed disabled:opacity-40';

/** Starts at 1 and never goes below it (docs/product.md §2); at most 10 (docs/product.md §10), or what is left. */
export function QuantityStepper({ value, onChange, max = MAX_QUANTITY }: { value: number; onChange: (q: number) => void; max?: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium">
        {t.quantity}
      </label>
      <div className="inline-flex items-center rounded-md border border-ink">
        <button type="button" className={step} aria-label={t.decrease} disabled={!canDecrease(value)} onClick={() => onChange(stepQuantity(value, -1, max))}>
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={max}
          value={value}
          onChange={(e) => onChange(clampQuantity(e.target.valueAsNumber, max))}
          className="h-11 w-12 border-x border-line text-center font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label={t.increase}
          disabled={!canIncrease(value, max)}
          onClick={() => onChange(stepQuantity(value, 1, max))}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
