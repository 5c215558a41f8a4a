import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { addCategory } from '../../..//client/admin-api';
import { DEPARTMENTS, type Department, LIMITS, TOAST_MS } from '../../../lib/constants';
import { categoryCreateSchema } from '../../../lib/schemas';
import { SelectField, TextField } from '../../../ui/Field';
import { primaryButton } from '../../../ui/buttons';
import { fieldErrors } from '../parts/form';
import { errorsOf } from '../parts/format';
import { toastFail, toastOk } from '../parts/toast';
import { categoriesText } from './messages';

const t = categoriesText.add;
const empty = { name: '', department: 'men' as Department, label: '' };

/** Adds a category last in its department; its menu label defaults from the name (server). */
export function CategoryForm({ onAdded }: { onAdded: () => void }) {
  const [v, setV] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adding = useMutation({
    mutationFn: addCategory,
    onSuccess: (reply) => {
      toastOk(t.added, reply.data.name, TOAST_MS.normal);
      setV(empty);
      onAdded();
    },
    onError: (err) => {
      setErrors(errorsOf(err));
      toastFail(t.failed, err, TOAST_MS.long);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = categoryCreateSchema.safeParse({ name: v.name, department: v.department, label: v.label.trim() || undefined });
    setErrors(r.success ? {} : fieldErrors(r.error));
    if (r.success) adding.mutate(r.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="category-add-heading" className="mb-6 rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id="category-add-heading" className="mb-3 text-lg font-semibold">
        {t.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-end">
        <TextField
          label={t.name}
          placeholder={t.nameHint}
          value={v.name}
          maxLength={LIMITS.text}
          error={errors.name}
          required
          onChange={(e) => setV((o) => ({ ...o, name: e.target.value }))}
        />
        <SelectField
          label={t.department}
          value={v.department}
          error={errors.department}
          onChange={(e) => setV((o) => ({ ...o, department: e.target.value as Department }))}
        >
          {DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {categoriesText.department(d)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.label}
          placeholder={t.labelHint}
          value={v.label}
          maxLength={LIMITS.text}
          error={errors.label}
          onChange={(e) => setV((o) => ({ ...o, label: e.target.value }))}
        />
        <button type="submit" className={primaryButton} disabled={adding.isPending}>
          {adding.isPending ? t.adding : t.submit}
        </button>
      </div>
    </form>
  );
}
