import type { ReactNode } from 'react';
import { ItemCard } from '../home/cards';
import type { HomeItem } from '../home/sections';

/**
 * A titled row of product cards below the product page: one row that scrolls sideways on phones,
 * four or more columns from md. The section is named by its heading.
 */
export function RelatedRow({ id, title, items, action }: { id: string; title: string; items: HomeItem[]; action?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-14">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.href} className="w-36 shrink-0 snap-start sm:w-44 md:w-auto">
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
