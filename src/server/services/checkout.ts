/**
 * Checkout: the quote, placing one item (buy it now), and the atomic checkout of the cart or of items
 * bought at once (each checkout one purchase, its items one order row each). Prices and names are
 * copied from the product row; the units are taken from the size's stock in the same transaction.
 */
import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { DEFAULT_PAYMENT_METHOD } from '../../lib/constants';
import { type CouponLine, withCoupon, youSave } from '../../lib/coupons';
import { lineTotal, orderTotals } from '../../lib/money';
import { present } from '../../lib/present';
import { combineLines } from '../../lib/quantity';
import type { BuyItem, PaymentMethodId, PurchaseChoice } from '../../lib/schemas';
import { getDb } from '../db/client';
import { addresses, cartItems, checkouts, orderColumns, orders, type Product, type Purchase, products, productSizes, purchases, users } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, notFound } from '../errors';
import { firstPictureJson, linePicture } from '../pictures/view';
import { isMailable, queueMail } from '../mail/outbox';
import { api } from '../messages';
import { claimCoupon, previewCoupon, recordUse } from './coupons';
import { startPayment, takeOverReservedUses } from './gateway/online';
import { offeredMethod } from './payments';
import { purchaseView } from './purchases';
import { refuseIfNeedsCorrection } from './addresses';
import { pickSize, sizesOf, type StockLine, takeStock } from './stock';

/**
 * The shopper and a copy of their address (someone else's address is a 404, like an unknown one; one
 * saved before today's rules that fails them is a 400 until edited).
 */
async function buyer(tx: Tx, userId: number, addressId: number) {
  const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users._id, userId));
  if (!user) throw notFound();
  const [address] = await tx
    .select(addressCopy)
    .from(addresses)
    .where(and(eq(addresses._id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notFound(api.addressNotFound);
  refuseIfNeedsCorrection(address);
  return { ...user, addressId, address };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** The columns of an address a purchase keeps a copy of (order-detail.ts reads the same). */
export const addressCopy = {
  country: addresses.country,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  address: addresses.address,
  city: addresses.city,
  company: addresses.company,
  pincode: addresses.pincode,
  phone: addresses.phone,
  state: addresses.state,
};

/** A line to buy: which product, size and quantity; `key` names it in a refusal (a cart line id, or an item's index). */
type Wanted = StockLine;

/**
 * Buy it now's items (or any list sent instead of the cart): each product must exist, in a size it
 * has; items of one product and size are one line (keyed by the first), at most MAX_QUANTITY, as in a
 * cart (400 past it, keyed like the schema's errors by the item that passes it).
 */
async function itemsWanted(db: Db | Tx, items: BuyItem[]): Promise<Wanted[]> {
  const wanted: Wanted[] = [];
  for (const [i, item] of items.entries()) {
    const [product] = await db.select({ _id: products._id }).from(products).where(eq(products._id, item.prodId));
    if (!product) throw notFound(api.productNotFound);
    const size = pickSize(await sizesOf(db, item.prodId), item.size).size;
    wanted.push({ key: String(i), prodId: item.prodId, size, quantity: item.quantity });
  }
  const { lines, over } = combineLines(wanted);
  if (over !== undefined) throw new HttpError(400, api.quantityCap, { [`items.${over}.quantity`]: api.quantityCap });
  return lines;
}

const cartLine = { _id: cartItems._id, prodId: cartItems.prodId, size: cartItems.size, quantity: cartItems.quantity, createdAt: cartItems.createdAt };
const cartWanted = (lines: { _id: number; prodId: number; size: string; quantity: number }[]): Wanted[] =>
  lines.map((l) => ({ key: String(l._id), prodId: l.prodId, size: l.size, quantity: l.quantity }));

/** The lines' products by id, each with its first ready picture (the quote's summary shows it; one index probe a line). */
async function productsById(db: Db | Tx, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ ...getTableColumns(products), stored: firstPictureJson('products') })
        .from(products)
        .where(inArray(products._id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((p) => [p._id, p]));
}

/**
 * POST /order/quote: what a checkout of the cart (or of `items`) would come to with the chosen payment
 * method, computed here from the product rows; the browser shows it and never sends it back.
 */
export async function quote(userId: number, choice: PurchaseChoice) {
  const db = await getDb();
  const wanted = choice.items
    ? await itemsWanted(db, choice.items)
    : cartWanted(await db.select(cartLine).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems._id)));
  const byId = await productsById(
    db,
    wanted.map((w) => w.prodId),
  );
  const stock = wanted.length
    ? await db
        .select()
        .from(productSizes)
        .where(or(...wanted.map((w) => and(eq(productSizes.prodId, w.prodId), eq(productSizes.size, w.size)))))
    : [];
  const items = wanted.map((w) => {
    const p = present(byId.get(w.prodId), `product ${w.prodId}`); // a cart line's foreign key keeps its product; items were just checked
    const size = stock.find((s) => s.prodId === w.prodId && s.size === w.size);
    return {
      key: w.key,
      prodId: w.prodId,
      name: p.name,
      image: p.images[0] ?? '',
      picture: linePicture(p.stored),
      size: w.size,
      quantity: w.quantity,
      price: p.price,
      total: lineTotal(p.price, w.quantity),
      stock: size ? size.stock : 0,
    };
  });
  const method = offeredMethod(choice.paymentMethod);
  const plain = orderTotals(items, method.discount);
  const lines = wanted.map((w) => ({ ...couponLineOf(present(byId.get(w.prodId), `product ${w.prodId}`)), quantity: w.quantity }));
  const applied = choice.couponCode && items.length ? await previewCoupon(db, userId, choice.couponCode, lines) : null;
  const { couponDiscount, ...totals } = withCoupon(plain, applied && 'off' in applied ? applied.off : 0);
  return {
    items,
    ...totals,
    coupon: applied && 'off' in applied ? { code: applied.coupon.code, off: couponDiscount } : null,
    couponError: applied && 'message' in applied ? applied.message : null,
    youSave: youSave(lines, totals.discount),
    paymentMethod: method.id,
    paymentLabel: method.label,
  };
}

