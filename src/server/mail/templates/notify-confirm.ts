import type { MailOf, Rendered } from '../kinds';
import { safeLink } from '../links';
import { mail } from '../messages';
import { button, html, page, subjectLine, textPage } from './html';

export function notifyConfirm(m: MailOf<'notify-confirm'>): Rendered {
  const t = mail.notifyConfirm;
  const link = safeLink(m.confirmUrl);
  const subject = t.subject(m.productName, m.size);
  return {
    subject: subjectLine(subject),
    html: page(
      subject,
      html`<p style="margin:0 0 12px">${mail.greeting()}</p><p style="margin:0 0 12px">${t.body(m.productName, m.size)}</p>${button(link, t.action)}<p style="margin:0">${t.validity(m.validHours)}</p>`,
    ),
    text: textPage([mail.greeting(), '', t.body(m.productName, m.size), link, '', t.validity(m.validHours)]),
  };
}
