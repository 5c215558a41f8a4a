import { useEffect } from 'react';
import { withQueryClient } from '../../client/query';
import { ADMIN_PATH } from '../../lib/guard';
import { $isAdmin } from '../../stores/auth';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useGuard } from '../auth/useGuard';
import { AddressBook } from './AddressBook';
import { DeleteAccount } from './DeleteAccount';
import { account as t } from './messages';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { Section } from './Section';
import { useAccount } from './useAccount';

/**
 * /account: the signed-in shopper's details, addresses, password and deletion.
 * Signed out, the guard sends the visitor to /login and back; an admin's account lives in the console.
 */
function AccountApp() {
  const allowed = useGuard();
  const admin = allowed && $isAdmin.get();
  const user = useAccount(allowed && !admin);

  useEffect(() => {
    if (admin) location.replace(ADMIN_PATH);
  }, [admin]);

  if (user.isError) return <ErrorState title={t.loadError} detail={user.error.msg} onRetry={() => void user.refetch()} />;
  if (!allowed || admin || !user.data) return <Spinner className="py-16" />;
  return (
    <div className="flex flex-col gap-6">
      <Section title={t.profile.heading}>
        {/* Keyed by the row, so a saved change shows as the form's new starting values. */}
        <ProfileForm key={`${user.data.name}|${user.data.phone}`} user={user.data} />
      </Section>
      <Section title={t.addresses.heading}>
        <AddressBook />
      </Section>
      <Section title={t.password.heading} intro={t.password.intro}>
        <PasswordForm />
      </Section>
      <Section title={t.remove.heading} intro={t.remove.intro} tone="danger">
        <DeleteAccount />
      </Section>
    </div>
  );
}

export default withQueryClient(AccountApp);
