import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerificationResult } from '@/components/certificates/verification-result';
import { VerifyForm } from '@/components/certificates/verify-form';

// The answer depends on ?code= and the database at the time of asking: never a prerendered page.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records.verify');
  return { title: t('title'), robots: { index: false } };
}

/** /record/verify[?code=]: checks a certificate by its printed code (lib/certificates/verify.ts). */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<{ code?: string | string[] }> }) {
  const t = await getTranslations('records.verify');
  const raw = (await searchParams).code;
  const code = typeof raw === 'string' ? raw.trim() : '';
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('help')}</p>
      <VerifyForm code={code} />
      {code ? <VerificationResult code={code} /> : null}
    </>
  );
}
