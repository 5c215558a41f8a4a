import { useId } from 'react';
import { digitsOnly, type AddressForm } from '../../lib/address';
import { COUNTRIES, LIMITS } from '../../lib/constants';
import { checkout as t } from './messages';
import { TextField, inputClass } from '../auth/fields';

interface Props {
  value: AddressForm;
  errors: Record<string, string>;
  disabled: boolean;
  editing: boolean;
  onChange: (next: AddressForm) => void;
  onCancelEdit: () => void;
}

/** The new-address form (docs/product.md §2, §5): every field but Company required; PIN code and phone digits only. */
export function AddressFields({ value, errors, disabled, editing, onChange, onCancelEdit }: Props) {
  const countryId = useId();
  const set = <K extends keyof AddressForm>(k: K, v: AddressForm[K]) => onChange({ ...value, [k]: v });
  const text = (k: 'firstName' | 'lastName' | 'address' | 'city' | 'company') => (e: { target: { value: string } }) => set(k, e.target.value);

  return (
    <fieldset disabled={disabled} className="scroll-mt-28 disabled:opacity-60">
      <legend className="text-lg font-semibold">{t.newAddress}</legend>
      {disabled && <p className="mt-1 text-sm text-muted">{t.usingSaved}</p>}
      {editing && !disabled && (
        <p className="mt-1 text-sm text-muted">
          {t.editing}{' '}
          <button type="button" onClick={onCancelEdit} className="font-medium text-ink underline underline-offset-4">
            {t.cancelEdit}
          </button>
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={countryId} className="mb-1.5 block text-sm font-medium">
            {t.country}
          </label>
          <select
            id={countryId}
            required
            value={value.country}
            onChange={(e) => set('country', e.target.value)}
            autoComplete="country-name"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${countryId}-error` : undefined}
            className={inputClass}
          >
            <option value="">{t.chooseCountry}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {errors.country && (
            <p id={`${countryId}-error`} className="mt-1 text-sm text-red-700">
              {errors.country}
            </p>
          )}
        </div>
        <TextField
          label={t.firstName}
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
          value={value.firstName}
          onChange={text('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t.lastName}
          required
          autoComplete="family-name"
          maxLength={LIMITS.name}
          value={value.lastName}
          onChange={text('lastName')}
          error={errors.lastName}
        />
        <TextField
          className="sm:col-span-2"
          label={t.address}
          required
          autoComplete="street-address"
          maxLength={LIMITS.text}
          value={value.address}
          onChange={text('address')}
          error={errors.address}
        />
        <TextField
          label={t.city}
          required
          autoComplete="address-level2"
          maxLength={LIMITS.city}
          value={value.city}
          onChange={text('city')}
          error={errors.city}
        />
        <TextField
          label={t.company}
          autoComplete="organization"
          maxLength={LIMITS.text}
          value={value.company}
          onChange={text('company')}
          error={errors.company}
        />
        <TextField
          label={t.pincode}
          required
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="postal-code"
          maxLength={LIMITS.pincode.max}
          value={value.pincode}
          onChange={(e) => set('pincode', digitsOnly(e.target.value))}
          error={errors.pincode}
        />
        <TextField
          label={t.phone}
          required
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          maxLength={LIMITS.phone.max}
          value={value.phone}
          onChange={(e) => set('phone', digitsOnly(e.target.value))}
          error={errors.phone}
        />
      </div>
      <label className="mt-4 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={value.declaration} onChange={(e) => set('declaration', e.target.checked)} className="size-4 accent-ink" />
        {t.save}
      </label>
    </fieldset>
  );
}
