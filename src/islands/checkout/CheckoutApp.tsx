import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { emptyAddressForm, isAddressComplete, type AddressForm } from '../../lib/address';
import { DEFAULT_PAYMENT_METHOD } from '../../lib/constants';
import { fieldErrors } from '../../lib/fieldErrors';
import type { BuyItem, PaymentMethodId } from '../../lib/schemas';
import { loadSchemas } from '../../lib/validate';
import { isShort } from '../../lib/stock';
import { useAddresses } from '../../stores/addresses';
import { useCart } from '../../stores/cart';
import { focusFirstError } from '../auth/fields';
import { useGuard } from '../auth/useGuard';
import { Spinner } from '../../ui/Spinner';
import { AddressFields } from './AddressFields';
import { buyItemOf } from './buy-item';
import { BuyNowFailed } from './BuyNowFailed';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutSummary } from './CheckoutSummary';
import { CouponField } from './CouponField';
import { checkout as t } from './messages';
import { PolicyLinks } from './PolicyLinks';
import { SavedAddresses } from './SavedAddresses';
import { usePaymentMethods, useQuote } from './useCheckoutData';
import { usePlaceOrder } from './usePlaceOrder';

// The second step's code loads when the shopper gets there (the page opens on the address).
const PaymentStep = lazy(() => import('./PaymentStep').then((m) => ({ default: m.PaymentStep })));

type Step = { name: 'address' } | { name: 'payment'; addressId: number; deliverTo: AddressForm };

const fromAddress = (a: Address): AddressForm => ({
  country: a.country,
  firstName: a.firstName,
  lastName: a.lastName,
  address: a.address,
  city: a.city,
  state: a.state,
  company: a.company,
  pincode: a.pincode,
  phone: a.phone,
  declaration: a.declaration,
  isDefault: a.isDefault,
});

