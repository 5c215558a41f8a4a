/**
 * The categories under their departments (drizzle/0022): the menus' tree, and the console's edits —
 * add, rename, move to another department, reorder, delete when no product is in it.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { CATEGORIES_MAX, DEPARTMENTS, type Department } from '../../lib/constants';
import { departmentLabels } from '../../lib/messages';
import type { CategoryCreateInput, CategoryUpdateInput } from '../../lib/schemas';
import { catalogueChanged } from '../db/changes';
import { getDb } from '../db/client';
import { categories, products } from '../db/schema';
import type { Tx } from '../db/types';
import { HttpError, notFound } from '../errors';
import { api } from '../messages';

const msg = api.categories;

/** The menus' tree: every department (even one without categories), each with its categories in order. */
export async function categoryTree() {
  const db = await getDb();
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return {
    departments: DEPARTMENTS.map((id) => ({
      id,
      label: departmentLabels[id],
      categories: rows.filter((r) => r.department === id).map(({ name, label, slug }) => ({ name, label, slug })),
    })),
  };
}

/** The console's list: every category with its department, place and how many products it holds. */
export async function categoryRows() {
  const db = await getDb();
  const held = db
    .select({ category: products.category, n: count().as('n') })
    .from(products)
    .groupBy(products.category)
    .as('held');
  const rows = await db
    .select({
      name: categories.name,
      department: categories.department,
      label: categories.label,
      slug: categories.slug,
      position: categories.position,
      products: sql<number>`coalesce(${held.n}, 0)::int`,
    })
    .from(categories)
    .leftJoin(held, eq(held.category, categories.name))
    .orderBy(asc(categories.department), asc(categories.position), asc(categories.name))
    .limit(CATEGORIES_MAX);
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}

/** What the menus call a category by default: its name without the department's word. */
export const labelOf = (name: string) => name.replace(/^\s*(women|woman|ladies|girls|men|man|boys|unisex)('s|s)?\s+/i, '') || name;
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function one(tx: Tx, slug: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
  if (!row) throw notFound(msg.notFound);
  return row;
}

/** A 409 naming the field when another category has this name or link. */
async function refuseTaken(tx: Tx, fields: { name?: string; slug?: string }, except?: string) {
  const other = (cond: ReturnType<typeof eq>) =>
    tx
      .select({ name: categories.name })
      .from(categories)
      .where(except ? and(cond, ne(categories.name, except)) : cond);
  if (fields.name && (await other(sql`lower(${categories.name}) = lower(${fields.name})`)).length)
    throw new HttpError(409, msg.nameTaken, { name: msg.nameTaken });
  if (fields.slug && (await other(eq(categories.slug, fields.slug))).length) throw new HttpError(409, msg.slugTaken, { slug: msg.slugTaken });
}

/** Puts `name` at `position` (1 = first) among its department's categories, numbering them 1, 2, 3 … again. */
async function place(tx: Tx, department: Department, name: string, position: number | undefined) {
  const others = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.department, department), ne(categories.name, name)))
    .orderBy(asc(categories.position), asc(categories.name));
  const order = others.map((r) => r.name);
  order.splice(Math.min((position ?? order.length + 1) - 1, order.length), 0, name);
  for (const [i, n] of order.entries())
    await tx
      .update(categories)
      .set({ position: i + 1 })
      .where(eq(categories.name, n));
}

export async function addCategory(input: CategoryCreateInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const slug = input.slug ?? slugOf(input.name);
    await refuseTaken(tx, { name: input.name, slug });
    // A lock on the department's rows would not stop a new one: the table's lock keeps two adds from numbering alike.
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    await tx.insert(categories).values({ name: input.name, department: input.department, label: input.label ?? labelOf(input.name), slug, position: 0 });
    await place(tx, input.department, input.name, input.position);
    await catalogueChanged(tx, {});
    return rowOf(tx, input.name);
  });
}

/**
 * A change to a category. A new name is written into its products too (the name is what they hold);
 * moving it to another department moves its products that were the old department's (unisex ones stay).
 */
export async function updateCategory(slug: string, input: CategoryUpdateInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const current = await one(tx, slug);
    const name = input.name ?? current.name;
    await refuseTaken(tx, { name: input.name, slug: input.slug }, current.name);
    const department = input.department ?? current.department;
    await tx
      .update(categories)
      .set({ name, department, label: input.label ?? current.label, slug: input.slug ?? current.slug })
      .where(eq(categories.name, current.name));
    if (name !== current.name || department !== current.department) {
      await tx
        .update(products)
        .set({
          category: name,
          department: sql`case when ${products.department} = ${current.department} then ${department} else ${products.department} end`,
        })
        .where(eq(products.category, current.name));
    }
    if (department !== current.department || input.position !== undefined) {
      await place(tx, department, name, input.position);
      if (department !== current.department) await renumber(tx, current.department);
    }
    await catalogueChanged(tx, {});
    return rowOf(tx, name);
  });
}

async function renumber(tx: Tx, department: Department) {
  const rows = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.department, department))
    .orderBy(asc(categories.position), asc(categories.name));
  for (const [i, r] of rows.entries())
    await tx
      .update(categories)
      .set({ position: i + 1 })
      .where(eq(categories.name, r.name));
}

/** Only an empty category goes: a product's category is never left pointing at nothing. */
export async function deleteCategory(slug: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const current = await one(tx, slug);
    // A product saved meanwhile naming it adds it back (drizzle/0022's trigger): none is left without its category.
    const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.category, current.name));
    if (n > 0) throw new HttpError(409, msg.notEmpty(n));
    await tx.delete(categories).where(eq(categories.name, current.name));
    await renumber(tx, current.department);
    await catalogueChanged(tx, {});
  });
}

async function rowOf(tx: Tx, name: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.name, name));
  const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.category, name));
  return { ...row, products: n };
}

/** The department a product in `category` gets when the console leaves it out: the category's, unisex for a new one. */
export async function departmentOfCategory(tx: Tx, category: string): Promise<Department> {
  const [row] = await tx.select({ department: categories.department }).from(categories).where(eq(categories.name, category));
  return row?.department ?? 'unisex';
}

/** Adds `category` under `department` when the table lacks it (last in its department), so a product never names a category the menus cannot show. */
export async function ensureCategory(tx: Tx, category: string, department: Department) {
  const [known] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.name, category));
  if (known) return;
  const taken = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slugOf(category)));
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${categories.position}), 0)::int` })
    .from(categories)
    .where(eq(categories.department, department));
  await tx
    .insert(categories)
    .values({
      name: category,
      department,
      label: labelOf(category),
      slug: taken.length || !slugOf(category) ? `${slugOf(category) || 'category'}-${Date.now().toString(36)}` : slugOf(category),
      position: Number(last) + 1,
    })
    .onConflictDoNothing();
}
