/**
 * `npm run bench:weight`: what a first visit to each public page downloads, by kind (fonts, scripts,
 * styles, documents, images, other), in bytes as sent over the wire (compressed, headers included), measured
 * in Debian's Chromium (CHROMIUM_PATH) against a running site (BASE_URL, e.g. `BASE_URL=http://localhost:3000
 * npm run bench:weight`); the pages are the command's arguments, or the four below. A fresh browser
 * context per page, so nothing comes from a cache. Prints one line per page and the font files of the first.
 */
import { chromium } from '@playwright/test';
import { readTestEnv } from '@/lib/env/schema.mjs';

const settings = readTestEnv();
const BASE = settings.BASE_URL;
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/apply/individual', '/record/total', '/dashboard/notice'];
const KINDS = ['font', 'script', 'stylesheet', 'document', 'image', 'other'] as const;
type Kind = (typeof KINDS)[number];

interface Weight {
  wire: number;
  files: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const browser = await chromium.launch({ executablePath: settings.CHROMIUM_PATH });
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const fonts: string[] = [];
      const totals = Object.fromEntries(KINDS.map((k) => [k, { wire: 0, files: 0 }])) as Record<Kind, Weight>;
      const pending: Array<Promise<void>> = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const sizes = await request.sizes();
            const type = request.resourceType();
            const kind: Kind = (KINDS as readonly string[]).includes(type) ? (type as Kind) : 'other';
            totals[kind].wire += sizes.responseBodySize + sizes.responseHeadersSize;
            totals[kind].files += 1;
            if (kind === 'font') fonts.push(`${request.url().split('/').pop()} ${kb(sizes.responseBodySize)}`);
          })(),
        );
      });
      await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      const all = KINDS.reduce((s, k) => s + totals[k].wire, 0);
      console.log(
        `${path.padEnd(22)} total ${kb(all).padStart(9)} | ${KINDS.map((k) => `${k} ${totals[k].files} files ${kb(totals[k].wire)}`).join(' | ')}`,
      );
      if (path === PAGES[0]) console.log(`  fonts: ${fonts.join(', ') || 'none'}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
