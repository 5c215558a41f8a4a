import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { arrangePictures, deletePicture, listPictures, uploadPicture } from '../../..//client/admin-api';
import { PICTURE_POLL_MS, TOAST_MS } from '../../../lib/constants';
import type { AdminPicture } from '../../../lib/types';
import { toastFail, toastOk } from '../parts/toast';
import { pictures as t } from './messages';

const key = (id: number) => ['admin', 'pictures', id] as const;
/** A product's uploads under way: they go on when the dialog closes, and the card waits for them. */
const uploadKey = (id: number) => ['admin', 'pictures', id, 'upload'] as const;
const load = (id: number) => listPictures(id).then((r) => r.data);
const stillMaking = (data?: AdminPicture[]) => data?.some((p) => p.status === 'pending') ?? false;
const pollWhileMaking = (q: { state: { data?: AdminPicture[] } }) => (stillMaking(q.state.data) ? PICTURE_POLL_MS : false);

/**
 * A product's pictures in the console, asked again every PICTURE_POLL_MS while any is still being made
 * (the worker turns pending into ready or failed), and the calls that change them.
 */
export function usePictures(productId: number) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: key(productId),
    queryFn: () => load(productId),
    refetchInterval: pollWhileMaking,
  });
  const put = (data: AdminPicture[]) => client.setQueryData(key(productId), data);
  const reload = () => client.invalidateQueries({ queryKey: key(productId) });

  const arrange = useMutation({
    mutationFn: (next: AdminPicture[]) => arrangePictures(productId, { pictures: next.map((p) => ({ id: p.id, alt: p.alt })) }),
    onMutate: (next) => put(next),
    onSuccess: ({ data }) => {
      put(data);
      toastOk(t.saved, '', TOAST_MS.short);
    },
    onError: (err) => {
      toastFail(t.failed, err, TOAST_MS.normal);
      reload();
    },
  });
  // Read again when done, from the mutation itself: after the dialog has closed too.
  const upload = useMutation({
    mutationKey: uploadKey(productId),
    mutationFn: ({ file, alt }: { file: File; alt: string }) => uploadPicture(productId, file, alt),
    onSuccess: () => reload(),
  });
  const remove = useMutation({
    mutationFn: (p: AdminPicture) => deletePicture(productId, p.id),
    onSuccess: (_, p) => {
      put((list.data ?? []).filter((x) => x.id !== p.id));
      toastOk(t.removed, p.alt, TOAST_MS.short);
      reload();
    },
    onError: (err) => toastFail(t.failed, err, TOAST_MS.normal),
  });
  return { list, upload, arrange, remove };
}

/**
 * Once the dialog is closed, the product's card still has to show its first ready picture: this asks
 * for the pictures of `productId` (every PICTURE_POLL_MS while any is still being made) and calls
 * `onSettled` once none is and no upload of it is still being sent, whether they were ready at the close
 * or only became so after it. Renders nothing; Manage Products has one per product it waits for.
 */
export function PicturesSettled({ productId, onSettled }: { productId: number; onSettled: (productId: number) => void }) {
  const watched = useQuery({ queryKey: key(productId), queryFn: () => load(productId), refetchInterval: pollWhileMaking });
  const uploading = useIsMutating({ mutationKey: uploadKey(productId) }) > 0;
  // An error settles it too: the page read again shows the list's own error or what there is.
  const settled = !uploading && !watched.isFetching && (watched.isError || (watched.isSuccess && !stillMaking(watched.data)));
  useEffect(() => {
    if (settled) onSettled(productId);
  }, [settled, onSettled, productId]);
  return null;
}
