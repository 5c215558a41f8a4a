/** The edit card's fields and their checks: the same field rules as the server's product schema. */
import { z } from 'zod';
import type { Product } from '../../../client/api';
import { validation } from '../../../lib/messages';
import { colourFamilySchema, departmentSchema, productFields } from '../../../lib/schemas';
import type { CatalogueValues } from '../parts/CatalogueFields';
import { blanks, fieldErrors, type FieldErrors } from '../parts/form';

export interface EditValues extends CatalogueValues {
  name: string;
  brand: string;
  oprice: string;
  price: string;
  category: string;
  description: string;
  materialCare: string;
  fit: string;
  images: string[];
}

export const productEditSchema = z
  .object({
    name: productFields.name,
    brand: productFields.brand,
    oprice: productFields.oprice,
    price: productFields.price,
    category: productFields.category,
    description: productFields.description,
    materialCare: productFields.materialCare,
    fit: productFields.fit,
    images: productFields.images,
    department: departmentSchema,
    colourFamily: colourFamilySchema,
    colour: productFields.colour,
    styleCode: productFields.styleCode,
  })
  .refine((p) => p.price <= p.oprice, { message: validation.discountAbove, path: ['price'] });

export const editValuesOf = (p: Product): EditValues => ({
  name: p.name,
  brand: p.brand,
  oprice: String(p.oprice),
  price: String(p.price),
  category: p.category,
  description: p.description,
  materialCare: p.materialCare,
  fit: p.fit,
  images: p.images.length ? p.images : [''],
  department: p.department,
  colourFamily: p.colourFamily,
  colour: p.colour,
  styleCode: p.styleCode ?? '',
});

export function checkEdit(values: EditValues): { data?: z.infer<typeof productEditSchema>; errors: FieldErrors } {
  const r = productEditSchema.safeParse(values);
  if (r.success) return { data: r.data, errors: {} };
  const { description: _optional, materialCare: _care, fit: _fit, images: _checkedBySchema, colour: _colour, styleCode: _style, ...required } = values;
  return { errors: { ...fieldErrors(r.error), ...blanks({ ...required }, Object.keys(required)) } };
}

/** Only the errors of the named fields (Next checks step 1 alone). */
export const onlyFields = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => fields.includes(k.split('.')[0] ?? k)));
