/**
 * The home page's copy (its islands and its Astro sections).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { storeName } from '../../lib/messages';
import { formatRs } from '../../lib/money';
import { EXCHANGE_DAYS, FREE_SHIPPING_ABOVE, SUPPORT_DAYS, SUPPORT_HOURS } from '../../lib/constants';

export const home = {
  prev: 'Previous',
  next: 'Next',
  benefits: [
    { title: 'Free shipping', text: `Orders above ${formatRs(FREE_SHIPPING_ABOVE)}` },
    { title: 'Money Guarantee', text: `Within ${EXCHANGE_DAYS} days for an exchange` },
    { title: 'Online Support', text: `${SUPPORT_HOURS}, ${SUPPORT_DAYS}` },
  ],
  /** The strip's fourth benefit: the ways to pay the store offers now (online only with the gateway's keys). */
  paymentBenefit: (online: boolean) =>
    online
      ? { title: 'Pay online or on delivery', text: 'UPI, cards, net banking or cash on delivery' }
      : { title: 'Pay on delivery', text: 'Cash or UPI when your order arrives' },
  shopWomen: "Shop Women's",
  shopMen: "Shop Men's",
  newArrivals: 'New Arrivals',
  trendingNow: 'Trending Now',
  artistEdits: 'Artist Edits',
  sneakerEdit: 'Sneaker Edit',
  brands: 'Our Brands',
  viewAll: 'View all',
  title: `${storeName}: new season clothing for men and women`,
  slideshow: 'Featured collections',
  slide: (n: number, total: number) => `Slide ${n} of ${total}`,
  goToSlide: (n: number) => `Go to slide ${n}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
  benefitsTitle: 'Why shop with us',
  tabsLabel: (section: string) => `${section} collections`,
  generalStore: 'General store',
};
