import { ErrorState } from '../../ui/ErrorState';
import { checkout as t } from './messages';

/** Buy it now could not start: why, and the way back to the products. */
export function BuyNowFailed({ detail }: { detail: string }) {
  return (
    <>
      <ErrorState title={t.buyNowFailed} detail={detail} />
      <p className="text-center">
        <a href="/products" className="font-medium underline underline-offset-4">
          {t.backToProducts}
        </a>
      </p>
    </>
  );
}
