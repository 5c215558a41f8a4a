/**
 * The sticky main navigation bar (docs/product.md §2): logo, the four menus, search, orders, cart count and
 * the account icons. Starts on the first pointer, focus or key on it (client:touch): until then the
 * server's HTML is the bar, its links work, and the account links keep themselves current (AccountLinks.astro).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { nav } from './messages';
import type { DepartmentNode } from './menus';
import { CloseIcon, MenuIcon, SearchIcon } from '../../ui/icons';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { SearchForm } from './SearchForm';
import { useMenus } from './useMenus';

const MOBILE_MENU_ID = 'nav-mobile-menu';
const MOBILE_SEARCH_ID = 'nav-mobile-search';
const roundButton = 'flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-soft';

interface Props {
  /** The logo's link home (the layout's HTML: an image React SSR would otherwise preload from the body). */
  logo?: ReactNode;
  /** The categories table's tree, from a page rendered on request; without it the bar asks for it. */
  departments?: DepartmentNode[];
  /** The account links (AccountLinks.astro): server HTML kept current by a plain script, never redrawn here. */
  account?: ReactNode;
}

export default function NavBar({ logo, departments, account }: Props) {
  const menus = useMenus(departments);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <nav aria-label={nav.mainNav} className="border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-3 sm:px-6">
        <button
          type="button"
          className={`${roundButton} lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? nav.closeMenu : nav.menu}
          onClick={() => {
            setMenuOpen(!menuOpen);
            setSearchOpen(false);
          }}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </button>
        {logo}
        <ul className="ml-4 hidden items-center gap-1 lg:flex">
          {menus.map((menu) => (
            <DesktopMenu key={menu.id} menu={menu} />
          ))}
        </ul>
        {/* The box shows where the bar has room (tablets, wide screens); elsewhere an icon opens it below. */}
        <SearchForm className="ml-auto hidden w-full min-w-0 max-w-xs md:block lg:hidden xl:block xl:max-w-sm" />
        <button
          type="button"
          className={`${roundButton} ml-auto md:hidden lg:flex xl:hidden`}
          aria-expanded={searchOpen}
          aria-controls={MOBILE_SEARCH_ID}
          aria-label={nav.openSearch}
          onClick={() => {
            setSearchOpen(!searchOpen);
            setMenuOpen(false);
          }}
        >
          <SearchIcon size={22} />
        </button>
        {account}
      </div>
      <div id={MOBILE_SEARCH_ID} hidden={!searchOpen} className="border-t border-line px-3 py-2 md:hidden lg:block xl:hidden">
        {searchOpen && <SearchForm autoFocus className="mx-auto max-w-xl" />}
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} menus={menus} />
    </nav>
  );
}
