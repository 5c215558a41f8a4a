import { outlineButton } from '../../../ui/buttons';
import { buttonClass } from '../../../ui/Button';
import { admin } from '../messages';

const t = admin.orders.step;

/** What can be done to the selected orders at once: mark them packed, or ship them (asks for the shipment). */
export function BulkBar({
  count,
  busy,
  onPack,
  onShip,
  onClear,
}: {
  count: number;
  busy: boolean;
  onPack: () => void;
  onShip: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div role="toolbar" aria-label={t.bulkLabel} className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-soft px-3 py-2">
      <span className="mr-auto text-sm font-semibold" aria-live="polite">
        {t.selected(count)}
      </span>
      <button type="button" className={`${buttonClass('primary')} px-3 py-1.5 text-sm`} disabled={busy} onClick={onPack}>
        {t.pack}
      </button>
      <button type="button" className={`${buttonClass('primary')} px-3 py-1.5 text-sm`} disabled={busy} onClick={onShip}>
        {t.ship}
      </button>
      <button type="button" className={`${outlineButton} px-3 py-1.5 text-sm`} onClick={onClear}>
        {t.clearSelection}
      </button>
    </div>
  );
}
