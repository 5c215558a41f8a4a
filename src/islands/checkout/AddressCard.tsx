import type { Address } from '../../client/api';
import { checkout as t } from './messages';
import { CheckIcon } from '../../ui/icons';
import { AddressLines } from './AddressLines';

interface Props {
  address: Address;
  selected: boolean;
  deleting: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A saved address: clicking it selects it, clicking again deselects (docs/product.md §4). */
export function AddressCard({ address: a, selected, deleting, onToggle, onEdit, onDelete }: Props) {
  const name = `${a.firstName} ${a.lastName}`;
  return (
    <li className={`flex flex-col rounded-lg border-2 ${selected ? 'border-ink bg-soft' : 'border-line'}`}>
      <button type="button" aria-pressed={selected} aria-label={t.select(name)} onClick={onToggle} className="flex flex-1 items-start gap-3 p-4 text-left">
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${selected ? 'border-ink bg-ink text-white' : 'border-muted'}`}
        >
          {selected && (
            <span className="scale-75">
              <CheckIcon />
            </span>
          )}
        </span>
        <span className="text-sm leading-relaxed">
          <span className="block font-semibold">{name}</span>
          <AddressLines address={a} />
        </span>
      </button>
      <div className="flex gap-4 border-t border-line px-4 py-2 text-sm">
        <button type="button" onClick={onEdit} className="font-medium hover:underline" aria-label={t.updateLabel(name)}>
          {t.update}
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
