import { useState } from 'react';
import type { Product } from '../../../client/api';
import { admin } from '../messages';
import { pictures } from '../pictures/messages';
import { dangerButton, outlineButton } from '../../../ui/buttons';
import { EditCard } from './EditCard';
import { ProductCard } from './ProductCard';

interface Props {
  items: Product[];
  onDelete: (p: Product) => void;
  onUpdated: (p: Product) => void;
  onStock: (p: Product) => void;
  onPictures: (p: Product) => void;
}

/** docs/product.md §9: four columns in the console (two or three on narrow screens, where four would not fit). */
export function ProductGrid({ items, onDelete, onUpdated, onStock, onPictures }: Props) {
  const [editing, setEditing] = useState<number>();
  const t = admin.products;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {items.map((p) => (
        <li key={p._id} className={editing === p._id ? 'col-span-2 md:col-span-1' : undefined}>
          {editing === p._id ? (
            <EditCard
              product={p}
              onDone={(u) => {
                if (u) onUpdated(u);
                setEditing(undefined);
              }}
            />
          ) : (
            <ProductCard p={{ ...p, image: p.images[0] ?? p.image }}>
              <button type="button" className={dangerButton} aria-label={t.deleteLabel(p.name)} onClick={() => onDelete(p)}>
                {t.delete}
              </button>
              <button type="button" className={outlineButton} aria-label={t.editLabel(p.name)} onClick={() => setEditing(p._id)}>
                {t.edit}
              </button>
              <button type="button" className={outlineButton} aria-label={t.stockLabel(p.name)} onClick={() => onStock(p)}>
                {t.stock}
              </button>
              <button type="button" className={outlineButton} aria-label={pictures.openLabel(p.name)} onClick={() => onPictures(p)}>
                {pictures.open}
              </button>
            </ProductCard>
          )}
        </li>
      ))}
    </ul>
  );
}
