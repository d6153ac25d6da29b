import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import '../fonts.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '../globals.css';
import { LiveMark } from '@/components/ui/live-mark';
import { TestModeBanner } from '@/components/ui/test-mode-banner';
import { locales } from '@/i18n/config';
import { siteUrl } from '@/lib/content/site-url';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { default: t('siteTitle'), template: `%s | ${t('siteTitle')}` },
    description: t('siteDescription'),
    metadataBase: new URL(siteUrl()),
    openGraph: {
      type: 'website',
      siteName: t('siteTitle'),
      title: t('siteTitle'),
      description: t('siteDescription'),
      locale: (await getLocale()) === 'en' ? 'en_US' : 'ko_KR',
    },
  };
}

/**
 * Pages are rendered per locale on demand (not at build: their data is in the database, which the
 * build does not need) and then served from the cache where a page allows it (lib/cache/cached-routes.ts).
 */
export function generateStaticParams() {
  return [];
}

/** The root layout of every page; the locale is the internal first segment that proxy.ts rewrites to from the cookie. */
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // Only proxy.ts's rewrites reach here; anything else (a missing file such as /x.png) is not a page.
  if (!hasLocale(locales, locale)) notFound();
  const t = await getTranslations('ui');
  return (
    <html lang={locale}>
      <body>
        {/* The first tab stop of every page (KWCAG 본문 바로가기): past the header and menus to the page's own content. */}
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <TestModeBanner />
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
        <LiveMark />
      </body>
    </html>
  );
}
