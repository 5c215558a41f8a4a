import type { Menu } from './menus';
import { ChevronDownIcon } from '../../ui/icons';

/** The phone's collapsible list: each menu is a native <details> disclosure. */
export function MobileMenu({ id, open, menus }: { id: string; open: boolean; menus: Menu[] }) {
  return (
    <div id={id} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white lg:hidden">
      <ul className="mx-auto max-w-7xl divide-y divide-line px-4 pb-4">
        {menus.map((menu) => (
          <li key={menu.id}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
                {menu.label}
                <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <ul className="pb-3 pl-3">
                {menu.entries.map((entry) => (
                  <li key={entry.label}>
                    <a href={entry.href} className="block rounded-md px-2 py-2 text-[15px] text-ink hover:bg-soft">
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
