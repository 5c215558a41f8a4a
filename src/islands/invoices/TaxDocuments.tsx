import { useMutation, useQuery } from '@tanstack/react-query';
import { creditNotePdf, invoicePdf, listTaxDocuments, type Reply } from '../../client/api';
import { queryKeys } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { formatOrderDate, isoDate } from '../../lib/dates';
import { notify } from '../../stores/toasts';
import { outlineButton } from '../../ui/buttons';
import { invoices as t } from './messages';

type Doc = Reply<typeof listTaxDocuments>['data'][number];

/** The server's Content-Disposition name is not readable from a Blob: made the same way ('FS-2026-27-000123.pdf'). */
const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A purchase's GST invoice and any credit notes, each a download (the PDF is fetched with the session's
 * token, so it is not a plain link). Asked for only when `enabled` (the shopper's page: once something
 * of the purchase has shipped); nothing shows while there is none.
 */
export function TaxDocuments({ purchaseId, enabled, heading: Heading = 'h2' }: { purchaseId: number; enabled: boolean; heading?: 'h2' | 'h3' }) {
  const docs = useQuery({
    queryKey: queryKeys.taxDocuments(purchaseId),
    queryFn: async () => (await listTaxDocuments(purchaseId)).data,
    enabled,
  });
  const download = useMutation({
    mutationFn: (d: Doc) => (d.kind === 'invoice' ? invoicePdf(purchaseId) : creditNotePdf(d._id)),
    onSuccess: (file, d) => save(file, fileName(d.number)),
    onError: (err) => notify.error(t.failed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  if (!enabled || !docs.data?.length) return null;
  return (
    <section aria-labelledby={`tax-documents-${purchaseId}`} className="rounded-lg border border-line p-4 text-sm">
      <Heading id={`tax-documents-${purchaseId}`} className="font-semibold">
        {t.title}
      </Heading>
      <ul className="mt-2 flex flex-col gap-3">
        {docs.data.map((d) => {
          const busy = download.isPending && download.variables._id === d._id;
          return (
            <li key={d._id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words text-muted">
                {t.number(d.number)}, {t.issued} <time dateTime={isoDate(d.issuedAt)}>{formatOrderDate(d.issuedAt)}</time>
              </span>
              <button type="button" className={`${outlineButton} px-3 py-1.5 text-sm`} disabled={busy} aria-busy={busy} onClick={() => download.mutate(d)}>
                {busy ? t.downloading : d.kind === 'invoice' ? t.downloadInvoice : t.downloadCreditNote}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
