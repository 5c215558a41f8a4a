import { useMutation } from '@tanstack/react-query';
import type { Admin } from '../../..//client/api';
import { deleteAdmin } from '../../..//client/admin-api';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { useMeContext } from '../frame/MeContext';
import { ConfirmDialog } from '../parts/ConfirmDialog';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { toastFail, toastOk } from '../parts/toast';
import { useConfirm } from '../parts/useConfirm';
import { AdminsTable } from './AdminsTable';
import { useAdmins } from './useAdmins';

/** Manage Admins (docs/product.md §2); toasts of §8 at 4 s. */
export function AdminsSection() {
  const list = useAdmins();
  const me = useMeContext();
  const confirm = useConfirm<Admin>();

  const removal = useMutation({
    mutationFn: (a: Admin) => deleteAdmin(a._id),
    onSuccess: (_, a) => {
      list.update((rows) => rows.filter((r) => r._id !== a._id));
      toastOk(admin.admins.deleted, admin.admins.deletedText(a.name), TOAST_MS.long);
      list.reload();
    },
    onError: (err, a) => toastFail(admin.admins.deleteFailed, err, TOAST_MS.long, admin.admins.deleteFailedText(a.name)),
  });

  return (
    <Section id="manage-admins">
      <ListBody list={list} errorText={admin.admins.error} emptyText={admin.admins.empty}>
        {(r) => <AdminsTable rows={r.data} meId={me?._id} onDelete={confirm.ask} />}
      </ListBody>
      <ConfirmDialog name={confirm.pending?.name} onConfirm={() => confirm.pending && removal.mutate(confirm.pending)} onClose={confirm.clear} />
    </Section>
  );
}
