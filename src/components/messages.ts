/**
 * The site frame's and the information pages' copy: the banners, the footer and its pages, the 404.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { storeName } from '../lib/messages';
import { formatRs } from '../lib/money';
import { EXCHANGE_DAYS, FREE_SHIPPING_ABOVE, SUPPORT_DAYS, SUPPORT_HOURS, UPI_EXTRA_OFF_PERCENT } from '../lib/constants';

export const banner = {
  tagline: 'Open doors to a world of fashion | Young and fresh',
  instagram: 'Instagram followers',
  facebook: 'Facebook followers',
  language: 'Language',
  promos: [
    `Free shipping on orders above ${formatRs(FREE_SHIPPING_ABOVE)}`,
    `Easy exchange within ${EXCHANGE_DAYS} days`,
    `${UPI_EXTRA_OFF_PERCENT}% extra off on UPI`,
  ],
  promosLabel: 'Offers',
  label: 'Store news',
};

export const footer = {
  about: 'About',
  ourStory: 'Our story',
  contactUs: 'Contact us',
  careers: 'Careers',
  privacy: 'Privacy policy',
  support: 'Support',
  payments: 'Payments',
  returns: 'Returns/Exchange',
  shipment: 'Shipment',
  terms: 'Terms & conditions',
  customerCare: 'Customer Care',
  timings: `Timings: ${SUPPORT_HOURS} ${SUPPORT_DAYS.replace(' - ', '-')}`,
  phone: 'Phone',
  email: 'E-mail',
  getApp: 'Get the app',
  copyright: (year: number) => `© ${year} ${storeName}. All rights reserved.`,
  follow: 'Follow us',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
  social: 'Social media',
  links: 'Footer',
  lastUpdated: 'Last updated: 1 January 2023',
};

export const notFound = {
  code: '404',
  title: 'Page Not Found',
  text: "The page you're looking for does not seem to exist",
  home: 'Go to Home',
};

/** What a shared link of a page without a picture of its own shows (the store's first banner). */
export const share = {
  imageAlt: `${storeName}: new season drop of tees, hoodies and caps`,
};
