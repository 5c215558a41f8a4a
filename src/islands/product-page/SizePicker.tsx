import { product as t } from './messages';
import { canBuy, type SizeStock } from '../../lib/stock';

interface Props {
  sizes: readonly SizeStock[];
  value: string | undefined;
  onChange: (size: string) => void;
  name: string;
}

/**
 * The sizes as a radio group: arrow keys move between them, a screen reader hears 'S, sold out'.
 * Sold-out sizes are struck through; choosing one offers 'Notify me' (ProductActions).
 */
export function SizePicker({ sizes, value, onChange, name }: Props) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{value ? t.chosenSize(value) : t.size}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((s) => {
          const soldOut = !canBuy(s);
          return (
            <label key={s.size} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={s.size}
                checked={value === s.size}
                aria-label={t.sizeOption(s.size, soldOut)}
                onChange={() => onChange(s.size)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-line px-3 text-sm font-semibold
                  peer-checked:border-2 peer-checked:border-ink peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2
                  peer-focus-visible:outline-brand ${soldOut ? 'bg-soft text-muted line-through' : ''}`}
              >
                {s.size}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
