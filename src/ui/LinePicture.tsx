/**
 * A line's small product picture (cart, checkout, orders, suggestions, the console): `<Picture>` in one of
 * the LINE_ART boxes, sized from that constant (inline, so no class repeats its pixels), cropped to fill.
 */
import { LINE_ART, PICTURE_SIZES } from '../lib/constants';
import type { PictureView } from '../lib/picture';
import { Picture } from './Picture';

export type LineBox = keyof typeof LINE_ART;

export interface LinePictureProps {
  /** The line's ready picture, if its product has one. */
  picture?: PictureView | null;
  /** The line's plain image, drawn when there is no ready picture. */
  image: string;
  /** Which LINE_ART box the line draws it in. */
  box: LineBox;
  /** Empty by default: the line's name is beside it. */
  alt?: string;
  /** Rounding, background and flex behaviour, as the line's layout wants them. */
  className?: string;
}

export function LinePicture({ picture, image, box, alt = '', className = '' }: LinePictureProps) {
  const { width, height } = LINE_ART[box];
  return (
    <Picture
      picture={picture}
      fallback={image}
      alt={alt}
      sizes={PICTURE_SIZES.line}
      width={width}
      height={height}
      style={{ width, height }}
      className={`object-cover ${className}`.trim()}
    />
  );
}
