/**
 * The one way a product photograph is drawn: a `<picture>` with the AVIF and WebP variants as
 * `<source>`s (the browser takes the first type it reads), the JPEG as the `<img>`'s own srcset, and
 * `sizes` saying how wide the slot is, so a phone fetches a 320 px file and a wide screen a 960 px one.
 * Width and height are always set (nothing shifts while it loads) and the tiny blurred placeholder is
 * the picture's background until the file arrives. A product without ready variants (pasted links, the
 * demo drawings before the pipeline has made them) keeps its plain `images[0]` URL.
 */
import type { CSSProperties } from 'react';
import type { PictureView } from '../lib/picture';

export interface PictureProps {
  /** The product's ready picture, if it has one. */
  picture?: PictureView | null;
  /** The plain URL shown when there is no ready picture (the product's `image`). */
  fallback: string;
  alt: string;
  /** How wide the slot is at each screen width (a `sizes` attribute, from PICTURE_SIZES). */
  sizes: string;
  /** The box's intrinsic size when the picture has none of its own (the slot's aspect ratio). */
  width: number;
  height: number;
  /** The page's largest paint: fetched at once with high priority, decoded without waiting. */
  priority?: boolean;
  className?: string;
  /** The `<img>`'s inline style (a box sized from a constant); the placeholder is added under it. */
  style?: CSSProperties;
  /** The `<picture>` element's own class; by default it lays out as if only the `<img>` were there. */
  frameClassName?: string;
  draggable?: boolean;
}

export function Picture({ picture, fallback, alt, sizes, width, height, priority = false, className, style, frameClassName, draggable }: PictureProps) {
  const load = {
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? 'sync' : 'async',
  } as const;
  if (!picture) {
    // In a <picture> too: React 19's server render preloads a bare high-priority <img> from the body, a second
    // copy of the page's own preload in the head (PicturePreload.astro).
    return (
      <picture className={frameClassName ?? 'contents'}>
        <img src={fallback} alt={alt} width={width} height={height} style={style} className={className} draggable={draggable} {...load} />
      </picture>
    );
  }
  const jpeg = picture.sources.find((s) => s.type === 'image/jpeg');
  const modern = picture.sources.filter((s) => s.type !== 'image/jpeg');
  // The placeholder is a few hundred bytes of data: URI inline, under the photograph while it loads.
  const placeholder: CSSProperties = { backgroundImage: `url("${picture.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  // `hidden` on the sources: with the <picture> laid out as `contents`, Chromium gave each <source> an empty
  // box of its own, which took a `gap` in a flex row (a cart or order line's picture sat 24 px to the right).
  return (
    <picture className={frameClassName ?? 'contents'}>
      {modern.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} hidden />
      ))}
      <img
        src={picture.src}
        srcSet={jpeg?.srcset}
        sizes={jpeg ? sizes : undefined}
        alt={alt}
        width={picture.width}
        height={picture.height}
        style={{ ...placeholder, ...style }}
        className={className}
        draggable={draggable}
        {...load}
      />
    </picture>
  );
}
