import type { MenuEntry } from '../islands/nav/menus';
import { footer } from './messages';

/** The footer's pages (docs/product.md §2 "Footer"), each a page of store copy (rendered once, then kept in the page cache). */
export const FOOTER_ABOUT: readonly MenuEntry[] = [
  { label: footer.ourStory, href: '/our-story' },
  { label: footer.contactUs, href: '/contact' },
  { label: footer.careers, href: '/careers' },
  { label: footer.privacy, href: '/privacy' },
];
export const FOOTER_SUPPORT: readonly MenuEntry[] = [
  { label: footer.payments, href: '/payments' },
  { label: footer.returns, href: '/returns' },
  { label: footer.shipment, href: '/shipment' },
  { label: footer.terms, href: '/terms' },
];
