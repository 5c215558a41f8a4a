import { product as t } from './messages';
import { formatRs } from '../../lib/money';

interface Props {
  product: { name: string; brand: string; price: number; oprice: number; discount: string };
}

/** Server HTML of the product page (no client JS): name, price and tax note. */
export function ProductSummary({ product: p }: Props) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">{p.brand}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{p.name}</h1>
      <p className="mt-4 flex flex-wrap items-baseline gap-3">
        <span className="text-2xl font-semibold">{formatRs(p.price)}</span>
        {p.oprice > p.price && (
          <>
            <s className="text-muted">
              <span className="sr-only">{t.originalPrice} </span>
              {formatRs(p.oprice)}
            </s>
            <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">{t.off(p.discount)}</span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-muted">{t.taxIncluded}</p>
    </div>
  );
}
