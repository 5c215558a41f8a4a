import { EDIT_PROGRESS_MAX } from '../../../lib/constants';
import { admin } from '../messages';
import type { EditState } from './editSteps';

export function EditProgress({ state }: { state: EditState }) {
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs font-medium text-muted">
        <span>{admin.products.step(state.step, 2)}</span>
        <span>{state.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={admin.products.progress}
        aria-valuemin={0}
        aria-valuemax={EDIT_PROGRESS_MAX}
        aria-valuenow={state.progress}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${state.progress}%` }} />
      </div>
    </div>
  );
}
