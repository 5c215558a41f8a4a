/** Each kind's template (one file a kind): a `Mail` as it will arrive. */
import type { Mail, Rendered } from '../kinds';
import { backInStock } from './back-in-stock';
import { notifyConfirm } from './notify-confirm';
import { orderPlaced } from './order-placed';
import { orderStatus } from './order-status';
import { passwordReset } from './password-reset';
import { supportReply } from './support-reply';
import { welcome } from './welcome';

export function render(m: Mail): Rendered {
  switch (m.kind) {
    case 'welcome':
      return welcome(m);
    case 'password-reset':
      return passwordReset(m);
    case 'order-placed':
      return orderPlaced(m);
    case 'order-status':
      return orderStatus(m);
    case 'support-reply':
      return supportReply(m);
    case 'back-in-stock':
      return backInStock(m);
    case 'notify-confirm':
      return notifyConfirm(m);
  }
}
