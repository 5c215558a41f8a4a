/** The tax documents' links (/orders/{id} and the console's order detail). */
export const invoices = {
  title: 'Tax invoice',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  number: (n: string) => `No. ${n}`,
  issued: 'issued',
  downloading: 'Preparing…',
  failed: 'Unable to download',
};
