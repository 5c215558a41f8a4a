/**
 * CSV as spreadsheets open it cleanly (RFC 4180): CRLF rows, a cell quoted when it holds a comma, a
 * quote or a line break, numbers left bare so they stay numbers. A text cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe:
 * names and e-mails are typed by shoppers, and an export must not become a way to run their formulas
 * on an admin's machine (OWASP "CSV injection").
 */

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const BOM = '\uFEFF';

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
