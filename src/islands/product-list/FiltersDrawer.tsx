import { useState, useId } from 'react';
import type { Facets } from '../../client/api';
import { outlineButton, primaryButton } from '../../ui/buttons';
import { CloseIcon } from '../../ui/icons';
import { useModalDialog } from '../../ui/useModalDialog';
import { FilterPanel } from './FilterPanel';
import { filters as t } from './messages';
import { activeFilterCount, type ListQuery } from './query';

interface Props {
  query: ListQuery;
  facets: Facets | undefined;
  total: number | undefined;
  onChange: (next: ListQuery) => void;
}

/** Phones and tablets: the filters in a side sheet (a modal <dialog>), opened by 'Filters (n)'. */
export function FiltersDrawer({ query, facets, total, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <div className="lg:hidden">
      <button type="button" className={outlineButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.open(activeFilterCount(query))}
      </button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false);
        }}
        className="ml-auto mr-0 h-dvh max-h-dvh w-[min(22rem,90vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      >
        {open && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <h2 id={titleId} className="text-lg font-bold">
                {t.title}
              </h2>
              <button type="button" onClick={() => setOpen(false)} aria-label={t.close} className="rounded-full p-2 text-muted hover:bg-soft hover:text-ink">
                <CloseIcon size={20} />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-4 py-2">
              <FilterPanel query={query} facets={facets} onChange={onChange} />
            </div>
            <div className="border-t border-line p-4">
              <button type="button" className={`${primaryButton} w-full`} onClick={() => setOpen(false)}>
                {t.showResults(total ?? 0)}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
