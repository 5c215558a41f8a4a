/** The console's sections (docs/product.md §2 plus the Support of docs/product.md §10 and the e-mail Outbox), in menu order; the id is the URL hash. */
import { admin } from '../messages';
import { categoriesText } from '../categories/messages';
import { couponsText } from '../coupons/messages';
import { returnsText } from '../returns/messages';

export const SECTIONS = [
  { id: 'dashboard', label: admin.sections.dashboard, title: admin.users.title },
  { id: 'add-products', label: admin.sections.addProducts, title: admin.sections.addProducts },
  { id: 'manage-products', label: admin.sections.manageProducts, title: admin.sections.manageProducts },
  { id: 'categories', label: categoriesText.section, title: categoriesText.title },
  { id: 'manage-orders', label: admin.sections.manageOrders, title: admin.sections.manageOrders },
  { id: 'returns', label: returnsText.section, title: returnsText.title },
  { id: 'coupons', label: couponsText.section, title: couponsText.title },
  { id: 'add-admins', label: admin.sections.addAdmins, title: admin.sections.addAdmins },
  { id: 'manage-admins', label: admin.sections.manageAdmins, title: admin.sections.manageAdmins },
  { id: 'analyse', label: admin.sections.analyse, title: admin.sections.analyse },
  { id: 'support', label: admin.sections.support, title: admin.support.title },
  { id: 'outbox', label: admin.sections.outbox, title: admin.outbox.title },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
export const DEFAULT_SECTION: SectionId = 'dashboard';

export const isSection = (id: string): id is SectionId => SECTIONS.some((s) => s.id === id);

/** '#manage-orders' → 'manage-orders'; anything unknown is the Dashboard. A '?…' after the id is the section's own. */
export const sectionFromHash = (hash: string): SectionId => {
  const id = decodeURIComponent(hash.replace(/^#/, '').split('?')[0] ?? '');
  return isSection(id) ? id : DEFAULT_SECTION;
};

/** The product whose stock '#manage-products?stock=12' asks to edit. */
export function stockParam(hash: string): number | undefined {
  const [id, query = ''] = hash.replace(/^#/, '').split('?');
  if (id !== 'manage-products') return undefined;
  const n = Number(new URLSearchParams(query).get('stock'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export const sectionHash = (id: SectionId) => `#${id}`;

export const stockLink = (prodId: number) => `${sectionHash('manage-products')}?stock=${prodId}`;

export const sectionOf = (id: SectionId) => SECTIONS.find((s) => s.id === id) ?? SECTIONS[0];
