import { LinePicture } from '../../ui/LinePicture';
import { Price } from '../../ui/Price';
import { nav } from './messages';
import type { Choice } from './useSuggestions';

interface Props {
  id: string;
  choices: Choice[];
  active: number;
  hidden: boolean;
  onHover: (index: number) => void;
}

const GROUPS = ['products', 'categories', 'brands'] as const;

/** The combobox's listbox: products with picture and price, then categories, then brands. */
export function SuggestionList({ id, choices, active, hidden, onHover }: Props) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={nav.suggestions}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-white p-2 text-ink shadow-xl"
    >
      {GROUPS.map((group) => {
        const items = choices.filter((c) => c.group === group);
        if (!items.length) return null;
        const headingId = `${id}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId} className="py-1">
            <div id={headingId} role="presentation" className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted">
              {nav.suggestionGroups[group]}
            </div>
            {items.map((c) => {
              const index = choices.indexOf(c);
              return (
                <div
                  key={c.key}
                  id={`${id}-${c.key}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Keep the focus in the box, so its blur does not close the list before the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => onHover(index)}
                  onClick={() => location.assign(c.href)}
                  className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm ${index === active ? 'bg-soft ring-1 ring-ink' : ''}`}
                >
                  {c.product && <LinePicture picture={c.product.picture} image={c.product.image} box="suggestion" className="shrink-0 rounded bg-soft" />}
                  <span className="min-w-0 flex-1 truncate">{c.label}</span>
                  {c.product && <Price value={c.product.price} className="shrink-0 font-semibold" />}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
