import { useState } from 'react';
import { replySupport, resolveSupport, type SupportMessage } from '../../../client/api';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { ListBody } from '../ui/ListBody';
import { Section } from '../ui/Section';
import { toastFail, toastOk } from '../ui/toast';
import { SupportItem } from './SupportItem';
import { useSupport } from './useSupport';

const t = admin.support;

/** Support (docs/product.md §10): what shoppers sent through the chat widget, with Reply and Resolve. */
export function SupportSection() {
  const list = useSupport();
  const [busyId, setBusyId] = useState<number>();

  const resolve = async (m: SupportMessage) => {
    setBusyId(m._id);
    try {
      const { data } = await resolveSupport(m._id);
      list.update((rows) => rows.map((r) => (r._id === m._id ? { ...r, ...data } : r)));
      toastOk(t.resolvedToast, m.message.slice(0, 80), TOAST_MS.normal);
    } catch (err) {
      toastFail(t.resolveFailed, err, TOAST_MS.normal);
    } finally {
      setBusyId(undefined);
    }
  };

  const reply = async (m: SupportMessage, text: string): Promise<boolean> => {
    setBusyId(m._id);
    try {
      const { data } = await replySupport(m._id, text);
      list.update((rows) => rows.map((r) => (r._id === m._id ? { ...r, ...data } : r)));
      toastOk(t.repliedToast, text.slice(0, 80), TOAST_MS.normal);
      return true;
    } catch (err) {
      toastFail(t.replyFailed, err, TOAST_MS.normal);
      return false;
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <Section id="support">
      <ListBody list={list} errorText={t.error} emptyText={t.empty}>
        {(r) => (
          <ul className="space-y-3">
            {r.items.map((m) => (
              <SupportItem key={m._id} m={m} busy={busyId === m._id} onResolve={(x) => void resolve(x)} onReply={reply} />
            ))}
          </ul>
        )}
      </ListBody>
    </Section>
  );
}
