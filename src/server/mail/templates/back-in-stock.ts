import type { MailOf, Rendered } from '../kinds';
import { safeLink } from '../links';
import { mail } from '../messages';
import { button, html, page, subjectLine, textPage } from './html';

export function backInStock(m: MailOf<'back-in-stock'>): Rendered {
  const t = mail.backInStock;
  const link = safeLink(m.productUrl);
  const subject = t.subject(m.productName, m.size);
  return {
    subject: subjectLine(subject),
    html: page(
      subject,
      html`<p style="margin:0 0 12px">${mail.greeting()}</p><p style="margin:0 0 12px">${t.body(m.productName, m.size)}</p>${button(link, t.action)}`,
    ),
    text: textPage([mail.greeting(), '', t.body(m.productName, m.size), '', `${t.action}: ${link}`]),
  };
}
