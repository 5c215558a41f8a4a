import { describe, expect, it } from 'vitest';
import { sectionFromHash, sectionHash, stockLink, stockParam } from '../../src/islands/admin/frame/sections';

describe('the Low stock panel’s links to a product’s stock', () => {
  it('open Manage Products with the product to edit', () => {
    const link = stockLink(12);
    expect(link).toBe('#manage-products?stock=12');
    expect(sectionFromHash(link)).toBe('manage-products');
    expect(stockParam(link)).toBe(12);
  });

  it('name no product without a whole positive id, or in another section', () => {
    for (const hash of [
      sectionHash('manage-products'),
      '#manage-products?stock=',
      '#manage-products?stock=0',
      '#manage-products?stock=-3',
      '#manage-products?stock=1.5',
      '#manage-products?stock=abc',
      '#dashboard?stock=12',
      '',
      '#',
    ]) {
      expect(stockParam(hash), hash).toBeUndefined();
    }
  });

  it('a section’s own hash is its id', () => {
    expect(sectionHash('dashboard')).toBe('#dashboard');
    expect(sectionFromHash(sectionHash('manage-orders'))).toBe('manage-orders');
  });
});
