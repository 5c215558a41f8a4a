import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './bench/chromium';
import { E2E_PORT as PORT, E2E_SMTP_PORT } from './tests/e2e/mail-sink';
const chromium = CHROMIUM;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    // A fresh data folder each run: the demo catalogue and accounts are seeded on start.
    command: `rm -rf .data-e2e-${PORT} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every shopper of the suite comes from 127.0.0.1: lift the per-client budgets (tests/api covers them).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.data-e2e-${PORT}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_SIGNUP: '100000',
      RATE_LIMIT_SUPPORT: '100000',
      RATE_LIMIT_NOTIFY: '100000',
      RATE_LIMIT_FORGOT: '100000',
      RATE_LIMIT_FORGOT_ACCOUNT: '100000',
      RATE_LIMIT_FORGOT_INBOX: '100000',
      RATE_LIMIT_RESET: '100000',
      RATE_LIMIT_PAYMENT_CALLBACK: '100000',
      // E-mail goes to a real SMTP server the global setup starts (tests/e2e/mail-sink.ts).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // Paying online through the store's own stand-in of the gateway (tests/e2e/pay-online.spec.ts).
      PAYMENT_SIMULATOR: '1',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_e2e',
      RAZORPAY_KEY_SECRET: 'e2e-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret',
    },
  },
});
