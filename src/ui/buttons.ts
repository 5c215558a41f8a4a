/** Button looks of the shopper's islands: the shared ones from src/ui, plus a round icon button. */
import { buttonClass } from './Button';

export const primaryButton = buttonClass('primary');
export const brandButton = buttonClass('brand');
export const outlineButton = buttonClass('outline');
export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:bg-soft disabled:cursor-not-allowed disabled:opacity-40';
