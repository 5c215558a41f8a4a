import { describe, expect, it } from 'vitest';
import { loginTarget, loginUrlFor, redirectParam, referrerPath, returnPath, safeRedirect, withRedirect, withReturn } from '../../src/lib/guard';

describe('the guard passes the attempted path to /login', () => {
  it('encodes the path and its query string', () => {
    expect(loginUrlFor('/buynow?id=3&qty=2')).toBe('/login?redirect=%2Fbuynow%3Fid%3D3%26qty%3D2');
    expect(loginUrlFor('/cart')).toBe('/login?redirect=%2Fcart');
  });
  it('adds nothing for the home page or an unsafe path', () => {
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('//evil.example')).toBe('/login');
  });
});

describe('safeRedirect keeps only paths of this site', () => {
  it.each([
    ['/cart', '/cart'],
    ['/products?search=tee&page=2', '/products?search=tee&page=2'],
    ['/orders#top', '/orders#top'],
  ])('%s is kept', (raw, want) => expect(safeRedirect(raw)).toBe(want));
  it.each([
    '',
    null,
    undefined,
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'cart',
    '/login',
    '/login?redirect=/cart',
    '/signup',
    '/forgot-password',
    '/reset-password?token=AAAA',
  ])('%s is refused', (raw) => expect(safeRedirect(raw as string)).toBeUndefined());
});

describe('safeRedirect checks the path it returns, not only the one it was given', () => {
  it.each([
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e//evil.example/',
    '/./\\evil.example/',
    '/a/..//evil.example/',
    '/a/b/../..//evil.example',
    '/./%2e//evil.example',
    '/.\\/evil.example',
    ' /.//evil.example',
    '/\t/evil.example',
    '/%2E%2E//evil.example',
    '/x/%2e%2e//evil.example/',
  ])('%s is refused', (raw) => {
    const target = safeRedirect(raw);
    if (target !== undefined) expect(new URL(target, 'http://shop.test').origin).toBe('http://shop.test');
    expect(target).toBeUndefined();
  });
  it('the login page refuses the URL-encoded variant of the reported redirect', () => {
    expect(loginTarget({ role: 'user', search: '?redirect=%2F.%2F%2Fevil.example%2F' })).toBe('/');
  });
  it('a dot segment that stays on this site is kept, resolved', () => {
    expect(safeRedirect('/a/../cart')).toBe('/cart');
  });
});

describe('after login', () => {
  it('an admin goes to /admin, whatever the redirect', () => {
    expect(loginTarget({ role: 'admin', search: '?redirect=%2Fcart' })).toBe('/admin');
  });
  it('a shopper whose e-mail says admin is still a shopper', () => {
    expect(loginTarget({ role: 'user', search: '?redirect=%2Fcart' })).toBe('/cart');
  });
  it('a shopper returns to the guarded page', () => {
    expect(loginTarget({ role: 'user', search: '?redirect=%2Fbuynow%3Fid%3D3%26qty%3D2' })).toBe('/buynow?id=3&qty=2');
  });
  it('a shopper without redirect returns to the same-site page they came from', () => {
    expect(loginTarget({ role: 'user', search: '', referrer: 'http://shop.test/products/4?x=1', origin: 'http://shop.test' })).toBe('/products/4?x=1');
  });
  it('otherwise goes home', () => {
    expect(loginTarget({ role: 'user', search: '' })).toBe('/');
    expect(loginTarget({ role: 'user', search: '?redirect=https%3A%2F%2Fevil.example' })).toBe('/');
    expect(loginTarget({ role: 'user', search: '', referrer: 'https://other.test/cart', origin: 'http://shop.test' })).toBe('/');
    expect(loginTarget({ role: 'user', search: '', referrer: 'http://shop.test/signup', origin: 'http://shop.test' })).toBe('/');
  });
});

describe('helpers', () => {
  it('redirectParam reads and checks ?redirect=', () => {
    expect(redirectParam('?redirect=%2Forders')).toBe('/orders');
    expect(redirectParam('?other=1')).toBeUndefined();
  });
  it('referrerPath ignores bad referrers', () => {
    expect(referrerPath('not a url', 'http://shop.test')).toBeUndefined();
    expect(referrerPath('', 'http://shop.test')).toBeUndefined();
  });
  it('a reset link is never returned to after signing in (it carries its token)', () => {
    expect(loginTarget({ role: 'user', search: '', referrer: 'http://shop.test/reset-password?token=abc', origin: 'http://shop.test' })).toBe('/');
  });
  it('returnPath and withReturn carry the page to come back to between login and sign-up', () => {
    expect(returnPath({ search: '?redirect=%2Fwishlist', referrer: 'http://shop.test/cart', origin: 'http://shop.test' })).toBe('/wishlist');
    expect(returnPath({ search: '', referrer: 'http://shop.test/products/7?size=M', origin: 'http://shop.test' })).toBe('/products/7?size=M');
    expect(returnPath({ search: '', referrer: 'https://evil.example/x', origin: 'http://shop.test' })).toBeUndefined();
    expect(withReturn('/signup', '/products/7?size=M')).toBe('/signup?redirect=%2Fproducts%2F7%3Fsize%3DM');
    expect(withReturn('/signup', '/')).toBe('/signup');
    expect(withReturn('/signup', undefined)).toBe('/signup');
  });
  it('withRedirect carries the return path from sign-up to login', () => {
    expect(withRedirect('/login', '?redirect=%2Fcart')).toBe('/login?redirect=%2Fcart');
    expect(withRedirect('/login', '')).toBe('/login');
  });
});
