import { defineConfig } from '@playwright/test';
import { readTestEnv } from './lib/env/schema.mjs';

const settings = readTestEnv();

/**
 * Browser suite in Debian's Chromium (never a downloaded browser): CHROMIUM_PATH or /usr/bin/chromium.
 * BASE_URL is the production server `npm test` starts.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Specs that switch a setting of the whole edition (*.serial.spec.ts: the bot check of every apply
  // form) run after all the others, so that no other test meets the setting.
  projects: [
    { name: 'main', testIgnore: /\.serial\.spec\.ts$/ },
    { name: 'serial', testMatch: /\.serial\.spec\.ts$/, dependencies: ['main'] },
  ],
  use: {
    baseURL: settings.BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
    launchOptions: {
      executablePath: settings.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
