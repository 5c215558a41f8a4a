import { useMutation } from '@tanstack/react-query';
import { notifyWhenBack } from '../../client/api';

/**
 * 'Notify me' on a sold-out size (POST /products/{id}/notify): a guest sends the e-mail, a signed-in
 * shopper none (the account's is used). The form shows the answer itself: the confirmation in its
 * status line, a refusal under the field it names.
 */
export function useNotifyMe(prodId: number) {
  return useMutation({ mutationFn: ({ size, email }: { size: string; email?: string }) => notifyWhenBack(prodId, size, email) });
}
