/**
 * Every picture of a product: a swiper carousel, swiped on phones and dragged or stepped
 * with the arrows elsewhere, with a row of thumbnails. Only swiper's core is loaded (no modules): the
 * arrows, thumbnails and keyboard are ours. Off-screen slides are inert, so a screen reader and the
 * tab order meet only the picture on show.
 */
import { useRef, useState } from 'react';
import type { Swiper as SwiperCore } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { GALLERY_SPEED_MS, PRODUCT_ART } from '../../lib/constants';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { product as t } from './messages';

const arrow =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-line hover:bg-white disabled:opacity-40';

export default function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const swiper = useRef<SwiperCore>(null);
  const [active, setActive] = useState(0);
  const n = images.length;
  const many = n > 1;

  return (
    <div role="group" aria-roledescription="carousel" aria-label={t.gallery(name)}>
      <div className="relative overflow-hidden rounded-xl bg-soft">
        <Swiper
          speed={GALLERY_SPEED_MS}
          allowTouchMove={many}
          onSwiper={(s) => {
            swiper.current = s;
          }}
          onSlideChange={(s) => setActive(s.activeIndex)}
        >
          {images.map((src, i) => (
            <SwiperSlide key={src} inert={i !== active} role="group" aria-roledescription="slide" aria-label={t.slide(i + 1, n)}>
              <img
                src={src}
                alt={t.picture(name, i + 1, n)}
                width={PRODUCT_ART.width}
                height={PRODUCT_ART.height}
                // The first picture is the page's largest paint: fetched first, never lazily.
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                draggable={false}
                className="aspect-[4/5] w-full object-cover"
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {many && (
          <>
            <button type="button" aria-label={t.prevPicture} disabled={active === 0} onClick={() => swiper.current?.slidePrev()} className={`${arrow} left-3`}>
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              aria-label={t.nextPicture}
              disabled={active === n - 1}
              onClick={() => swiper.current?.slideNext()}
              className={`${arrow} right-3`}
            >
              <ChevronRightIcon size={20} />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={t.showPicture(i + 1, n)}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => swiper.current?.slideTo(i)}
                className={`block overflow-hidden rounded-md ring-2 ${i === active ? 'ring-ink' : 'ring-transparent hover:ring-line'}`}
              >
                <img
                  src={src}
                  alt=""
                  width={PRODUCT_ART.thumb.width}
                  height={PRODUCT_ART.thumb.height}
                  loading="lazy"
                  className="aspect-[4/5] w-18 bg-soft object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
