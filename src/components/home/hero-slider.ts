/**
 * The hero banner's behaviour (Hero.astro): which slide shows, the dots and arrows, autoplay every
 * `data-autoplay-ms`, held while the pointer is over it or focus is inside (nobody reading a slide has it
 * fade away), paused by its button or by a preference for reduced motion.
 */
export function startHero(hero: HTMLElement): void {
  const slides = [...hero.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const play = hero.querySelector<HTMLButtonElement>('[data-play]');
  const every = Number(hero.dataset.autoplayMs);
  let active = 0;
  let playing = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A slide chosen by hand gets its full wait too: every change starts the wait again.
  const wait = () => {
    clearTimeout(timer);
    if (playing && !held) timer = setTimeout(() => show(active + 1), every);
  };
  const show = (i: number) => {
    active = (i + slides.length) % slides.length;
    slides.forEach((slide, n) => {
      slide.toggleAttribute('data-active', n === active);
      slide.inert = n !== active;
    });
    dots.forEach((dot, n) => {
      if (n === active) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    wait();
  };
  const setPlaying = (on: boolean) => {
    playing = on;
    if (play) {
      play.setAttribute('aria-label', (on ? hero.dataset.pauseLabel : hero.dataset.playLabel) ?? '');
      play.querySelector<HTMLElement>('[data-when-playing]')?.toggleAttribute('hidden', !on);
      play.querySelector<HTMLElement>('[data-when-paused]')?.toggleAttribute('hidden', on);
    }
    wait();
  };
  const hold = (on: boolean) => {
    held = on;
    wait();
  };

  for (const button of hero.querySelectorAll<HTMLButtonElement>('[data-step]'))
    button.addEventListener('click', () => show(active + Number(button.dataset.step)));
  dots.forEach((dot, n) => {
    dot.addEventListener('click', () => show(n));
  });
  play?.addEventListener('click', () => setPlaying(!playing));
  hero.addEventListener('mouseenter', () => hold(true));
  hero.addEventListener('mouseleave', () => hold(false));
  hero.addEventListener('focusin', () => hold(true));
  hero.addEventListener('focusout', (e) => {
    if (!hero.contains(e.relatedTarget as Node | null)) hold(false);
  });
  setPlaying(playing);
}
