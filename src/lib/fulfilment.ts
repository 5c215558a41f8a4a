/**
 * The life of an order after it is placed: the fulfilment steps, which moves between them
 * are allowed and to whom, where the API's first statuses sit among them, the shopper's words for each
 * step (the /orders pages and the status e-mails read the same ones), and the purchase's timeline.
 * One module for the vocabulary: the server's transitions (services/fulfilment.ts), the console and the
 * returns all read it.
 */

/** Every step an order (one item) can be at. The last three are the returns' (reserved names). */
export const STEPS = ['placed', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned', 'exchanged'] as const;
export type Step = (typeof STEPS)[number];

/** The steps a parcel goes through, in order: the timeline's. */
export const PROGRESS_STEPS = ['placed', 'packed', 'shipped', 'delivered'] as const satisfies readonly Step[];

/** Who changes a step: an admin in the console, the shopper, or the store itself (a courier's feed, a job). */
export const ACTORS = ['admin', 'shopper', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * Every allowed move, with who may make it; any other is refused (409). An admin may hold a packed
 * order back (Packed → Placed: the old 'Delayed') and reinstate an order the store cancelled
 * (Cancelled → Placed or Packed: the old API's leaving 'Rejected'; its units are taken again), never
 * one the shopper cancelled. Nothing leaves Shipped but Delivered: a parcel on its way is not cancelled.
 * The returns' moves are here so that their routes read the same table.
 */
export const TRANSITIONS: Readonly<Record<Step, Partial<Record<Step, readonly Actor[]>>>> = {
  placed: { packed: ['admin'], cancelled: ['admin', 'shopper'] },
  packed: { placed: ['admin'], shipped: ['admin'], cancelled: ['admin', 'shopper'] },
  shipped: { delivered: ['admin', 'system'] },
  delivered: { return_requested: ['shopper'] },
  cancelled: { placed: ['admin'], packed: ['admin'] },
  return_requested: { delivered: ['admin'], returned: ['admin'], exchanged: ['admin'] },
  returned: {},
  exchanged: {},
};

export const canMove = (from: Step, to: Step, actor: Actor): boolean => TRANSITIONS[from][to]?.includes(actor) ?? false;

/** A shopper cancels an item until it ships. */
export const shopperMayCancel = (step: Step): boolean => canMove(step, 'cancelled', 'shopper');

/** The steps the console sets one order at a time (PATCH /order/step/{id}); returns have routes of their own. */
export const ADMIN_STEPS = ['placed', 'packed', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly Step[];
export type AdminStep = (typeof ADMIN_STEPS)[number];
/** The steps the console sets on many orders at once. */
export const BULK_STEPS = ['packed', 'shipped'] as const satisfies readonly Step[];
/** At most this many orders in one bulk change. */
export const BULK_MAX = 100;
/** A shipment's fields. */
export const SHIPMENT_LIMITS = { courier: 60, tracking: 40, reason: 200 } as const;

/** What a refused step, shipment or cancel says, by field. */
export const fulfilmentValidation = {
  step: `Choose one of: ${ADMIN_STEPS.join(', ')}`,
  bulkStep: `Choose one of: ${BULK_STEPS.join(', ')}`,
  courier: 'Enter the courier',
  tracking: 'Enter the tracking number (letters, digits and dashes)',
  expectedDelivery: 'Enter the expected delivery day, as YYYY-MM-DD',
  pastDay: 'The expected delivery day cannot be in the past',
  reason: 'Say why the order is cancelled: the shopper reads it',
  items: `Choose from 1 to ${BULK_MAX} orders`,
  twice: 'This order is chosen twice',
};

/** The API's first statuses (docs/api.md): the admin's words, kept for its first clients. */
export type LegacyStatus = 'pending' | 'Delayed' | 'Passed' | 'Rejected';

/**
 * The old status an order at `step` shows (`orders.status`): Placed is 'pending', or 'Delayed' when an
 * admin held it; Cancelled is 'Rejected'; anything on its way or past it is 'Passed'.
 */
export function legacyStatusOf(step: Step, current: string): LegacyStatus {
  if (step === 'cancelled') return 'Rejected';
  if (step === 'placed') return current === 'Delayed' ? 'Delayed' : 'pending';
  return 'Passed';
}

/**
 * Where an old status sent to PATCH /order/update/{id} takes an order at `step`: 'Rejected' cancels,
 * 'Delayed' holds it at Placed, 'Passed' (accepted) packs it, or leaves it where it is once packed or
 * further along.
 */
export function stepForLegacy(status: Exclude<LegacyStatus, 'pending'>, step: Step): Step {
  if (status === 'Rejected') return 'cancelled';
  if (status === 'Delayed') return 'placed';
  return step === 'placed' || step === 'cancelled' ? 'packed' : step;
}

/** Where a step sits along the parcel's way; the returns come after Delivered. Cancelled is off the way (-1). */
export function progressOf(step: Step): number {
  if (step === 'cancelled') return -1;
  const i = (PROGRESS_STEPS as readonly Step[]).indexOf(step);
  return i === -1 ? PROGRESS_STEPS.length : i;
}

/** A purchase whose live items are at different steps. */
export const MIXED = 'mixed';
export type PurchaseStep = Step | typeof MIXED;

/**
 * A purchase's step from its items': the step of the items not cancelled when they agree (Cancelled
 * when every item is), else 'mixed' (each item then shows its own).
 */
export function purchaseStep(steps: readonly Step[]): PurchaseStep {
  const live = steps.filter((s) => s !== 'cancelled');
  if (live.length === 0) return steps.length ? 'cancelled' : MIXED;
  return live.every((s) => s === live[0]) ? live[0] : MIXED;
}

/** One change of an item's step as the shopper may read it (no admin's name). */
export interface StepChange {
  orderId: number;
  fromStep: Step;
  step: Step;
  at: string | Date;
  byShopper: boolean;
  note: string | null;
}

export interface TimelineStep {
  step: Step;
  /** When the whole purchase (its items not cancelled) reached it; null if not yet, or not recorded. */
  at: string | null;
  state: 'done' | 'current' | 'next';
}

const iso = (d: string | Date) => (typeof d === 'string' ? d : d.toISOString());

/**
 * The timeline drawn on /orders/{id}: Placed, Packed, Shipped, Delivered, each done once every item
 * still bought has reached it (dated by the last of them to get there), the furthest one done being
 * current. A purchase whose every item was cancelled reads Placed, then Cancelled.
 */
export function purchaseTimeline(
  purchase: { createdAt: string | Date; items: readonly { _id: number; step: Step }[] },
  history: readonly StepChange[],
): TimelineStep[] {
  const placedAt = iso(purchase.createdAt);
  const live = purchase.items.filter((i) => i.step !== 'cancelled');
  const lastInto = (orderId: number, step: Step) => {
    const at = history.filter((h) => h.orderId === orderId && h.step === step).map((h) => iso(h.at));
    return at.sort().at(-1) ?? null;
  };
  if (live.length === 0) {
    const cancelled = purchase.items.map((i) => lastInto(i._id, 'cancelled')).filter((a): a is string => a !== null);
    return [
      { step: 'placed', at: placedAt, state: 'done' },
      { step: 'cancelled', at: cancelled.sort().at(-1) ?? null, state: 'current' },
    ];
  }
  const reached = Math.min(...live.map((i) => progressOf(i.step)));
  return PROGRESS_STEPS.map((step, n) => {
    if (n > reached) return { step, at: null, state: 'next' as const };
    const times = n === 0 ? [placedAt] : live.map((i) => lastInto(i._id, step));
    // An item moved there before the history was kept has no date: the step is done, undated.
    const at = times.includes(null) ? null : ((times as string[]).sort().at(-1) ?? null);
    return { step, at, state: n === Math.min(reached, PROGRESS_STEPS.length - 1) ? ('current' as const) : ('done' as const) };
  });
}

/** The shopper's words for each step (the /orders pages, the console's badges, the status e-mails). */
export const stepWords = {
  label: {
    placed: 'Placed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    return_requested: 'Return requested',
    returned: 'Returned',
    exchanged: 'Exchanged',
    mixed: 'See each item',
  } satisfies Record<PurchaseStep, string>,
  /** The e-mail's headline for a purchase that reached a step. */
  headline: {
    placed: 'Your order is being prepared',
    packed: 'Your order is packed',
    shipped: 'Your order is on its way',
    delivered: 'Your order has been delivered',
    cancelled: 'Your order has been cancelled',
    return_requested: 'We have your return request',
    returned: 'Your return is complete',
    exchanged: 'Your exchange is complete',
  } satisfies Record<Step, string>,
  /** An admin held the order back (the old 'Delayed'). */
  delayed: 'Your order is running a little late',
  itemsCancelled: (names: readonly string[]) => `Cancelled: ${names.join(', ')}`,
  shipment: (courier: string, tracking: string) => `With ${courier}, tracking number ${tracking}`,
  expected: (day: string) => `Expected by ${day}`,
  byYou: 'Cancelled at your request',
  byStore: (reason: string | null) => (reason ? `Cancelled by the store: ${reason}` : 'Cancelled by the store'),
  remaining: (total: string) => `The rest of your order now comes to ${total}.`,
};

/** 'Mon, 8 Dec 2026' for an expected delivery day ('YYYY-MM-DD'), as a day in India. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
