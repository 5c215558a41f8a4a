/** The island's half of src/components/auth/EarlySubmit.astro: a submit the page held before hydration. */
import { EARLY_SUBMIT_ATTR, EARLY_SUBMIT_NOTICE_ID } from '../../lib/constants';

/** Spread on the form: the page's inline script holds its submit until the island is there. */
export const earlySubmitForm = { [EARLY_SUBMIT_ATTR]: '' };

/** True when the visitor submitted before the island took over: the notice goes, the island sends it. */
export function takeEarlySubmit(): boolean {
  const notice = document.getElementById(EARLY_SUBMIT_NOTICE_ID);
  if (!notice || notice.hidden) return false;
  notice.hidden = true;
  return true;
}
