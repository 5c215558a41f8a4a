import { formatRs } from '../lib/money';

export interface PriceProps {
  value: number | string;
  className?: string;
}

/** A price in the store's one format, 'Rs. 1,499.00' (docs/product.md §9). */
export function Price({ value, className }: PriceProps) {
  return <span className={className}>{formatRs(value)}</span>;
}
