import { describe, expect, it } from 'vitest';
import { checkAdmin, emptyAdminForm } from '../../src/islands/admin/add-admin/adminForm';
import { addImage, checkProduct, emptyProductForm, previewDiscount, removeImage } from '../../src/islands/admin/add-product/productForm';
import { CHART_COLORS, LIMITS, SIZE_SCALES } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { byCount, pieData, totalBought } from '../../src/islands/admin/analyse/chartData';
import { checkEdit } from '../../src/islands/admin/products/editForm';
import { stepOfErrors } from '../../src/islands/admin/products/editSteps';
import { changeRow, defaultRows, presetRows } from '../../src/islands/admin/products/sizesForm';
import { sectionFromHash } from '../../src/islands/admin/frame/sections';
import { pageCount } from '../../src/islands/admin/data/usePagedList';

const product = {
  name: 'Boxy Tee',
  brand: 'Northloom',
  images: ['/images/products/tee.svg'],
  oprice: '2000',
  price: '1500',
  category: "Men's T-shirts",
  description: 'A tee.',
  materialCare: '',
  fit: '',
  sizes: defaultRows(),
  department: '',
  colourFamily: 'multi',
  colour: '',
  styleCode: '',
};
/** A product's department, colour and style in the edit card, as the product answered them. */
const catalogue = { department: 'men', colourFamily: 'black', colour: 'Jet Black', styleCode: '' };

