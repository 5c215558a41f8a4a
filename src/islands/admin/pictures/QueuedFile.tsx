import { useEffect, useState } from 'react';
import { TextField } from '../../../ui/Field';
import { outlineButton, primaryButton } from '../../../ui/buttons';
import { pictures as t } from './messages';

/** A chosen file waiting to go up: its preview, its alt text (required), and why the server refused it, if it did. */
export interface Queued {
  key: string;
  file: File;
  alt: string;
  error?: string;
  altError?: string;
  busy?: boolean;
}

export function QueuedFile({ item, onAlt, onUpload, onDiscard }: { item: Queued; onAlt: (alt: string) => void; onUpload: () => void; onDiscard: () => void }) {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(item.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [item.file]);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-start">
      {/* A preview only: a refused file (not a picture at all) shows an empty box. */}
      <img src={preview} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded bg-soft object-cover" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="truncate text-sm font-medium" title={item.file.name}>
          {item.file.name}
        </p>
        <TextField label={t.alt} value={item.alt} placeholder={t.altHint} onChange={(e) => onAlt(e.target.value)} error={item.altError} />
        {item.error && (
          <p role="alert" className="text-sm text-red-700">
            <span className="font-semibold">{t.refused(item.file.name)}: </span>
            {item.error}
          </p>
        )}
      </div>
      <div className="flex gap-2 sm:flex-col">
        <button type="button" className={primaryButton} disabled={item.busy} onClick={onUpload}>
          {item.busy ? t.uploading : t.upload}
        </button>
        <button type="button" className={outlineButton} disabled={item.busy} aria-label={t.discard(item.file.name)} onClick={onDiscard}>
          {t.removeShort}
        </button>
      </div>
    </li>
  );
}
