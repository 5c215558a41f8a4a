import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { forgotPassword } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { fieldErrors } from '../../lib/fieldErrors';
import { LOGIN_PATH } from '../../lib/guard';
import { loadSchemas } from '../../lib/validate';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { TextField, formValues } from './fields';
import { auth as t } from './messages';

/**
 * /forgot-password: the e-mail, then the server's answer, which is the same whether
 * an account has that address or not (nothing here tells either).
 */
function ForgotForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: forgotPassword,
    onError: (err) => {
      notify.error(t.linkFailed, { description: err.msg, duration: TOAST_MS.normal });
      if (err.errors) setErrors(err.errors);
    },
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-xl border border-line bg-soft p-5">
        <p className="font-semibold">{t.linkSentTitle}</p>
        <p className="mt-2 text-sm text-muted">{send.data.msg}</p>
        <a href={LOGIN_PATH} className="mt-4 inline-block font-medium text-ink underline underline-offset-4">
          {t.backToLogin}
        </a>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const { forgotSchema } = await loadSchemas();
        const parsed = forgotSchema.safeParse(formValues(form, ['email']));
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          return;
        }
        setErrors({});
        send.mutate(parsed.data.email);
      }}
      className="flex flex-col gap-5"
    >
      <TextField label={t.email} type="email" name="email" autoComplete="email" required error={errors.email} />
      <button type="submit" className={`${primaryButton} w-full py-3`} disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {send.isPending ? t.sendingLink : t.sendLink}
      </button>
      <p className="text-center text-sm text-muted">
        <a href={LOGIN_PATH} className="font-medium text-ink underline underline-offset-4">
          {t.backToLogin}
        </a>
      </p>
    </form>
  );
}

export default withQueryClient(ForgotForm);
