import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOUR_FAMILY_IDS, DEPARTMENTS } from '../../src/lib/constants';
import { CATALOGUE } from '../../src/server/db/demo/catalogue';

const migration = readFileSync(new URL('../../drizzle/0022_departments_colours.sql', import.meta.url), 'utf8');
const quote = (s: string | null) => (s === null ? 'NULL' : `'${s.replace(/'/g, "''")}'`);

describe('the demo catalogue’s departments and colours', () => {
  it('gives every product a department, a colour name and a family of the palette', () => {
    for (const p of CATALOGUE) {
      expect(DEPARTMENTS, p.name).toContain(p.department);
      expect(COLOUR_FAMILY_IDS, p.name).toContain(p.colourFamily);
      expect(p.colour, p.name).not.toBe('');
    }
  });

  it("keeps women's pieces out of the men's department", () => {
    const dept = (name: string) => CATALOGUE.find((p) => p.name === name)?.department;
    expect(dept('Kite & Co Running Shorts')).toBe('women');
    expect(dept('Mossline Sculpt Sports Bra')).toBe('women');
    expect(dept('Y2K Butterfly Baby Tee')).toBe('women');
    expect(dept('Northloom Boxy Heavyweight Tee')).toBe('men');
    expect(dept('Stride Lab Aero Runner')).toBe('unisex');
  });

  it('has at least eight styles in two or three colours, each colour of a style its own family and drawing', () => {
    const styles = new Map<string, typeof CATALOGUE>();
    for (const p of CATALOGUE) if (p.styleCode) styles.set(p.styleCode, [...(styles.get(p.styleCode) ?? []), p]);
    expect(styles.size).toBeGreaterThanOrEqual(8);
    for (const [code, products] of styles) {
      expect(products.length, String(code)).toBeGreaterThanOrEqual(2);
      expect(products.length, String(code)).toBeLessThanOrEqual(3);
      expect(new Set(products.map((p) => p.colourFamily)).size, String(code)).toBe(products.length);
      expect(new Set(products.map((p) => p.look.color)).size, String(code)).toBe(products.length);
      for (const p of products) expect(existsSync(new URL(`../../public${p.images[0]}`, import.meta.url)), p.images[0]).toBe(true);
    }
  });

  it('gives every product a name of its own (the picture is named after it)', () => {
    expect(new Set(CATALOGUE.map((p) => p.slug)).size).toBe(CATALOGUE.length);
  });

  it('is placed by drizzle/0022 exactly as the seed writes it, product by product', () => {
    for (const p of CATALOGUE) {
      expect(migration, p.name).toContain(`(${[p.name, p.department, p.colour, p.colourFamily, p.styleCode].map(quote).join(', ')})`);
    }
  });
});
