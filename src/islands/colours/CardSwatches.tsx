import { CARD_SWATCHES_MAX } from '../../lib/constants';
import { productHref } from '../home/sections';
import type { StyleColour } from './ColourSwatches';
import { colours as t } from './messages';
import { cardSwatches, swatchBackground } from './swatch';

/**
 * A card's colours: small round swatches, each a link to that colour's page, the card's own marked, at most
 * CARD_SWATCHES_MAX then '+N' (to the card's own page, where all are). Plain links: no script on the card.
 * A named group of links rather than a list or a landmark: the grid's list items stay the products, and a
 * page of cards does not add a navigation landmark per card.
 */
export function CardSwatches({ name, currentId, colours }: { name: string; currentId: number; colours: StyleColour[] }) {
  if (colours.length < 2) return null;
  const { shown, more } = cardSwatches(colours, currentId, CARD_SWATCHES_MAX);
  return (
    <div role="group" aria-label={t.cardColours(name)} className="mt-2 flex flex-wrap items-center gap-1">
      {shown.map((c) => (
        // 24 px: the smallest target WCAG 2.5.8 allows; the fill sits inside the ring that marks the card's own.
        <a
          key={c._id}
          href={productHref(c._id)}
          title={c.colour}
          aria-current={c._id === currentId ? 'true' : undefined}
          className="block size-6 rounded-full border-2 border-transparent p-px hover:border-muted focus-visible:border-ink aria-[current]:border-ink"
        >
          <span aria-hidden="true" className="block size-full rounded-full border border-line" style={{ background: swatchBackground(c.colourFamily) }} />
          <span className="sr-only">{c.colour}</span>
        </a>
      ))}
      {more > 0 && (
        <a href={productHref(currentId)} aria-label={t.moreLabel(more)} className="px-1 text-xs font-semibold text-muted hover:text-ink">
          {t.moreCount(more)}
        </a>
      )}
    </div>
  );
}
