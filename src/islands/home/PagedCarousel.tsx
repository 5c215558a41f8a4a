/**
 * Two pages of four cards with Prev and Next that wrap around (docs/product.md §2, §4). Swiper moves the
 * pages; the pages are in the server's HTML, so the first one shows before hydration.
 */
import { useRef, useState, useId } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperCore } from 'swiper';
import 'swiper/css';
import type { HomeTile } from './home-data';
import type { HomeItem } from './sections';
import { home } from './messages';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { ItemCard, TileCard } from './cards';

type Props = { title: string; kind: 'tiles'; pages: HomeTile[][] } | { title: string; kind: 'items'; pages: HomeItem[][] };

const arrow = 'flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-ink hover:text-white';

export default function PagedCarousel(props: Props) {
  const { title, pages } = props;
  const swiper = useRef<SwiperCore>(null);
  const [page, setPage] = useState(0);
  const id = useId();

  return (
    <div role="group" aria-roledescription="carousel" aria-label={title}>
      <div className="mb-4 flex items-center justify-end gap-3">
        <p className="mr-auto text-sm text-muted sm:mr-0" aria-live="polite" id={`${id}-status`}>
          {home.pageOf(page + 1, pages.length)}
        </p>
        <button type="button" className={arrow} aria-label={home.prev} onClick={() => swiper.current?.slidePrev()}>
          <ChevronLeftIcon size={20} />
        </button>
        <button type="button" className={arrow} aria-label={home.next} onClick={() => swiper.current?.slideNext()}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <Swiper
        rewind
        slidesPerView={1}
        spaceBetween={24}
        speed={450}
        onSwiper={(s) => {
          swiper.current = s;
        }}
        onSlideChange={(s) => setPage(s.activeIndex)}
      >
        {pages.map((cards, i) => (
          // The page out of view is inert: its links leave the tab order and the accessibility tree.
          // biome-ignore lint/suspicious/noArrayIndexKey: a page of cards is its number; it has no id of its own.
          <SwiperSlide key={i} inert={i !== page} role="group" aria-roledescription="slide" aria-label={home.pageOf(i + 1, pages.length)}>
            <ul className={`grid grid-cols-2 gap-x-4 gap-y-6 md:grid-cols-4 ${props.kind === 'tiles' ? 'lg:gap-6' : ''}`}>
              {props.kind === 'tiles'
                ? (cards as HomeTile[]).map((t) => (
                    <li key={t.label}>
                      <TileCard tile={t} />
                    </li>
                  ))
                : (cards as HomeItem[]).map((item) => (
                    <li key={item.href}>
                      <ItemCard item={item} />
                    </li>
                  ))}
            </ul>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
