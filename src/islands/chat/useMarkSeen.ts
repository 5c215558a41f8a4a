import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { markRepliesSeen, type mySupport } from '../../client/api';
import { queryClient, queryKeys } from '../../client/query';
import { $unreadReplies } from '../../stores/support-unread';

type Message = Awaited<ReturnType<typeof mySupport>>['data'][number];
const none: ReadonlySet<number> = new Set();

/**
 * The replies in `messages` (the open chat's history; undefined while closed) are seen: PATCH
 * /support/seen, then the button's badge takes the count the server answers. Returns the concerns whose
 * reply was new at this opening, for their 'New' mark (cleared when the chat closes). A failed mark
 * changes nothing the shopper sees: the badge stays and the next opening tries again.
 */
export function useMarkSeen(messages: readonly Message[] | undefined): ReadonlySet<number> {
  const [fresh, setFresh] = useState(none);
  const { mutate } = useMutation({
    mutationFn: markRepliesSeen,
    onSuccess: ({ data }, ids) => {
      $unreadReplies.set(data.unread);
      const at = new Date().toISOString();
      queryClient.setQueryData<Message[]>(queryKeys.mySupport, (list) =>
        list?.map((m) => (ids.includes(m._id) ? { ...m, replySeenAt: m.replySeenAt ?? at } : m)),
      );
    },
  });
  useEffect(() => {
    if (!messages) {
      setFresh((f) => (f.size ? none : f));
      return;
    }
    const unseen = messages.filter((m) => m.reply !== null && m.replySeenAt === null).map((m) => m._id);
    if (!unseen.length) return;
    setFresh((f) => new Set([...f, ...unseen]));
    mutate(unseen);
  }, [messages, mutate]);
  return fresh;
}
