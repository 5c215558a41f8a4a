import { useState } from 'react';
import type { User } from '../../client/api';
import type { ApiError } from '../../client/http';
import { fieldErrors } from '../../lib/fieldErrors';
import { loadSchemas } from '../../lib/validate';
import { Button } from '../../ui/Button';
import { TextField } from '../auth/fields';
import { formValues } from '../auth/fields';
import { account as t } from './messages';
import { useUpdateProfile } from './useAccountActions';

/** Name and mobile number; the e-mail is shown, not edited (it is the sign-in). */
export function ProfileForm({ user }: { user: User }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateProfile();

  async function submit(form: HTMLFormElement) {
    const { profileSchema } = await loadSchemas();
    const parsed = profileSchema.safeParse(formValues(form, ['name', 'phone']));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (err: ApiError) => err.errors && setErrors(err.errors) });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t.profile.name} name="name" autoComplete="name" required defaultValue={user.name} error={errors.name} />
      <div>
        <p className="mb-1.5 block text-sm font-medium">{t.profile.email}</p>
        <p className="truncate rounded-md border border-line bg-soft px-3 py-2.5 text-sm" title={user.email}>
          {user.email}
        </p>
        <p className="mt-1 text-xs text-muted">{t.profile.emailHint}</p>
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t.profile.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={user.phone}
          error={errors.phone}
          aria-describedby="account-phone-hint"
        />
        {!errors.phone && (
          <p id="account-phone-hint" className="mt-1 text-xs text-muted">
            {user.phone ? t.profile.phoneHint : t.profile.noPhone}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t.profile.saving : t.profile.save}
        </Button>
      </div>
    </form>
  );
}
