import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CouponView } from '../../..//client/api';
import { createCoupon, updateCoupon } from '../../..//client/admin-api';
import { COUPON_CODE_MAX, COUPON_FLAT_MAX, DEPARTMENTS, TOAST_MS } from '../../../lib/constants';
import { COUPON_KINDS } from '../../../lib/coupons';
import type { CouponInput } from '../../../lib/schemas';
import { SelectField, TextField } from '../../../ui/Field';
import { outlineButton, primaryButton } from '../../../ui/buttons';
import { useCategories } from '../add-product/useCategories';
import { errorsOf } from '../parts/format';
import { toastFail, toastOk } from '../parts/toast';
import { type CouponFormValues, categoryScope, changedFields, checkCoupon, couponFormOf, departmentScope, emptyCouponForm, scopeOf } from './coupon-values';
import { couponsText as t } from './messages';

/**
 * A new coupon, or the one being edited (it sends the fields changed; the server keeps a used coupon's
 * code and a total limit at or above its uses): code, kind and amount, minimum order, dates (IST), limits, what it is for.
 */
export function CouponForm({
  editing,
  onCreated,
  onSaved,
  onCancel,
}: {
  editing?: CouponView;
  onCreated: () => void;
  onSaved: (coupon: CouponView) => void;
  onCancel: () => void;
}) {
  // The values the form opened with: an edit sends only what differs from them.
  const [opened] = useState<CouponFormValues>(() => (editing ? couponFormOf(editing) : emptyCouponForm()));
  const [v, setV] = useState<CouponFormValues>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const categories = useCategories();
  // A coupon's category that is no longer in the catalogue stays choosable, so the form shows it.
  const { category: ownCategory } = scopeOf(v.scope);
  const choices = ownCategory && !categories.includes(ownCategory) ? [...categories, ownCategory] : categories;
  const set = (k: keyof CouponFormValues) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));

  useEffect(() => {
    if (!editing) return;
    form.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    form.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [editing]);

  const saving = useMutation({
    mutationFn: (data: CouponInput) => (editing ? updateCoupon(editing._id, changedFields(opened, v, data)) : createCoupon(data)),
    onSuccess: (reply) => {
      toastOk(editing ? t.edited : t.created, reply.msg, TOAST_MS.normal);
      setErrors({});
      if (editing) return onSaved(reply.data);
      setV(emptyCouponForm());
      onCreated();
    },
    onError: (err) => {
      // 409: the code exists (whatever its case), or a used coupon keeps its code; say so beside the field too.
      setErrors(err.status === 409 ? { code: err.msg } : errorsOf(err));
      toastFail(editing ? t.editFailed : t.createFailed, err, TOAST_MS.long);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = checkCoupon(v);
    setErrors(found);
    if (data) saving.mutate(data);
  };

  const title = editing ? t.editTitle(editing.code) : t.formTitle;
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-labelledby="coupon-form-title"
      className={`mb-6 scroll-mt-4 rounded-lg border bg-white p-4 sm:p-6 ${editing ? 'border-ink' : 'border-line'}`}
    >
      <h2 id="coupon-form-title" className="mb-4 text-lg font-semibold">
        {title}
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
            {choices.map((c) => (
              <option key={c} value={categoryScope(c)}>
                {c}
              </option>
            ))}
          </optgroup>
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={saving.isPending}>
          {editing ? (saving.isPending ? t.saving : t.save) : saving.isPending ? t.creating : t.create}
        </button>
        {editing && (
          <button type="button" className={outlineButton} onClick={onCancel} disabled={saving.isPending}>
            {t.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
