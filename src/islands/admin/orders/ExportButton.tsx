import { useMutation } from '@tanstack/react-query';
import { exportOrders } from '../../..//client/admin-api';
import type { OrderFilter } from '../../../lib/schemas';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { primaryButton } from '../../../ui/buttons';
import { toastFail, toastOk } from '../parts/toast';

const t = admin.orders;

/** The file's name: the server's Content-Disposition is not readable from a Blob, so it is made the same way here. */
const fileName = () => `orders-${new Date().toISOString().slice(0, 10)}.csv`;

/** 'Export CSV': every order the filter selects (not just the page shown), saved as a file. */
export function ExportButton({ filter }: { filter: OrderFilter }) {
  const exporting = useMutation({
    mutationFn: exportOrders,
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName();
      document.body.append(a);
      a.click();
      a.remove();
      // The download has its own copy once started.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toastOk(t.exported, t.exportedText(a.download), TOAST_MS.normal);
    },
    onError: (err) => toastFail(t.exportFailed, err, TOAST_MS.normal),
  });
  const busy = exporting.isPending;
  return (
    <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => exporting.mutate(filter)}>
      {busy ? t.exporting : t.exportCsv}
    </button>
  );
}
