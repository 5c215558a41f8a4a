import type { MailOf, Rendered } from '../kinds';
import { siteLink } from '../links';
import { mail } from '../messages';
import { button, html, page, paragraphs, subjectLine, textPage } from './html';

export function orderStatus(m: MailOf<'order-status'>): Rendered {
  const t = mail.orderStatus;
  const link = siteLink('/orders');
  const subject = t.subject(m.orderRef, m.headline);
  return {
    subject: subjectLine(subject),
    html: page(
      subject,
      html`<p style="margin:0 0 12px">${mail.greeting(m.name)}</p><p style="margin:0 0 12px;font-weight:bold">${m.headline}</p>${m.detail ? paragraphs(m.detail) : ''}${button(link, t.action)}`,
    ),
    text: textPage([mail.greeting(m.name), '', m.headline, m.detail !== undefined && '', m.detail, '', `${t.action}: ${link}`]),
  };
}
