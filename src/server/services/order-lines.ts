/**
 * An order line as the shopper's lists and the console's order screens read it: the order's own copy
 * (its `image` as it was bought) and its product's first ready picture now, read in the same statement.
 * A deleted product (prod_id null) has none: the line shows the image it kept.
 */
import { orderColumns } from '../db/schema';
import { firstPictureJson, linePicture, type StoredPicture } from '../pictures/view';

export const orderLineColumns = { ...orderColumns, stored: firstPictureJson('orders') };

export const withLinePicture = <T extends { stored: StoredPicture | null }>({ stored, ...line }: T) => ({ ...line, picture: linePicture(stored) });
