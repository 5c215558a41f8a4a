import { useEffect, useState } from 'react';
import { BuyNowFailed } from './BuyNowFailed';
import { Spinner } from '../../ui/Spinner';
import { useGuard } from '../auth/useGuard';
import { buyItemOf, buyNowUrl } from './buy-item';
import { checkout as t } from './messages';

/**
 * /buynow?id=&qty=&size= (the product page's BUY IT NOW): opens the checkout of that product alone,
 * in that size and quantity; the cart is not touched (docs/features.md "Checkout and payment").
 */
export default function BuyNow() {
  const allowed = useGuard();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    const item = buyItemOf(location.search, 'id');
    if (!item) {
      setFailed(true);
      return;
    }
    // Replace, so Back from the checkout returns to the product page.
    location.replace(buyNowUrl(item));
  }, [allowed]);

  if (failed) return <BuyNowFailed detail={t.buyNowNoProduct} />;
  return <Spinner label={t.buyNowPreparing} className="py-16" />;
}
