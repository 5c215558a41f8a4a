/** The API's product: the columns read for it and the shape answered, shared by the product page, the list and the wishlist. */
import { getTableColumns } from 'drizzle-orm';
import { isInStock, type SizeStock } from '../../lib/stock';
import { products } from '../db/schema';
import { readyPicturesJson, type StoredPicture, withPictures } from '../pictures/view';
import { sizesJson } from './stock';

/**
 * The API's product adds `image`, the first picture (docs/product.md §3 reads either), its ready photographs
 * (`pictures`, `ogImage`; `images` then lists their JPEGs) and `inStock`. The
 * latter is read off the sizes already fetched: as an EXISTS in the select list the planner hashed
 * all 300,000 size rows for every search page (bench:api, 22 instead of 550 searches a second).
 */
export const withImage = <T extends { images: string[]; sizes: SizeStock[]; stored: StoredPicture[] }>(row: T) => {
  const p = withPictures(row);
  return Object.assign(p, { image: p.images[0] ?? '', inStock: isInStock(p.sizes) });
};

/** Every column but the search text, which only the WHERE clause needs, plus the sizes with their stock. */
const { searchText: _searchText, searchDoc: _searchDoc, sizesInStock: _sizesInStock, ...tableColumns } = getTableColumns(products);
export const productColumns = { ...tableColumns, sizes: sizesJson, stored: readyPicturesJson };
