import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Admin } from '../../../client/api';
import { admin } from '../messages';
import { Avatar } from '../../../ui/Avatar';

/** The top bar's admin photo and name, opening a menu with Profile and Sign out (docs/product.md §2). */
const menuItems = (box: HTMLElement | null) => Array.from(box?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

export function AccountMenu({ me, name, onProfile, onSignOut }: { me?: Admin; name: string; onProfile: () => void; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(box.current)[0]?.focus();
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const list = menuItems(box.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      list[(at + 1) % list.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      list[(at - 1 + list.length) % list.length]?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };
  const pick = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const item = 'block w-full px-4 py-2 text-left text-sm hover:bg-soft focus:bg-soft focus:outline-none';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the menu's keys (arrows, Escape, Tab) bubble here from its button and items; the wrapper never takes focus.
    <div ref={box} className="relative" onKeyDown={onKey}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${admin.accountMenu}: ${name}`}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-3 rounded-full py-1 pl-1 pr-3 hover:bg-soft"
      >
        <Avatar src={me?.image} name={name || admin.title} size={36} />
        <span className="hidden max-w-48 truncate text-sm font-medium sm:inline">{name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-muted" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        <div
          role="menu"
          aria-label={admin.accountMenu}
          className="absolute right-0 z-30 mt-2 w-44 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          <button type="button" role="menuitem" tabIndex={-1} className={item} onClick={pick(onProfile)}>
            {admin.profile}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className={item} onClick={pick(onSignOut)}>
            {admin.signOut}
          </button>
        </div>
      )}
    </div>
  );
}
