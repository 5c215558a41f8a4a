/**
 * The chat button's count of replies the signed-in shopper has not yet seen (GET /support/unread).
 * ChatWidget loads this module only for a shopper, so a guest's first view fetches nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { unreadReplies } from '../../client/api';
import { queryKeys, withQueryClient } from '../../client/query';
import { UNREAD_BADGE_MAX } from '../../lib/constants';
import { chat } from './messages';

function UnreadBadge() {
  const { data: unread } = useQuery({ queryKey: queryKeys.unreadReplies, queryFn: async () => (await unreadReplies()).data.unread });
  if (!unread) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="chat-unread"
        className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold leading-none text-white ring-2 ring-white"
      >
        {unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unread}
      </span>
      {/* The button's name says it: 'Chat with us (9AM-6PM) 1 new reply'. */}
      <span className="sr-only">{chat.unread(unread)}</span>
    </>
  );
}

export default withQueryClient(UnreadBadge);
