/**
 * The shopper's orders page copy.
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
};
