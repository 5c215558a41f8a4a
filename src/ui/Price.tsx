import { formatRs, formatRsCompact } from '../lib/money';

export interface PriceProps {
  value: number | string;
  /** 'spaced' = 'Rs. 1499.00' (home, product page); 'compact' = 'Rs.1499.00' (list cards), docs/product.md §9. */
  format?: 'spaced' | 'compact';
  className?: string;
}

export function Price({ value, format = 'spaced', className }: PriceProps) {
  return <span className={className}>{format === 'compact' ? formatRsCompact(value) : formatRs(value)}</span>;
}
