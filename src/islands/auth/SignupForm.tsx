import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../lib/fieldErrors';
import type { ApiError } from '../../client/http';
import { ROLE_USER, SIGNUP_WALLET, TOAST_MS } from '../../lib/constants';
import { LOGIN_PATH, loginTarget, returnPath, withReturn } from '../../lib/guard';
import { auth as t } from './messages';
import { loadSchemas } from '../../lib/validate';
import { preloadSignIn } from './sign-in-preload';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { PasswordField, TextField, focusFirstError, formValues } from './fields';
import { earlySubmitForm, takeEarlySubmit } from './early-submit';
import { go } from './navigate';

const FIELDS = ['name', 'email', 'password', 'city'] as const;

/**
 * /signup (docs/product.md §2): sign-up signs in. The new shopper's guest cart and wishlist
 * join the account, as at login, and they go back to the page they came from (the `?redirect=` the
 * login page passed on, else the same-site page before this one), else home.
 */
export default function SignupForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [loginHref, setLoginHref] = useState(LOGIN_PATH);
  const form = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the held submit is sent once, with the form as it is then.
  useEffect(() => {
    setLoginHref(withReturn(LOGIN_PATH, returnPath({ search: location.search, referrer: document.referrer, origin: location.origin })));
    // Sign up pressed before the island was there: the page held the submit; send what is in the form.
    if (takeEarlySubmit()) void submit();
  }, []);
  useEffect(() => {
    if (Object.keys(errors).length) focusFirstError(form.current);
  }, [errors]);

  async function submit() {
    if (!form.current) return;
    const [{ registerSchema }, { signup, mergeGuestChoices }] = await Promise.all([loadSchemas(), import('./sign-in')]);
    const parsed = registerSchema.safeParse(formValues(form.current, FIELDS));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const loading = notify.loading(t.signingUp, { description: t.pleaseWait });
    try {
      const remember = new FormData(form.current).get('remember') === 'on';
      // docs/product.md §3 sends role 'user' and wallet 100; the server decides both anyway.
      const reply = await signup({ ...parsed.data, role: ROLE_USER, wallet: SIGNUP_WALLET }, remember);
      await mergeGuestChoices();
      notify.dismiss(loading);
      const target = loginTarget({ role: reply.role, search: location.search, referrer: document.referrer, origin: location.origin });
      go(target, {
        replace: true,
        toast: { kind: 'success', title: t.signupSuccess, description: t.signedUpAs(parsed.data.email), duration: TOAST_MS.normal },
      });
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
      // Filling the form in fetches what sending it needs (the schemas, the API client).
      onFocus={preloadSignIn}
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
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" name="remember" className="size-4 accent-ink" />
        {t.rememberMe}
      </label>
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
