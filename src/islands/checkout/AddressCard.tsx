import type { Address } from '../../client/api';
import { CheckIcon } from '../../ui/icons';
import { AddressLines } from './AddressLines';
import { checkout as t } from './messages';

interface Props {
  address: Address;
  selected: boolean;
  deleting: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The fields to correct, in words ('PIN code, mobile number and State'). */
export function correctionText(fields: string[]): string {
  const names = fields.map((f) => t.fieldNames[f] ?? f);
  return t.needsCorrectionFields(names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(''));
}

/** A note on a saved address that fails today's rules: what to correct before an order can go there. */
export function CorrectionNote({ fields }: { fields: string[] }) {
  return (
    <span className="mt-2 block rounded-md bg-amber-50 px-2 py-1 text-amber-900">
      <span className="font-semibold">{t.needsCorrection}.</span> {correctionText(fields)}
    </span>
  );
}

/**
 * A saved address: clicking it selects it, clicking again deselects (docs/product.md §4). One saved
 * before the Indian address rules that fails them cannot be chosen: it says what to correct, and Edit.
 */
export function AddressCard({ address: a, selected, deleting, onToggle, onEdit, onDelete }: Props) {
  const name = `${a.firstName} ${a.lastName}`;
  const blocked = a.needsCorrection.length > 0;
  return (
    <li className={`flex flex-col rounded-lg border-2 ${selected ? 'border-ink bg-soft' : blocked ? 'border-amber-300' : 'border-line'}`}>
      <button
        type="button"
        aria-pressed={selected}
        aria-disabled={blocked || undefined}
        aria-label={t.select(name)}
        onClick={blocked ? onEdit : onToggle}
        className="flex flex-1 items-start gap-3 p-4 text-left"
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${selected ? 'border-ink bg-ink text-white' : 'border-muted'} ${blocked ? 'opacity-40' : ''}`}
        >
          {selected && (
            <span className="scale-75">
              <CheckIcon />
            </span>
          )}
        </span>
        <span className="min-w-0 text-sm leading-relaxed">
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            {a.isDefault && <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-white">{t.isDefault}</span>}
          </span>
          <AddressLines address={a} />
          {blocked && <CorrectionNote fields={a.needsCorrection} />}
        </span>
      </button>
      <div className="flex gap-4 border-t border-line px-4 py-2 text-sm">
        <button type="button" onClick={onEdit} className="font-medium hover:underline" aria-label={blocked ? t.editLabel(name) : t.updateLabel(name)}>
          {blocked ? t.edit : t.update}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className="font-medium text-brand hover:underline disabled:opacity-50"
          aria-label={t.deleteLabel(name)}
        >
          {t.delete}
        </button>
      </div>
    </li>
  );
}
