import { describe, expect, it } from 'vitest';
import { backStep, canBack, canNext, canSubmit, nextStep, startEdit, stepOfErrors } from '../../src/islands/admin/products/editSteps';

describe('the product edit card steps (docs/product.md §4, §9)', () => {
  it('starts on step 1 at 50 with Back disabled, Next enabled and no Submit', () => {
    const s = startEdit();
    expect(s).toEqual({ step: 1, progress: 50 });
    expect([canBack(s), canNext(s), canSubmit(s)]).toEqual([false, true, false]);
  });

  it('Next moves to step 2 at 100, where Next is disabled and Submit shows', () => {
    const s = nextStep(startEdit());
    expect(s).toEqual({ step: 2, progress: 100 });
    expect([canBack(s), canNext(s), canSubmit(s)]).toEqual([true, false, true]);
  });

  it('never goes past 100 nor below 50', () => {
    expect(nextStep(nextStep(nextStep(startEdit())))).toEqual({ step: 2, progress: 100 });
    expect(backStep(backStep(startEdit()))).toEqual({ step: 1, progress: 50 });
  });

  it('Back returns to step 1 at 50', () => {
    expect(backStep(nextStep(startEdit()))).toEqual({ step: 1, progress: 50 });
  });

  it('finds the step that holds an error', () => {
    expect(stepOfErrors({ brand: 'x', price: 'y' })).toBe(1);
    expect(stepOfErrors({ price: 'y' })).toBe(2);
    expect(stepOfErrors({})).toBeUndefined();
  });
});
