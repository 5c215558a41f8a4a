/** The console tables' cell classes (its buttons come from src/ui/buttons.ts). */
export const th = 'whitespace-nowrap border-b border-line bg-soft px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
export const td = 'border-b border-line px-4 py-3 align-middle text-sm';
