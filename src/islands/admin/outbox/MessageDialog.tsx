import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OutboxMessage } from '../../..//client/api';
import { getOutboxMessage } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { outlineButton } from '../../../ui/buttons';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { admin } from '../messages';
import { formatDateTime } from '../parts/format';
import { ListError } from '../parts/ListState';
import { StatusBadge } from './StatusBadge';

const t = admin.outbox;

/** One message as its recipient's mail program gets it: the headers, the HTML, the plain text. */
export function MessageDialog({ id, sending, onClose }: { id?: number; sending: boolean; onClose: () => void }) {
  const query = useQuery({
    queryKey: queryKeys.admin.outboxMessage(id ?? 0),
    queryFn: async () => (await getOutboxMessage(id ?? 0)).data,
    enabled: id !== undefined,
    staleTime: 0,
  });
  return (
    <Modal
      open={id !== undefined}
      onClose={onClose}
      title={query.data?.subject ?? t.title}
      className="max-w-3xl"
      closeButton={false}
      footer={
        <button type="button" className={outlineButton} onClick={onClose}>
          {t.close}
        </button>
      }
    >
      {query.isError ? (
        <ListError text={t.dialogError} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Message m={query.data} sending={sending} />
      ) : (
        <Spinner className="py-10" />
      )}
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

function Message({ m, sending }: { m: OutboxMessage; sending: boolean }) {
  return (
    <div className="grid gap-5">
      <dl>
        <Row term={t.from}>{m.from}</Row>
        <Row term={t.to}>{m.recipient}</Row>
        <Row term={t.subject}>{m.subject}</Row>
        <Row term={t.columns[3]}>
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={m.status} sending={sending} />
            <span className="text-xs text-muted">
              {t.attempts(m.attempts)}
              {m.sentAt && ` · ${t.sentAt(formatDateTime(m.sentAt))}`}
            </span>
          </span>
        </Row>
        {m.lastError && <Row term={t.lastError}>{m.lastError}</Row>}
        <Row term={t.messageId}>
          <code className="break-all text-xs">{m.messageId}</code>
        </Row>
      </dl>
      <section>
        <h3 className="mb-2 text-sm font-semibold">{t.html}</h3>
        {/* The message's own HTML, in a sandbox with no script, no form, no navigation and no origin: it
            can show itself and nothing else. */}
        <iframe title={t.htmlFrame(m.subject)} sandbox="" srcDoc={m.html} className="h-[28rem] w-full rounded-md border border-line bg-white" />
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold">{t.text}</h3>
        <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border border-line bg-soft p-3 font-mono text-xs">{m.text}</pre>
      </section>
    </div>
  );
}
