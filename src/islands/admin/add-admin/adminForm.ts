/** The Add Admins form (docs/product.md §2, §5): values and checks with the server's adminSchema. */
import { adminSchema, type AdminInput } from '../../../lib/schemas';
import { blanks, fieldErrors, type FieldErrors } from '../parts/form';

export interface AdminFormValues {
  name: string;
  image: string;
  email: string;
  contact: string;
  password: string;
  role: string;
}

export const emptyAdminForm = (): AdminFormValues => ({ name: '', image: '', email: '', contact: '', password: '', role: '' });

export function checkAdmin(v: AdminFormValues): { data?: AdminInput; errors: FieldErrors } {
  const r = adminSchema.safeParse(v);
  if (r.success) return { data: r.data, errors: {} };
  // The role keeps its own text ('Choose a role from the list'); the other blanks say 'required'.
  return { errors: { ...fieldErrors(r.error), ...blanks({ ...v }, ['name', 'image', 'email', 'contact', 'password']) } };
}
