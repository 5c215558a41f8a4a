/**
 * The chat dialog (docs/product.md §2, with the change in docs/product.md §10): the concern is sent to POST
 * /support; on success the input clears and a 'Response submitted' line shows under it, the form still in
 * view; a failure keeps the text. A guest leaves an e-mail to be answered at; a signed-in shopper reads
 * the store's answers here, and opening the dialog marks them seen (the button's badge goes).
 * Loaded by ChatWidget when the shopper first opens it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, useId } from 'react';
import { mySupport, sendSupport } from '../../client/api';
import { useMarkSeen } from './useMarkSeen';
import { ApiError } from '../../client/http';
import { queryClient, queryKeys, withQueryClient } from '../../client/query';
import { LIMITS } from '../../lib/constants';
import { validation } from '../../lib/messages';
import { $hasCart } from '../../stores/cart';
import { useHydratedStore } from '../../ui/useHydratedStore';
import { chat } from './messages';
import { SupportHistory } from './SupportHistory';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Why a send failed: the store's sentence, plus the server's reason (a field's own, when it names one) when it is the request's fault. */
function failure(err: unknown): { text: string; detail?: string } {
  const detail = err instanceof ApiError && err.status >= 400 && err.status < 500 ? (Object.values(err.errors ?? {})[0] ?? err.msg) : undefined;
  return { text: chat.failed, detail };
}

function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Read after mount: the server renders the guest's widget (no React #418).
  const shopper = useHydratedStore($hasCart, false);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const history = useQuery({ queryKey: queryKeys.mySupport, queryFn: async () => (await mySupport()).data, enabled: open && shopper });
  // The replies shown while the dialog is open are seen; those new at this opening keep a 'New' mark.
  const fresh = useMarkSeen(open && shopper ? history.data : undefined);
  const [error, setError] = useState<{ text: string; detail?: string }>();
  const [sent, setSent] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const inputId = useId();
  const errorId = useId();
  const emailId = useId();
  const emailErrorId = useId();
  const blank = text.trim() === '';
  // Only a shopper's concern is linked to an account; anyone else (a guest, an admin) is answered by e-mail.
  const guest = !shopper;
  const send = useMutation({
    mutationFn: ({ message, email }: { message: string; email?: string }) => sendSupport(message, email),
    onMutate: () => setError(undefined),
    onSuccess: () => {
      setText('');
      setSent((n) => n + 1);
      if (shopper) void queryClient.invalidateQueries({ queryKey: queryKeys.mySupport });
    },
    onError: (err, { email }) => {
      // The server's word on the e-mail goes under the e-mail field, as the widget's own check does.
      if (email !== undefined && err.errors?.email) setEmailError(err.errors.email);
      else setError(failure(err));
    },
  });
  const sending = send.isPending;

  const close = () => {
    onClose();
    setSent(0);
    setError(undefined);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (blank || sending) return;
    if (guest) {
      // The schemas (zod) load when a guest first sends, not with every page's first view.
      const { supportSchema } = await import('../../lib/schemas');
      const checked = supportSchema.shape.email.safeParse(email);
      if (!email.trim() || !checked.success) {
        setEmailError(email.trim() ? validation.email : validation.supportEmail);
        return;
      }
    }
    setEmailError(undefined);
    send.mutate({ message: text.trim(), ...(guest ? { email: email.trim() } : {}) });
  }

  // Typing again puts the confirmation away.
  useEffect(() => {
    if (text) setSent(0);
  }, [text]);

  return (
    <Modal
      open={open}
      onClose={close}
      title={chat.title}
      initialFocus={input}
      closeButton={false}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {chat.close}
          </Button>
          <Button type="submit" form={formId} variant="brand" busy={sending} disabled={blank} className="min-w-28">
            {sending ? chat.sending : chat.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {guest && (
          <div className="mb-3">
            <label htmlFor={emailId} className="mb-1 block text-sm font-medium">
              {chat.email}
            </label>
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(undefined);
              }}
              maxLength={LIMITS.email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? emailErrorId : `${emailId}-hint`}
              className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-[15px] focus:border-ink aria-[invalid=true]:border-red-600"
            />
            {emailError ? (
              <p id={emailErrorId} className="mt-1 text-sm text-red-700">
                {emailError}
              </p>
            ) : (
              <p id={`${emailId}-hint`} className="mt-1 text-xs text-muted">
                {chat.emailHint}
              </p>
            )}
          </div>
        )}
        <label htmlFor={inputId} className="sr-only">
          {chat.label}
        </label>
        <textarea
          ref={input}
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={LIMITS.support}
          placeholder={chat.prompt}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className="block w-full resize-y rounded-lg border border-line bg-white p-3 text-[15px] placeholder:text-muted focus:border-ink"
        />
        {/* Always in the page, so a screen reader hears the confirmation; the form stays in view. */}
        <div role="status" aria-live="polite">
          {sent > 0 && (
            <p className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
              <span className="font-semibold">{chat.sentTitle}</span> {chat.sentText}
            </p>
          )}
        </div>
        {error && (
          <div id={errorId} role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p className="font-semibold">{error.text}</p>
            {error.detail && <p>{error.detail}</p>}
          </div>
        )}
      </form>
      {shopper && (
        <SupportHistory messages={history.data} fresh={fresh} loading={history.isPending} failed={history.isError} onRetry={() => void history.refetch()} />
      )}
    </Modal>
  );
}

export default withQueryClient(ChatPanel);
