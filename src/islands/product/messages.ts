/**
 * The product page's copy.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { EXCHANGE_DAYS, FREE_SHIPPING_ABOVE } from '../../lib/constants';

export const product = {
  /** The page's meta description (search results, shared links), before it is cut to length. */
  metaDescription: (name: string, brand: string, price: string, text: string) => `${name} by ${brand}, ${price}. ${text}`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  allProducts: 'All products',
  taxIncluded: 'Tax included.',
  size: 'Size',
  chosenSize: (size: string) => `Size: ${size}`,
  sizeOption: (size: string, soldOut: boolean) => (soldOut ? `${size}, sold out` : size),
  onlyLeft: (n: number) => `Only ${n} left`,
  soldOut: 'Sold out',
  soldOutNote: 'Sold out in every size for now. Please check back soon.',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addToCart: 'Add to cart',
  buyNow: 'BUY IT NOW',
  askQuestion: 'Ask a question',
  share: 'Share',
  tabs: { description: 'Product description', shipping: 'Shipping & Return', material: 'Material & care' },
  descriptionBullets: [
    'Relaxed fit crew-neck tee',
    'Dropped shoulders and a boxy silhouette',
    'Ribbed neckline that keeps its shape',
    'Graphic print that lasts wash after wash',
  ],
  shippingBullets: [
    `Free shipping on orders above INR ${FREE_SHIPPING_ABOVE}`,
    'Dispatched within 2 working days',
    `Exchange within ${EXCHANGE_DAYS} days of delivery`,
  ],
  materialBullets: ['100% combed cotton, 220 GSM', 'Machine wash cold, inside out', 'Do not bleach; dry in shade'],
  adding: 'Adding…',
  details: 'Product details',
  originalPrice: 'Original price',
  off: (discount: string) => `${discount} off`,
  questionSubject: (name: string) => `Question about ${name}`,
  linkCopied: 'Link copied',
  shareFailed: 'Could not share this page',
};
