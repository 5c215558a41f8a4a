/**
 * Text for libraries that write strings as HTML (apexcharts' legend and tooltip): stored text such as
 * a category name must show as text, never become markup.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
