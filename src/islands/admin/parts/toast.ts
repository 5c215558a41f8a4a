/** Admin toasts (docs/product.md §8, with the change in docs/product.md §10): success only after the server said so. */
import { notify } from '../../../stores/toasts';
import { errorText } from './format';

export function toastOk(title: string, description: string, duration: number) {
  notify.success(title, { description, duration });
}

/** A failure toast: the lead text of docs/product.md §8 (when it has one) followed by the server's message. */
export function toastFail(title: string, err: unknown, duration: number, lead?: string) {
  const msg = errorText(err);
  const description = lead ? `${lead}${/[.!?]$/.test(lead) ? '' : '.'} ${msg}` : msg;
  notify.error(title, { description, duration });
}
