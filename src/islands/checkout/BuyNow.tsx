import { useEffect, useState } from 'react';
import { idParam } from '../../lib/schemas';
import { checkout as t } from './messages';
import { parseQuantity } from '../../lib/quantity';
import { useGuard } from '../auth/useGuard';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { buyNowUrl } from './buy-item';

/**
 * /buynow?id=&qty=&size= (the product page's BUY IT NOW): opens the checkout of that product alone,
 * in that size and quantity; the cart is not touched (README "Checkout and payment").
 */
export default function BuyNow() {
  const allowed = useGuard();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!allowed) return;
    const params = new URLSearchParams(location.search);
    const id = idParam.safeParse(params.get('id') ?? '');
    if (!id.success) {
      setError(t.buyNowNoProduct);
      return;
    }
    const size = params.get('size') || undefined;
    // Replace, so Back from the checkout returns to the product page.
    location.replace(buyNowUrl({ prodId: id.data, quantity: parseQuantity(params.get('qty')), ...(size ? { size } : {}) }));
  }, [allowed]);

  if (error) {
    return (
      <>
        <ErrorState title={t.buyNowFailed} detail={error} />
        <p className="text-center">
          <a href="/products" className="font-medium underline underline-offset-4">
            {t.backToProducts}
          </a>
        </p>
      </>
    );
  }
  return <Spinner label={t.buyNowPreparing} className="py-16" />;
}
