import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerificationResult } from '@/components/certificates/verification-result';
import { VerifyForm } from '@/components/certificates/verify-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records.verify');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /record/verify/{code}: where a certificate's QR code leads. The facts come from the database, so a
 * certificate edited after printing shows what it really certified, and a corrected result shows
 * 'no longer valid'.
 */
export default async function VerifyCodePage({ params }: { params: Promise<{ code: string }> }) {
  const t = await getTranslations('records.verify');
  const { code } = await params;
  const decoded = decodeURIComponent(code);
  return (
    <>
      <h1>{t('title')}</h1>
      <VerificationResult code={decoded} />
      <VerifyForm />
    </>
  );
}
