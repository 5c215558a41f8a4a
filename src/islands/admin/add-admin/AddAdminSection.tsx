import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addAdmin } from '../../..//client/admin-api';
import { ADMIN_ROLES, LIMITS, TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { SelectField, TextField } from '../../../ui/Field';
import { errorsOf } from '../parts/format';
import { Section } from '../parts/Section';
import { primaryButton } from '../../../ui/buttons';
import { toastFail, toastOk } from '../parts/toast';
import { checkAdmin, emptyAdminForm, type AdminFormValues } from './adminForm';

const t = admin.addAdmin;

/** Add Admins (docs/product.md §2, §5); docs/product.md §10: 'Admin Added' only once the server has added them. */
export function AddAdminSection() {
  const [v, setV] = useState<AdminFormValues>(emptyAdminForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof AdminFormValues) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
  const adding = useMutation({
    mutationFn: addAdmin,
    onSuccess: ({ data: added }) => {
      toastOk(t.added, t.addedText(added.name), TOAST_MS.longest);
      setV(emptyAdminForm());
    },
    onError: (err, data) => {
      // 409: the e-mail is taken; show it beside the field as well.
      setErrors(err.status === 409 ? { email: err.msg } : errorsOf(err));
      toastFail(t.addFailed, err, TOAST_MS.long, t.addFailedText(data.name));
    },
  });
  const saving = adding.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = checkAdmin(v);
    setErrors(found);
    if (data) adding.mutate(data);
  };

  return (
    <Section id="add-admins">
      <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
        <TextField label={t.name} autoComplete="off" value={v.name} onChange={set('name')} error={errors.name} maxLength={LIMITS.name} required />
        <TextField
          label={t.image}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={v.image}
          onChange={set('image')}
          error={errors.image}
          maxLength={LIMITS.url}
          required
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          value={v.email}
          onChange={set('email')}
          error={errors.email}
          maxLength={LIMITS.email}
          required
        />
        <TextField
          label={t.contact}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          value={v.contact}
          onChange={set('contact')}
          error={errors.contact}
          maxLength={LIMITS.contact.max}
          required
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          value={v.password}
          onChange={set('password')}
          error={errors.password}
          maxLength={LIMITS.password.max}
          required
        />
        <SelectField label={t.role} value={v.role} onChange={set('role')} error={errors.role} required>
          <option value="" disabled>
            {t.selectRole}
          </option>
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? t.adding : t.add}
          </button>
        </div>
      </form>
    </Section>
  );
}
