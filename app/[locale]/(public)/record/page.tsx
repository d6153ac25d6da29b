import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonForm } from '@/components/records/person-form';
import { getDb } from '@/db/client';
import { recordRounds } from '@/lib/records/round-list';

// A personal lookup: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached pages).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records');
  return { title: t('person.title') };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** /record (spec §2): personal record lookup by round, bib and name; a shared link fills and runs it. */
export default async function RecordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('records');
  const sp = await searchParams;
  return (
    <>
      <h1>{t('person.title')}</h1>
      <PersonForm
        editions={await recordRounds(getDb())}
        initial={{ holdRound: one(sp.holdRound), backNo: one(sp.backNo), runnerName: one(sp.runnerName) }}
      />
    </>
  );
}
