import { useState } from 'react';
import { PICTURE_ALT_MAX, PICTURE_SIZES, PRODUCT_ART } from '../../../lib/constants';
import type { AdminPicture } from '../../../lib/types';
import { TextField } from '../../../ui/Field';
import { Picture } from '../../../ui/Picture';
import { buttonClass } from '../../../ui/Button';
import { pictures as t } from './messages';

const badge = {
  pending: 'bg-amber-100 text-amber-900',
  ready: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
} as const;
const small = buttonClass('outline', 'sm');

interface Props {
  picture: AdminPicture;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}

/** An uploaded picture: its state (processing, ready, failed and why), its alt text, and buttons to move or remove it. */
export function PictureRow({ picture: p, index, count, busy, onMove, onAlt, onRemove }: Props) {
  const [alt, setAlt] = useState(p.alt);
  const [altError, setAltError] = useState<string>();
  const n = index + 1;
  const saveAlt = () => {
    if (!alt.trim()) return setAltError(t.altRequired);
    setAltError(undefined);
    onAlt(alt.trim());
  };
  return (
    <li aria-label={t.position(n, count)} className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-start">
      <div className="h-20 w-16 shrink-0 overflow-hidden rounded bg-soft">
        {p.status === 'ready' && (
          <Picture
            picture={p}
            fallback={p.src}
            alt=""
            sizes={PICTURE_SIZES.line}
            width={PRODUCT_ART.thumb.width}
            height={PRODUCT_ART.thumb.height}
            className="h-20 w-16 object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold">{t.position(n, count)}</span>
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${badge[p.status]}`}>{t.status[p.status]}</span>
        </p>
        {p.status === 'pending' && <p className="text-xs text-muted">{t.pendingNote}</p>}
        {p.status === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            {t.failedReason}
          </p>
        )}
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            saveAlt();
          }}
        >
          <TextField className="flex-1" label={t.alt} value={alt} maxLength={PICTURE_ALT_MAX} onChange={(e) => setAlt(e.target.value)} error={altError} />
          <button type="submit" className={`mb-0.5 ${small}`} disabled={busy || alt === p.alt} aria-label={t.saveAltLabel(n)}>
            {t.saveAlt}
          </button>
        </form>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <button type="button" className={small} disabled={busy || index === 0} aria-label={t.moveUp(n)} onClick={() => onMove(-1)}>
          {t.up}
        </button>
        <button type="button" className={small} disabled={busy || index === count - 1} aria-label={t.moveDown(n)} onClick={() => onMove(1)}>
          {t.down}
        </button>
        <button type="button" className={buttonClass('danger', 'sm')} disabled={busy} aria-label={t.remove(n)} onClick={onRemove}>
          {t.removeShort}
        </button>
      </div>
    </li>
  );
}
