import { outlineButton } from './buttons';

/** The words a pager shows; each feature passes its own from its messages module. */
export interface PagerText {
  /** The navigation landmark's name. */
  label: string;
  prev: string;
  next: string;
  page: (page: number, pages: number) => string;
}

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  text: PagerText;
  /** Both buttons off while a page loads. */
  disabled?: boolean;
  /** The admin console's: smaller, at the list's right, and nothing when there is one page. */
  compact?: boolean;
  /** Each page's own address: Prev and Next are then links, which work before (or without) JavaScript. */
  href?: (page: number) => string;
}

const compactButton = 'rounded-md border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-soft disabled:cursor-not-allowed disabled:opacity-50';

/** Prev and Next over a server-paged list, with the page counter between them (the one pager of the site). */
export function Pager({ page, pages, onPage, text, disabled = false, compact = false, href }: PagerProps) {
  if (compact && pages <= 1) return null;
  const button = compact ? compactButton : outlineButton;
  const step = (label: string, to: number, off: boolean) =>
    href && !off ? (
      <a
        href={href(to)}
        className={button}
        onClick={(e) => {
          e.preventDefault();
          onPage(to);
        }}
      >
        {label}
      </a>
    ) : (
      <button type="button" className={button} disabled={off} onClick={() => onPage(to)}>
        {label}
      </button>
    );
  return (
    <nav aria-label={text.label} className={compact ? 'mt-4 flex items-center justify-end gap-3' : 'mt-10 flex items-center justify-center gap-4'}>
      {step(text.prev, Math.min(page - 1, pages), disabled || page <= 1)}
      <span className={compact ? 'text-sm text-muted' : 'min-w-28 text-center text-sm font-medium'} aria-live="polite">
        {text.page(page, pages)}
      </span>
      {step(text.next, page + 1, disabled || page >= pages)}
    </nav>
  );
}
