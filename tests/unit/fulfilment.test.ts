import { describe, expect, it } from 'vitest';
import { canMove, legacyStatusOf, purchaseStep, purchaseTimeline, stepForLegacy } from '../../src/lib/fulfilment';
import { compactRs } from '../../src/lib/money';

describe('the steps', () => {
  it('allows only the moves of the table, to whom it names', () => {
    expect(canMove('placed', 'packed', 'admin')).toBe(true);
    expect(canMove('placed', 'packed', 'shopper')).toBe(false);
    expect(canMove('packed', 'cancelled', 'shopper')).toBe(true);
    expect(canMove('shipped', 'cancelled', 'admin')).toBe(false);
    expect(canMove('placed', 'shipped', 'admin')).toBe(false);
    expect(canMove('cancelled', 'placed', 'shopper')).toBe(false);
  });

  it('maps the old statuses onto the steps and back', () => {
    expect(stepForLegacy('Passed', 'placed')).toBe('packed');
    expect(stepForLegacy('Passed', 'shipped')).toBe('shipped');
    expect(stepForLegacy('Delayed', 'packed')).toBe('placed');
    expect(stepForLegacy('Rejected', 'placed')).toBe('cancelled');
    expect(legacyStatusOf('placed', 'Delayed')).toBe('Delayed');
    expect(legacyStatusOf('placed', 'Passed')).toBe('pending');
    expect(legacyStatusOf('delivered', 'pending')).toBe('Passed');
    expect(legacyStatusOf('cancelled', 'pending')).toBe('Rejected');
  });

  it("a purchase's step is its live items' when they agree", () => {
    expect(purchaseStep(['packed', 'cancelled', 'packed'])).toBe('packed');
    expect(purchaseStep(['packed', 'shipped'])).toBe('mixed');
    expect(purchaseStep(['cancelled', 'cancelled'])).toBe('cancelled');
  });

  it('the timeline dates a step by the last live item to reach it', () => {
    const items = [
      { _id: 1, step: 'shipped' as const },
      { _id: 2, step: 'packed' as const },
      { _id: 3, step: 'cancelled' as const },
    ];
    const h = (orderId: number, step: 'packed' | 'shipped' | 'cancelled', at: string) => ({
      orderId,
      fromStep: 'placed' as const,
      step,
      at,
      byShopper: false,
      note: null,
    });
    const steps = purchaseTimeline({ createdAt: '2026-01-01T00:00:00.000Z', items }, [
      h(1, 'packed', '2026-01-02T00:00:00.000Z'),
      h(2, 'packed', '2026-01-03T00:00:00.000Z'),
      h(1, 'shipped', '2026-01-04T00:00:00.000Z'),
      h(3, 'cancelled', '2026-01-02T00:00:00.000Z'),
    ]);
    expect(steps.map((s) => [s.step, s.at, s.state])).toEqual([
      ['placed', '2026-01-01T00:00:00.000Z', 'done'],
      ['packed', '2026-01-03T00:00:00.000Z', 'current'],
      ['shipped', null, 'next'],
      ['delivered', null, 'next'],
    ]);
    expect(purchaseTimeline({ createdAt: '2026-01-01T00:00:00.000Z', items: [items[2]] }, []).map((s) => s.step)).toEqual(['placed', 'cancelled']);
  });
});

describe('compactRs', () => {
  it.each([
    [950, 'Rs 950'],
    [8500, 'Rs 8.5k'],
    [120_000, 'Rs 1.2L'],
    [34_000_000, 'Rs 3.4Cr'],
    [0, 'Rs 0'],
  ])('%d reads %s', (n, text) => expect(compactRs(n)).toBe(text));
});
