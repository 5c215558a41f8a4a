import { SIZE_SCALES, SIZES_MAX, SIZE_NAME_MAX, STOCK_MAX } from '../../../lib/constants';
import { admin } from '../messages';
import { buttonClass } from '../../../ui/Button';
import { addRow, changeRow, presetRows, removeRow, type SizeRow } from './sizesForm';

const t = admin.sizes;
const control =
  'block w-full rounded-md border border-line bg-white px-3 py-2 text-sm shadow-sm aria-[invalid=true]:border-red-600 disabled:bg-soft disabled:text-muted';

interface Props {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
  errors: Record<string, string>;
  idPrefix: string;
  /** Where a heading above already names the list (the stock dialog's title), the legend is for screen readers only. */
  legendHidden?: boolean;
}

/**
 * One size's controls: two lines in a box on a phone (name and stock, then 'Not counted' and Remove), one
 * line from `sm`. The last two columns have fixed widths so the column headings line up with every row.
 */
const rowGrid = 'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem_5.5rem]';

/** Sizes with their stock: the scale presets, add and remove a size, a number or 'Not counted' each. */
export function SizesEditor({ rows, onChange, errors, idPrefix, legendHidden = false }: Props) {
  const listError = errors.sizes;
  return (
    <fieldset className="grid gap-3" aria-describedby={listError ? `${idPrefix}-sizes-error` : `${idPrefix}-sizes-hint`}>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-medium'}>{t.legend}</legend>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5" role="group" aria-label={t.presets}>
        <span className="basis-full text-xs text-muted">{t.presets}:</span>
        {(Object.keys(SIZE_SCALES) as (keyof typeof SIZE_SCALES)[]).map((k) => (
          <button key={k} type="button" className={`${buttonClass('outline', 'sm')}`} onClick={() => onChange(presetRows(SIZE_SCALES[k], rows))}>
            {t.preset[k]}
          </button>
        ))}
      </div>
      {/* Column headings for sighted admins; each field's own label names it for assistive technology. */}
      <div aria-hidden="true" className={`${rowGrid} px-2 text-xs font-medium text-muted sm:px-0`}>
        <span>{t.size}</span>
        <span>{t.stock}</span>
      </div>
      <ul className="-mt-1 grid gap-2">
        {rows.map((r, i) => {
          const sizeError = errors[`sizes.${i}.size`];
          const stockError = errors[`sizes.${i}.stock`];
          const name = r.size.trim() || String(i + 1);
          const ids = { size: `${idPrefix}-size-${i}`, stock: `${idPrefix}-stock-${i}` };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no id (its size may be blank or repeated); the inputs are controlled, so a row is its position.
            <li key={i} className={`${rowGrid} rounded-md border border-line p-2 sm:border-0 sm:p-0`}>
              <div>
                <input
                  id={ids.size}
                  aria-label={t.sizeLabel(i + 1)}
                  placeholder={t.size}
                  value={r.size}
                  maxLength={SIZE_NAME_MAX}
                  aria-invalid={sizeError ? true : undefined}
                  aria-describedby={sizeError ? `${ids.size}-error` : undefined}
                  onChange={(e) => onChange(changeRow(rows, i, { size: e.target.value }))}
                  className={control}
                />
                {sizeError && (
                  <p id={`${ids.size}-error`} className="mt-1 text-xs text-red-700">
                    {sizeError}
                  </p>
                )}
              </div>
              <div>
                <input
                  id={ids.stock}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={STOCK_MAX}
                  step={1}
                  aria-label={t.stockLabel(name)}
                  placeholder={r.counted ? t.stock : t.notCounted}
                  value={r.counted ? r.stock : ''}
                  disabled={!r.counted}
                  aria-invalid={stockError ? true : undefined}
                  aria-describedby={stockError ? `${ids.stock}-error` : undefined}
                  onChange={(e) => onChange(changeRow(rows, i, { stock: e.target.value }))}
                  className={control}
                />
                {stockError && (
                  <p id={`${ids.stock}-error`} className="mt-1 text-xs text-red-700">
                    {stockError}
                  </p>
                )}
              </div>
              <label className="flex items-center gap-2 py-2 text-sm">
                <input
                  type="checkbox"
                  checked={!r.counted}
                  aria-label={t.notCountedLabel(name)}
                  onChange={(e) => onChange(changeRow(rows, i, { counted: !e.target.checked }))}
                />
                <span aria-hidden="true">{t.notCounted}</span>
              </label>
              <button
                type="button"
                className={`${buttonClass('outline', 'sm')}`}
                aria-label={t.remove(name)}
                disabled={rows.length <= 1}
                onClick={() => onChange(removeRow(rows, i))}
              >
                {t.removeText}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className={`${buttonClass('outline', 'sm')}`} disabled={rows.length >= SIZES_MAX} onClick={() => onChange(addRow(rows))}>
          {t.add}
        </button>
        <p id={`${idPrefix}-sizes-hint`} className="text-xs text-muted">
          {t.hint}
        </p>
      </div>
      {listError && (
        <p id={`${idPrefix}-sizes-error`} role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
