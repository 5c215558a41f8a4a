import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { Address } from '../../client/api';
import type { ApiError } from '../../client/http';
import { type AddressForm, emptyAddressForm } from '../../lib/address';
import { TOAST_MS } from '../../lib/constants';
import { fieldErrors } from '../../lib/fieldErrors';
import type { AddressInput } from '../../lib/schemas';
import { loadSchemas } from '../../lib/validate';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress, useAddresses } from '../../stores/addresses';
import { notify } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { focusFirstError } from '../auth/fields';
import { AddressFields } from '../checkout/AddressFields';
import { AddressLines } from '../checkout/AddressLines';
import { CorrectionNote } from '../checkout/AddressCard';
import { toasts, checkout as labels } from '../checkout/messages';
import { addressBook as t } from './address-book-messages';

type Editing = { id?: number; form: AddressForm };

const formOf = (a: Address): AddressForm => ({
  country: a.country,
  firstName: a.firstName,
  lastName: a.lastName,
  address: a.address,
  city: a.city,
  state: a.state,
  company: a.company,
  pincode: a.pincode,
  phone: a.phone,
  declaration: true,
  isDefault: a.isDefault,
});

/** What a form's parse says is wrong, by field (none when it would be accepted). */
const problemsOf = async (form: AddressForm) => {
  const { addressSchema } = await loadSchemas();
  const parsed = addressSchema.safeParse(form);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

/**
 * The account page's address book: the shopper's saved addresses, the default first; add,
 * edit, delete, and choose the default that checkout preselects. Addresses saved before the Indian
 * address rules say what to correct, and open with those fields marked.
 */
export function AddressBook() {
  const book = useAddresses();
  const [editing, setEditing] = useState<Editing | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AddressInput }) => (id === undefined ? addAddress(input) : updateAddress(id, input)),
    onSuccess: (_, { id }) => {
      notify.success(id === undefined ? toasts.addressAdded : toasts.addressUpdated, { duration: TOAST_MS.normal });
      setEditing(undefined);
    },
    onError: (err: ApiError, { id }) => {
      if (err.errors) setErrors(err.errors);
      notify.error(id === undefined ? toasts.addressAddFailed : toasts.addressUpdateFailed, { description: err.msg, duration: TOAST_MS.normal });
    },
  });
  const removal = useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: () => notify.success(toasts.addressDeleted, { duration: TOAST_MS.normal }),
    onError: (err) => notify.error(toasts.addressDeleteFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  const defaulting = useMutation({
    mutationFn: (id: number) => setDefaultAddress(id),
    onSuccess: () => notify.success(toasts.defaultSet, { duration: TOAST_MS.normal }),
    onError: (err) => notify.error(toasts.defaultFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });

  function open(next: Editing, shownErrors: Record<string, string> = {}) {
    setEditing(next);
    setErrors(shownErrors);
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (Object.keys(shownErrors).length) focusFirstError(formRef.current);
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const { addressSchema } = await loadSchemas();
    const parsed = addressSchema.safeParse({ ...editing.form, declaration: true });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    save.mutate({ id: editing.id, input: parsed.data });
  }

  const list = book.data ?? [];
  return (
    // The account page's Section gives the heading ('Addresses').
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t.lead}</p>
        {!editing && (
          <Button variant="outline" onClick={() => open({ form: emptyAddressForm() })}>
            {t.add}
          </Button>
        )}
      </div>

      {editing && (
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="scroll-mt-28 rounded-lg border border-line p-4 sm:p-6">
          <AddressFields
            legend={editing.id === undefined ? t.addTitle : t.editTitle}
            value={editing.form}
            errors={errors}
            disabled={save.isPending}
            editing={false}
            choice="default"
            onChange={(form) => {
              setEditing({ ...editing, form });
              setErrors((errs) =>
                Object.fromEntries(Object.entries(errs).filter(([k]) => editing.form[k as keyof AddressForm] === form[k as keyof AddressForm])),
              );
            }}
            onCancelEdit={() => setEditing(undefined)}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" busy={save.isPending}>
              {t.save}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      )}

      {book.isPending && <Spinner className="py-8" />}
      {book.isError && <ErrorState title={t.error} detail={book.error.msg} onRetry={() => void book.refetch()} />}
      {book.isSuccess && list.length === 0 && !editing && <p className="text-muted">{t.empty}</p>}
      {list.length > 0 && (
        <ul aria-label={t.list} className="grid gap-4 sm:grid-cols-2">
          {list.map((a) => {
            const name = `${a.firstName} ${a.lastName}`;
            return (
              <li
                key={a._id}
                className={`flex flex-col rounded-lg border-2 ${a.needsCorrection.length ? 'border-amber-300' : a.isDefault ? 'border-ink' : 'border-line'}`}
              >
                <p className="flex-1 p-4 text-sm leading-relaxed">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {name}
                    {a.isDefault && <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-white">{labels.isDefault}</span>}
                  </span>
                  <AddressLines address={a} />
                  {a.needsCorrection.length > 0 && <CorrectionNote fields={a.needsCorrection} />}
                </p>
                <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-line px-4 py-2 text-sm">
                  <button
                    type="button"
                    className="font-medium hover:underline"
                    aria-label={t.editLabel(name)}
                    onClick={async () => open({ id: a._id, form: formOf(a) }, a.needsCorrection.length ? await problemsOf(formOf(a)) : {})}
                  >
                    {t.edit}
                  </button>
                  {!a.isDefault && (
                    <button
                      type="button"
                      className="font-medium hover:underline disabled:opacity-50"
                      aria-label={t.makeDefaultLabel(name)}
                      disabled={defaulting.isPending}
                      onClick={() => defaulting.mutate(a._id)}
                    >
                      {t.makeDefault}
                    </button>
                  )}
                  <button
                    type="button"
                    className="font-medium text-brand hover:underline disabled:opacity-50"
                    aria-label={t.deleteLabel(name)}
                    disabled={removal.isPending && removal.variables === a._id}
                    onClick={() => {
                      if (editing?.id === a._id) setEditing(undefined);
                      removal.mutate(a._id);
                    }}
                  >
                    {t.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
