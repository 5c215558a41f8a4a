import { useRef, useState, type KeyboardEvent, useId } from 'react';
import { product as t } from './messages';

type Tab = 'description' | 'fit' | 'material' | 'shipping';
const ALL_TABS: Tab[] = ['description', 'fit', 'material', 'shipping'];

/** A product's text, one point a line (docs/data.md): its non-empty lines. */
const points = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

interface Props {
  /** The product's own texts (admin-editable); a tab whose text is empty is left out. */
  details: { description: string; materialCare: string; fit: string };
}

/** The tabs of docs/product.md §2, as ARIA tabs (arrow keys move between them): the product's texts and the store's shipping terms. */
export default function ProductTabs({ details }: Props) {
  const bullets: Record<Tab, string[]> = {
    description: points(details.description),
    fit: points(details.fit),
    material: points(details.materialCare),
    shipping: t.shippingBullets,
  };
  const TABS = ALL_TABS.filter((tab) => bullets[tab].length > 0);
  const [active, setActive] = useState<Tab>(TABS[0] ?? 'shipping');
  const base = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ description: null, fit: null, material: null, shipping: null });

  function onKey(e: KeyboardEvent) {
    const i = TABS.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="mt-10">
      <div role="tablist" aria-label={t.details} className="flex flex-wrap gap-x-1 border-b border-line" onKeyDown={onKey}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${base}-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${active === tab ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {t.tabs[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${base}-${tab}`}
          aria-labelledby={`${base}-${tab}-tab`}
          hidden={active !== tab}
          tabIndex={0}
          className="py-5 text-sm leading-relaxed"
        >
          {bullets[tab].length === 1 ? (
            <p>{bullets[tab][0]}</p>
          ) : (
            <ul className="list-disc space-y-1.5 pl-5">
              {bullets[tab].map((b, i) => (
                // Two lines may say the same thing: the position keeps the keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static text
                <li key={`${i}-${b}`}>{b}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
