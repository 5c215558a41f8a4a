import { useMutation } from '@tanstack/react-query';
import type { SupportMessage } from '../../..//client/api';
import { replySupport, resolveSupport } from '../../..//client/admin-api';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { toastFail, toastOk } from '../parts/toast';
import { SupportItem } from './SupportItem';
import { useSupport } from './useSupport';

const t = admin.support;

/** Support (docs/product.md §10): what shoppers sent through the chat widget, with Reply and Resolve. */
export function SupportSection() {
  const list = useSupport();
  const saved = (m: SupportMessage, data: Awaited<ReturnType<typeof resolveSupport>>['data']) =>
    list.update((rows) => rows.map((r) => (r._id === m._id ? { ...r, ...data } : r)));
  const resolving = useMutation({
    mutationFn: (m: SupportMessage) => resolveSupport(m._id),
    onSuccess: ({ data }, m) => {
      saved(m, data);
      toastOk(t.resolvedToast, m.message.slice(0, 80), TOAST_MS.normal);
    },
    onError: (err) => toastFail(t.resolveFailed, err, TOAST_MS.normal),
  });
  const replying = useMutation({
    mutationFn: ({ m, text }: { m: SupportMessage; text: string }) => replySupport(m._id, text),
    // The server's message says where the e-mail went: on its way, or kept in the Outbox.
    onSuccess: ({ data, msg }, { m }) => {
      saved(m, data);
      toastOk(t.repliedToast, msg, TOAST_MS.normal);
    },
    onError: (err) => toastFail(t.replyFailed, err, TOAST_MS.normal),
  });
  const busyId = resolving.isPending ? resolving.variables._id : replying.isPending ? replying.variables.m._id : undefined;
  // The item closes its reply box once the reply is saved.
  const reply = (m: SupportMessage, text: string): Promise<boolean> =>
    replying.mutateAsync({ m, text }).then(
      () => true,
      () => false,
    );

  return (
    <Section id="support">
      <ListBody list={list} errorText={t.error} emptyText={t.empty}>
        {(r) => (
          <ul className="space-y-3">
            {r.data.map((m) => (
              <SupportItem key={m._id} m={m} busy={busyId === m._id} onResolve={(x) => resolving.mutate(x)} onReply={reply} />
            ))}
          </ul>
        )}
      </ListBody>
    </Section>
  );
}
