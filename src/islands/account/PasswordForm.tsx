import { useRef, useState } from 'react';
import type { ApiError } from '../../client/http';
import { fieldErrors } from '../../lib/fieldErrors';
import { loadSchemas } from '../../lib/validate';
import { Button } from '../../ui/Button';
import { PasswordField, formValues } from '../auth/fields';
import { account as t } from './messages';
import { useChangePassword } from './useAccountActions';

/** The current password, then the new one twice; the form empties once it is changed. */
export function PasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const change = useChangePassword();

  async function submit() {
    const { passwordChangeFormSchema } = await loadSchemas();
    if (!form.current) return;
    const parsed = passwordChangeFormSchema.safeParse(formValues(form.current, ['currentPassword', 'password', 'confirm']));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const { currentPassword, password } = parsed.data;
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => form.current?.reset(),
        onError: (err: ApiError) => err.errors && setErrors(err.errors),
      },
    );
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="grid gap-4 sm:max-w-md"
    >
      <PasswordField label={t.password.current} name="currentPassword" autoComplete="current-password" required error={errors.currentPassword} />
      <div>
        <PasswordField
          label={t.password.next}
          name="password"
          autoComplete="new-password"
          required
          error={errors.password}
          aria-describedby={errors.password ? undefined : 'account-new-password-hint'}
        />
        {!errors.password && (
          <p id="account-new-password-hint" className="mt-1 text-xs text-muted">
            {t.password.nextHint}
          </p>
        )}
      </div>
      <PasswordField label={t.password.confirm} name="confirm" autoComplete="new-password" required error={errors.confirm} />
      <div>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t.password.saving : t.password.save}
        </Button>
      </div>
    </form>
  );
}