describe('Add Products form', () => {
  it('computes the discount text as docs/product.md §5 says, once both prices are numbers', () => {
    expect(previewDiscount({ oprice: '2000', price: '1500' })).toBe('25%');
    expect(previewDiscount({ oprice: '3', price: '2' })).toBe('33%');
    expect(previewDiscount({ oprice: '', price: '1500' })).toBe('');
    expect(previewDiscount({ oprice: 'abc', price: '1' })).toBe('');
  });

  it('adds image fields and never removes the first', () => {
    expect(addImage(['a'])).toEqual(['a', '']);
    expect(removeImage(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeImage(['a', 'b'], 0)).toEqual(['a', 'b']);
  });

  it('starts empty with one image field', () => {
    expect(emptyProductForm().images).toEqual(['']);
  });

  it('passes a complete product with numeric prices, in one uncounted M unless sizes are given', () => {
    const { data, errors } = checkProduct(product);
    expect(errors).toEqual({});
    expect(data).toMatchObject({ oprice: 2000, price: 1500, images: ['/images/products/tee.svg'], sizes: [{ size: 'M', stock: null }] });
  });

  it("leaves the department to the category's unless chosen, and checks the colour family and style code", () => {
    expect(checkProduct(product).data).toMatchObject({ colourFamily: 'multi', colour: '', styleCode: null });
    expect(checkProduct(product).data).not.toHaveProperty('department');
    expect(checkProduct({ ...product, department: 'women', colourFamily: 'pink', colour: 'Rose', styleCode: 'Rose-Tee' }).data).toMatchObject({
      department: 'women',
      colourFamily: 'pink',
      colour: 'Rose',
      styleCode: 'rose-tee',
    });
    expect(checkProduct({ ...product, styleCode: 'two words' }).errors.styleCode).toBe(validation.styleCode);
  });

  it('sends the sizes editor’s rows, and names the row whose stock is wrong', () => {
    const sizes = presetRows(SIZE_SCALES.clothing, []).map((r, i) => ({ ...r, stock: String(i * 2) }));
    expect(checkProduct({ ...product, sizes }).data?.sizes).toEqual(SIZE_SCALES.clothing.map((size, i) => ({ size, stock: i * 2 })));
    const { errors } = checkProduct({ ...product, sizes: changeRow(sizes, 2, { stock: '' }) });
    expect(errors['sizes.2.stock']).toBe(validation.stock);
  });

  it('requires every field, each image link included', () => {
    const { data, errors } = checkProduct({ ...emptyProductForm(), images: ['', ''] });
    expect(data).toBeUndefined();
    for (const f of ['name', 'brand', 'oprice', 'price', 'category', 'description', 'images.0', 'images.1']) {
      expect(errors[f]).toBe(validation.required);
    }
  });

  it('refuses a discount price above the original and a link that is not one', () => {
    const { errors } = checkProduct({ ...product, price: '2500', images: ['not a link'] });
    expect(errors.price).toBe(validation.discountAbove);
    expect(errors['images.0']).toBe(validation.url);
  });
});

describe('Add Admins form', () => {
  const good = { name: 'Asha', image: 'https://example.com/a.png', email: 'asha@example.com', contact: '9876543210', password: 'Sup3r-secret!', role: 'Sales' };

  it('passes a complete admin', () => {
    expect(checkAdmin(good).errors).toEqual({});
  });

  it('wants a role from the list, digits for contact and a real e-mail', () => {
    const { errors } = checkAdmin({ ...good, role: '', contact: '98x', email: 'nope' });
    expect(errors.role).toBe(validation.role);
    expect(errors.contact).toBe(validation.digits);
    expect(errors.email).toBe(validation.email);
  });

  it('says required for blank fields', () => {
    const { errors } = checkAdmin(emptyAdminForm());
    expect(errors.name).toBe(validation.required);
    expect(errors.password).toBe(validation.required);
  });
});

describe('edit card checks', () => {
  it('uses the server rules: prices numeric, discount not above original', () => {
    const base = {
      name: 'Tee',
      brand: 'B',
      oprice: '1000',
      price: '900',
      category: 'Tees',
      description: 'Soft.',
      materialCare: '',
      fit: '',
      images: ['https://img.example/tee.png'],
      ...catalogue,
    };
    expect(checkEdit(base).data).toEqual({ ...base, oprice: 1000, price: 900, styleCode: null });
    expect(checkEdit({ ...base, price: '1200' }).errors.price).toBe(validation.discountAbove);
    expect(checkEdit({ ...base, name: ' ' }).errors.name).toBe(validation.required);
  });

  it('checks the description and every image link, and knows the step of an image error', () => {
    const base = {
      name: 'Tee',
      brand: 'B',
      oprice: '1000',
      price: '900',
      category: 'Tees',
      description: '',
      materialCare: '',
      fit: '',
      images: ['https://img.example/tee.png'],
      ...catalogue,
    };
    expect(checkEdit(base).data?.description).toBe('');
    const badImage = checkEdit({ ...base, images: ['https://img.example/tee.png', 'not a link'] }).errors;
    expect(Object.keys(badImage)).toEqual(['images.1']);
    expect(stepOfErrors(badImage)).toBe(2);
    expect(stepOfErrors(checkEdit({ ...base, description: 'x'.repeat(LIMITS.description + 1) }).errors)).toBe(1);
  });

  it('checks the department and colour family on step 2, and sends an empty style code as none', () => {
    const base = {
      name: 'Tee',
      brand: 'B',
      oprice: '1000',
      price: '900',
      category: 'Tees',
      description: '',
      materialCare: '',
      fit: '',
      images: ['https://img.example/tee.png'],
    };
    const bad = checkEdit({ ...base, ...catalogue, department: 'kids', colourFamily: 'teal' }).errors;
    expect(bad).toMatchObject({ department: validation.department, colourFamily: validation.colourFamily });
    expect(stepOfErrors(bad)).toBe(2);
    expect(checkEdit({ ...base, ...catalogue, styleCode: 'hoodie-1' }).data?.styleCode).toBe('hoodie-1');
  });

  it('takes material & care and fit as free text, and keeps a too-long one on step 1', () => {
    const base = {
      name: 'Tee',
      brand: 'B',
      oprice: '1000',
      price: '900',
      category: 'Tees',
      description: '',
      materialCare: '',
      fit: '',
      images: ['https://img.example/tee.png'],
      ...catalogue,
    };
    expect(checkEdit({ ...base, materialCare: ' Linen\nHand wash ', fit: 'Slim' }).data).toMatchObject({ materialCare: 'Linen\nHand wash', fit: 'Slim' });
    const long = checkEdit({ ...base, fit: 'x'.repeat(LIMITS.description + 1) }).errors;
    expect(long.fit).toBe(validation.tooLong);
    expect(stepOfErrors(long)).toBe(1);
  });
});

describe('Analyse pie data', () => {
  it('lists every category with 0 for the unbought and the fixed colours', () => {
    const d = pieData({ allCategories: ['Hoodies', 'Tees'], usersCategories: { Hoodies: 0, Tees: 3, Gone: 2 } });
    expect(d.labels).toEqual(['Hoodies', 'Tees', 'Gone']);
    expect(d.series).toEqual([0, 3, 2]);
    expect(d.colors).toEqual(CHART_COLORS.slice(0, 3));
    expect(totalBought(d)).toBe(5);
    expect(byCount(d)).toEqual([1, 2, 0]);
  });

  it('carries each category’s revenue in the labels’ order, and the shipping and whole for the table', () => {
    const d = pieData({
      allCategories: ['Hoodies', 'Tees'],
      usersCategories: { Hoodies: 1, Tees: 3 },
      revenueByCategory: { Hoodies: 1499, Tees: 2100, Gone: -300 },
      shipping: 99,
      unattributedRefunds: 0,
      revenue: 3398,
    });
    expect(d.labels).toEqual(['Hoodies', 'Tees', 'Gone']);
    expect(d.revenue).toEqual([1499, 2100, -300]);
    expect(d.revenue.reduce((a, b) => a + b, 0) + d.shipping - d.unattributedRefunds).toBe(d.total);
    expect(byCount(d)).toEqual([1, 0, 2]);
  });

  it('cycles the 20 colours past the twentieth category', () => {
    const names = Array.from({ length: 22 }, (_, i) => `c${i}`);
    const d = pieData({ allCategories: names, usersCategories: {} });
    expect(d.colors[20]).toBe(CHART_COLORS[0]);
    expect(d.series.every((n) => n === 0)).toBe(true);
  });
});

describe('console frame', () => {
  it('reads the section from the hash, the Dashboard by default', () => {
    expect(sectionFromHash('#manage-orders')).toBe('manage-orders');
    expect(sectionFromHash('')).toBe('dashboard');
    expect(sectionFromHash('#nope')).toBe('dashboard');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
