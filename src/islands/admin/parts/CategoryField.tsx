import { useState } from 'react';
import { LIMITS } from '../../../lib/constants';
import { useCategories } from '../add-product/useCategories';
import { admin } from '../messages';
import { SelectField, TextField } from '../../../ui/Field';

const NEW = '__new__';

interface Props {
  label: string;
  value: string;
  onChange: (category: string) => void;
  error?: string;
  className?: string;
}

/**
 * A product's category: chosen from the store's categories, so a typo cannot make one no menu
 * reaches; a new one is typed only after choosing 'New category…' on purpose. A value the list does
 * not hold yet (a product's own, before the list loads) stays chosen.
 */
export function CategoryField({ label, value, onChange, error, className }: Props) {
  const categories = useCategories();
  const [typing, setTyping] = useState(false);
  const known = categories.includes(value);
  const options = value && !known && !typing ? [value, ...categories] : categories;
  return (
    <div className={className}>
      <SelectField
        label={label}
        value={typing ? NEW : value}
        error={typing ? undefined : error}
        required
        onChange={(e) => {
          if (e.target.value === NEW) {
            setTyping(true);
            onChange('');
          } else {
            setTyping(false);
            onChange(e.target.value);
          }
        }}
      >
        <option value="" disabled>
          {admin.category.choose}
        </option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
        <option value={NEW}>{admin.category.new}</option>
      </SelectField>
      {typing && (
        <TextField
          className="mt-3"
          label={admin.category.newLabel}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          maxLength={LIMITS.text}
          required
          autoFocus
        />
      )}
    </div>
  );
}
