/** The account page's writes: each a mutation whose toasts come from the page's messages. */
import { useMutation } from '@tanstack/react-query';
import { deleteUser, updateProfile } from '../../client/api';
import { queryClient, queryKeys } from '../../client/query';
import { HOME_PATH } from '../../lib/guard';
import { TOAST_MS } from '../../lib/constants';
import type { ProfileInput } from '../../lib/schemas';
import { $userName, changePassword, tokenUserId } from '../../stores/auth';
import { notify } from '../../stores/toasts';
import { signOutAndGo } from '../auth/useGuard';
import { account as t } from './messages';

const me = () => {
  const id = tokenUserId();
  if (id === undefined) throw new Error('not signed in');
  return id;
};

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(me(), input),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.account, reply.data);
      // The nav bar shows the name.
      $userName.set(reply.data.name);
      notify.success(t.profile.saved, { description: reply.msg, duration: TOAST_MS.normal });
    },
    onError: (err) => notify.error(t.profile.failed, { description: err.msg, duration: TOAST_MS.normal }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (reply) => notify.success(t.password.changed, { description: reply.msg, duration: TOAST_MS.long }),
    onError: (err) => notify.error(t.password.failed, { description: err.msg, duration: TOAST_MS.normal }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => deleteUser(me()),
    onSuccess: (reply) => {
      signOutAndGo(HOME_PATH, { kind: 'success', title: t.remove.deleted, description: reply.msg, duration: TOAST_MS.longest });
    },
    onError: (err) => notify.error(t.remove.failed, { description: err.msg, duration: TOAST_MS.normal }),
  });
}
