import { useStore } from '@nanostores/react';
import { map } from 'nanostores';
import { useState } from 'react';
import { PICTURES_PER_PRODUCT, TOAST_MS } from '../../../lib/constants';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '../../../ui/Spinner';
import { outlineButton } from '../../../ui/buttons';
import { errorText } from '../parts/format';
import { toastOk } from '../parts/toast';
import { DropZone } from './DropZone';
import { pictures as t } from './messages';
import { filesThatFit, moveItem } from './order';
import { PictureRow } from './PictureRow';
import { type Queued, QueuedFile } from './QueuedFile';
import { usePictures } from './usePictures';

let nextKey = 0;

/**
 * Files chosen but not sent yet, per product, kept outside the dialog: reopening it finds them with their
 * alt texts, and an upload still going when it closed ends here too (gone once sent, its refusal on its row).
 */
const $queues = map<Record<string, Queued[] | undefined>>({});
const queueOf = (productId: number) => $queues.get()[productId] ?? [];
const changeQueue = (productId: number, change: (q: Queued[]) => Queued[]) => {
  const next = change(queueOf(productId));
  $queues.setKey(String(productId), next.length ? next : undefined);
};
/** A deleted product's files waiting to be sent are let go with it. */
export const forgetQueuedPictures = (productId: number) => $queues.setKey(String(productId), undefined);

/**
 * A product's photographs in the console: drop or choose up to PICTURES_PER_PRODUCT, each with a required
 * alt text, then upload; the uploaded ones in order with their state, their alt texts, Up/Down and Remove.
 * The server judges each file (type from its bytes, size, pixels) and its refusal shows on the file's row.
 */
export function PicturesEditor({ productId }: { productId: number }) {
  const { list, upload, arrange, remove } = usePictures(productId);
  const queue = useStore($queues)[productId] ?? [];
  const setQueue = (change: (q: Queued[]) => Queued[]) => changeQueue(productId, change);
  const [notice, setNotice] = useState<string>();
  const uploaded = list.data ?? [];
  const busy = arrange.isPending || remove.isPending;
  const full = uploaded.length + queue.length >= PICTURES_PER_PRODUCT;

  const patch = (key: string, change: Partial<Queued>) => setQueue((q) => q.map((x) => (x.key === key ? { ...x, ...change } : x)));
  const choose = (files: File[]) => {
    const { kept, left } = filesThatFit(files, uploaded.length + queue.length);
    setNotice(left > 0 ? t.tooManyChosen(kept.length) : undefined);
    setQueue((q) => [...q, ...kept.map((file) => ({ key: `f${++nextKey}`, file, alt: '' }))]);
  };
  const send = async (item: Queued) => {
    if (!item.alt.trim()) return patch(item.key, { altError: t.altRequired });
    patch(item.key, { busy: true, altError: undefined, error: undefined });
    try {
      await upload.mutateAsync({ file: item.file, alt: item.alt.trim() });
      setQueue((q) => q.filter((x) => x.key !== item.key));
      toastOk(t.uploaded, t.uploadedText(item.file.name), TOAST_MS.normal);
    } catch (err) {
      // The API's own words: 'not a JPEG, PNG, WebP or AVIF picture', 'over 15 MB', … (errors.alt lands on the field).
      const errors = (err as { errors?: Record<string, string> }).errors;
      patch(item.key, { busy: false, error: errors?.alt ? undefined : (errors?.file ?? errorText(err)), altError: errors?.alt });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t.intro}</p>
      {full && queue.length === 0 ? <p className="text-sm font-medium">{t.full}</p> : <DropZone disabled={full} onFiles={choose} />}
      {notice && (
        <p role="status" className="text-sm text-amber-900">
          {notice}
        </p>
      )}
      {queue.length > 0 && (
        <section aria-label={t.toUpload} className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{t.toUpload}</h3>
            {queue.length > 1 && (
              <button type="button" className={outlineButton} onClick={() => queue.filter((q) => !q.busy).forEach(send)}>
                {t.uploadAll}
              </button>
            )}
          </div>
          <ul className="space-y-2">
            {queue.map((item) => (
              <QueuedFile
                key={item.key}
                item={item}
                onAlt={(alt) => patch(item.key, { alt, altError: undefined })}
                onUpload={() => send(item)}
                onDiscard={() => setQueue((q) => q.filter((x) => x.key !== item.key))}
              />
            ))}
          </ul>
        </section>
      )}
      <section aria-label={t.list} className="space-y-2">
        <h3 className="text-sm font-semibold">{t.list}</h3>
        {list.isPending ? (
          <Spinner label={t.loading} />
        ) : list.isError ? (
          <ErrorState title={t.loadFailed} detail={errorText(list.error)} onRetry={() => list.refetch()} />
        ) : uploaded.length === 0 ? (
          <p className="text-sm text-muted">{t.empty}</p>
        ) : (
          <ol className="space-y-2">
            {uploaded.map((p, i) => (
              <PictureRow
                key={p.id}
                picture={p}
                index={i}
                count={uploaded.length}
                busy={busy}
                onMove={(by) => arrange.mutate(moveItem(uploaded, i, by))}
                onAlt={(alt) => arrange.mutate(uploaded.map((x) => (x.id === p.id ? { ...x, alt } : x)))}
                onRemove={() => remove.mutate(p)}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
