import { auth as t } from './messages';

/** The side image of the login and sign-up screens (docs/product.md §2): drawn here, no remote file. */
export function AuthArt() {
  return (
    <div aria-hidden="true" className="relative hidden overflow-hidden rounded-2xl bg-ink md:block">
      <svg viewBox="0 0 480 600" className="h-full w-full" role="presentation">
        <defs>
          <linearGradient id="auth-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#b4232a" />
            <stop offset="1" stopColor="#2a0d10" />
          </linearGradient>
          <pattern id="auth-dots" width="24" height="24" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.5" fill="#ffffff" opacity="0.12" />
          </pattern>
        </defs>
        <rect width="480" height="600" fill="url(#auth-bg)" />
        <rect width="480" height="600" fill="url(#auth-dots)" />
        <circle cx="380" cy="110" r="120" fill="#ffffff" opacity="0.06" />
        {/* hanger */}
        <path d="M222 96a18 18 0 1 1 18 18v16" fill="none" stroke="#f6f4f1" strokeWidth="6" strokeLinecap="round" />
        <path d="M240 130 102 196h276z" fill="none" stroke="#f6f4f1" strokeWidth="6" strokeLinejoin="round" />
        {/* tee */}
        <path d="M190 176C200 198 220 208 240 208S280 198 290 176L370 206 346 280 322 270V460H158V270L134 280 110 206Z" fill="#f6f4f1" />
        <path d="M190 176C200 198 220 208 240 208S280 198 290 176" fill="none" stroke="#b4232a" strokeWidth="6" />
        <text x="240" y="340" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="44" fill="#b4232a">
          Y2K
        </text>
        <rect x="178" y="360" width="124" height="8" rx="4" fill="#161616" opacity="0.8" />
        <rect x="198" y="378" width="84" height="8" rx="4" fill="#161616" opacity="0.5" />
      </svg>
      <div className="absolute inset-x-0 bottom-0 p-8 text-white">
        <p className="text-3xl font-extrabold">{t.artTitle}</p>
        <p className="mt-1 text-white/85">{t.artText}</p>
      </div>
    </div>
  );
}
