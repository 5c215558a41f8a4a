import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { arrangePictures, deletePicture, listPictures } from '../../../client/api';
import { PICTURE_POLL_MS, TOAST_MS } from '../../../lib/constants';
import type { AdminPicture } from '../../../lib/types';
import { toastFail, toastOk } from '../parts/toast';
import { pictures as t } from './messages';

const key = (id: number) => ['admin', 'pictures', id] as const;

/**
 * A product's pictures in the console, asked again every PICTURE_POLL_MS while any is still being made
 * (the worker turns pending into ready or failed), and the calls that change them.
 */
export function usePictures(productId: number) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: key(productId),
    queryFn: () => listPictures(productId).then((r) => r.data),
    refetchInterval: (q) => (q.state.data?.some((p) => p.status === 'pending') ? PICTURE_POLL_MS : false),
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
  const remove = useMutation({
    mutationFn: (p: AdminPicture) => deletePicture(productId, p.id),
    onSuccess: (_, p) => {
      put((list.data ?? []).filter((x) => x.id !== p.id));
      toastOk(t.removed, p.alt, TOAST_MS.short);
      reload();
    },
    onError: (err) => toastFail(t.failed, err, TOAST_MS.normal),
  });
  return { list, arrange, remove, reload };
}
