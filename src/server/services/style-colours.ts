/** A style's colours: the product page's 'More colours' swatches and the cards' in the list. */
import { asc, sql } from 'drizzle-orm';
import type { ColourFamily } from '../../lib/constants';
import { prepared } from '../db/prepared';
import { products } from '../db/schema';

/**
 * Every colour of the given styles, oldest first (the order never changes with a sale), in one statement
 * for a whole page of cards: one read per product would be a round trip per card.
 */
const coloursOfStyles = prepared((db) =>
  db
    .select({
      styleCode: products.styleCode,
      _id: products._id,
      colour: products.colour,
      colourFamily: products.colourFamily,
      image: sql<string>`coalesce(${products.images}->>0, '')`,
    })
    .from(products)
    .where(sql`${products.styleCode} = any(${sql.placeholder('codes')}::text[])`)
    .orderBy(asc(products._id))
    .prepare('style_colours'),
);

type Styled = { styleCode: string | null };
export type StyleColour = { _id: number; colour: string; colourFamily: ColourFamily; image: string };

/** The colours of each style among `items`, by style code (none read when no item has a style). */
export async function styleColours(items: Styled[]): Promise<Map<string, StyleColour[]>> {
  const codes = [...new Set(items.flatMap((p) => p.styleCode ?? []))];
  const byStyle = new Map<string, StyleColour[]>();
  if (!codes.length) return byStyle;
  const rows = await (await coloursOfStyles()).execute({ codes });
  for (const { styleCode, ...colour } of rows) {
    if (!styleCode) continue;
    const list = byStyle.get(styleCode) ?? [];
    list.push(colour);
    byStyle.set(styleCode, list);
  }
  return byStyle;
}

/** Cards carry their style's colours (this product included); a product without a style, none. */
export async function withStyleColours<T extends Styled>(items: T[]): Promise<(T & { colours: StyleColour[] })[]> {
  const byStyle = await styleColours(items);
  return items.map((p) => ({ ...p, colours: (p.styleCode && byStyle.get(p.styleCode)) || [] }));
}
