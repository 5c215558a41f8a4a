import type { MailOf, Rendered } from '../kinds';
import { siteLink } from '../links';
import { mail } from '../messages';
import { button, html, page, paragraphs, subjectLine, textPage } from './html';

const quote = 'margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;color:#4b5563';

export function supportReply(m: MailOf<'support-reply'>): Rendered {
  const t = mail.supportReply;
  const home = siteLink('/');
  return {
    subject: subjectLine(t.subject),
    html: page(
      t.subject,
      html`<p style="margin:0 0 12px">${mail.greeting(m.name)}</p><p style="margin:0 0 4px">${t.body}</p><div style="${quote}">${paragraphs(m.question)}</div><p style="margin:0 0 4px">${t.reply}</p><div>${paragraphs(m.reply)}</div>${button(home, t.action)}`,
    ),
    text: textPage([mail.greeting(m.name), '', t.body, ...m.question.split(/\r?\n/).map((l) => `> ${l}`), '', t.reply, m.reply, '', `${t.action}: ${home}`]),
  };
}
