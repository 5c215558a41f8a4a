import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { emptyAddressForm, isAddressComplete, type AddressForm } from '../../lib/address';
import { isShort } from '../../lib/stock';
import { useAddresses } from '../../stores/addresses';
import { useCart } from '../../stores/cart';
import { focusFirstError } from '../auth/fields';
import { useGuard } from '../auth/useGuard';
import { Spinner } from '../../ui/Spinner';
import { AddressFields } from './AddressFields';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutSummary } from './CheckoutSummary';
import { PolicyLinks } from './PolicyLinks';
import { SavedAddresses } from './SavedAddresses';
import { usePlaceOrder } from './usePlaceOrder';

/** /payment, the checkout / address screen (docs/product.md §2, docs/product.md §10). */
function CheckoutApp() {
  const allowed = useGuard();
  const saved = useAddresses(allowed);
  const cart = useCart();
  const addresses = saved.data ?? [];
  const lines = cart.lines ?? [];
  const cartLoaded = cart.lines !== undefined;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [form, setForm] = useState<AddressForm>(emptyAddressForm);
  const [editingId, setEditingId] = useState<number | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const order = usePlaceOrder();

  useEffect(() => {
    if (Object.keys(errors).length) focusFirstError(formRef.current);
  }, [errors]);

  if (!allowed) return <Spinner className="py-16" />;

  const selected = selectedId !== null && addresses.some((a) => a._id === selectedId) ? selectedId : null;
  const cartShort = lines.some(isShort);
  const cartReady = cartLoaded && lines.length > 0 && !cartShort;
  const canContinue = cartReady && !order.busy && (selected !== null || isAddressComplete(form));

  function edit(a: Address) {
    setSelectedId(null);
    setEditingId(a._id);
    setForm({
      country: a.country,
      firstName: a.firstName,
      lastName: a.lastName,
      address: a.address,
      city: a.city,
      company: a.company,
      pincode: a.pincode,
      phone: a.phone,
      declaration: true,
    });
    formRef.current?.querySelector('fieldset')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!canContinue) return;
    const result = await order.place({ selectedId: selected, form, replacing: editingId });
    if (!result.ok && result.fieldErrors) setErrors(result.fieldErrors);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex flex-col gap-10">
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-10">
          <SavedAddresses
            addresses={addresses}
            loading={saved.isPending}
            error={saved.isError ? saved.error.msg : undefined}
            selectedId={selected}
            onToggle={(id) => setSelectedId((cur) => (cur === id ? null : id))}
            onEdit={edit}
            onRetry={() => void saved.refetch()}
            onDeleted={(id) => {
              if (editingId === id) setEditingId(undefined);
            }}
          />
          <AddressFields
            value={form}
            errors={errors}
            disabled={selected !== null}
            editing={editingId !== undefined}
            onChange={(next) => {
              setForm(next);
              setErrors({});
            }}
            onCancelEdit={() => {
              setEditingId(undefined);
              setForm(emptyAddressForm());
            }}
          />
          <CheckoutActions canContinue={canContinue} busy={order.busy} cartEmpty={cartLoaded && lines.length === 0} cartShort={cartShort} />
        </form>
        <PolicyLinks />
      </div>
      <CheckoutSummary lines={lines} loading={!cart.lines && !cart.error} lineErrors={order.lineErrors} />
    </div>
  );
}

export default withQueryClient(CheckoutApp);
