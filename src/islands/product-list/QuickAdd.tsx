import { useState } from 'react';
import { products as t } from './messages';
import { canBuy, isInStock, type SizeStock } from '../../lib/stock';
import { iconButton } from '../../ui/buttons';
import { CartIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';

interface Props {
  product: { name: string; sizes: readonly SizeStock[] };
  busy: boolean;
  /** The size chosen, or undefined for a product with one size (the server picks it). */
  onAdd: (size: string | undefined) => void;
}

/**
 * A card's add-to-cart: straight in for a product with one size; otherwise a size chooser in a
 * modal `<dialog>` (src/ui/Modal.tsx): it dims the page, so it also keeps Tab inside it, and Escape,
 * its × and a click outside close it with focus back on the button that opened it.
 */
export function QuickAdd({ product, busy, onAdd }: Props) {
  const [open, setOpen] = useState(false);
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
      <button type="button" className={iconButton} aria-label={t.addToCart(product.name)} aria-haspopup="dialog" disabled={busy} onClick={() => setOpen(true)}>
        <CartIcon />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.chooseSize(product.name)} className="max-w-sm">
        <ul className="flex flex-wrap gap-2">
          {product.sizes.map((s) => {
            const soldOut = !canBuy(s);
            return (
              <li key={s.size}>
                <button
                  type="button"
                  disabled={soldOut}
                  aria-label={t.sizeChoice(s.size, soldOut)}
                  onClick={() => {
                    setOpen(false);
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
      </Modal>
    </>
  );
}
