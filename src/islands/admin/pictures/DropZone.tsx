import { useState, useId } from 'react';
import { PICTURE_UPLOAD_TYPES } from '../../../lib/constants';
import { pictures as t } from './messages';

/** Where pictures are dropped, or chosen with the file picker (keyboard: the button-like label). */
export function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the keyboard's way in is the file input inside it.
    <div
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...e.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${over ? 'border-accent bg-soft' : 'border-line'} ${disabled ? 'opacity-60' : ''}`}
    >
      <p className="font-medium">{t.drop}</p>
      <p className="text-muted">{t.or}</p>
      <input
        id={inputId}
        type="file"
        multiple
        // What the picker offers; the server reads each file's bytes to decide (an SVG renamed .jpg is refused there).
        accept={PICTURE_UPLOAD_TYPES.join(',')}
        disabled={disabled}
        aria-label={t.chooseLabel}
        className="peer sr-only"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-md border border-ink px-4 py-2 font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed"
      >
        {t.choose}
      </label>
    </div>
  );
}
