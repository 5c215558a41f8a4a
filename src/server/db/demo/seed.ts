/** Fills a fresh database with the demo catalogue, the demo admin and the demo shopper (docs/product.md §10). */
import { sql } from 'drizzle-orm';
import { ROLE_USER, SIGNUP_WALLET } from '../../../lib/constants';
import { hashPasswordAtStart } from '../../passwords';
import { admins, products, productSizes, users } from '../schema';
import type { Db } from '../types';
import { queueDemoPictures } from '../../services/pictures';
import { DEMO_ADMIN, DEMO_SHOPPER } from './accounts';
import { CATALOGUE } from './catalogue';
import { demoSizes } from './stock';

// Any fixed number: it only has to be the same in every process that might seed at the same time.
export const SEED_LOCK = 7_042_001;

const hasProducts = async (db: Pick<Db, 'select'>) => (await db.select({ id: products._id }).from(products).limit(1)).length > 0;

/** Seeds only an empty catalogue, so a restart or a second server never adds the products twice. */
export async function seedIfEmpty(db: Db): Promise<void> {
  if (await hasProducts(db)) return;
  // Hashing is slow on purpose: do it before taking the lock, not while holding it; and outside the
  // requests' hash slots, whose queue refuses a hash that waits too long (passwords.ts).
  const [adminHash, shopperHash] = await Promise.all([hashPasswordAtStart(DEMO_ADMIN.password), hashPasswordAtStart(DEMO_SHOPPER.password)]);
  await db.transaction(async (tx) => {
    // Start-up work, like the migrations: not under the pool's statement timeout (STATEMENT_TIMEOUT_MS),
    // which would cancel a second process waiting below for the first one's seed on a slow machine
    // (and fail its start), or the seed's own inserts.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProducts(tx)) return;
    const rows = await tx
      .insert(products)
      .values(
        CATALOGUE.map((p) => ({
          name: p.name,
          brand: p.brand,
          images: p.images,
          oprice: p.oprice,
          price: p.price,
          discount: p.discount,
          category: p.category,
          subhead: p.subhead,
          description: p.description,
          materialCare: p.materialCare,
          fit: p.fit,
          department: p.department,
          colour: p.colour,
          colourFamily: p.colourFamily,
          styleCode: p.styleCode,
        })),
      )
      .returning({ _id: products._id });
    await tx
      .insert(productSizes)
      .values(CATALOGUE.flatMap((p, i) => demoSizes(p, p.stockSeed).map((s, position) => ({ prodId: rows[i]._id, size: s.size, position, stock: s.stock }))));
    // The drawings go through the photograph pipeline: queued here, made by the worker in the background.
    await queueDemoPictures(
      tx,
      CATALOGUE.map((p, i) => ({ productId: rows[i]._id, name: p.name, images: p.images })),
    );
    const { password: _a, ...admin } = DEMO_ADMIN;
    await tx
      .insert(admins)
      .values({ ...admin, passwordHash: adminHash })
      .onConflictDoNothing({ target: admins.email });
    const { password: _s, ...shopper } = DEMO_SHOPPER;
    await tx
      .insert(users)
      .values({ ...shopper, passwordHash: shopperHash, role: ROLE_USER, wallet: SIGNUP_WALLET })
      .onConflictDoNothing({ target: users.email });
  });
}
