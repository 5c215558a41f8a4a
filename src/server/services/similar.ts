/** The product page's 'Similar products': others of its department and category, in stock, nearest in price. */
import { and, asc, eq, ne, or, isNull, sql } from 'drizzle-orm';
import { SIMILAR_PRODUCTS_MAX } from '../../lib/constants';
import { getDb } from '../db/client';
import { products } from '../db/schema';
import { notFound } from '../errors';
import { api } from '../messages';
import { productColumns, withImage } from './product-view';

export async function similarProducts(id: number, limit = SIMILAR_PRODUCTS_MAX) {
  const db = await getDb();
  const [p] = await db
    .select({ department: products.department, category: products.category, price: products.price, styleCode: products.styleCode })
    .from(products)
    .where(eq(products._id, id))
    .limit(1);
  if (!p) throw notFound(api.productNotFound);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        // lower(category): the category index's expression (products_category_idx), so one category's rows are read, not the table.
        sql`lower(${products.category}) = lower(${p.category})`,
        eq(products.category, p.category),
        eq(products.department, p.department),
        ne(products._id, id),
        // The same style in other colours is already on the page as its swatches.
        p.styleCode === null ? undefined : or(isNull(products.styleCode), ne(products.styleCode, p.styleCode)),
        sql`${products.sizesInStock} <> '{}'`,
      ),
    )
    // Nearest price first; the older product first between equals, so the list is stable.
    .orderBy(sql`abs(${products.price} - ${p.price})`, asc(products._id))
    .limit(limit);
  return rows.map(withImage);
}
