/**
 * The Add Products form (docs/product.md §2, §5): its values, the checks (the server's productSchema, and
 * every field required) and the discount text shown before sending.
 */
import { discountText } from '../../../lib/money';
import { validation } from '../../../lib/messages';
import { productSchema, type ProductInput } from '../../../lib/schemas';
import { type CatalogueValues, catalogueInput } from '../parts/CatalogueFields';
import { blanks, fieldErrors, type FieldErrors } from '../parts/form';
import { checkSizes, defaultRows, type SizeRow } from '../products/sizesForm';

export interface ProductFormValues extends CatalogueValues {
  name: string;
  brand: string;
  images: string[];
  oprice: string;
  price: string;
  category: string;
  description: string;
  /** Optional: the server fills an empty one with the category's defaults. */
  materialCare: string;
  fit: string;
  sizes: SizeRow[];
}

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  brand: '',
  images: [''],
  oprice: '',
  price: '',
  category: '',
  description: '',
  materialCare: '',
  fit: '',
  sizes: defaultRows(),
  department: '',
  colourFamily: 'multi',
  colour: '',
  styleCode: '',
});

const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** docs/product.md §5: the discount text, once both prices are numbers above 0. */
export function previewDiscount(v: Pick<ProductFormValues, 'oprice' | 'price'>): string {
  const o = toNumber(v.oprice);
  const p = toNumber(v.price);
  return o > 0 && p > 0 ? discountText(o, p) : '';
}

export const addImage = (images: string[]) => [...images, ''];
/** The first image field cannot be removed (docs/product.md §2). */
export const removeImage = (images: string[], i: number) => (i === 0 ? images : images.filter((_, j) => j !== i));

export function checkProduct(v: ProductFormValues): { data?: ProductInput; errors: FieldErrors } {
  const sizes = checkSizes(v.sizes);
  const { department: _d, colourFamily: _f, colour: _c, styleCode: _s, ...fields } = v;
  const r = productSchema.safeParse({ ...fields, ...catalogueInput(v), images: v.images.map((s) => s.trim()), sizes: sizes.data });
  const errors: FieldErrors = { ...(r.success ? {} : fieldErrors(r.error)), ...sizes.errors };
  Object.assign(errors, blanks({ ...v }, ['name', 'brand', 'oprice', 'price', 'category', 'description']));
  v.images.forEach((s, i) => {
    if (!s.trim()) errors[`images.${i}`] = validation.required;
  });
  return r.success && Object.keys(errors).length === 0 ? { data: r.data, errors } : { errors };
}