/** What the coupon rules read of a product: its price now, its original price, its category and department. */
const couponLineOf = (p: Pick<Product, 'price' | 'oprice' | 'category' | 'department'>): Omit<CouponLine, 'quantity'> & { oprice: number } => ({
  price: p.price,
  oprice: p.oprice,
  category: p.category,
  department: p.department,
});

/**
 * Stores one purchase and its items (one `orders` row each, prices and names from the product rows),
 * inside the caller's transaction, once the stock is taken: the summary is computed here, and the
 * chosen method settles it (payments.ts).
 */
async function placePurchase(tx: Tx, userId: number, who: Buyer, methodId: PaymentMethodId, lines: Wanted[], couponCode?: string, handedOver = 0) {
  const byId = await productsById(
    tx,
    lines.map((l) => l.prodId),
  );
  const items = lines.map((l) => ({ ...l, product: present(byId.get(l.prodId), `product ${l.prodId}`) }));
  const method = offeredMethod(methodId);
  const plain = orderTotals(
    items.map((i) => ({ price: i.product.price, quantity: i.quantity })),
    method.discount,
  );
  // The coupon is checked again here and one use taken under its row's lock (services/coupons.ts).
  const couponLines = items.map((i) => ({ ...couponLineOf(i.product), quantity: i.quantity }));
  const claimed = couponCode ? await claimCoupon(tx, userId, couponCode, couponLines, handedOver) : null;
  const { couponDiscount, ...totals } = withCoupon(plain, claimed?.off ?? 0);
  const coupon = claimed ? { couponId: claimed.coupon._id, couponCode: claimed.coupon.code, couponDiscount } : {};
  // INSERT … RETURNING answers the one row it inserted.
  const [purchase] = (await tx
    .insert(purchases)
    .values({ userId, addressId: who.addressId, address: who.address, paymentMethod: method.id, paymentStatus: 'awaiting_payment', ...totals, ...coupon })
    .returning()) as [Purchase];
  if (claimed) await recordUse(tx, { couponId: claimed.coupon._id, userId, purchaseId: purchase._id, amount: couponDiscount });
  const data = await tx
    .insert(orders)
    .values(
      items.map(({ product: p, size, quantity }) => ({
        userId,
        prodId: p._id,
        addressId: who.addressId,
        purchaseId: purchase._id,
        userName: who.name,
        userEmail: who.email,
        name: p.name,
        image: p.images[0] ?? '',
        category: p.category,
        size,
        quantity,
        price: p.price,
      })),
    )
    .returning(orderColumns);
  // The purchase and its items are stored: the method settles it (a throw undoes the checkout).
  const paymentStatus = await method.settle(tx, { id: purchase._id, total: totals.total });
  if (paymentStatus !== purchase.paymentStatus) await tx.update(purchases).set({ paymentStatus }).where(eq(purchases._id, purchase._id));
  // The order-placed e-mail is written in this transaction: it exists if and only if the purchase does.
  // Waiting for an online payment, the shopper hears of the order once it is paid (services/gateway/online.ts).
  if (isMailable(who.email) && paymentStatus !== 'awaiting_payment') {
    const bought = items.map((i) => ({ name: i.product.name, size: i.size, quantity: i.quantity, price: i.product.price }));
    await queueMail(tx, {
      kind: 'order-placed',
      to: who.email,
      name: who.name,
      purchase: {
        id: purchase._id,
        items: bought,
        ...totals,
        coupon: claimed ? { code: claimed.coupon.code, off: couponDiscount } : null,
        paymentMethod: method.label,
        address: who.address,
      },
    });
  }
  return { data, purchase: purchaseView({ ...purchase, paymentStatus }, data) };
}

