import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Product } from '../../..//client/api';
import { updateProduct } from '../../..//client/admin-api';
import type { ProductUpdateInput } from '../../../lib/schemas';
import { LIMITS, TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { ImageFields } from '../add-product/ImageFields';
import { CatalogueFields } from '../parts/CatalogueFields';
import { CategoryField } from '../parts/CategoryField';
import { TextArea, TextField } from '../../../ui/Field';
import { errorsOf } from '../parts/format';
import { outlineButton, primaryButton } from '../../../ui/buttons';
import { toastFail, toastOk } from '../parts/toast';
import { checkEdit, editValuesOf, onlyFields, type EditValues } from './editForm';
import { backStep, canBack, canNext, canSubmit, EDIT_STEP_FIELDS, nextStep, startEdit, stepOfErrors } from './editSteps';
import { EditProgress } from './EditProgress';

const t = admin.products;

/** The card in edit mode: two steps with a progress bar (docs/product.md §2); Cancel and Submit return to display. */
export function EditCard({ product, onDone }: { product: Product; onDone: (updated?: Product) => void }) {
  const [state, setState] = useState(startEdit);
  const [values, setValues] = useState<EditValues>(() => editValuesOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: Exclude<keyof EditValues, 'images'>) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const update = useMutation({
    mutationFn: (data: ProductUpdateInput) => updateProduct(product._id, data),
    onSuccess: ({ data: updated }) => {
      toastOk(t.updated, t.updatedText(updated.name), TOAST_MS.normal);
      onDone(updated);
    },
    onError: (err) => {
      const server = errorsOf(err);
      setErrors(server);
      if (stepOfErrors(server) === 1) setState(backStep);
      toastFail(t.updateFailed, err, TOAST_MS.normal, t.updateFailedText(product.name));
    },
  });
  // Stays true once saved: the card closes with onDone, and nothing is sent twice meanwhile.
  const saving = update.isPending || update.isSuccess;

  const next = () => {
    const stepErrors = onlyFields(checkEdit(values).errors, EDIT_STEP_FIELDS[1]);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) setState(nextStep);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit(state)) return next();
    const { data, errors: found } = checkEdit(values);
    setErrors(found);
    if (!data) {
      if (stepOfErrors(found) === 1) setState(backStep);
      return;
    }
    update.mutate(data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t.editLabel(product.name)}
      className="flex h-full flex-col gap-3 rounded-lg border-2 border-accent bg-white p-4 shadow-sm"
    >
      <p className="truncate text-sm font-semibold" title={product.name}>
        {product.name}
      </p>
      <EditProgress state={state} />
      {state.step === 1 ? (
        <>
          <TextField label={t.name} value={values.name} onChange={set('name')} error={errors.name} autoFocus />
          <TextField label={t.brand} value={values.brand} onChange={set('brand')} error={errors.brand} />
          <TextArea
            label={t.description}
            rows={4}
            maxLength={LIMITS.description}
            value={values.description}
            onChange={set('description')}
            error={errors.description}
          />
          <TextArea
            label={t.materialCare}
            rows={3}
            maxLength={LIMITS.description}
            value={values.materialCare}
            onChange={set('materialCare')}
            error={errors.materialCare}
            placeholder={t.onePointALine}
          />
          <TextArea
            label={t.fit}
            rows={3}
            maxLength={LIMITS.description}
            value={values.fit}
            onChange={set('fit')}
            error={errors.fit}
            placeholder={t.onePointALine}
          />
        </>
      ) : (
        <>
          <TextField
            label={t.oprice}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.oprice}
            onChange={set('oprice')}
            error={errors.oprice}
            autoFocus
          />
          <TextField label={t.price} type="number" inputMode="numeric" min={1} step={1} value={values.price} onChange={set('price')} error={errors.price} />
          <CategoryField label={t.category} value={values.category} onChange={(category) => setValues((v) => ({ ...v, category }))} error={errors.category} />
          <CatalogueFields values={values} errors={errors} onChange={(change) => setValues((v) => ({ ...v, ...change }))} />
          <ImageFields images={values.images} errors={errors} onChange={(images) => setValues((v) => ({ ...v, images }))} />
        </>
      )}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <button type="button" className={outlineButton} disabled={!canBack(state) || saving} onClick={() => setState(backStep)}>
          {t.back}
        </button>
        <button type="button" className={outlineButton} disabled={!canNext(state) || saving} onClick={next}>
          {t.next}
        </button>
        <button type="button" className={outlineButton} disabled={saving} onClick={() => onDone()}>
          {t.cancel}
        </button>
        {canSubmit(state) && (
          <button type="submit" className={primaryButton} disabled={saving}>
            {t.submit}
          </button>
        )}
      </div>
    </form>
  );
}
