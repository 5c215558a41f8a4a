/**
 * Debian's Chromium as the browser suite and the benchmarks start it (`npx playwright install` can
 * download nothing here): its path (CHROME_PATH overrides) and the flags that keep it quiet and offline.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
