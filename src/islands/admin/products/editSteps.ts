/**
 * The product edit card's steps (docs/product.md §2, §4, §9): step 1 Name, Brand and the product page's texts
 * (description, material & care, fit), step 2 the prices, Category and images; progress starts at 50 and moves by 50 per step, never past 100.
 */
import { EDIT_PROGRESS_MAX, EDIT_PROGRESS_START, EDIT_PROGRESS_STEP } from '../../../lib/constants';

export type EditStep = 1 | 2;
export interface EditState {
  step: EditStep;
  progress: number;
}

export const EDIT_STEP_FIELDS = {
  1: ['name', 'brand', 'description', 'materialCare', 'fit'],
  2: ['oprice', 'price', 'category', 'department', 'colourFamily', 'colour', 'styleCode', 'images'],
} as const;

export const startEdit = (): EditState => ({ step: 1, progress: EDIT_PROGRESS_START });

export const nextStep = (s: EditState): EditState => (s.step === 2 ? s : { step: 2, progress: Math.min(EDIT_PROGRESS_MAX, s.progress + EDIT_PROGRESS_STEP) });

export const backStep = (s: EditState): EditState => (s.step === 1 ? s : { step: 1, progress: Math.max(EDIT_PROGRESS_START, s.progress - EDIT_PROGRESS_STEP) });

/** Back is disabled on step 1, Next on step 2; Submit shows only on step 2. */
export const canBack = (s: EditState) => s.step > 1;
export const canNext = (s: EditState) => s.step < 2;
export const canSubmit = (s: EditState) => s.step === 2;

/** The step holding the first field with an error, so Submit can show it. */
export function stepOfErrors(errors: Record<string, string>): EditStep | undefined {
  // An image's error is keyed 'images.0': the field is the part before the dot.
  const fields = Object.keys(errors).map((k) => k.split('.')[0] ?? k);
  const holds = (step: EditStep) => EDIT_STEP_FIELDS[step].some((f) => fields.includes(f));
  return holds(1) ? 1 : holds(2) ? 2 : undefined;
}
