import { useEffect, useId, useState } from 'react';
import type { Product } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { CUSTOMER_CARE_EMAIL } from '../../lib/constants';
import { product as t } from './messages';
import { clampQuantity } from '../../lib/quantity';
import { canBuy, fewLeft, findSize, maxQuantity, type SizeStock } from '../../lib/stock';
import { useAddToCart } from '../product-list/useAddToCart';
import { brandButton, outlineButton } from '../../ui/buttons';
import { MoneyBackIcon, QuestionIcon } from '../../ui/icons';
import { NotifyMe } from './NotifyMe';
import { QuantityStepper } from './QuantityStepper';
import { ShareButton } from './ShareButton';
import { SizePicker } from './SizePicker';
import { WishlistHeart } from './WishlistHeart';

interface Props {
  /** The whole product: the heart puts it in the wishlist as it is. */
  product: Product & { sizes: SizeStock[] };
  /** Chosen on the server from the URL's `?size=` (src/lib/stock.ts initialSize), so the HTML shows it. */
  initialSize: string | undefined;
}

/** Keeps the chosen size in the URL (`?size=L`) without a new history entry. */
function rememberSize(size: string) {
  const url = new URL(location.href);
  url.searchParams.set('size', size);
  history.replaceState(history.state, '', url);
}

/**
 * The product page's island: the size picker, quantity (up to what is left), 'Add to cart' (then
 * /cart), 'BUY IT NOW' (/buynow) and Share. A sold-out size can be chosen too: 'Notify me' takes the
 * buttons' place. 'Sold out' when nothing is left and no size is chosen.
 */
function ProductActions({ product, initialSize }: Props) {
  const [size, setSize] = useState(initialSize);
  const [quantity, setQuantity] = useState(1);
  const { add, pendingId } = useAddToCart();
  const radioName = useId();
  const chosen = size ? findSize(product.sizes, size) : undefined;
  const max = maxQuantity(chosen?.stock ?? null);
  const available = chosen !== undefined && canBuy(chosen);
  const busy = pendingId === product._id;

  useEffect(() => {
    setQuantity((q) => clampQuantity(q, max));
  }, [max]);
  // A `?size=` the shopper cannot buy (sold out, unknown) was replaced on the server: the URL says so too.
  useEffect(() => {
    const asked = new URL(location.href).searchParams.get('size');
    if (asked !== null && initialSize && asked !== initialSize) rememberSize(initialSize);
  }, [initialSize]);

  function choose(next: string) {
    setSize(next);
    // The URL names a size that can be bought, as the server's choice does (initialSize).
    const s = findSize(product.sizes, next);
    if (s && canBuy(s)) rememberSize(next);
  }

  const buyNow = `/buynow?${new URLSearchParams({ id: String(product._id), qty: String(quantity), ...(size ? { size } : {}) })}`;
  return (
    <div className="mt-6 flex flex-col gap-5">
      <div>
        <SizePicker sizes={product.sizes} value={size} onChange={choose} name={radioName} />
        {/* Always in the page, so a screen reader hears 'Only 2 left' when a size is chosen. */}
        <div role="status">
          {chosen && fewLeft(chosen.stock) && <p className="mt-2 text-sm font-semibold text-brand-dark">{t.onlyLeft(chosen.stock ?? 0)}</p>}
        </div>
      </div>
      {available ? (
        <>
          <QuantityStepper value={quantity} onChange={setQuantity} max={max} />
          <div className="flex flex-col gap-3 sm:max-w-md">
            <button type="button" className={`${outlineButton} py-3`} disabled={busy} onClick={() => add(product, { quantity, size, thenGo: '/cart' })}>
              {busy ? t.adding : t.addToCart}
            </button>
            <a href={buyNow} className={`${brandButton} py-3 tracking-wide`}>
              {t.buyNow}
            </a>
            <p className="inline-flex items-center gap-2 text-sm text-muted">
              <MoneyBackIcon />
              <a href="/returns" className="underline-offset-4 hover:underline">
                {t.easyReturns}
              </a>
            </p>
          </div>
        </>
      ) : chosen ? (
        <NotifyMe key={chosen.size} prodId={product._id} size={chosen.size} />
      ) : (
        <div className="flex flex-col gap-2 sm:max-w-md">
          <button type="button" disabled className={`${outlineButton} py-3`}>
            {t.soldOut}
          </button>
          <p className="text-sm text-muted">{t.soldOutNote}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <WishlistHeart product={product} />
        <a
          href={`mailto:${CUSTOMER_CARE_EMAIL}?subject=${encodeURIComponent(t.questionSubject(product.name))}`}
          className="inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
        >
          <QuestionIcon />
          {t.askQuestion}
        </a>
        <ShareButton name={product.name} />
      </div>
    </div>
  );
}

export default withQueryClient(ProductActions);
