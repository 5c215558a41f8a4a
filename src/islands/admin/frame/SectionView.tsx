import { useEffect, useRef } from 'react';
import { AddAdminSection } from '../add-admin/AddAdminSection';
import { AddProductSection } from '../add-product/AddProductSection';
import { AdminsSection } from '../admins/AdminsSection';
import { AnalyseSection } from '../analyse/AnalyseSection';
import { CategoriesSection } from '../categories/CategoriesSection';
import { CouponsSection } from '../coupons/CouponsSection';
import { UsersSection } from '../dashboard/UsersSection';
import { OrdersSection } from '../orders/OrdersSection';
import { OutboxSection } from '../outbox/OutboxSection';
import { ProductsSection } from '../products/ProductsSection';
import { ReturnsSection } from '../returns/ReturnsSection';
import { SupportSection } from '../support/SupportSection';
import type { SectionId } from './sections';

const VIEWS: Record<SectionId, () => React.JSX.Element> = {
  dashboard: UsersSection,
  'add-products': AddProductSection,
  'manage-products': ProductsSection,
  categories: CategoriesSection,
  'manage-orders': OrdersSection,
  returns: ReturnsSection,
  coupons: CouponsSection,
  'add-admins': AddAdminSection,
  'manage-admins': AdminsSection,
  analyse: AnalyseSection,
  support: SupportSection,
  outbox: OutboxSection,
};

/** The open section. After a switch, focus moves to its heading so a screen reader announces it. */
export function SectionView({ id }: { id: SectionId }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(`section-${id}`)?.focus();
  }, [id]);
  const View = VIEWS[id];
  return <View key={id} />;
}