/** POST /order/add: one product; when the body names a cart line, that line goes in the same transaction. It is a purchase of its own, paid on delivery. */
export async function addOrder(userId: number, input: { _id?: number; prodId: number; quantity: number; size?: string; addressId: number }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const who = await buyer(tx, userId, input.addressId);
    const [product] = await tx.select({ _id: products._id }).from(products).where(eq(products._id, input.prodId));
    if (!product) throw notFound(api.productNotFound);
    let quantity = input.quantity;
    let size: string;
    if (input._id !== undefined) {
      const [line] = await tx
        .delete(cartItems)
        .where(and(eq(cartItems._id, input._id), eq(cartItems.userId, userId), eq(cartItems.prodId, input.prodId)))
        .returning({ quantity: cartItems.quantity, size: cartItems.size });
      if (!line) throw notFound();
      quantity = line.quantity;
      size = line.size;
    } else {
      size = pickSize(await sizesOf(tx, product._id), input.size).size;
    }
    const lines = [{ key: 'line', prodId: product._id, size, quantity }];
    const short = await takeStock(tx, lines);
    if (short.line) throw new HttpError(409, short.line);
    const { data } = await placePurchase(tx, userId, who, DEFAULT_PAYMENT_METHOD, lines);
    return data[0];
  });
}

/**
 * POST /order/checkout: the whole cart (or `items` instead, leaving the cart alone) becomes one
 * purchase in one transaction. The Idempotency-Key row is claimed first, so a retry (or a concurrent
 * twin) waits for the first and returns its orders; and the cart lines are deleted with RETURNING, so
 * two checkouts of one cart cannot both take them.
 */
export async function checkout(userId: number, key: string, input: PurchaseChoice & { addressId: number }) {
  const db = await getDb();
  const placed = await db.transaction(async (tx) => {
    const claimed = await tx.insert(checkouts).values({ userId, key }).onConflictDoNothing().returning({ key: checkouts.key });
    if (claimed.length === 0) {
      const [done] = await tx
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.key, key)));
      const data = done.orderIds.length ? await tx.select(orderColumns).from(orders).where(inArray(orders._id, done.orderIds)).orderBy(asc(orders._id)) : [];
      const [purchase] = done.purchaseId ? await tx.select().from(purchases).where(eq(purchases._id, done.purchaseId)) : [];
      return { data, purchase: purchase ? purchaseView(purchase, data) : null, replayed: true };
    }
    const who = await buyer(tx, userId, input.addressId);
    let lines: Wanted[];
    if (input.items) {
      lines = await itemsWanted(tx, input.items);
    } else {
      const taken = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning(cartLine);
      if (taken.length === 0) throw new HttpError(400, api.cartEmpty);
      taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a._id - b._id);
      lines = cartWanted(taken);
    }
    // The shopper's own released purchase may still reserve the code's use (services/gateway/online.ts):
    // it passes to this checkout. Before the stock, as a payment locks its purchase before the stock.
    const couponCode = input.couponCode || undefined;
    const handedOver = couponCode ? await takeOverReservedUses(tx, userId, couponCode) : 0;
    // Any line short: the whole checkout is refused, keyed by cart line (or item index), and the throw
    // undoes the transaction: cart, stock and the Idempotency-Key claim are as they were.
    const short = await takeStock(tx, lines);
    if (Object.keys(short).length) throw new HttpError(409, input.items ? api.itemsShort : api.checkoutShort, short);
    const { data, purchase } = await placePurchase(tx, userId, who, input.paymentMethod, lines, couponCode, handedOver);
    await tx
      .update(checkouts)
      .set({ orderIds: data.map((o) => o._id), purchaseId: purchase._id })
      .where(and(eq(checkouts.userId, userId), eq(checkouts.key, key)));
    return { data, purchase, replayed: false };
  });
  // Paid online: the gateway's order is made now the purchase is stored (never inside the transaction,
  // which would hold the stock's row locks through a call to the gateway); a replay gets the same one.
  const payment = placed.purchase?.paymentStatus === 'awaiting_payment' ? await startPayment(placed.purchase._id) : null;
  return { ...placed, payment };
}
