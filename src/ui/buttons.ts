/** Button looks of every island, the console's too: the kit's variants from ./Button, plus a round icon button. */
import { buttonClass } from './Button';

export const primaryButton = buttonClass('primary');
export const brandButton = buttonClass('brand');
export const outlineButton = buttonClass('outline');
/** A delete in a row or a dialog; small, since it sits beside a row's other actions. */
export const dangerButton = buttonClass('danger', 'sm');
export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:bg-soft disabled:cursor-not-allowed disabled:opacity-40';
