import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './globals.css';
import { TestModeBanner } from '@/components/ui/test-mode-banner';
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

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <TestModeBanner />
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
