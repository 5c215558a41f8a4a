import { useId, useRef } from 'react';
import { products as t } from './messages';
import { canBuy, isInStock, type SizeStock } from '../../lib/stock';
import { iconButton } from '../../ui/buttons';
import { CartIcon } from '../../ui/icons';

interface Props {
  product: { name: string; sizes: readonly SizeStock[] };
  busy: boolean;
  /** The size chosen, or undefined for a product with one size (the server picks it). */
  onAdd: (size: string | undefined) => void;
}

/**
 * A card's add-to-cart: straight in for a product with one size; otherwise a small size chooser
 * (a platform popover: Esc and a click outside close it, focus returns to the button).
 */
export function QuickAdd({ product, busy, onAdd }: Props) {
  const id = useId();
  const popover = useRef<HTMLDivElement>(null);
  if (!isInStock(product.sizes)) {
    return (
      <button type="button" className={iconButton} aria-label={t.soldOutLabel(product.name)} disabled>
        <CartIcon />
      </button>
    );
  }
  if (product.sizes.length <= 1) {
    return (
      <button type="button" className={iconButton} aria-label={t.addToCart(product.name)} disabled={busy} onClick={() => onAdd(undefined)}>
        <CartIcon />
      </button>
    );
  }
  return (
    <>
      <button type="button" className={iconButton} aria-label={t.addToCart(product.name)} aria-haspopup="dialog" disabled={busy} popoverTarget={id}>
        <CartIcon />
      </button>
      <div
        ref={popover}
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-line bg-white p-5 shadow-xl backdrop:bg-black/30"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            {t.chooseSize(product.name)}
          </h3>
          <button type="button" popoverTarget={id} popoverTargetAction="hide" className="text-sm text-muted underline-offset-4 hover:underline">
            {t.close}
          </button>
        </div>
        <ul className="mt-4 flex flex-wrap gap-2">
          {product.sizes.map((s) => {
            const soldOut = !canBuy(s);
            return (
              <li key={s.size}>
                <button
                  type="button"
                  disabled={soldOut}
                  aria-label={t.sizeChoice(s.size, soldOut)}
                  onClick={() => {
                    popover.current?.hidePopover();
                    onAdd(s.size);
                  }}
                  className="inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-line px-3 text-sm font-semibold hover:border-ink disabled:cursor-not-allowed disabled:bg-soft disabled:text-muted disabled:line-through"
                >
                  {s.size}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
