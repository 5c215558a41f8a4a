import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CouponView } from '../../..//client/api';
import { setCouponActive } from '../../..//client/admin-api';
import { TOAST_MS } from '../../../lib/constants';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { toastFail, toastOk } from '../parts/toast';
import { CouponForm } from './CouponForm';
import { CouponsTable } from './CouponsTable';
import { couponsText as t } from './messages';
import { useCoupons } from './useCoupons';

/** Coupons: create a code, see each one's uses, edit one in the same form, switch one off (purchases that used it keep it). */
export function CouponsSection() {
  const list = useCoupons();
  const [editing, setEditing] = useState<CouponView | undefined>();
  const toggling = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setCouponActive(id, active),
    onSuccess: (reply) => {
      toastOk(t.saved, reply.msg, TOAST_MS.normal);
      list.update((rows) => rows.map((r) => (r._id === reply.data._id ? reply.data : r)));
    },
    onError: (err) => toastFail(t.saveFailed, err, TOAST_MS.long),
  });
  return (
    <Section id="coupons">
      <CouponForm
        key={editing?._id ?? 'new'}
        editing={editing}
        onCreated={list.reload}
        onSaved={(saved) => {
          list.update((rows) => rows.map((r) => (r._id === saved._id ? saved : r)));
          setEditing(undefined);
        }}
        onCancel={() => setEditing(undefined)}
      />
      <ListBody list={list} errorText={t.error} emptyText={t.empty}>
        {(r) => (
          <CouponsTable
            rows={r.data}
            busyId={toggling.isPending ? toggling.variables?.id : undefined}
            onToggle={(c) => toggling.mutate({ id: c._id, active: !c.active })}
            editingId={editing?._id}
            onEdit={setEditing}
          />
        )}
      </ListBody>
    </Section>
  );
}
