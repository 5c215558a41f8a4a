import { useMutation } from '@tanstack/react-query';
import { setOrdersStep, setOrderStep } from '../../..//client/admin-api';
import { TOAST_MS } from '../../../lib/constants';
import type { BulkStepInput, OrderStepInput } from '../../../lib/schemas';
import { admin } from '../messages';
import { toastFail, toastOk } from '../parts/toast';

const t = admin.orders.step;

/** One order moved (`id` with its step), or many at once; the list reloads after either. */
export type StepChange = { kind: 'one'; id: number; body: OrderStepInput } | { kind: 'many'; body: BulkStepInput };

export function useStepChange(onDone: () => void) {
  return useMutation({
    mutationFn: (c: StepChange): Promise<{ msg: string }> => (c.kind === 'one' ? setOrderStep(c.id, c.body) : setOrdersStep(c.body)),
    onSuccess: (reply) => {
      toastOk(admin.orders.updated, reply.msg, TOAST_MS.normal);
      onDone();
    },
    onError: (err) => toastFail(t.failed, err, TOAST_MS.normal),
  });
}
