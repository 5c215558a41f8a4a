import { useId } from 'react';
import { common } from '../../lib/messages';
import { PICTURE_SIZES, PRODUCT_ART } from '../../lib/constants';
import type { PictureView } from '../../lib/picture';
import { CloseIcon } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { useModalDialog } from '../../ui/useModalDialog';
import { product as t } from './messages';

/** A gallery picture as large as the screen allows, in a modal `<dialog>`: Escape, the × or a click outside closes it. */
export function ZoomDialog({ slide, name, onClose }: { slide: { src: string; picture: PictureView | null; alt: string }; name: string; onClose: () => void }) {
  const ref = useModalDialog(true);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto max-h-[95svh] max-w-[95vw] overflow-auto rounded-xl bg-white p-0 shadow-2xl backdrop:bg-black/80"
    >
      <h2 id={titleId} className="sr-only">
        {t.zoomed(name)}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={common.close}
        className="absolute right-3 top-3 z-10 rounded-full bg-white/90 p-2 text-ink shadow ring-1 ring-line hover:bg-white"
      >
        <CloseIcon size={20} />
      </button>
      <Picture
        picture={slide.picture}
        fallback={slide.src}
        alt={slide.alt}
        sizes={PICTURE_SIZES.zoom}
        width={PRODUCT_ART.width}
        height={PRODUCT_ART.height}
        priority
        className="block max-h-[95svh] w-auto max-w-[95vw] object-contain"
      />
    </dialog>
  );
}
