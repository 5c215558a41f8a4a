import { describe, expect, it } from 'vitest';
import { cardSwatches } from '../../src/islands/colours/swatch';

const style = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: i + 1 }));
const ids = (r: { shown: { _id: number }[] }) => r.shown.map((c) => c._id);

describe("a card's swatches", () => {
  it('shows every colour when they fit, with nothing more', () => {
    expect(cardSwatches(style(3), 2, 4)).toEqual({ shown: style(3), more: 0 });
  });

  it('shows the first ones and counts the rest when the card is among them', () => {
    const r = cardSwatches(style(6), 2, 4);
    expect(ids(r)).toEqual([1, 2, 3, 4]);
    expect(r.more).toBe(2);
  });

  it("keeps the card's own colour in the last place when it comes later", () => {
    const r = cardSwatches(style(6), 6, 4);
    expect(ids(r)).toEqual([1, 2, 3, 6]);
    expect(r.more).toBe(2);
  });
});
