import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { account as t } from './messages';
import { useDeleteAccount } from './useAccountActions';

/** Deleting the account, asked again in a dialog: it cannot be undone. */
export function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t.remove.open}
      </Button>
      <Modal
        open={asking}
        onClose={() => !remove.isPending && setAsking(false)}
        title={t.remove.title}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(false)} disabled={remove.isPending}>
              {t.remove.keep}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(undefined, { onError: () => setAsking(false) })}>
              {remove.isPending ? t.remove.deleting : t.remove.confirm}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">{t.remove.text}</p>
      </Modal>
    </>
  );
}
