import { useQuery } from '@tanstack/react-query';
import { getSimilarProducts } from '../../client/api';
import { queryKeys, withQueryClient } from '../../client/query';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { categoryHref } from '../nav/menus';
import { toHomeItem } from '../home/sections';
import { related as t } from './messages';
import { RelatedRow } from './RelatedRow';

const SECTION_ID = 'similar-products';

/**
 * 'Similar products' (GET /products/{id}/similar): hydrated only when the shopper scrolls near it
 * (client:visible), so the page's first view neither loads nor asks for it.
 */
function SimilarProducts({ productId, category }: { productId: number; category: string }) {
  const similar = useQuery({ queryKey: queryKeys.similar(productId), queryFn: () => getSimilarProducts(productId) });
  if (similar.isPending || similar.isError) {
    return (
      <section aria-labelledby={`${SECTION_ID}-title`} className="mt-14">
        <h2 id={`${SECTION_ID}-title`} className="mb-4 text-xl font-bold sm:text-2xl">
          {t.similar}
        </h2>
        {similar.isError ? (
          <ErrorState title={t.similarError} detail={similar.error.msg} onRetry={() => void similar.refetch()} />
        ) : (
          <Spinner label={t.similarLoading} className="py-10" />
        )}
      </section>
    );
  }
  if (similar.data.data.length === 0) {
    return (
      <section aria-labelledby={`${SECTION_ID}-title`} className="mt-14">
        <h2 id={`${SECTION_ID}-title`} className="mb-4 text-xl font-bold sm:text-2xl">
          {t.similar}
        </h2>
        <EmptyState title={t.similarEmpty}>
          <a href={categoryHref(category)} className="font-semibold text-ink underline underline-offset-4">
            {t.browseCategory(category)}
          </a>
        </EmptyState>
      </section>
    );
  }
  return <RelatedRow id={SECTION_ID} title={t.similar} items={similar.data.data.map(toHomeItem)} />;
}

export default withQueryClient(SimilarProducts);
