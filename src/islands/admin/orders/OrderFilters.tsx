import { type FormEvent, useState, useId } from 'react';
import type { OrderFilter } from '../../../lib/schemas';
import { LIMITS } from '../../../lib/constants';
import { STEPS, stepWords } from '../../../lib/fulfilment';
import { admin } from '../messages';
import { outlineButton } from '../../../ui/buttons';

const t = admin.orders;
const field = 'w-full rounded-md border border-line bg-white px-3 py-2 text-sm';
const label = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-muted';

/**
 * Fulfilment step (labelled Status), days and a search over Manage Orders. Step and days apply as they change; the search
 * applies on Enter or its button, so a half-typed e-mail does not send a request per letter.
 */
export function OrderFilters({ filter, onChange }: { filter: OrderFilter; onChange: (f: OrderFilter) => void }) {
  const id = useId();
  const [text, setText] = useState(filter.search ?? '');
  const set = (patch: Partial<OrderFilter>) => onChange({ ...filter, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ search: text.trim() || undefined });
  };
  const any = Boolean(filter.status || filter.step || filter.from || filter.to || filter.search);
  return (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-line bg-white p-3 lg:grid-cols-[10rem_10rem_10rem_minmax(0,1fr)_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-status`} className={label}>
          {t.status}
        </label>
        <select
          id={`${id}-status`}
          className={field}
          value={filter.step ?? ''}
          onChange={(e) => set({ step: STEPS.find((s) => s === e.target.value), status: undefined })}
        >
          <option value="">{t.anyStatus}</option>
          {STEPS.map((s) => (
            <option key={s} value={s}>
              {stepWords.label[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={label}>
          {t.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={field}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={label}>
          {t.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={field}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className={label}>
          {t.search}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            className={`${field} min-w-0`}
            placeholder={t.searchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={LIMITS.search}
          />
          <button type="submit" className={outlineButton}>
            {t.searchSubmit}
          </button>
        </div>
      </div>
      <div className="col-span-2 flex items-end lg:col-span-1">
        <button
          type="button"
          className={`${outlineButton} w-full`}
          disabled={!any}
          onClick={() => {
            setText('');
            onChange({});
          }}
        >
          {t.clear}
        </button>
      </div>
    </form>
  );
}
