import { useEffect, useState } from 'react';
import type { ApiError } from '../../client/http';
import { idParam } from '../../lib/schemas';
import { checkout as t } from './messages';
import { parseQuantity } from '../../lib/quantity';
import { addToCart } from '../../stores/cart';
import { useGuard } from '../auth/useGuard';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';

/** /buynow?id=&qty=&size= (docs/product.md §10): adds the product in that size to the cart, then opens the checkout. */
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
    addToCart({ _id: id.data }, parseQuantity(params.get('qty')), params.get('size') || undefined).then(
      // Replace, so Back from the checkout does not add the product again.
      () => location.replace('/payment'),
      (err: ApiError) => setError(err.msg),
    );
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
