import type { ReactNode } from 'react';
import type { PagedList, PageReply } from '../data/usePagedList';
import { ListEmpty, ListError } from './ListState';
import { LoadingBar } from '../../../ui/LoadingBar';
import { Pager, type PagerText } from '../../../ui/Pager';
import { admin } from '../messages';

const pagerText = { label: admin.pages, prev: admin.prev, next: admin.next, page: admin.page };

/** A paged list's frame: the loading bar, then its error text, its empty text or its rows, then Prev/Next. */
export function ListBody<T, R extends PageReply<T>>({
  list,
  errorText,
  emptyText,
  pagerText: text = pagerText,
  children,
}: {
  list: PagedList<T, R>;
  errorText: string;
  emptyText: string;
  /** A list whose page count is not always known (Manage Orders) words its pager itself. */
  pagerText?: PagerText;
  children: (reply: R) => ReactNode;
}) {
  let body: ReactNode = null;
  if (list.error) body = <ListError text={errorText} error={list.error} onRetry={list.reload} />;
  else if (list.reply && list.items.length === 0) body = <ListEmpty text={emptyText} />;
  else if (list.reply) body = children(list.reply);
  return (
    <>
      <LoadingBar active={list.loading} />
      <div aria-busy={list.loading}>{body}</div>
      {!list.error && <Pager compact page={list.page} pages={list.pages} text={text} onPage={list.setPage} disabled={list.loading} />}
    </>
  );
}
