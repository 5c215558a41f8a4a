/**
 * How many of the signed-in shopper's support replies they have not seen yet, for the chat button's
 * badge (src/islands/chat/ChatButton.astro): an atom only, so the page's first view needs no API client.
 * undefined until asked (a guest, an admin, or not yet answered).
 */
import { atom } from 'nanostores';

export const $unreadReplies = atom<number | undefined>(undefined);
