import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { Menu } from './menus';
import { ChevronDownIcon } from '../../ui/icons';
import { useDelayedOpen } from './useDelayedOpen';

/**
 * One menu of the bar (desktop): a disclosure button whose panel opens on hover and on keyboard
 * focus after 200 ms, closes 200 ms after the pointer or focus leaves, and at once on Escape.
 */
export function DesktopMenu({ menu }: { menu: Menu }) {
  const { open, openedBy, setNow, later, cancel } = useDelayedOpen();
  const button = useRef<HTMLButtonElement>(null);
  // Escape hands focus back to the button; that focus must not open the menu again.
  const returning = useRef(false);
  const panelId = `nav-menu-${menu.id}`;
  const item = useRef<HTMLLIElement>(null);

  // A press anywhere else closes the menu, also one a click pinned open.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!item.current?.contains(e.target as Node)) setNow(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setNow]);

  const onFocus = (e: FocusEvent<HTMLLIElement>) => {
    const onButton = (e.target as Element) === button.current;
    if (onButton && returning.current) returning.current = false;
    else if (onButton && button.current?.matches(':focus-visible')) later(true, 'keyboard');
    else if (open) cancel();
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) later(false, 'keyboard');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setNow(false);
      returning.current = document.activeElement !== button.current;
      button.current?.focus();
    } else if (e.key === 'ArrowDown' && (e.target as Element) === button.current) {
      e.preventDefault();
      setNow(true, 'keyboard');
      // The panel renders on the next frame; then the first entry takes focus.
      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('a')?.focus());
    }
  };
  // A click pins a menu the pointer opened; otherwise it toggles.
  const onClick = () => setNow(!(open && openedBy.current === 'click'), 'click');

  return (
    <li
      ref={item}
      className="relative"
      onMouseEnter={() => later(true, 'pointer')}
      onMouseLeave={() => {
        if (openedBy.current !== 'click' || !open) later(false, 'pointer');
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-[15px] font-semibold hover:bg-soft aria-expanded:bg-soft"
      >
        {menu.label}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* pt-2: the 8 px gutter, inside the hover area so the pointer can cross it. */}
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <div className="relative min-w-56 rounded-lg border border-line bg-white py-2 shadow-xl">
          {/* The arrow, 8 px in from the panel's edge (docs/product.md §9 arrow padding). */}
          <span aria-hidden="true" className="absolute -top-[7px] left-6 size-3 rotate-45 border-l border-t border-line bg-white" />
          <ul>
            {menu.entries.map((entry) => (
              <li key={entry.label}>
                <a href={entry.href} className="block px-4 py-2 text-sm hover:bg-soft focus-visible:bg-soft">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
