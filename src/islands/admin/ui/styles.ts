/** Class lists the console repeats: table cells and buttons. */
export const th = 'whitespace-nowrap border-b border-line bg-soft px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
export const td = 'border-b border-line px-4 py-3 align-middle text-sm';
export const dangerBtn =
  'rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50';
export const primaryBtn = 'rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-black disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryBtn =
  'rounded-md border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-soft disabled:cursor-not-allowed disabled:opacity-50';
