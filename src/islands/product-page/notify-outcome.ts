/**
 * The page a guest's 'Notify me' confirmation link opens (GET /api/products/notify/confirm answers a 303
 * to the product, or to /products, with `?notify=confirmed|expired|invalid`): says what happened in a
 * toast, and takes the word out of the address so a reload does not say it again. Plain script: the
 * toaster starts with the toast (client:toasts), nothing else of the page needs to.
 */
import { NOTIFY_OUTCOME_PARAM, NOTIFY_OUTCOMES, type NotifyOutcome } from '../../lib/constants';
import { showToasts } from '../../stores/toasts';
import { product as t } from './messages';

const isOutcome = (v: string | null): v is NotifyOutcome => (NOTIFY_OUTCOMES as readonly (string | null)[]).includes(v);

export function announceNotifyOutcome(): void {
  const url = new URL(location.href);
  const outcome = url.searchParams.get(NOTIFY_OUTCOME_PARAM);
  if (!isOutcome(outcome)) return;
  url.searchParams.delete(NOTIFY_OUTCOME_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  showToasts([t.notifyOutcome[outcome]]);
}
