import { useState } from 'react';

/** A person's photo; an image that fails to load (any link may be entered) falls back to initials. */
export function Avatar({ src, name, size = 40, alt = '' }: { src?: string; name: string; size?: number; alt?: string }) {
  const [broken, setBroken] = useState(false);
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  const style = { width: size, height: size };
  if (!src || broken) {
    return (
      <span style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-semibold text-accent">
        {initials}
      </span>
    );
  }
  return <img src={src} alt={alt} style={style} width={size} height={size} onError={() => setBroken(true)} className="shrink-0 rounded-full bg-soft object-cover" />;
}
