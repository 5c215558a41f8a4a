import { CARD_SWATCHES_MAX } from '../../lib/constants';
import { productHref } from '../home/sections';
import type { StyleColour } from './ColourSwatches';
import { colours as t } from './messages';
import { cardSwatches, swatchBackground } from './swatch';

/**
 * A card's colours: small round swatches, each a link to that colour's page, the card's own marked, at most
 * CARD_SWATCHES_MAX then '+N' (to the card's own page, where all are). Plain links: no script on the card.
 */
export function CardSwatches({ name, currentId, colours }: { name: string; currentId: number; colours: StyleColour[] }) {
  if (colours.length < 2) return null;
  const { shown, more } = cardSwatches(colours, currentId, CARD_SWATCHES_MAX);
  return (
    <nav aria-label={t.cardColours(name)} className="mt-2">
      <ul className="flex flex-wrap items-center gap-1">
        {shown.map((c) => (
          <li key={c._id}>
            {/* 24 px: the smallest target WCAG 2.5.8 allows; the fill sits inside the ring that marks the card's own. */}
            <a
              href={productHref(c._id)}
              title={c.colour}
              aria-current={c._id === currentId ? 'true' : undefined}
              className="block size-6 rounded-full border-2 border-transparent p-px hover:border-muted focus-visible:border-ink aria-[current]:border-ink"
            >
              <span aria-hidden="true" className="block size-full rounded-full border border-line" style={{ background: swatchBackground(c.colourFamily) }} />
              <span className="sr-only">{c.colour}</span>
            </a>
          </li>
        ))}
        {more > 0 && (
          <li>
            <a href={productHref(currentId)} aria-label={t.moreLabel(more)} className="px-1 text-xs font-semibold text-muted hover:text-ink">
              {t.moreCount(more)}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
