/**
 * The hero banner (docs/product.md §2, §9): three slides fading in 500 ms, autoplay every 5000 ms, dots and
 * arrows. The first slide is plain HTML with a high-priority image, so the page's largest paint
 * never waits for this island; Swiper takes over once it hydrates. Autoplay stops for people who
 * ask for reduced motion, on hover and focus, and with the pause button (WCAG 2.2.2).
 */
import { useEffect, useRef, useState } from 'react';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperCore } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { HERO_AUTOPLAY_MS, HERO_FADE_MS, HOME_ART } from '../../lib/constants';
import type { HeroSlide } from './home-data';
import { home } from './messages';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui/icons';

const control = 'flex items-center justify-center rounded-full border border-line bg-white text-ink shadow-md hover:bg-soft sm:border-0';

export default function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const swiper = useRef<SwiperCore>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);
  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);

  // Keyboard users reading a slide should not have it fade away under them.
  const pauseWhileFocused = {
    onFocus: () => swiper.current?.autoplay?.pause(),
    onBlur: () => {
      if (playing) swiper.current?.autoplay?.resume();
    },
  };

  return (
    <div role="group" aria-roledescription="carousel" aria-label={home.slideshow} className="relative" {...pauseWhileFocused}>
      <Swiper
        modules={[Autoplay, EffectFade]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={HERO_FADE_MS}
        rewind
        autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={(s) => {
          swiper.current = s;
          if (!playing) s.autoplay.stop();
        }}
        onSlideChange={(s) => setActive(s.activeIndex)}
        className="overflow-hidden rounded-none sm:rounded-xl"
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide.image} inert={i !== active} role="group" aria-roledescription="slide" aria-label={home.slide(i + 1, slides.length)}>
            <a href={slide.href} className="block">
              <img
                src={slide.image}
                alt={slide.alt}
                width={HOME_ART.hero.width}
                height={HOME_ART.hero.height}
                // The first slide is the page's largest paint: fetched first, never lazily.
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? 'sync' : 'async'}
                className="aspect-[8/5] h-auto w-full object-cover object-left sm:aspect-[5/2]"
              />
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Phones: the controls sit in a row under the picture. Wider: arrows at the sides, dots at the foot. */}
      <div className="mt-3 flex items-center justify-center gap-3 sm:pointer-events-none sm:absolute sm:inset-0 sm:z-10 sm:mt-0">
        <button
          type="button"
          aria-label={home.prev}
          onClick={() => swiper.current?.slidePrev()}
          className={`${control} size-9 sm:pointer-events-auto sm:absolute sm:left-4 sm:top-1/2 sm:size-11 sm:-translate-y-1/2`}
        >
          <ChevronLeftIcon size={20} />
        </button>
        <div className="flex items-center gap-1 rounded-full bg-white/85 px-2 py-0.5 sm:pointer-events-auto sm:absolute sm:bottom-3 sm:left-1/2 sm:-translate-x-1/2">
          <ul className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <li key={slide.image}>
                <button
                  type="button"
                  aria-label={home.goToSlide(i + 1)}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => swiper.current?.slideTo(i)}
                  className="group flex size-6 items-center justify-center"
                >
                  <span className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-6 bg-ink' : 'w-2.5 bg-ink/35 group-hover:bg-ink/60'}`} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={playing ? home.pause : home.play}
            onClick={() => setPlaying(!playing)}
            className="flex size-6 items-center justify-center rounded-full text-ink hover:bg-white/70"
          >
            {playing ? <PauseIcon size={14} /> : <PlayIcon size={14} />}
          </button>
        </div>
        <button
          type="button"
          aria-label={home.next}
          onClick={() => swiper.current?.slideNext()}
          className={`${control} size-9 sm:pointer-events-auto sm:absolute sm:right-4 sm:top-1/2 sm:size-11 sm:-translate-y-1/2`}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
    </div>
  );
}
