import { useState } from 'react';
import { admin } from '../messages';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { MessageDialog } from './MessageDialog';
import { OutboxTable } from './OutboxTable';
import { useOutbox } from './useOutbox';

const t = admin.outbox;

/** Outbox (docs/features.md "E-mail"): every message the store queued, kept or sent or failed, and each as it would arrive. */
export function OutboxSection() {
  const list = useOutbox();
  const [openId, setOpenId] = useState<number>();
  const sending = list.reply?.sending ?? false;
  return (
    <Section id="outbox">
      {list.reply && <p className="mb-4 rounded-md border border-line bg-soft px-4 py-3 text-sm">{sending ? t.sending : t.kept}</p>}
      <ListBody list={list} errorText={t.error} emptyText={t.empty}>
        {(r) => <OutboxTable rows={r.data} sending={r.sending} onOpen={(m) => setOpenId(m.id)} />}
      </ListBody>
      <MessageDialog id={openId} sending={sending} onClose={() => setOpenId(undefined)} />
    </Section>
  );
}
