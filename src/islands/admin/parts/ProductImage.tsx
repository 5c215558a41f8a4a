import { useState } from 'react';
import { admin } from '../messages';

/** A product picture in a fixed 4:5 frame; a missing or broken link shows a neutral tile instead. */
export function ProductImage({ src, alt, className = '' }: { src?: string; alt: string; className?: string }) {
  // The link that failed: a new link gets its own try.
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const broken = brokenSrc === src;
  return (
    <div className={`aspect-[4/5] w-full overflow-hidden rounded-md bg-soft ${className}`}>
      {src && !broken ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setBrokenSrc(src)} className="h-full w-full object-cover" />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-sm text-muted">{admin.noImage}</div>
      )}
    </div>
  );
}
