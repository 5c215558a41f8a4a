/**
 * HTML for e-mail built only through `html\`…\``: every interpolated value is escaped unless it is
 * already `Html` made by this tag, so a name such as `<b>Neha & Co</b>` arrives as text.
 */
import { escapeHtml } from '../../../lib/html';
import { storeName } from '../../../lib/messages';
import { mail } from '../messages';
import { siteLink } from '../links';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

const piece = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(piece).join('');
  return escapeHtml(String(part));
};

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < parts.length ? piece(parts[i]) : ''), ''));
}

/** Text kept as the shopper wrote it, line breaks included (a support question, a reply). */
export const paragraphs = (text: string): Html =>
  html`${text
    .split(/\r?\n\s*\r?\n/)
    .map((para) => html`<p style="margin:0 0 12px">${para.split(/\r?\n/).map((line, i) => (i ? html`<br>${line}` : line))}</p>`)}`;

/** A button-like link; `href` must already be absolute (links.ts). */
export const button = (href: string, label: string): Html =>
  html`<p style="margin:24px 0"><a href="${href}" style="background:#111827;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${label}</a></p>`;

/** The frame every message shares: the store's name linking home, the body, the sign-off and footer. */
export function page(title: string, body: Html): string {
  const home = siteLink('/');
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;font-size:15px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold"><a href="${home}" style="color:#111827;text-decoration:none">${storeName}</a></p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${body}
<p style="margin:24px 0 0">${mail.signOff}</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${mail.footer} <a href="${home}" style="color:#6b7280">${home}</a></p>
</div>
</body></html>
`.value;
}

/** The plain-text twin: the body's lines, the sign-off and the footer. */
export const textPage = (lines: readonly (string | false | undefined)[]): string =>
  `${[...lines.filter((l): l is string => typeof l === 'string'), '', mail.signOff, '', `${mail.footer} ${siteLink('/')}`].join('\n')}\n`;

/** A subject is one line: line breaks a value may hold become spaces. */
export const subjectLine = (subject: string): string => subject.replace(/\s+/g, ' ').trim();
