/**
 * Where sign-in sends people (docs/product.md §2, §4, §6): guarded pages pass the attempted path as
 * `?redirect=`, and login returns there; admins go to the console.
 */
import { ROLE_ADMIN } from './constants';

export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const ADMIN_PATH = '/admin';
export const HOME_PATH = '/';
export const REDIRECT_PARAM = 'redirect';
export const ACCOUNT_PATH = '/account';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The page a reset e-mail links to, with `?token=`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The login page for a guarded path (path plus query string, e.g. '/buynow?id=3&qty=2'). */
export function loginUrlFor(attempted: string): string {
  const target = safeRedirect(attempted);
  return target && target !== HOME_PATH ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

const NOT_RETURNED_TO = new Set([LOGIN_PATH, SIGNUP_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH]);

/** Only used to parse a path: any origin does, and a path that leaves it is refused. */
const PARSE_BASE = 'http://localhost';

/** '//host' and '/\\host' are protocol-relative URLs in browsers: only a single leading slash is a path here. */
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * A page on this site that is worth returning to, or undefined (open-redirect safe). The check runs
 * on the value that is returned, not only on the one given: parsing turns '/./' followed by '/evil'
 * into '//evil', and '/a/..//' into '//' too.
 */
export function safeRedirect(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const value = raw.trim();
  if (!isSitePath(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== PARSE_BASE) return undefined;
  const target = url.pathname + url.search + url.hash;
  if (!isSitePath(target)) return undefined;
  // The browser resolves the target again: it must land on the same page of this site.
  if (new URL(target, PARSE_BASE).href !== url.href) return undefined;
  // Nobody returns to a sign-in form, nor to a reset link (it is used up, and it carries its token).
  if (NOT_RETURNED_TO.has(url.pathname)) return undefined;
  return target;
}

/** The `?redirect=` value of a query string, checked. */
export function redirectParam(search: string): string | undefined {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** A same-site referrer as a path, unless it is the login or sign-up page itself. */
export function referrerPath(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return undefined;
    return safeRedirect(url.pathname + url.search);
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md §4: after a successful login, an admin (the role the sign-in answered) goes to
 * /admin; anyone else returns to the page they came from (the guard's `?redirect=`, else a same-site
 * referrer), else /.
 */
export function loginTarget(o: { role: string; search: string; referrer?: string; origin?: string }): string {
  if (o.role === ROLE_ADMIN) return ADMIN_PATH;
  return redirectParam(o.search) ?? (o.origin ? referrerPath(o.referrer ?? '', o.origin) : undefined) ?? HOME_PATH;
}

/**
 * Where a sign-in or sign-up page returns to, for the link to the other one: the guard's `?redirect=`,
 * else the same-site page the visitor came from.
 */
export function returnPath(o: { search: string; referrer: string; origin: string }): string | undefined {
  return redirectParam(o.search) ?? referrerPath(o.referrer, o.origin);
}

/** `path` carrying a return path as `?redirect=` (checked again by the page that reads it). */
export function withReturn(path: string, target: string | undefined): string {
  return target && target !== HOME_PATH ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : path;
}

/** The sign-up page keeps the return path, so the new shopper comes back after logging in. */
export function withRedirect(path: string, search: string): string {
  const target = redirectParam(search);
  return target ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : path;
}