/** The errors of the fields that did not change. */
function withoutChanged(errors: Record<string, string>, before: AddressForm, after: AddressForm): Record<string, string> {
  const kept = Object.entries(errors).filter(([k]) => !(k in after) || before[k as keyof AddressForm] === after[k as keyof AddressForm]);
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * /payment, the checkout (docs/product.md §2, docs/features.md "Checkout and payment"): the delivery address,
 * then the payment step (method and Place Order), beside the summary the server computes. With
 * `?buy=` it buys that one product and leaves the cart alone (Buy it now).
 */
function CheckoutApp() {
  const allowed = useGuard();
  // Read once on the client; the first render (before the guard allows) is the same spinner as the server's.
  const [asked] = useState<BuyItem | null | undefined>(() => (typeof location === 'undefined' ? undefined : buyItemOf(location.search)));
  const buyItem = asked ?? undefined;
  const saved = useAddresses(allowed);
  const cart = useCart();
  const addresses = saved.data ?? [];
  const lines = cart.lines ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [form, setForm] = useState<AddressForm>(emptyAddressForm);
  const [editingId, setEditingId] = useState<number | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<Step>({ name: 'address' });
  const [method, setMethod] = useState<PaymentMethodId>(DEFAULT_PAYMENT_METHOD);
  // The coupon the summary is priced with ('' none) and why the last one tried does not apply.
  const [couponCode, setCouponCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const order = usePlaceOrder();
  const choice = { paymentMethod: method, ...(buyItem ? { items: [buyItem] } : {}), ...(couponCode ? { couponCode } : {}) };
  const cartKey = buyItem ? '' : lines.map((l) => `${l._id}:${l.quantity}`).join(',');
  const methods = usePaymentMethods(allowed);
  const quote = useQuote(choice, cartKey, allowed && asked !== null && (buyItem !== undefined || cart.lines !== undefined || cart.error !== undefined));

  // A code the server refuses (at the quote, or at Place Order when it stopped applying meanwhile) is
  // taken off the order and its reason shown by the field.
  const quoted = quote.isPlaceholderData ? undefined : quote.data;
  useEffect(() => {
    if (!quoted?.couponError) return;
    setCouponMessage(quoted.couponError);
    setCouponCode('');
  }, [quoted]);
  const placeRefusal = order.lineErrors.couponCode;
  useEffect(() => {
    if (!placeRefusal) return;
    setCouponMessage(placeRefusal);
    setCouponCode('');
  }, [placeRefusal]);

  // Focus goes to the first field in error when a Continue is refused or a saved address opens to correct,
  // not while the shopper types (each change clears its field's error).
  const [errorsShown, showErrors] = useState(0);
  useEffect(() => {
    if (errorsShown) focusFirstError(formRef.current);
  }, [errorsShown]);

  // Checkout preselects the default address once the book has loaded (not one that needs correcting);
  // after that the shopper's choice stands.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !saved.data) return;
    preselected.current = true;
    const chosen = saved.data.find((a) => a.isDefault && a.needsCorrection.length === 0);
    if (chosen) setSelectedId(chosen._id);
  }, [saved.data]);

  if (!allowed) return <Spinner className="py-16" />;
  if (asked === null) {
    return <BuyNowFailed detail={t.buyNowNoProduct} />;
  }

  const selected = selectedId !== null && addresses.some((a) => a._id === selectedId) ? selectedId : null;
  const items = quote.data?.items;
  const empty = items !== undefined && items.length === 0;
  const short = items?.some(isShort) ?? false;
  const ready = items !== undefined && !empty && !short && !quote.isError;
  const canContinue = ready && !order.savingAddress && (selected !== null || isAddressComplete(form));
  const blockedHint = empty ? t.emptyCartHint : short ? (buyItem ? t.buyNowShortHint : t.shortHint) : undefined;
  const canPlace = ready && !quote.isPlaceholderData && !order.busy && methods.data !== undefined;

  async function edit(a: Address) {
    setSelectedId(null);
    setEditingId(a._id);
    const next = { ...fromAddress(a), declaration: true };
    setForm(next);
    // An address saved before today's rules shows what to correct at once.
    const parsed = a.needsCorrection.length ? (await loadSchemas()).addressSchema.safeParse(next) : undefined;
    setErrors(parsed && !parsed.success ? fieldErrors(parsed.error) : {});
    if (parsed && !parsed.success) showErrors((n) => n + 1);
    formRef.current?.querySelector('fieldset')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (step.name === 'payment') {
      if (canPlace) order.place(step.addressId, choice);
      return;
    }
    if (!canContinue) return;
    const result = await order.resolveAddress({ selectedId: selected, form, replacing: editingId });
    if (!result.ok) {
      if (result.fieldErrors) {
        setErrors(result.fieldErrors);
        showErrors((n) => n + 1);
      }
      return;
    }
    const chosen = addresses.find((a) => a._id === result.addressId);
    setStep({ name: 'payment', addressId: result.addressId, deliverTo: chosen ? fromAddress(chosen) : form });
  }

  const back = buyItem ? { href: `/products/${buyItem.prodId}`, label: t.backToProduct } : { href: '/cart', label: t.returnToCart };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-10">
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-10">
          {step.name === 'address' ? (
            <>
              <SavedAddresses
                addresses={addresses}
                loading={saved.isPending}
                error={saved.isError ? saved.error.msg : undefined}
                selectedId={selected}
                onToggle={(id) => {
                  preselected.current = true;
                  setSelectedId((cur) => (cur === id ? null : id));
                }}
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
                disabledNote={t.usingSaved}
                editing={editingId !== undefined}
                onChange={(next) => {
                  setForm(next);
                  // A field's error goes when that field changes; the others' stay until fixed.
                  setErrors((errs) => withoutChanged(errs, form, next));
                }}
                onCancelEdit={() => {
                  setEditingId(undefined);
                  setForm(emptyAddressForm());
                }}
              />
              <CheckoutActions canContinue={canContinue} busy={order.savingAddress} hint={blockedHint ?? t.continueHint} back={back} />
            </>
          ) : (
            <Suspense fallback={<Spinner className="py-16" />}>
              <PaymentStep
                deliverTo={step.deliverTo}
                methods={methods.data}
                methodsError={methods.isError ? methods.error.msg : undefined}
                onRetry={() => void methods.refetch()}
                method={method}
                onMethod={setMethod}
                total={quote.isPlaceholderData ? undefined : quote.data?.total}
                canPlace={canPlace}
                busy={order.busy}
                hint={blockedHint}
                onChangeAddress={() => setStep({ name: 'address' })}
              />
            </Suspense>
          )}
        </form>
        <PolicyLinks />
      </div>
      <CheckoutSummary
        quote={quote.data}
        loading={quote.isPending}
        error={quote.isError ? quote.error.msg : undefined}
        onRetry={() => void quote.refetch()}
        lineErrors={order.lineErrors}
        buyNow={buyItem !== undefined}
        coupon={
          <CouponField
            code={couponCode}
            off={quote.isPlaceholderData ? undefined : quote.data?.coupon?.off}
            message={couponMessage}
            pending={quote.isFetching && couponCode !== ''}
            onApply={(code) => {
              setCouponMessage(undefined);
              setCouponCode(code);
            }}
            onRemove={() => {
              setCouponMessage(undefined);
              setCouponCode('');
            }}
          />
        }
        // On a phone the payment step comes after the summary, so the figures are read before Place Order.
        className={step.name === 'payment' ? 'order-first lg:order-none' : ''}
      />
    </div>
  );
}

export default withQueryClient(CheckoutApp);
