/** docs/product.md §2/§4: Delay, Pass, Reject set Delayed, Passed, Rejected; the active one is blue, green, red. */
import { ORDER_STATUSES } from '../../../lib/constants';
import { admin } from '../messages';
import type { OrderStatus } from '../../../lib/types';

const [DELAYED, PASSED, REJECTED] = ORDER_STATUSES;

export const STATUS_BUTTONS: readonly { status: OrderStatus; label: string; active: string }[] = [
  { status: DELAYED, label: admin.orders.delay, active: 'bg-[#1d4ed8] border-[#1d4ed8] text-white' },
  { status: PASSED, label: admin.orders.pass, active: 'bg-[#15803d] border-[#15803d] text-white' },
  { status: REJECTED, label: admin.orders.reject, active: 'bg-[#b91c1c] border-[#b91c1c] text-white' },
];
