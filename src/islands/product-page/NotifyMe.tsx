import { type FormEvent, useState, useId } from 'react';
import { LIMITS } from '../../lib/constants';
import { validation } from '../../lib/messages';
import { $hasCart } from '../../stores/cart-count';
import { brandButton } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { useHydratedStore } from '../../ui/useHydratedStore';
import { product as t } from './messages';
import { useNotifyMe } from './useNotifyMe';

/**
 * In place of the buttons when the chosen size is sold out: 'Notify me', with the e-mail to write to
 * for a guest (a signed-in shopper's account's is used). The confirmation is a status line in place of
 * the button; the product page keys this form by size, so another size starts afresh.
 */
export function NotifyMe({ prodId, size }: { prodId: number; size: string }) {
  // An admin browsing the store is not a shopper: like a guest, they give the e-mail.
  const shopper = useHydratedStore($hasCart, false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const notify = useNotifyMe(prodId);
  const introId = useId();
  const done = notify.isSuccess ? notify.data.data : undefined;
  const refusal = notify.error && !notify.error.errors?.email ? (notify.error.errors?.size ?? notify.error.msg) : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (notify.isPending) return;
    if (!shopper) {
      // The schemas (zod) load when a guest first sends, not with the page.
      const { notifySchema } = await import('../../lib/schemas');
      const checked = notifySchema.shape.email.safeParse(email);
      if (!email.trim() || !checked.success) {
        setEmailError(email.trim() ? validation.email : validation.notifyEmail);
        return;
      }
    }
    setEmailError(undefined);
    notify.mutate({ size, ...(shopper ? {} : { email: email.trim() }) }, { onError: (err) => err.errors?.email && setEmailError(err.errors.email) });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={introId} className="flex flex-col gap-3 sm:max-w-md">
      <p id={introId} className="text-sm">
        {shopper ? t.notifyIntroShopper(size) : t.notifyIntro(size)}
      </p>
      {!done && !shopper && (
        <TextField
          label={t.notifyEmail}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          maxLength={LIMITS.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
      )}
      {!done && (
        <button type="submit" className={`${brandButton} py-3`} disabled={notify.isPending}>
          {notify.isPending ? t.notifying : t.notifyMe}
        </button>
      )}
      <div role="status" aria-live="polite">
        {done && (
          <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            {done.confirmed ? t.notifyDone(done.size, done.email) : t.notifyCheckInbox(done.size, done.email)}
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}
