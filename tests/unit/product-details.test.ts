import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_DETAILS, CLOTHING_DETAILS, detailsFor } from '../../src/server/catalogue-defaults';
import { CATALOGUE } from '../../src/server/db/demo/catalogue';

const migration = readFileSync(new URL('../../drizzle/0012_product_details.sql', import.meta.url), 'utf8');
/** How the migration writes a text: an E'' literal with \n for each new line. */
const literal = (s: string) => `E'${s.replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

describe('per-category product details', () => {
  it('gives sneakers and accessories their own texts and every other category the clothing ones', () => {
    expect(detailsFor('Sneakers')).toBe(CATEGORY_DETAILS.Sneakers);
    expect(detailsFor('Accessories')).toBe(CATEGORY_DETAILS.Accessories);
    expect(detailsFor('Retrograde')).toBe(CLOTHING_DETAILS);
    expect(detailsFor('A category added later')).toBe(CLOTHING_DETAILS);
  });

  it('gives every demo product a material & care and a fit, with no tee bullets on sneakers', () => {
    for (const p of CATALOGUE) {
      expect(p.materialCare, p.name).not.toBe('');
      expect(p.fit, p.name).not.toBe('');
    }
    const sneaker = CATALOGUE.find((p) => p.category === 'Sneakers')!;
    expect(sneaker.materialCare).not.toMatch(/cotton/i);
  });

  it('back-fills existing rows in the migration with the very same texts, by category', () => {
    for (const [category, d] of Object.entries(CATEGORY_DETAILS)) {
      expect(migration).toContain(`WHEN '${category}' THEN ${literal(d.materialCare)}`);
      expect(migration).toContain(`WHEN '${category}' THEN ${literal(d.fit)}`);
    }
    expect(migration).toContain(`ELSE ${literal(CLOTHING_DETAILS.materialCare)}`);
    expect(migration).toContain(`ELSE ${literal(CLOTHING_DETAILS.fit)}`);
  });
});
