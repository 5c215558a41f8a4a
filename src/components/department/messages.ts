/** A department's page (/men, /women, /unisex). */
import { storeName } from '../../lib/messages';

export const department = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  metaDescription: (label: string, total: number) => `${label} at ${storeName}: ${total} products, priced in rupees.`,
  categories: 'Shop by category',
  newest: 'Newest',
  viewAll: (label: string, total: number) => `View all ${total} products in ${label}`,
  empty: 'Nothing here yet',
  emptyHint: 'New pieces arrive every week.',
  browseAll: 'Browse every product',
};
