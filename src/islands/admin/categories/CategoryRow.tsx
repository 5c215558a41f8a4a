import { type FormEvent, useState } from 'react';
import type { CategoryRow as Row } from '../../../client/api';
import { DEPARTMENTS, type Department, LIMITS } from '../../../lib/constants';
import type { CategoryUpdateInput } from '../../../lib/schemas';
import { TextField } from '../../../ui/Field';
import { buttonClass } from '../../../ui/Button';
import { dangerButton, outlineButton, primaryButton } from '../../../ui/buttons';
import { td } from '../parts/table';
import { categoriesText as t } from './messages';

interface Props {
  row: Row;
  up?: number;
  down?: number;
  busy: boolean;
  errors: Record<string, string>;
  onChange: (change: CategoryUpdateInput) => void;
  onDelete: () => void;
}

const smallOutline = buttonClass('outline', 'sm');

/** One category: its label, name, link and products; move up or down, to another department, rename, delete. */
export function CategoryRow({ row, up, down, busy, errors, onChange, onDelete }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(row.name);
  const [label, setLabel] = useState(row.label);
  const save = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...(name.trim() !== row.name && { name }), ...(label.trim() !== row.label && { label }) });
    setRenaming(false);
  };
  if (renaming)
    return (
      <tr>
        <td className={td} colSpan={t.columns.length}>
          <form onSubmit={save} aria-label={t.renameHeading(row.name)} className="grid gap-3 sm:grid-cols-[2fr_2fr_auto_auto] sm:items-end">
            <TextField label={t.newLabel} value={label} maxLength={LIMITS.text} required autoFocus onChange={(e) => setLabel(e.target.value)} />
            <TextField label={t.newName} value={name} maxLength={LIMITS.text} required onChange={(e) => setName(e.target.value)} />
            <button type="submit" className={primaryButton}>
              {t.save}
            </button>
            <button type="button" className={outlineButton} onClick={() => setRenaming(false)}>
              {t.cancel}
            </button>
          </form>
        </td>
      </tr>
    );
  return (
    <tr aria-busy={busy}>
      <td className={`${td} font-medium`}>{row.label}</td>
      <td className={td}>
        {row.name}
        <span className="block text-xs text-muted">{t.link(row.slug)}</span>
        {(errors.name || errors.slug) && <p className="mt-1 text-xs text-red-700">{errors.name ?? errors.slug}</p>}
      </td>
      <td className={td}>{t.products(row.products)}</td>
      <td className={td}>
        <div className="flex flex-nowrap items-center gap-2">
          <button
            type="button"
            className={smallOutline}
            aria-label={t.moveUp(row.label)}
            disabled={busy || up === undefined}
            onClick={() => onChange({ position: up })}
          >
            ↑
          </button>
          <button
            type="button"
            className={smallOutline}
            aria-label={t.moveDown(row.label)}
            disabled={busy || down === undefined}
            onClick={() => onChange({ position: down })}
          >
            ↓
          </button>
          <select
            aria-label={t.moveTo(row.label)}
            className="rounded-md border border-line bg-white px-2 py-1 text-xs"
            value={row.department}
            disabled={busy}
            onChange={(e) => onChange({ department: e.target.value as Department })}
          >
            {DEPARTMENTS.map((d) => (
              <option key={d} value={d}>
                {t.department(d)}
              </option>
            ))}
          </select>
          <button type="button" className={smallOutline} aria-label={t.rename(row.label)} disabled={busy} onClick={() => setRenaming(true)}>
            {t.renameButton}
          </button>
          <button type="button" className={dangerButton} aria-label={t.remove(row.label)} disabled={busy} onClick={onDelete}>
            {t.deleteButton}
          </button>
        </div>
      </td>
    </tr>
  );
}
