import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReturnListParams } from '../../..//client/api';
import { approveReturn, declineReturn, listReturns, receiveReturn, refundReturn } from '../../..//client/admin-api';
import type { ApiError } from '../../../client/http';
import { queryClient, queryKeys } from '../../../client/query';
import { TOAST_MS } from '../../../lib/constants';
import type { ReturnStatus } from '../../../lib/returns';
import type { RefundInput } from '../../../lib/schemas';
import { usePagedList } from '../data/usePagedList';
import { toastOk } from '../parts/toast';
import { returnsText as t } from './messages';

/** The returns of one status ('' for those waiting for the store), newest first. */
export function useReturns() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const list = usePagedList(
    (params) => queryKeys.admin.returns(status, params),
    (params) => listReturns({ ...params, ...(status ? { status } : {}) } as ReturnListParams),
  );
  return { list, status, setStatus };
}

/** What an admin does to a return, from its dialog. */
export type ReturnAction =
  | { kind: 'approve'; id: number }
  | { kind: 'decline'; id: number; reason: string }
  | { kind: 'receive'; id: number; damaged: boolean; refundInstead?: boolean }
  | { kind: 'refund'; id: number; refund: RefundInput };

function run(a: ReturnAction) {
  if (a.kind === 'approve') return approveReturn(a.id);
  if (a.kind === 'decline') return declineReturn(a.id, a.reason);
  if (a.kind === 'receive') return receiveReturn(a.id, a.damaged, a.refundInstead);
  return refundReturn(a.id, a.refund);
}

/** One action at a time; on success the lists (and Manage Orders, whose steps moved) are read again. */
export function useReturnAction(onDone: () => void) {
  return useMutation<{ msg: string }, ApiError, ReturnAction>({
    mutationFn: run,
    onSuccess: (reply) => {
      toastOk(t.done, reply.msg, TOAST_MS.normal);
      onDone();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
