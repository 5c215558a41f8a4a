import { useState } from 'react';
import { CUSTOMER_CARE_EMAIL } from '../../lib/constants';
import { product as t } from '../../lib/messages';
import { useAddToCart } from '../products/useAddToCart';
import { brandButton, outlineButton } from '../products/ui/buttons';
import { QuestionIcon } from '../products/ui/icons';
import { QuantityStepper } from './QuantityStepper';
import { ShareButton } from './ShareButton';

interface Props { product: { _id: number; name: string } }

/** The product page's island: quantity, 'Add to cart' (then /cart), 'BUY IT NOW' (/buynow) and Share. */
export default function ProductActions({ product }: Props) {
  const [quantity, setQuantity] = useState(1);
  const { add, busyId } = useAddToCart();
  const busy = busyId === product._id;
  return (
    <div className="mt-6 flex flex-col gap-5">
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <div className="flex flex-col gap-3 sm:max-w-md">
        <button type="button" className={`${outlineButton} py-3`} disabled={busy} onClick={() => void add(product, quantity, '/cart')}>
          {busy ? t.adding : t.addToCart}
        </button>
        <a href={`/buynow?id=${product._id}&qty=${quantity}`} className={`${brandButton} py-3 tracking-wide`}>{t.buyNow}</a>
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <a
          href={`mailto:${CUSTOMER_CARE_EMAIL}?subject=${encodeURIComponent(t.questionSubject(product.name))}`}
          className="inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
        >
          <QuestionIcon />{t.askQuestion}
        </a>
        <ShareButton name={product.name} />
      </div>
    </div>
  );
}
