/**
 * Every picture of a product: a row that snaps one picture at a time (swiped natively on phones, dragged
 * with a mouse, or stepped with the arrows and thumbnails; no carousel library), each picture opening
 * large in a `<dialog>` on tap or click. Off-screen slides are inert, so a screen reader and the tab order
 * meet only the picture on show. Ready photographs come as responsive `<picture>`s; a product without
 * them shows its image links.
 */
import { useRef, useState } from 'react';
import { PICTURE_SIZES, PRODUCT_ART, SWIPE_MIN_PX } from '../../lib/constants';
import type { PictureView } from '../../lib/picture';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { product as t } from './messages';
import { ZoomDialog } from './ZoomDialog';

const arrow =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-line hover:bg-white disabled:opacity-40';

/** One slide: its picture if ready, else the image link, and the words a screen reader says for it. */
interface Slide {
  key: string;
  src: string;
  picture: PictureView | null;
  alt: string;
}

export function slidesOf(name: string, images: string[], pictures: PictureView[] = []): Slide[] {
  if (pictures.length > 0) return pictures.map((p) => ({ key: String(p.id), src: p.src, picture: p, alt: p.alt }));
  return images.map((src, i) => ({ key: src, src, picture: null, alt: t.picture(name, i + 1, images.length) }));
}

export default function ProductGallery({ name, images, pictures }: { name: string; images: string[]; pictures?: PictureView[] }) {
  const slides = slidesOf(name, images, pictures);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const n = slides.length;
  const many = n > 1;

  const go = (i: number) => {
    const el = track.current;
    const to = Math.max(0, Math.min(n - 1, i));
    el?.scrollTo({ left: to * el.clientWidth, behavior: 'smooth' });
    setActive(to);
  };

  return (
    <div role="group" aria-roledescription="carousel" aria-label={t.gallery(name)}>
      <div className="relative overflow-hidden rounded-xl bg-soft">
        <div
          ref={track}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          onScroll={(e) => {
            const el = e.currentTarget;
            if (el.clientWidth > 0) setActive(Math.round(el.scrollLeft / el.clientWidth));
          }}
          // A finger's swipe scrolls natively (the browser then cancels the pointer); a drag that did not
          // scroll (a mouse, a pen) steps to the next or previous picture.
          onPointerDown={(e) => {
            drag.current = { x: e.clientX, moved: false };
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onPointerMove={(e) => {
            const start = drag.current;
            // Once it is a drag, the pointer stays with the row (it may end over an arrow), and the click that
            // ends it lands on the row, not on the picture's zoom button.
            if (start && !start.moved && Math.abs(e.clientX - start.x) >= SWIPE_MIN_PX) {
              start.moved = true;
              e.currentTarget.setPointerCapture(e.pointerId);
            }
          }}
          onPointerUp={(e) => {
            const start = drag.current;
            drag.current = null;
            if (start?.moved) go(active + (e.clientX < start.x ? 1 : -1));
          }}
        >
          {slides.map((s, i) => (
            <div
              key={s.key}
              inert={i !== active}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide(i + 1, n)}
              className="w-full shrink-0 snap-start"
            >
              <button type="button" aria-label={t.zoomPicture(i + 1, n)} className="block w-full cursor-zoom-in" onClick={() => setZoomed(i)}>
                <Picture
                  picture={s.picture}
                  fallback={s.src}
                  alt={s.alt}
                  sizes={PICTURE_SIZES.gallery}
                  width={PRODUCT_ART.width}
                  height={PRODUCT_ART.height}
                  // The first picture is the page's largest paint: fetched first, never lazily.
                  priority={i === 0}
                  draggable={false}
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </div>
          ))}
        </div>
        {many && (
          <>
            <button type="button" aria-label={t.prevPicture} disabled={active === 0} onClick={() => go(active - 1)} className={`${arrow} left-3`}>
              <ChevronLeftIcon size={20} />
            </button>
            <button type="button" aria-label={t.nextPicture} disabled={active === n - 1} onClick={() => go(active + 1)} className={`${arrow} right-3`}>
              <ChevronRightIcon size={20} />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1">
          {slides.map((s, i) => (
            <li key={s.key} className="shrink-0">
              <button
                type="button"
                aria-label={t.showPicture(i + 1, n)}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => go(i)}
                className={`block overflow-hidden rounded-md ring-2 ${i === active ? 'ring-ink' : 'ring-transparent hover:ring-line'}`}
              >
                <Picture
                  picture={s.picture}
                  fallback={s.src}
                  alt=""
                  sizes={PICTURE_SIZES.thumb}
                  width={PRODUCT_ART.thumb.width}
                  height={PRODUCT_ART.thumb.height}
                  className="aspect-[4/5] w-18 bg-soft object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== null && slides[zoomed] && <ZoomDialog slide={slides[zoomed]} name={name} onClose={() => setZoomed(null)} />}
    </div>
  );
}
