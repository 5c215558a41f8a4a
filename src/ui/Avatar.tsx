import { useState } from 'react';

/** A person's photo; an image that fails to load (any link may be entered) falls back to initials. */
export function Avatar({ src, name, size = 40, alt = '' }: { src?: string; name: string; size?: number; alt?: string }) {
  const [broken, setBroken] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  const style = { width: size, height: size };
  const initialsClass = 'inline-flex shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-semibold text-accent';
  if (!src || broken) {
    return (
      // Named when it stands for someone (alt), hidden when a name is already next to it.
      alt ? (
        <span style={style} role="img" aria-label={alt} className={initialsClass}>
          {initials}
        </span>
      ) : (
        <span style={style} aria-hidden="true" className={initialsClass}>
          {initials}
        </span>
      )
    );
  }
  return (
    <img src={src} alt={alt} style={style} width={size} height={size} onError={() => setBroken(true)} className="shrink-0 rounded-full bg-soft object-cover" />
  );
}
