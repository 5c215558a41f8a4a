import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../lib/fieldErrors';
import { register } from '../../client/api';
import type { ApiError } from '../../client/http';
import { ROLE_USER, SIGNUP_WALLET, TOAST_MS } from '../../lib/constants';
import { LOGIN_PATH, withRedirect } from '../../lib/guard';
import { auth as t } from './messages';
import { registerSchema } from '../../lib/schemas';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { PasswordField, TextField, focusFirstError, formValues } from './fields';
import { earlySubmitForm, takeEarlySubmit } from './early-submit';
import { go } from './navigate';

const FIELDS = ['name', 'email', 'password', 'city'] as const;

/** /signup (docs/product.md §2): on success the new shopper goes to /login, keeping any return path. */
export default function SignupForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [loginHref, setLoginHref] = useState(LOGIN_PATH);
  const form = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the held submit is sent once, with the form as it is then.
  useEffect(() => {
    setLoginHref(withRedirect(LOGIN_PATH, location.search));
    // Sign up pressed before the island was there: the page held the submit; send what is in the form.
    if (takeEarlySubmit()) void submit();
  }, []);
  useEffect(() => {
    if (Object.keys(errors).length) focusFirstError(form.current);
  }, [errors]);

  async function submit() {
    if (!form.current) return;
    const parsed = registerSchema.safeParse(formValues(form.current, FIELDS));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const loading = notify.loading(t.signingUp, { description: t.pleaseWait });
    try {
      // docs/product.md §3 sends role 'user' and wallet 100; the server decides both anyway.
      const reply = await register({ ...parsed.data, role: ROLE_USER, wallet: SIGNUP_WALLET });
      notify.dismiss(loading);
      go(withRedirect(LOGIN_PATH, location.search), { toast: { kind: 'success', title: t.signupSuccess, description: reply.msg, duration: TOAST_MS.normal } });
    } catch (err) {
      notify.dismiss(loading);
      const { msg, errors: fields } = err as ApiError;
      notify.error(t.signupFailed, { description: msg, duration: TOAST_MS.normal });
      if (fields) setErrors(fields);
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      method="post"
      noValidate
      {...earlySubmitForm}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-5"
    >
      <TextField label={t.fullName} name="name" autoComplete="name" required error={errors.name} />
      <TextField label={t.email} type="email" name="email" autoComplete="email" required error={errors.email} />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="new-password"
        required
        error={errors.password}
        aria-describedby={errors.password ? undefined : 'password-hint'}
      />
      {!errors.password && (
        <p id="password-hint" className="-mt-3 text-xs text-muted">
          {t.passwordHint}
        </p>
      )}
      <TextField label={t.city} name="city" autoComplete="address-level2" required error={errors.city} />
      <button type="submit" className={`${primaryButton} w-full py-3`} disabled={busy}>
        {t.signUp}
      </button>
      <p className="text-center text-sm text-muted">
        <a href={loginHref} className="font-medium text-ink underline underline-offset-4">
          {t.haveAccount}
        </a>
      </p>
    </form>
  );
}
