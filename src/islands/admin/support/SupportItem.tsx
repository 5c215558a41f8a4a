import { type FormEvent, useState, useId } from 'react';
import type { SupportMessage } from '../../../client/api';
import { LIMITS } from '../../../lib/constants';
import { admin } from '../messages';
import { formatDateTime } from '../parts/format';
import { outlineButton, primaryButton } from '../../../ui/buttons';

const t = admin.support;

interface Props {
  m: SupportMessage;
  busy: boolean;
  onResolve: (m: SupportMessage) => void;
  /** Answers true when the reply was saved (the box then closes). */
  onReply: (m: SupportMessage, reply: string) => Promise<boolean>;
}

/** One concern: who sent it (a guest's e-mail), when, the text, the reply if any, Reply and Resolve. */
export function SupportItem({ m, busy, onResolve, onReply }: Props) {
  const open = m.status === 'open';
  const who = m.userName ? `${m.userName} (${m.userEmail})` : m.email ? t.guest(m.email) : t.anonymous;
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState(m.reply ?? '');
  const fieldId = useId();

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || busy) return;
    if (await onReply(m, text.trim())) setReplying(false);
  }

  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span className="min-w-0 break-words">
          <span className="font-semibold text-ink">{who}</span> · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </span>
        <span className={`rounded-full px-2 py-0.5 font-semibold ${open ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}>
          {open ? t.open : t.resolved}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm">{m.message}</p>
      {m.reply && !replying && (
        <div className="mt-3 rounded-md bg-soft px-3 py-2 text-sm">
          <p className="text-xs font-semibold text-muted">
            {t.yourReply}
            {m.repliedAt && (
              <>
                {' '}
                · <time dateTime={m.repliedAt}>{formatDateTime(m.repliedAt)}</time>
              </>
            )}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{m.reply}</p>
        </div>
      )}
      {replying && (
        <form className="mt-3" onSubmit={(e) => void send(e)}>
          <label htmlFor={fieldId} className="mb-1 block text-xs font-semibold">
            {t.replyField}
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={LIMITS.support}
            className="block w-full rounded-md border border-line p-2 text-sm focus:border-ink"
          />
          <div className="mt-2 flex gap-2">
            <button type="submit" className={primaryButton} disabled={busy || !text.trim()}>
              {t.send}
            </button>
            <button type="button" className={outlineButton} onClick={() => setReplying(false)}>
              {admin.close}
            </button>
          </div>
        </form>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {!replying && (
          <button type="button" className={outlineButton} disabled={busy} aria-label={t.replyLabel(who)} onClick={() => setReplying(true)}>
            {t.reply}
          </button>
        )}
        {open && (
          <button type="button" className={outlineButton} disabled={busy} aria-label={t.resolveLabel(who)} onClick={() => onResolve(m)}>
            {t.resolve}
          </button>
        )}
      </div>
    </li>
  );
}
