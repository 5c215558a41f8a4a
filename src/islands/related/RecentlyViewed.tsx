import { useEffect, useState } from 'react';
import { forgetViewed, readViewed, viewedBefore, type ViewedProduct } from '../../lib/recently-viewed';
import { productHref } from '../home/sections';
import { related as t } from './messages';
import { RelatedRow } from './RelatedRow';

/**
 * 'Recently viewed': the products this browser opened before this one, newest first, read from
 * localStorage after hydration (the server's HTML is the same for everyone, so it renders nothing).
 * Nothing viewed yet: no section at all (an empty marker for client:visible). src/components/product/RememberView.astro records the views.
 */
export default function RecentlyViewed({ currentId }: { currentId: number }) {
  const [items, setItems] = useState<ViewedProduct[]>([]);
  useEffect(() => setItems(viewedBefore(readViewed(), currentId)), [currentId]);
  // An element even when empty: client:visible hydrates when the island's first element comes into view, and nothing never does.
  if (items.length === 0) return <div aria-hidden="true" className="h-px" />;

  const clear = () => {
    forgetViewed();
    setItems([]);
  };
  return (
    <RelatedRow
      id="recently-viewed"
      title={t.recent}
      items={items.map((p) => ({ brand: p.brand, name: p.name, price: p.price, image: p.image, href: productHref(p._id) }))}
      action={
        <button
          type="button"
          onClick={clear}
          aria-label={t.clearRecentLabel}
          className="text-sm font-medium text-muted underline underline-offset-4 hover:text-ink"
        >
          {t.clearRecent}
        </button>
      }
    />
  );
}
