import type { CartLine } from '../../client/api';
import { cart as t } from './messages';
import { formatRs, lineTotal } from '../../lib/money';
import { canDecrease, canIncrease } from '../../lib/quantity';
import { isShort, maxQuantity } from '../../lib/stock';
import { LinePicture } from '../../ui/LinePicture';
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/icons';

const step = 'inline-flex size-9 items-center justify-center hover:bg-soft disabled:cursor-not-allowed disabled:opacity-40';

interface Props {
  line: CartLine;
  busy: boolean;
  onQuantity: (q: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: image, name, size, subhead, price, quantity ± (decrease disabled at 1, increase at
 * what is left) and remove; marked when fewer are left than the shopper wants.
 */
export function CartLineItem({ line, busy, onQuantity, onRemove }: Props) {
  const short = isShort(line);
  const noteId = `cart-line-${line._id}-short`;
  return (
    <li className="flex gap-4 py-5" aria-busy={busy}>
      <a href={`/products/${line.prodId}`} className="shrink-0 self-start overflow-hidden rounded-md bg-soft">
        <LinePicture picture={line.picture} image={line.image} box="cart" alt={line.name} />
      </a>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-3">
        <div className="flex justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold">
              <a href={`/products/${line.prodId}`} className="hover:underline">
                {line.name}
              </a>
            </h2>
            <p className="text-sm">
              {t.size}: <span className="font-semibold">{line.size}</span>
            </p>
            {line.subhead && <p className="text-sm text-muted">{line.subhead}</p>}
            <p className="mt-1 text-sm">{formatRs(line.price)}</p>
          </div>
          <p className="whitespace-nowrap font-semibold">{formatRs(lineTotal(line.price, line.quantity))}</p>
        </div>
        {/* Below the name and total, so it has the line's whole width on a phone. */}
        {short && (
          <p id={noteId} className="text-sm font-semibold text-brand-dark">
            {t.short(line.stock ?? 0, line.size)}. <span className="font-normal">{t.shortHint(line.stock ?? 0)}</span>
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          <div
            className={`flex items-center rounded-md border ${short ? 'border-brand' : 'border-line'}`}
            role="group"
            aria-label={`${t.quantity}: ${line.name}`}
            aria-describedby={short ? noteId : undefined}
          >
            <button
              type="button"
              className={step}
              aria-label={t.decrease(line.name)}
              disabled={busy || !canDecrease(line.quantity)}
              onClick={() => onQuantity(line.quantity - 1)}
            >
              <MinusIcon />
            </button>
            <span className="w-10 text-center font-semibold" aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="button"
              className={step}
              aria-label={t.increase(line.name)}
              disabled={busy || !canIncrease(line.quantity, maxQuantity(line.stock))}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
          <button
            type="button"
            aria-label={t.remove(line.name)}
            disabled={busy}
            onClick={onRemove}
            className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-brand disabled:opacity-40"
          >
            <TrashIcon />
            {t.removeLabel}
          </button>
        </div>
      </div>
    </li>
  );
}
