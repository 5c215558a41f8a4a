import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../lib/fieldErrors';
import type { ApiError } from '../../client/http';
import { TOAST_MS } from '../../lib/constants';
import { FORGOT_PASSWORD_PATH, HOME_PATH, SIGNUP_PATH, loginTarget, returnPath, withReturn } from '../../lib/guard';
import { auth as t } from './messages';
import { loadSchemas } from '../../lib/validate';
import { preloadSignIn } from './sign-in-preload';
import { $signedIn } from '../../stores/session';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { PasswordField, TextField, focusFirstError, formValues } from './fields';
import { earlySubmitForm, takeEarlySubmit } from './early-submit';
import { go, replayToasts } from './navigate';

/** /login (docs/product.md §2, §4): one sign-in for shoppers and admins; admins to the console, shoppers back where they came from. */
export default function LoginForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [signupHref, setSignupHref] = useState(SIGNUP_PATH);
  const form = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the held submit is sent once, with the form as it is then.
  useEffect(() => {
    // docs/product.md §2: a signed-in visitor opening /login goes to /.
    if ($signedIn.get()) {
      location.replace(HOME_PATH);
      return;
    }
    // The sign-up link keeps the page to return to, so a new shopper comes back there too.
    setSignupHref(withReturn(SIGNUP_PATH, returnPath({ search: location.search, referrer: document.referrer, origin: location.origin })));
    replayToasts();
    // Enter pressed before the island was there: the page held the submit; send what is in the form.
    if (takeEarlySubmit()) void submit();
  }, []);
  useEffect(() => {
    if (Object.keys(errors).length) focusFirstError(form.current);
  }, [errors]);

  async function submit() {
    const [{ loginSchema }, { login, mergeGuestChoices }] = await Promise.all([loadSchemas(), import('./sign-in')]);
    if (!form.current) return;
    const parsed = loginSchema.safeParse(formValues(form.current, ['email', 'password']));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const { email, password } = parsed.data;
    const remember = new FormData(form.current).get('remember') === 'on';
    setErrors({});
    setBusy(true);
    const loading = notify.loading(t.loggingIn, { description: t.pleaseWait, duration: TOAST_MS.short });
    try {
      const reply = await login(email, password, remember);
      // What a guest chose before signing in joins the account before the next page shows it.
      if (!reply.admin) await mergeGuestChoices();
      notify.dismiss(loading);
      const target = loginTarget({ role: reply.role, search: location.search, referrer: document.referrer, origin: location.origin });
      go(target, {
        replace: true,
        toast: { kind: 'success', title: reply.msg, description: t.welcome(reply.admin ? 'Admin' : 'User', email), duration: TOAST_MS.normal },
      });
    } catch (err) {
      notify.dismiss(loading);
      const { status, msg, errors: fields } = err as ApiError;
      // docs/product.md §8: any login failure says 'Wrong credentials.'; the hint never tells a
      // registered shopper to register (the server does not say which of the two was wrong), and when
      // the reason is not the credentials (too many attempts, no connection) it is the server's.
      notify.error(t.wrongCredentials, { description: status === 401 ? t.checkCredentials : msg, duration: TOAST_MS.normal });
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
      // Filling the form in fetches what sending it needs (the schemas, the API client).
      onFocus={preloadSignIn}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-5"
    >
      <TextField label={t.email} type="email" name="email" autoComplete="email" required error={errors.email} />
      <PasswordField label={t.password} name="password" autoComplete="current-password" required error={errors.password} />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" name="remember" className="size-4 accent-ink" />
          {t.rememberMe}
        </label>
        <a href={FORGOT_PASSWORD_PATH} className="font-medium text-accent hover:underline">
          {t.forgot}
        </a>
      </div>
      <button type="submit" className={`${primaryButton} w-full py-3`} disabled={busy}>
        {t.signIn}
      </button>
      <p className="text-center text-sm text-muted">
        <a href={signupHref} className="font-medium text-ink underline underline-offset-4">
          {t.noAccount}
        </a>
      </p>
    </form>
  );
}
