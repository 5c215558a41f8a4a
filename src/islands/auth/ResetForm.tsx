import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkResetLink, resetPassword } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { fieldErrors } from '../../lib/fieldErrors';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../lib/guard';
import { loadSchemas } from '../../lib/validate';
import { validation } from '../../lib/messages';
import { logout } from '../../stores/session';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { PasswordField, formValues } from './fields';
import { auth as t } from './messages';
import { go } from './navigate';

/** Why the link cannot be used, with the way to a new one: a page of its own, never an error screen. */
function Unusable({ reason }: { reason: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{t.linkUnusable}</p>
      <p className="mt-2 text-sm">{reason}</p>
      <a href={FORGOT_PASSWORD_PATH} className="mt-4 inline-block font-medium text-ink underline underline-offset-4">
        {t.askNewLink}
      </a>
    </div>
  );
}

/**
 * /reset-password?token=…: the link is checked first (a used, expired or altered one
 * says so and offers a new one); then the new password, twice. Success signs out every session of the
 * account and sends the owner to sign in with it.
 */
function ResetForm() {
  const [token, setToken] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [gone, setGone] = useState<string>();
  useEffect(() => setToken(new URLSearchParams(location.search).get('token') ?? ''), []);
  const link = useQuery({ queryKey: ['reset-link', token], queryFn: () => checkResetLink(token as string), enabled: Boolean(token) });
  const save = useMutation({
    mutationFn: resetPassword,
    onSuccess: (reply) => {
      // Every session of the account has ended, this browser's too if it was signed in to it.
      logout();
      go(LOGIN_PATH, { replace: true, toast: { kind: 'success', title: t.passwordReset, description: reply.msg, duration: TOAST_MS.longest } });
    },
    onError: (err) => {
      // A 400 without field errors: the link went bad meanwhile (used in another tab, expired while the form was open).
      if (err.status === 400 && !err.errors) setGone(err.msg);
      else notify.error(t.resetFailed, { description: err.msg, duration: TOAST_MS.normal });
      if (err.errors) setErrors(err.errors);
    },
  });

  if (token === undefined) return <Spinner label={t.checkingLink} className="py-10" />;
  if (token === '') return <Unusable reason={validation.resetLink} />;
  if (gone) return <Unusable reason={gone} />;
  if (errors.token) return <Unusable reason={errors.token} />;
  if (link.isError) {
    // 400: the link itself (altered, used, expired); anything else (no connection, too many tries) can be tried again.
    if (link.error.status === 400) return <Unusable reason={link.error.errors?.token ?? link.error.msg} />;
    return <ErrorState title={t.linkUnusable} detail={link.error.msg} onRetry={() => void link.refetch()} />;
  }
  if (!link.data) return <Spinner label={t.checkingLink} className="py-10" />;
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const { resetFormSchema } = await loadSchemas();
        const parsed = resetFormSchema.safeParse(formValues(form, ['password', 'confirm']));
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          return;
        }
        setErrors({});
        save.mutate({ token, password: parsed.data.password });
      }}
      className="flex flex-col gap-5"
    >
      <p role="status" className="text-sm text-muted">
        {link.data.msg}
      </p>
      <PasswordField label={t.newPassword} name="password" autoComplete="new-password" required error={errors.password} />
      <PasswordField label={t.confirmPassword} name="confirm" autoComplete="new-password" required error={errors.confirm} />
      <button type="submit" className={`${primaryButton} w-full py-3`} disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t.savingPassword : t.savePassword}
      </button>
    </form>
  );
}

export default withQueryClient(ResetForm);
