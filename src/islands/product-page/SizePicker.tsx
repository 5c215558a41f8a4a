import { useId } from 'react';
import type { Ref } from 'react';
import { product as t } from './messages';
import { canBuy, type SizeStock } from '../../lib/stock';

interface Props {
  sizes: readonly SizeStock[];
  value: string | undefined;
  onChange: (size: string) => void;
  name: string;
  /** 'Please choose a size', shown by the sizes when Add is pressed before one is chosen. */
  error?: string;
  /** The group, so Add can move focus to it. */
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * The sizes as a radio group: arrow keys move between them, a screen reader hears 'L, sold out: notify me'.
 * Sold-out sizes are greyed with 'Notify me' under the letter, never struck through (a struck L reads
 * as Ł); choosing one offers the back-in-stock form (ProductActions).
 */
export function SizePicker({ sizes, value, onChange, name, error, groupRef }: Props) {
  const errorId = useId();
  return (
    <fieldset ref={groupRef} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{value ? t.chosenSize(value) : t.size}</legend>
      <div className="flex flex-wrap items-stretch gap-2">
        {sizes.map((s) => {
          const soldOut = !canBuy(s);
          return (
            <label key={s.size} className="flex cursor-pointer">
              <input
                type="radio"
                name={name}
                value={s.size}
                checked={value === s.size}
                aria-label={t.sizeOption(s.size, soldOut)}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(s.size)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`inline-flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md border px-3 text-sm font-semibold
                  peer-checked:border-2 peer-checked:border-ink peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2
                  peer-focus-visible:outline-brand ${soldOut ? 'border-dashed border-line bg-soft text-muted' : error ? 'border-red-700' : 'border-line'}`}
              >
                <span>{s.size}</span>
                {soldOut && <span className="text-[0.625rem] font-medium leading-tight">{t.sizeNotify}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
