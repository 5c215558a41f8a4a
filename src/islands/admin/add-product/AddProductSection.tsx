import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addProduct } from '../../..//client/admin-api';
import type { ProductInput } from '../../../lib/schemas';
import { LIMITS, TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { Section } from '../parts/Section';
import { TextArea, TextField } from '../../../ui/Field';
import { errorsOf } from '../parts/format';
import { primaryButton } from '../../../ui/buttons';
import { toastFail, toastOk } from '../parts/toast';
import { ProductCard } from '../products/ProductCard';
import { SizesEditor } from '../products/SizesEditor';
import { checkSizes, placeRepeated } from '../products/sizesForm';
import { CatalogueFields } from '../parts/CatalogueFields';
import { CategoryField } from '../parts/CategoryField';
import { ImageFields } from './ImageFields';
import { pictures } from '../pictures/messages';
import { PicturesEditor } from '../pictures/PicturesEditor';
import { checkProduct, emptyProductForm, previewDiscount, type ProductFormValues } from './productForm';

const t = admin.addProduct;

/** Add Products (docs/product.md §2, §5): the form, the discount computed as you type, and a live preview card. */
export function AddProductSection() {
  const [v, setV] = useState<ProductFormValues>(emptyProductForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The product just added: its pictures are uploaded here, as they belong to a product that exists.
  const [added, setAdded] = useState<{ _id: number; name: string }>();
  const set = (k: Exclude<keyof ProductFormValues, 'images' | 'sizes'>) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
  const discount = previewDiscount(v);
  const previewSizes = checkSizes(v.sizes).data; // the total and badge once the sizes are valid

  const adding = useMutation({
    // `rows`: the size rows as sent, so the server's word on a repeated size lands on its row.
    mutationFn: ({ data }: { data: ProductInput; rows: ProductFormValues['sizes'] }) => addProduct(data),
    onSuccess: ({ data: added }) => {
      toastOk(t.added, t.addedText(added.name), TOAST_MS.longest);
      setAdded({ _id: added._id, name: added.name });
      setV(emptyProductForm()); // docs/product.md §4: back to empty with one image field
    },
    onError: (err, { rows }) => {
      setErrors(placeRepeated(rows, errorsOf(err)));
      toastFail(t.addFailed, err, TOAST_MS.long);
    },
  });
  const saving = adding.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = checkProduct(v);
    setErrors(found);
    if (data) adding.mutate({ data, rows: v.sizes });
  };

  const num = { type: 'number', inputMode: 'numeric', min: 1, step: 1, max: LIMITS.price } as const;
  return (
    <Section id="add-products">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
          <TextField label={t.name} value={v.name} onChange={set('name')} error={errors.name} maxLength={LIMITS.name} required />
          <TextField label={t.brand} value={v.brand} onChange={set('brand')} error={errors.brand} maxLength={LIMITS.name} required />
          <ImageFields images={v.images} errors={errors} onChange={(images) => setV((o) => ({ ...o, images }))} />
          <TextField label={t.oprice} {...num} value={v.oprice} onChange={set('oprice')} error={errors.oprice} required />
          <TextField label={t.price} {...num} value={v.price} onChange={set('price')} error={errors.price} required />
          <CategoryField label={t.category} value={v.category} onChange={(category) => setV((o) => ({ ...o, category }))} error={errors.category} />
          <CatalogueFields optional values={v} errors={errors} onChange={(change) => setV((o) => ({ ...o, ...change }))} />
          <div>
            <span className="block text-sm font-medium">{t.discount}</span>
            <output aria-live="polite" className="mt-1 block rounded-md border border-dashed border-line px-3 py-2 text-sm">
              {discount || '—'}
            </output>
          </div>
          <div className="sm:col-span-2">
            <SizesEditor idPrefix="add-product" rows={v.sizes} errors={errors} onChange={(sizes) => setV((o) => ({ ...o, sizes }))} />
          </div>
          <TextArea
            className="sm:col-span-2"
            label={t.description}
            rows={4}
            value={v.description}
            onChange={set('description')}
            error={errors.description}
            maxLength={LIMITS.description}
            required
          />
          <TextArea
            label={t.materialCare}
            rows={3}
            value={v.materialCare}
            onChange={set('materialCare')}
            error={errors.materialCare}
            maxLength={LIMITS.description}
            placeholder={t.detailsHint}
          />
          <TextArea label={t.fit} rows={3} value={v.fit} onChange={set('fit')} error={errors.fit} maxLength={LIMITS.description} placeholder={t.detailsHint} />
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={saving}>
              {saving ? t.adding : t.add}
            </button>
          </div>
        </form>
        <aside aria-label={t.preview} className="mx-auto w-full max-w-xs lg:sticky lg:top-24 lg:max-w-none lg:self-start">
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{t.preview}</h2>
          <ProductCard
            p={{
              name: v.name || t.previewName,
              brand: v.brand || t.previewBrand,
              image: v.images.find((s) => s.trim())?.trim(),
              oprice: Number(v.oprice) || 0,
              price: Number(v.price) || 0,
              discount,
              sizes: previewSizes,
            }}
          />
        </aside>
      </div>
      {added && (
        <section aria-label={pictures.title(added.name)} className="mt-6 rounded-lg border border-line bg-white p-4 sm:p-6">
          <h2 className="mb-2 text-base font-semibold">{pictures.title(added.name)}</h2>
          <PicturesEditor productId={added._id} />
        </section>
      )}
    </Section>
  );
}
