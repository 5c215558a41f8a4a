import type { ColourFamily } from '../../lib/constants';
import { productHref } from '../home/sections';
import { colours as t } from './messages';
import { swatchBackground } from './swatch';

export interface StyleColour {
  _id: number;
  colour: string;
  colourFamily: ColourFamily;
}

/**
 * 'More colours' on the product page: one round swatch per colour of the style, each a link to that
 * colour's own page (its own price, sizes and stock), the one on screen marked. Server HTML, no script.
 * A style in one colour shows only its colour's name.
 */
export function ColourSwatches({ currentId, colours }: { currentId: number; colours: StyleColour[] }) {
  const current = colours.find((c) => c._id === currentId);
  return (
    <div className="mt-5">
      {current && <p className="text-sm font-semibold">{t.chosen(current.colour)}</p>}
      {colours.length > 1 && (
        <nav aria-label={t.moreColours} className="mt-2">
          <ul className="flex flex-wrap gap-2">
            {colours.map((c) => (
              <li key={c._id}>
                <a
                  href={productHref(c._id)}
                  title={c.colour}
                  aria-current={c._id === currentId ? 'true' : undefined}
                  className="block size-11 rounded-full border-2 border-transparent p-0.5 hover:border-muted focus-visible:border-ink aria-[current]:border-ink"
                >
                  <span
                    aria-hidden="true"
                    className="block size-full rounded-full border border-line"
                    style={{ background: swatchBackground(c.colourFamily) }}
                  />
                  <span className="sr-only">{c.colour}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
