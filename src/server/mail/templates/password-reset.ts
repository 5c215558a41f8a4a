import type { MailOf, Rendered } from '../kinds';
import { safeLink } from '../links';
import { mail } from '../messages';
import { button, html, page, subjectLine, textPage } from './html';

export function passwordReset(m: MailOf<'password-reset'>): Rendered {
  const t = mail.passwordReset;
  const link = safeLink(m.resetUrl);
  return {
    subject: subjectLine(t.subject),
    html: page(
      t.subject,
      html`<p style="margin:0 0 12px">${mail.greeting(m.name)}</p><p style="margin:0 0 12px">${t.body}</p>${button(link, t.action)}<p style="margin:0 0 12px;word-break:break-all;font-size:13px;color:#4b5563">${link}</p><p style="margin:0">${t.validity(m.validMinutes)}</p>`,
    ),
    text: textPage([mail.greeting(m.name), '', t.body, link, '', t.validity(m.validMinutes)]),
  };
}
