/**
 * The shopper's orders pages' copy (/orders and /orders/{id}).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
export const orders = {
  title: 'Your Orders',
  empty: "You didn't order anything",
  orderId: 'Order ID',
  quantity: 'Quantity',
  placedAt: 'Purchased on',
  size: 'Size',
  status: 'Status',
  error: 'We could not load your orders.',
  total: 'Total',
  startShopping: 'Start shopping',
  // Purchases (README "Checkout and payment").
  purchase: (id: number) => `Order #${id}`,
  openPurchase: (id: number) => `View order #${id}`,
  viewOrder: 'View order',
  items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  payment: 'Payment',
  deliverTo: 'Delivery address',
  noAddress: 'No longer on record',
  summary: 'Summary',
  allOrders: 'All orders',
  notFound: 'We could not find this order.',
  notFoundHint: 'It may belong to another account.',
  itemStatus: 'Item status:',
  /** An order's status as shoppers read it; 'mixed' when its items differ (each then shows its own). */
  statuses: { pending: 'Pending', Delayed: 'Delayed', Passed: 'Passed', Rejected: 'Rejected', mixed: 'See each item' } as Record<string, string>,
  paymentStatuses: { due_on_delivery: 'Pay on delivery', awaiting_payment: 'Awaiting payment', paid: 'Paid' } as Record<string, string>,
};

export const statusText = (status: string) => orders.statuses[status] ?? status;
