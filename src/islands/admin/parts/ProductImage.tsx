import { useState } from 'react';
import { CARD_ART, PICTURE_SIZES } from '../../../lib/constants';
import type { PictureView } from '../../../lib/picture';
import { Picture } from '../../../ui/Picture';
import { admin } from '../messages';

/** A product picture in a fixed 4:5 frame (its ready photograph when it has one); a missing or broken link shows a neutral tile instead. */
export function ProductImage({ src, picture, alt, className = '' }: { src?: string; picture?: PictureView | null; alt: string; className?: string }) {
  // The link that failed: a new link gets its own try.
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const broken = brokenSrc === src;
  return (
    <div className={`aspect-[4/5] w-full overflow-hidden rounded-md bg-soft ${className}`}>
      {picture ? (
        <Picture
          picture={picture}
          fallback={picture.src}
          alt={alt}
          sizes={PICTURE_SIZES.card}
          width={CARD_ART.width}
          height={CARD_ART.height}
          className="h-full w-full object-cover"
        />
      ) : src && !broken ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setBrokenSrc(src)} className="h-full w-full object-cover" />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-sm text-muted">{admin.noImage}</div>
      )}
    </div>
  );
}
