/**
 * The hero banner (docs/product.md §2, §9): three slides fading in 500 ms, autoplay every 5000 ms, dots and
 * arrows. The first slide is plain HTML with a high-priority image, so the page's largest paint
 * never waits for this island. Autoplay stops for people who
 * ask for reduced motion, on hover and focus, and with the pause button (WCAG 2.2.2).
 */
import { useEffect, useState } from 'react';
import { HERO_AUTOPLAY_MS, HERO_FADE_MS, HOME_ART } from '../../lib/constants';
import type { HeroSlide } from './home-data';
import { home } from './messages';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui/icons';

const control = 'flex items-center justify-center rounded-full border border-line bg-white text-ink shadow-md hover:bg-soft sm:border-0';

/*
 * No slider library: the slides are stacked in one grid cell and cross-fade on opacity, which is all
 * this banner does. Swiper cost the home page's first view 25 KB of gzipped JavaScript (README
 * "Static-first pages"); the carousels further down still use it, loaded when they come into view.
 */
export default function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Held while the pointer is over it or focus is inside: nobody reading a slide has it fade away.
  const [held, setHeld] = useState(false);
  const go = (i: number) => setActive((i + slides.length) % slides.length);

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the wait, so a slide chosen by hand gets its full 5 s.
  useEffect(() => {
    if (!playing || held) return undefined;
    const timer = setTimeout(() => setActive((a) => (a + 1) % slides.length), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, held, active, slides.length]);

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={home.slideshow}
      className="relative"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="grid overflow-hidden rounded-none sm:rounded-xl">
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={home.slide(i + 1, slides.length)}
            inert={i !== active}
            data-slide
            className={`col-start-1 row-start-1 transition-opacity ease-in-out motion-reduce:transition-none ${i === active ? 'z-[1] opacity-100' : 'pointer-events-none opacity-0'}`}
            style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
          >
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
          </div>
        ))}
      </div>
      {/* Phones: the controls sit in a row under the picture. Wider: arrows at the sides, dots at the foot. */}
      <div className="mt-3 flex items-center justify-center gap-3 sm:pointer-events-none sm:absolute sm:inset-0 sm:z-10 sm:mt-0">
        <button
          type="button"
          aria-label={home.prev}
          onClick={() => go(active - 1)}
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
                  onClick={() => go(i)}
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
          onClick={() => go(active + 1)}
          className={`${control} size-9 sm:pointer-events-auto sm:absolute sm:right-4 sm:top-1/2 sm:size-11 sm:-translate-y-1/2`}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
    </div>
  );
}
