import type { Admin } from '../../../client/api';
import { admin } from '../messages';
import { useModalDialog } from '../../../ui/useModalDialog';
import { Avatar } from '../../../ui/Avatar';
import { outlineButton } from '../../../ui/buttons';

/** 'Profile' (docs/product.md §2 gives it no behaviour): shows the signed-in admin's own details. */
export function ProfileDialog({ me, open, onClose }: { me?: Admin; open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  const [, , email, contact, role] = admin.admins.columns;
  const rows: [string, string | undefined][] = [
    [email, me?.email],
    [contact, me?.contact],
    [role, me?.role],
  ];
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="admin-profile-title"
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="flex items-center gap-4">
          <Avatar src={me?.image} name={me?.name ?? ''} size={56} />
          <h2 id="admin-profile-title" className="text-lg font-semibold">
            {me?.name ?? admin.profile}
          </h2>
        </div>
        <dl className="mt-4 space-y-2 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4">
              <dt className="text-muted">{k}</dt>
              <dd className="font-medium break-all">{v ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex justify-end">
          <button type="button" autoFocus onClick={() => ref.current?.close()} className={outlineButton}>
            {admin.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
