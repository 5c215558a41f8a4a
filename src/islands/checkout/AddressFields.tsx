import { useState, useId } from 'react';
import { type AddressForm, digitsOnly, isIndia, normaliseMobile } from '../../lib/address';
import { COUNTRIES, INDIAN_STATES, INDIAN_UNION_TERRITORIES, LIMITS } from '../../lib/constants';
import { fieldErrors } from '../../lib/fieldErrors';
import { type Schemas, preloadSchemas, useSchemas } from '../../lib/validate';
import { inputClass, TextField } from '../auth/fields';
import { checkout as t } from './messages';
import { usePinSuggestion } from './usePinSuggestion';

interface Props {
  value: AddressForm;
  errors: Record<string, string>;
  disabled: boolean;
  editing: boolean;
  onChange: (next: AddressForm) => void;
  onCancelEdit: () => void;
  /** The form's heading (checkout: 'Delivery address'). */
  legend?: string;
  /** Which choice the checkbox under the form offers: save for next time (checkout), or make it the default (address book). */
  choice?: 'save' | 'default';
  /** Why the form is disabled, said under its heading (checkout: a saved address is selected). */
  disabledNote?: string;
}

/**
 * What a field's error is by today's rules, judged on leaving it (only once something is typed). The
 * schemas load as the form is first focused; a field left before they arrive is judged at submit.
 */
function errorOf(schemas: Schemas | undefined, form: AddressForm, field: 'pincode' | 'phone'): string | undefined {
  if (!schemas || form[field].trim() === '') return undefined;
  const parsed = schemas.addressSchema.safeParse(form);
  return parsed.success ? undefined : fieldErrors(parsed.error)[field];
}

/**
 * An address form (docs/product.md §2, §5): India preselected, a State or Union Territory of
 * the 36, a PIN code that suggests its State and City, a mobile number tidied to its 10 digits on leaving
 * the field; every field but Company required. Errors show under their fields.
 */
export function AddressFields({ value, errors, disabled, editing, onChange, onCancelEdit, legend = t.newAddress, choice = 'save', disabledNote }: Props) {
  const schemas = useSchemas();
  const countryId = useId();
  const stateId = useId();
  const [left, setLeft] = useState<Record<string, string | undefined>>({});
  const set = <K extends keyof AddressForm>(k: K, v: AddressForm[K]) => {
    setLeft((l) => ({ ...l, [k]: undefined }));
    onChange({ ...value, [k]: v });
  };
  const text = (k: 'firstName' | 'lastName' | 'address' | 'city' | 'company' | 'state') => (e: { target: { value: string } }) => set(k, e.target.value);
  const india = isIndia(value.country);
  const pin = usePinSuggestion(value, onChange);
  const shown = (k: string) => errors[k] ?? left[k];

  const pinNote = pin.looking
    ? t.pinLooking
    : pin.unknown
      ? t.pinUnknown
      : pin.place
        ? value.state && value.state !== pin.place.state
          ? t.pinElsewhere(pin.place.state)
          : t.pinPlace(pin.place.district, pin.place.state)
        : undefined;

  return (
    <fieldset disabled={disabled} onFocus={preloadSchemas} className="scroll-mt-28 disabled:opacity-60">
      <legend className="text-lg font-semibold">{legend}</legend>
      {disabled && disabledNote && <p className="mt-1 text-sm text-muted">{disabledNote}</p>}
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
          label={india ? t.pincode : t.postalCode}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={LIMITS.pincode.max}
          value={value.pincode}
          onChange={(e) => set('pincode', digitsOnly(e.target.value))}
          onBlur={() => setLeft((l) => ({ ...l, pincode: errorOf(schemas, value, 'pincode') }))}
          error={shown('pincode')}
          after={
            pinNote && !shown('pincode') ? (
              <p role="status" className="mt-1 text-sm text-muted">
                {pinNote}
              </p>
            ) : undefined
          }
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
        {india ? (
          <div>
            <label htmlFor={stateId} className="mb-1.5 block text-sm font-medium">
              {t.state}
            </label>
            <select
              id={stateId}
              required
              value={value.state}
              onChange={text('state')}
              autoComplete="address-level1"
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${stateId}-error` : undefined}
              className={inputClass}
            >
              <option value="">{t.chooseState}</option>
              <optgroup label={t.states}>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t.unionTerritories}>
                {INDIAN_UNION_TERRITORIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </optgroup>
            </select>
            {errors.state && (
              <p id={`${stateId}-error`} className="mt-1 text-sm text-red-700">
                {errors.state}
              </p>
            )}
          </div>
        ) : (
          <TextField
            label={t.stateAbroad}
            autoComplete="address-level1"
            maxLength={LIMITS.city}
            value={value.state}
            onChange={text('state')}
            error={errors.state}
          />
        )}
        <TextField
          label={t.phone}
          required
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phoneTyped}
          value={value.phone}
          onChange={(e) => set('phone', e.target.value.replace(/[^\d+\s\-()]/g, ''))}
          onBlur={() => {
            const phone = india ? normaliseMobile(value.phone) : value.phone;
            if (phone !== value.phone) onChange({ ...value, phone });
            setLeft((l) => ({ ...l, phone: errorOf(schemas, { ...value, phone }, 'phone') }));
          }}
          error={shown('phone')}
          after={india && !shown('phone') ? <p className="mt-1 text-sm text-muted">{t.mobileHint}</p> : undefined}
        />
        <TextField
          label={t.company}
          autoComplete="organization"
          maxLength={LIMITS.text}
          value={value.company}
          onChange={text('company')}
          error={errors.company}
        />
      </div>
      {choice === 'save' ? (
        <label className="mt-4 inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={value.declaration} onChange={(e) => set('declaration', e.target.checked)} className="size-4 accent-ink" />
          {t.save}
        </label>
      ) : (
        <label className="mt-4 inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={value.isDefault ?? false} onChange={(e) => set('isDefault', e.target.checked)} className="size-4 accent-ink" />
          {t.makeDefaultChoice}
        </label>
      )}
    </fieldset>
  );
}
