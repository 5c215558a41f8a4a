import { type PurchaseStep, stepWords } from '../lib/fulfilment';

/** Each step's colours: on the way in blue and amber, arrived in green, stopped in red. */
const colour: Record<PurchaseStep, string> = {
  placed: 'bg-soft text-ink',
  packed: 'bg-amber-100 text-amber-900',
  shipped: 'bg-blue-100 text-blue-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  return_requested: 'bg-amber-100 text-amber-900',
  returned: 'bg-soft text-ink',
  exchanged: 'bg-soft text-ink',
  mixed: 'bg-soft text-ink',
};

/** A fulfilment step as a badge, in the shopper's words (the console shows the same). */
export function StepBadge({ step }: { step: PurchaseStep }) {
  return (
    <span data-step={step} className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour[step]}`}>
      {stepWords.label[step]}
    </span>
  );
}
