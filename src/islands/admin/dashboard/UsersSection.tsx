import { useMutation } from '@tanstack/react-query';
import { deleteUser, type UserRow } from '../../../client/api';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { ConfirmDialog } from '../parts/ConfirmDialog';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { toastFail, toastOk } from '../parts/toast';
import { useConfirm } from '../parts/useConfirm';
import { LowStockPanel } from './LowStockPanel';
import { RevenueSummary } from './RevenueSummary';
import { UsersTable } from './UsersTable';
import { useUsers } from './useUsers';

/** Dashboard, 'Manage Users' (docs/product.md §2); toasts of §8 at 2 s. */
export function UsersSection() {
  const list = useUsers();
  const confirm = useConfirm<UserRow>();

  const removal = useMutation({
    mutationFn: (u: UserRow) => deleteUser(u._id),
    onSuccess: (_, u) => {
      list.update((rows) => rows.filter((r) => r._id !== u._id));
      toastOk(admin.users.deleted, admin.users.deletedText(u.name), TOAST_MS.short);
      list.reload(); // the totals row and the page's fill change with it
    },
    onError: (err) => toastFail(admin.users.deleteFailed, err, TOAST_MS.short),
  });

  return (
    <Section id="dashboard">
      <ListBody list={list} errorText={admin.users.error} emptyText={admin.users.empty}>
        {(r) => (
          <>
            {r.totals && <RevenueSummary revenue={r.totals.revenue} />}
            <UsersTable rows={r.data} totals={r.totals} onDelete={confirm.ask} />
          </>
        )}
      </ListBody>
      <ConfirmDialog name={confirm.pending?.name} onConfirm={() => confirm.pending && removal.mutate(confirm.pending)} onClose={confirm.clear} />
      <LowStockPanel />
    </Section>
  );
}
