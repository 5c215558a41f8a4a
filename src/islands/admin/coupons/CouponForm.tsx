import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createCoupon } from '../../../client/api';
import { COUPON_CODE_MAX, COUPON_FLAT_MAX, DEPARTMENTS, TOAST_MS } from '../../../lib/constants';
import { COUPON_KINDS } from '../../../lib/coupons';
import { SelectField, TextField } from '../../../ui/Field';
import { primaryButton } from '../../../ui/buttons';
import { useCategories } from '../add-product/useCategories';
import { errorsOf } from '../parts/format';
import { toastFail, toastOk } from '../parts/toast';
import { type CouponFormValues, categoryScope, checkCoupon, departmentScope, emptyCouponForm } from './coupon-values';
import { couponsText as t } from './messages';

/** A new coupon: code, kind and amount, minimum order, dates (IST), limits, and the category it is for. */
export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const [v, setV] = useState<CouponFormValues>(emptyCouponForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCategories();
  const set = (k: keyof CouponFormValues) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
  const creating = useMutation({
    mutationFn: createCoupon,
    onSuccess: (reply) => {
      toastOk(t.created, reply.msg, TOAST_MS.normal);
      setV(emptyCouponForm());
      setErrors({});
      onCreated();
    },
    onError: (err) => {
      // 409: the code exists (whatever its case); say so beside the field too.
      setErrors(err.status === 409 ? { code: err.msg } : errorsOf(err));
      toastFail(t.createFailed, err, TOAST_MS.long);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = checkCoupon(v);
    setErrors(found);
    if (data) creating.mutate(data);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="coupon-form-title" className="mb-6 rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id="coupon-form-title" className="mb-4 text-lg font-semibold">
        {t.formTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t.code}
          value={v.code}
          onChange={set('code')}
          error={errors.code}
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t.codePlaceholder}
          required
        />
        <SelectField label={t.kind} value={v.kind} onChange={set('kind')} error={errors.kind} required>
          {COUPON_KINDS.map((k) => (
            <option key={k} value={k}>
              {t.kinds[k]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`${t.value} (${t.valueHint[v.kind]})`}
          inputMode="numeric"
          value={v.value}
          onChange={set('value')}
          error={errors.value}
          maxLength={String(COUPON_FLAT_MAX).length}
          required
        />
        <TextField label={t.minOrder} inputMode="numeric" value={v.minOrder} onChange={set('minOrder')} error={errors.minOrder} />
        <TextField label={t.validFrom} type="datetime-local" value={v.validFrom} onChange={set('validFrom')} error={errors.validFrom} />
        <TextField label={t.validTo} type="datetime-local" value={v.validTo} onChange={set('validTo')} error={errors.validTo} />
        <TextField label={t.useLimit} inputMode="numeric" placeholder={t.noLimit} value={v.useLimit} onChange={set('useLimit')} error={errors.useLimit} />
        <TextField
          label={t.perShopperLimit}
          inputMode="numeric"
          placeholder={t.noLimit}
          value={v.perShopperLimit}
          onChange={set('perShopperLimit')}
          error={errors.perShopperLimit}
        />
        <SelectField label={t.category} value={v.scope} onChange={set('scope')} error={errors.category ?? errors.department}>
          <option value="">{t.allItems}</option>
          <optgroup label={t.departments}>
            {DEPARTMENTS.map((d) => (
              <option key={d} value={departmentScope(d)}>
                {t.department[d]}
              </option>
            ))}
          </optgroup>
          <optgroup label={t.categories}>
            {categories.map((c) => (
              <option key={c} value={categoryScope(c)}>
                {c}
              </option>
            ))}
          </optgroup>
        </SelectField>
      </div>
      <button type="submit" className={`${primaryButton} mt-4`} disabled={creating.isPending}>
        {creating.isPending ? t.creating : t.create}
      </button>
    </form>
  );
}
