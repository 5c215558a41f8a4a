import type { MailOf, Rendered } from '../kinds';
import { siteLink } from '../links';
import { mail } from '../messages';
import { button, html, page, subjectLine, textPage } from './html';

export function welcome(_m: MailOf<'welcome'>): Rendered {
  const t = mail.welcome;
  const shop = siteLink('/products');
  return {
    subject: subjectLine(t.subject),
    html: page(t.subject, html`<p style="margin:0 0 12px">${mail.greeting()}</p><p style="margin:0 0 12px">${t.body}</p>${button(shop, t.action)}`),
    text: textPage([mail.greeting(), '', t.body, '', `${t.action}: ${shop}`]),
  };
}
