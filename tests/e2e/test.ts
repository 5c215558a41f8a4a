/**
 * The browser suite's `test`: Playwright's, with a check every test gets without asking. A test fails
 * when its page logs a React hydration error or warning (the server's HTML and the island's first render
 * differ) or throws an uncaught error, whatever else it asserts. Specs import `test` and `expect` from here.
 */
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** What React DOM says of a failed hydration, in development and production builds (its error codes 418–425). */
const HYDRATION = /hydrat|did not match|server rendered HTML|Minified React error #4(1[89]|2[0-5])\b/i;

export const test = base.extend<{ pageHealth: undefined }>({
  pageHealth: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
      });
      await use(undefined);
      expect(problems, 'React hydration errors or uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});
