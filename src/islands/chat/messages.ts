/**
 * The chat widget's copy (also the contact page's).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { CHAT_HOURS } from '../../lib/constants';

export const chat = {
  open: `Chat with us (${CHAT_HOURS})`,
  title: 'Feel Free To Chat',
  prompt: 'Type Your Concern Here, We will get back to you asap...',
  close: 'Close',
  submit: 'Submit',
  sending: 'Sending…',
  sentTitle: 'Response submitted.',
  sentText: 'Please wait our techy will connect with you soon',
  /** After the button's name, for a screen reader: 'Chat with us (9AM-6PM) 1 new reply'. */
  unread: (n: number) => `${n} new ${n === 1 ? 'reply' : 'replies'}`,
  newReply: 'New',
  failed: 'We could not send your message. Please try again.',
  label: 'Your concern',
  email: 'Your e-mail',
  emailHint: 'We answer here when you are signed in, or at this address.',
  history: 'Your messages',
  historyError: 'Your earlier messages could not be loaded.',
  awaiting: 'We will answer here soon.',
  answer: 'Our answer',
};
