/** Absolute links for e-mail: a message is read outside the site, so every link carries the origin. */
import { mailSiteUrl } from '../config';
import { mail } from './messages';

/** The absolute address of a path on the site (`/orders/12`), from SITE_URL. */
export const siteLink = (path: string): string => new URL(path, `${mailSiteUrl()}/`).href;

/**
 * A link given by a caller (a reset link, a product's page), kept only when it is an absolute http(s)
 * address: anything else (`javascript:`, a relative path) becomes the site's home, never a live link.
 */
export function safeLink(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.href;
  } catch {
    /* not an absolute URL */
  }
  return siteLink('/');
}

/** A token in a link (a reset link's `?token=`): it opens an account, so nobody but the addressee may read it. */
const linkToken = /([?&]token=)[A-Za-z0-9_-]+/g;

/** A message's HTML or text as the console shows it: every link token replaced by a notice. */
export const hideLinkTokens = (body: string): string => body.replace(linkToken, `$1${mail.passwordReset.tokenHidden}`);
