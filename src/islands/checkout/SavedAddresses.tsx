import { useMutation } from '@tanstack/react-query';
import type { Address } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { checkout as t, toasts } from './messages';
import { deleteAddress } from '../../stores/addresses';
import { notify } from '../../stores/toasts';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { AddressCard } from './AddressCard';

interface Props {
  addresses: Address[];
  loading: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  selectedId: number | null;
  onToggle: (id: number) => void;
  onEdit: (a: Address) => void;
  onRetry: () => void;
  onDeleted: (id: number) => void;
}

/** docs/product.md §2 'Saved Addresses': only declaration-true addresses (the server lists only those). */
export function SavedAddresses({ addresses, loading, error, selectedId, onToggle, onEdit, onRetry, onDeleted }: Props) {
  const saved = addresses.filter((a) => a.declaration);
  const removal = useMutation({
    mutationFn: (a: Address) => deleteAddress(a._id),
    onSuccess: (_, a) => {
      notify.success(toasts.addressDeleted, { duration: TOAST_MS.normal });
      onDeleted(a._id);
    },
    onError: (err) => notify.error(toasts.addressDeleteFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  const deleting = removal.isPending ? removal.variables._id : undefined;

  return (
    <section aria-labelledby="saved-addresses">
      <h2 id="saved-addresses" className="text-lg font-semibold">
        {t.saved}
      </h2>
      {loading && saved.length === 0 && <Spinner className="py-8" />}
      {error !== undefined && <ErrorState title={t.error} detail={error} onRetry={onRetry} />}
      {!loading && error === undefined && saved.length === 0 && <p className="mt-3 text-muted">{t.noSaved}</p>}
      {saved.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {saved.map((a) => (
            <AddressCard
              key={a._id}
              address={a}
              selected={a._id === selectedId}
              deleting={deleting === a._id}
              onToggle={() => onToggle(a._id)}
              onEdit={() => onEdit(a)}
              onDelete={() => removal.mutate(a)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
