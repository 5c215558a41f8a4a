import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { product as t } from './messages';

type Tab = 'description' | 'shipping' | 'material';
const TABS: Tab[] = ['description', 'shipping', 'material'];

/** The three tabs of docs/product.md §2, as ARIA tabs (arrow keys move between them). */
export default function ProductTabs({ description }: { description: string }) {
  const [active, setActive] = useState<Tab>('description');
  const base = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ description: null, shipping: null, material: null });
  const bullets: Record<Tab, string[]> = {
    description: t.descriptionBullets,
    shipping: t.shippingBullets,
    material: t.materialBullets,
  };

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
      <div role="tablist" aria-label={t.details} className="flex gap-1 overflow-x-auto border-b border-line" onKeyDown={onKey}>
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
          {tab === 'description' && description && <p className="mb-3">{description}</p>}
          <ul className="list-disc space-y-1.5 pl-5">
            {bullets[tab].map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
