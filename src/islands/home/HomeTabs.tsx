/**
 * Tabs of the home page (New Arrivals, Artist Edits): the ARIA tabs pattern with automatic
 * activation; arrow keys, Home and End move between tabs. Every panel is in the server's HTML.
 */
import { useRef, useState, type KeyboardEvent, useId } from 'react';
import type { HomeTab } from './sections';
import { home } from './messages';
import { buttonClass } from '../../ui/Button';
import { ItemCard } from './cards';

export default function HomeTabs({ label, tabs, columns }: { label: string; tabs: HomeTab[]; columns: 4 | 6 }) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setSelected(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-6 flex flex-wrap justify-center gap-2" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className="rounded-full border border-ink px-5 py-2 text-sm font-semibold text-ink hover:bg-soft aria-selected:bg-ink aria-selected:text-white"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="rounded-lg"
        >
          <ul className={`grid grid-cols-2 gap-x-4 gap-y-6 ${columns === 6 ? 'sm:grid-cols-3 lg:grid-cols-6' : 'md:grid-cols-4'}`}>
            {tab.items.map((item) => (
              <li key={item.href}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <a href={tab.viewAll} className={buttonClass('outline')}>
              {home.viewAll}
              <span className="sr-only">: {tab.label}</span>
            </a>
          </div>
        </div>
      ))}
    </div>
  );
}
