/**
 * The checkout's and Buy it now's copy.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { EXCHANGE_DAYS, FREE_SHIPPING_ABOVE } from '../../lib/constants';

export const checkout = {
  title: 'Checkout',
  saved: 'Saved Addresses',
  noSaved: 'No addresses saved yet.',
  update: 'Update',
  delete: 'Delete',
  select: (name: string) => `Deliver to ${name}`,
  newAddress: 'Delivery address',
  country: 'Country/Region',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  company: 'Company (optional)',
  pincode: 'PIN code',
  phone: 'Phone',
  save: 'Save this information for next time',
  returnToCart: 'Return to cart',
  continue: 'Continue to Payment',
  placing: 'Placing order…',
  policies: { refund: 'Refund policy', shipping: 'Shipping policy', privacy: 'Privacy policy', terms: 'Terms of service' },
  error: 'We could not load your addresses.',
  orderSummary: 'Your order',
  chooseCountry: 'Select a country',
  usingSaved: 'Delivering to the selected saved address. Select it again to use a new address.',
  editing: 'Editing a saved address: your changes replace it when you continue.',
  cancelEdit: 'Cancel',
  updateLabel: (name: string) => `Update the address of ${name}`,
  deleteLabel: (name: string) => `Delete the address of ${name}`,
  continueHint: 'Select a saved address or fill in every required field.',
  shortHint: 'Some items are not available in the quantity you chose: fix them in your cart.',
  cartEmptyHint: 'Your cart is empty.',
  policiesLabel: 'Policies',
  policyText: {
    refund: `Not the right fit? Exchange any item within ${EXCHANGE_DAYS} days of delivery. Items must be unworn, with tags attached.`,
    shipping: `Shipping is free on orders above INR ${FREE_SHIPPING_ABOVE}. Orders are dispatched within 2 working days.`,
    privacy: 'We use your address and phone number only to deliver your order and to reach you about it.',
    terms: 'Prices are in Indian rupees and include tax. Placing an order means you accept these terms.',
  },
  buyNowTitle: 'Buy it now',
  buyNowPreparing: 'Getting your checkout ready…',
  buyNowFailed: 'We could not add this product to your cart.',
  buyNowNoProduct: 'No product was chosen.',
  backToProducts: 'Back to products',
};

export const toasts = {
  addressAdded: 'Address added successfully',
  addressAddFailed: 'Unable to add address',
  addressDeleted: 'Address deleted successfully',
  addressDeleteFailed: 'Unable to delete address',
  orderPlaced: 'Order placed successfully',
  orderFailed: 'Unable to place order',
};
