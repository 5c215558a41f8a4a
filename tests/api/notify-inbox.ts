/** The notify tests' view of the mail: the back-in-stock messages a real SMTP server (./smtp.ts) received. */
import { mailSiteUrl } from '../../src/server/config';
import { deliverDue, stopSender } from '../../src/server/mail/sender';
import { startSmtp } from './smtp';

export interface BackInStock {
  /** Who it was delivered to (the SMTP envelope). */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every href of the HTML. */
  links: string[];
}
export interface Inbox {
  /** The back-in-stock messages received so far for any of `emails` (other kinds, such as a new account's welcome, are left out). */
  to: (...emails: string[]) => BackInStock[];
  /** The links of the 'Notify me' confirmation mails received so far for `email`, oldest first. */
  confirmLinks: (email: string) => string[];
  /** The origin the links start with. */
  site: string;
  stop: () => Promise<void>;
}

const BACK_IN_STOCK = / in size .+ is back$/;
const CONFIRM = /^Confirm: tell you when /;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((x) => x[1].replaceAll('&amp;', '&'));

export async function startInbox(): Promise<Inbox> {
  const sink = await startSmtp();
  process.env.SMTP_URL = sink.url;
  return {
    to: (...emails) => {
      const wanted = new Set(emails.map((e) => e.toLowerCase()));
      return sink.received
        .filter((m) => BACK_IN_STOCK.test(m.subject) && m.envelopeTo.some((t) => wanted.has(t.toLowerCase())))
        .map((m) => ({
          to: m.envelopeTo.join(', '),
          subject: m.subject,
          text: m.text,
          html: m.html,
          links: hrefs(m.html),
        }));
    },
    confirmLinks: (email) =>
      sink.received
        .filter((m) => CONFIRM.test(m.subject) && m.envelopeTo.some((t) => t.toLowerCase() === email.toLowerCase()))
        .flatMap((m) => hrefs(m.html).filter((h) => h.includes('/notify/confirm?'))),
    site: mailSiteUrl(),
    stop: async () => {
      await stopSender();
      await sink.close();
      delete process.env.SMTP_URL;
    },
  };
}

/** One pass of the sender: every due message goes to the SMTP server now. */
export async function deliverAll(): Promise<void> {
  await deliverDue();
}
