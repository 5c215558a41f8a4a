import type { mySupport } from '../../client/api';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { chat } from './messages';

type Message = Awaited<ReturnType<typeof mySupport>>['data'][number];

/** A signed-in shopper's earlier concerns in the chat widget, newest first, each with the store's answer. */
export function SupportHistory({
  messages,
  fresh,
  loading,
  failed,
  onRetry,
}: {
  messages?: Message[];
  /** Concerns whose reply is new at this opening of the chat. */
  fresh: ReadonlySet<number>;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (failed) return <ErrorState title={chat.historyError} onRetry={onRetry} />;
  if (loading) return <Spinner className="py-4" />;
  if (!messages?.length) return null;
  return (
    <section aria-labelledby="chat-history" className="mt-5 border-t border-line pt-4">
      <h3 id="chat-history" className="text-sm font-semibold">
        {chat.history}
      </h3>
      <ul className="mt-2 max-h-56 space-y-3 overflow-y-auto pr-1">
        {messages.map((m) => (
          <li key={m._id} className="text-sm">
            <p className="whitespace-pre-wrap break-words">{m.message}</p>
            {m.reply ? (
              <div className="mt-1 rounded-md bg-soft px-3 py-2">
                <p className="text-xs font-semibold text-muted">
                  {chat.answer}
                  {fresh.has(m._id) && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-[11px] font-bold text-white">{chat.newReply}</span>}
                </p>
                <p className="whitespace-pre-wrap break-words">{m.reply}</p>
              </div>
            ) : (
              <p className="mt-1 text-xs text-muted">{chat.awaiting}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
