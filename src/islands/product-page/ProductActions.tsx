import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState, useId } from 'react';
import type { Product } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { CUSTOMER_CARE_EMAIL, STICKY_NAV_MARGIN } from '../../lib/constants';
import { product as t } from './messages';
import { clampQuantity } from '../../lib/quantity';
import { sizeChartFor } from '../../lib/size-charts';
import { canBuy, fewLeft, findSize, firstAvailable, isInStock, maxQuantity, type SizeStock } from '../../lib/stock';
import { brandButton, outlineButton } from '../../ui/buttons';
import { MoneyBackIcon, QuestionIcon } from '../../ui/icons';
import { DeliveryEstimate } from './DeliveryEstimate';
import { QuantityStepper } from './QuantityStepper';
import { ShareButton } from './ShareButton';
import { SizeChart } from './SizeChart';
import { SizePicker } from './SizePicker';
import { StickyAddBar } from './StickyAddBar';
import { type Added, useAddToBag } from './useAddToBag';
import { preloadCart } from '../product-list/useAddToCart';
import { useOutOfView } from './useOutOfView';
import { WishlistHeart } from './WishlistHeart';

// Loaded when first needed, not with the buy box: the drawer after the first add, the form for a sold-out size.
const AddedToBagDrawer = lazy(() => import('./AddedToBagDrawer').then((m) => ({ default: m.AddedToBagDrawer })));
const NotifyMe = lazy(() => import('./NotifyMe').then((m) => ({ default: m.NotifyMe })));

interface Props {
  /** The whole product: the heart puts it in the wishlist as it is. */
  product: Product & { sizes: SizeStock[] };
  /** Chosen on the server from the URL's `?size=` (src/lib/stock.ts initialSize), so the HTML shows it. */
  initialSize: string | undefined;
}

/** Keeps the chosen size in the URL (`?size=L`, or none) without a new history entry. */
function rememberSize(size: string | undefined) {
  const url = new URL(location.href);
  if (size) url.searchParams.set('size', size);
  else url.searchParams.delete('size');
  history.replaceState(history.state, '', url);
}

/**
 * The product page's island: the size picker (none chosen when there are several) and its size chart,
 * quantity (up to what is left), 'Add to bag' (the added-to-bag drawer opens; the page stays), 'BUY IT
 * NOW' (/buynow), the delivery estimate and Share. Add or Buy without a size asks for one by the sizes
 * and moves focus there. While those buttons are off screen a bar keeps 'Add to bag' in reach. A
 * sold-out size can be chosen too: 'Notify me' takes the buttons' place. 'Sold out' when nothing is left
 * and no size is chosen.
 */
function ProductActions({ product, initialSize }: Props) {
  const [size, setSize] = useState(initialSize);
  const [quantity, setQuantity] = useState(1);
  const [askSize, setAskSize] = useState(false);
  const [added, setAdded] = useState<Added>();
  // The drawer stays mounted once shown, so it can close with its own animation and open again at once.
  const [everAdded, setEverAdded] = useState(false);
  useEffect(() => {
    if (added) setEverAdded(true);
  }, [added]);
  const { add, busy } = useAddToBag(product, setAdded);
  const radioName = useId();
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const chosen = size ? findSize(product.sizes, size) : undefined;
  const max = maxQuantity(chosen?.stock ?? null);
  const available = chosen !== undefined && canBuy(chosen);
  // The buttons show for a size that can be bought, and before any is chosen while one can be.
  const buying = available || (chosen === undefined && isInStock(product.sizes));
  const barShown = useOutOfView(addRef, buying, STICKY_NAV_MARGIN);
  const chart = sizeChartFor(product.category, product.sizes);

  useEffect(() => {
    setQuantity((q) => clampQuantity(q, max));
  }, [max]);
  // A `?size=` the shopper cannot buy (sold out, unknown) was dropped on the server: the URL says so too.
  useEffect(() => {
    const asked = new URL(location.href).searchParams.get('size');
    if (asked !== null && asked !== initialSize) rememberSize(initialSize);
  }, [initialSize]);

  /** No size yet: say so by the sizes and move focus to the first that can be bought. */
  function requireSize(): boolean {
    if (size) return true;
    setAskSize(true);
    const first = firstAvailable(product.sizes);
    const radio = first ? sizesRef.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(first)}"]`) : undefined;
    radio?.focus({ preventScroll: true });
    sizesRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return false;
  }

  function addToBag() {
    if (size) add({ size, quantity });
    else requireSize();
  }

  function buyWithSize(e: MouseEvent) {
    if (!requireSize()) e.preventDefault();
  }

  function choose(next: string) {
    preloadCart();
    setSize(next);
    setAskSize(false);
    // The URL names a size that can be bought, as the server's choice does (initialSize).
    const s = findSize(product.sizes, next);
    if (s && canBuy(s)) rememberSize(next);
  }

  const buyNow = `/buynow?${new URLSearchParams({ id: String(product._id), qty: String(quantity), ...(size ? { size } : {}) })}`;
  return (
    <div className="mt-6 flex flex-col gap-5">
      <div>
        <SizePicker
          sizes={product.sizes}
          value={size}
          onChange={choose}
          name={radioName}
          error={askSize && !size ? t.chooseSize : undefined}
          groupRef={sizesRef}
        />
        {chart && (
          <div className="mt-3">
            <SizeChart chart={chart} sizes={product.sizes} />
          </div>
        )}
        {/* Always in the page, so a screen reader hears 'Only 2 left' when a size is chosen. */}
        <div role="status">
          {chosen && fewLeft(chosen.stock) && <p className="mt-2 text-sm font-semibold text-brand-dark">{t.onlyLeft(chosen.stock ?? 0)}</p>}
        </div>
      </div>
      {buying ? (
        <>
          <QuantityStepper value={quantity} onChange={setQuantity} max={max} />
          <div className="flex flex-col gap-3 sm:max-w-md">
            <button ref={addRef} type="button" className={`${outlineButton} py-3`} disabled={busy} onClick={addToBag}>
              {busy ? t.adding : t.addToCart}
            </button>
            <a href={buyNow} onClick={buyWithSize} className={`${brandButton} py-3 tracking-wide`}>
              {t.buyNow}
            </a>
            <p className="inline-flex items-center gap-2 text-sm text-muted">
              <MoneyBackIcon />
              <a href="/returns" className="underline-offset-4 hover:underline">
                {t.easyReturns}
              </a>
            </p>
          </div>
          <DeliveryEstimate productId={product._id} />
          <StickyAddBar shown={barShown} name={product.name} price={product.price} size={size} busy={busy} onAdd={addToBag} />
          {everAdded && (
            <Suspense fallback={null}>
              <AddedToBagDrawer product={product} added={added} onClose={() => setAdded(undefined)} />
            </Suspense>
          )}
        </>
      ) : chosen ? (
        <Suspense fallback={null}>
          <NotifyMe key={chosen.size} prodId={product._id} size={chosen.size} />
        </Suspense>
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
