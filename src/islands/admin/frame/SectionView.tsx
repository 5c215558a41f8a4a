import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import type { SectionId } from './sections';

// Each section's code (and what it needs: the forms' schemas, the chart) loads when it is first opened.
const AddAdminSection = lazy(() => import('../add-admin/AddAdminSection').then((m) => ({ default: m.AddAdminSection })));
const AddProductSection = lazy(() => import('../add-product/AddProductSection').then((m) => ({ default: m.AddProductSection })));
const AdminsSection = lazy(() => import('../admins/AdminsSection').then((m) => ({ default: m.AdminsSection })));
const AnalyseSection = lazy(() => import('../analyse/AnalyseSection').then((m) => ({ default: m.AnalyseSection })));
const CategoriesSection = lazy(() => import('../categories/CategoriesSection').then((m) => ({ default: m.CategoriesSection })));
const CouponsSection = lazy(() => import('../coupons/CouponsSection').then((m) => ({ default: m.CouponsSection })));
const UsersSection = lazy(() => import('../dashboard/UsersSection').then((m) => ({ default: m.UsersSection })));
const OrdersSection = lazy(() => import('../orders/OrdersSection').then((m) => ({ default: m.OrdersSection })));
const OutboxSection = lazy(() => import('../outbox/OutboxSection').then((m) => ({ default: m.OutboxSection })));
const ProductsSection = lazy(() => import('../products/ProductsSection').then((m) => ({ default: m.ProductsSection })));
const ReturnsSection = lazy(() => import('../returns/ReturnsSection').then((m) => ({ default: m.ReturnsSection })));
const SupportSection = lazy(() => import('../support/SupportSection').then((m) => ({ default: m.SupportSection })));

const VIEWS: Record<SectionId, React.ComponentType> = {
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

/** Moves focus to the section's heading once the section is drawn (inside the Suspense, so after its code has loaded). */
function FocusHeading({ id }: { id: SectionId }) {
  useEffect(() => {
    document.getElementById(`section-${id}`)?.focus();
  }, [id]);
  return null;
}

/** The open section. After a switch, focus moves to its heading so a screen reader announces it. */
export function SectionView({ id }: { id: SectionId }) {
  // The first section is the page's own: focus stays where the browser put it; every later one takes it.
  const [shown, setShown] = useState(id);
  const [switched, setSwitched] = useState(false);
  if (shown !== id) {
    setShown(id);
    setSwitched(true);
  }
  const View = VIEWS[id];
  return (
    <Suspense fallback={<Spinner className="py-16" />}>
      <View key={id} />
      {switched && <FocusHeading key={id} id={id} />}
    </Suspense>
  );
}
