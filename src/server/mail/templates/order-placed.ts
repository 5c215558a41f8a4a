import { formatRs, lineTotal } from '../../../lib/money';
import type { MailAddress, MailOf, Rendered } from '../kinds';
import { siteLink } from '../links';
import { mail } from '../messages';
import { button, html, page, subjectLine, textPage } from './html';

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left';
const num = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap';

/** The address as a courier's label reads it, one line each. */
const addressLines = (a: MailAddress): string[] =>
  [
    `${a.firstName} ${a.lastName}`.trim(),
    a.company ?? '',
    a.address,
    [a.city, a.state, a.pincode].filter(Boolean).join(', '),
    a.country,
    `${mail.orderPlaced.phone}: ${a.phone}`,
  ].filter((l) => l !== '');

export function orderPlaced(m: MailOf<'order-placed'>): Rendered {
  const t = mail.orderPlaced;
  const p = m.purchase;
  const link = siteLink(`/orders/${p.id}`);
  const subject = t.subject(p.id);
  const shipping = p.shipping > 0 ? formatRs(p.shipping) : t.freeShipping;
  const couponOff = p.coupon?.off ?? 0;
  const summary: [string, string][] = [
    [t.subtotal, formatRs(p.subtotal)],
    [t.shipping, shipping],
    ...(p.discount - couponOff > 0 ? [[t.discount, formatRs(-(p.discount - couponOff))] as [string, string]] : []),
    ...(p.coupon ? [[t.coupon(p.coupon.code), formatRs(-p.coupon.off)] as [string, string]] : []),
    [t.total, formatRs(p.total)],
  ];
  const address = addressLines(p.address);
  const body = html`<p style="margin:0 0 12px">${mail.greeting(m.name)}</p>
<p style="margin:0 0 12px">${t.body}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${cell}">${t.item}</th><th style="${cell}">${t.size}</th><th style="${num}">${t.quantity}</th><th style="${num}">${t.price}</th><th style="${num}">${t.lineTotal}</th></tr></thead>
<tbody>${p.items.map(
    (l) =>
      html`<tr><td style="${cell}">${l.name}</td><td style="${cell}">${l.size}</td><td style="${num}">${l.quantity}</td><td style="${num}">${formatRs(l.price)}</td><td style="${num}">${formatRs(lineTotal(l.price, l.quantity))}</td></tr>`,
  )}</tbody>
<tfoot>${summary.map(([label, value], i) => html`<tr><td colspan="4" style="${num}${i === summary.length - 1 ? ';font-weight:bold' : ''}">${label}</td><td style="${num}${i === summary.length - 1 ? ';font-weight:bold' : ''}">${value}</td></tr>`)}</tfoot>
</table>
<p style="margin:16px 0 4px"><strong>${t.payment}:</strong> ${p.paymentMethod}</p>
<p style="margin:16px 0 4px"><strong>${t.deliverTo}:</strong></p>
<p style="margin:0 0 12px">${address.map((line, i) => (i ? html`<br>${line}` : line))}</p>
${button(link, t.action)}`;
  return {
    subject: subjectLine(subject),
    html: page(subject, body),
    text: textPage([
      mail.greeting(m.name),
      '',
      t.body,
      '',
      ...p.items.map((l) => `- ${t.lineText(l)}`),
      '',
      ...summary.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t.payment}: ${p.paymentMethod}`,
      '',
      `${t.deliverTo}:`,
      ...address,
      '',
      `${t.action}: ${link}`,
    ]),
  };
}
