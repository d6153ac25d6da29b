import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatsChart } from '@/components/admin/stats-chart';
import { StatsTable } from '@/components/admin/stats-table';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { AGE_BUCKETS, DAEJEON_KEYS, REGION_KEYS, TOTAL_ROW } from '@/lib/reception/stats';
import { allRollups } from '@/lib/reception/stats-query';
import { ledgerTotals } from '@/lib/ledger/totals';
import { ACCESS } from '@/lib/auth/access';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { waitlistCounts } from '@/lib/waitlist/staff';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reception');
  return { title: t('summary.title') };
}

/** /user/reception summary (spec §2, §3 statistics rows): where the director's and reception's sign-in lands. */
export default async function SummaryPage() {
  await requireAdminPage(ACCESS.registrations);
  const t = await getTranslations('reception');
  const tp = await getTranslations('places.admin');
  const db = getDb();
  const [stats, money] = await Promise.all([allRollups(db), ledgerTotals(db)]);
  // Runners waiting for a place (the waitlists of sold-out courses), per course, with their total.
  const waits = await waitlistCounts(db, (await getCurrentEvent(db)).eventId);
  const waitRows = [
    ...waits.map((w) => ({ raceName: w.ticketName, waiting: w.waiting, invited: w.invited })),
    {
      raceName: TOTAL_ROW,
      waiting: waits.reduce((n, w) => n + w.waiting, 0),
      invited: waits.reduce((n, w) => n + w.invited, 0),
    },
  ];
  const raceName = { key: 'raceName', label: t('stats.raceName') };
  const genderColumns = [
    raceName,
    ...(['total', 'maleTotal', 'femaleTotal', 'individualMale', 'individualFemale', 'partyMale', 'partyFemale'] as const).map((k) => ({
      key: k,
      label: t(`stats.${k}`),
    })),
  ];
  const ageColumns = [
    raceName,
    { key: 'total', label: t('stats.total') },
    ...AGE_BUCKETS.map((b) => ({ key: `sum${b}`, label: t(`stats.age${b}`) })),
  ];
  // Each age group's cell reads 'all (men / women)'.
  const ageRows = stats.rollupByAge.map((r) => ({
    ...r,
    ...Object.fromEntries(
      AGE_BUCKETS.map((b) => [
        `sum${b}`,
        `${r[`sum${b}`]} (${t('stats.maleShort')} ${r[`male${b}`]} / ${t('stats.femaleShort')} ${r[`female${b}`]})`,
      ]),
    ),
  }));
  const regionColumns = [
    raceName,
    { key: 'total', label: t('stats.total') },
    ...[...REGION_KEYS, 'other' as const].map((k) => ({ key: k, label: t(`regions.${k}`) })),
  ];
  const daejeonColumns = [
    raceName,
    { key: 'total', label: t('stats.total') },
    ...DAEJEON_KEYS.map((k) => ({ key: k, label: t(`districts.${k}`) })),
  ];
  const courses = stats.rollupByGender.filter((r) => r.raceName !== TOTAL_ROW);
  const ageTotal = stats.rollupByAge.at(-1)!;
  const regionTotal = stats.rollupByRegion.at(-1)!;
  const totalLabel = t('stats.totalRow');

  return (
    <section>
      <h1>{t('summary.title')}</h1>
      <h2>{t('summary.money')}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('summary.money')}>
        <table className="table" data-testid="money-totals">
          <tbody>
            {(['charged', 'paidCard', 'paidBank', 'refundedCard', 'refundedBank', 'due', 'credit'] as const).map((k) => (
              <tr key={k}>
                <th scope="row">{t(`money.${k}`)}</th>
                <td>{t('money.won', { amount: money[k].toLocaleString('ko-KR') })}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('money.registrations')}</th>
              <td>{t('money.counts', { all: money.registrations, owing: money.owing, owed: money.owed })}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2>{t('summary.byGender')}</h2>
      <StatsChart
        title={t('summary.byGender')}
        stacked
        data={courses.map((r) => ({ label: r.raceName, male: r.maleTotal, female: r.femaleTotal }))}
        series={[
          { key: 'male', label: t('stats.maleTotal'), color: '#0b5cad' },
          { key: 'female', label: t('stats.femaleTotal'), color: '#f28c28' },
        ]}
      />
      <StatsTable caption={t('summary.byGender')} columns={genderColumns} rows={stats.rollupByGender as never} totalLabel={totalLabel} />
      <StatsTable
        caption={t('summary.paidByGender')}
        columns={genderColumns}
        rows={stats.rollupPaidByGender as never}
        totalLabel={totalLabel}
      />

      <h2>{t('summary.byAge')}</h2>
      <StatsChart
        title={t('summary.byAge')}
        data={AGE_BUCKETS.map((b) => ({ label: t(`stats.age${b}`), male: ageTotal[`male${b}`], female: ageTotal[`female${b}`] }))}
        series={[
          { key: 'male', label: t('stats.maleTotal'), color: '#0b5cad' },
          { key: 'female', label: t('stats.femaleTotal'), color: '#f28c28' },
        ]}
      />
      <StatsTable caption={t('summary.byAge')} columns={ageColumns} rows={ageRows} totalLabel={totalLabel} />

      <h2>{t('summary.byRegion')}</h2>
      <StatsChart
        title={t('summary.byRegion')}
        data={[...REGION_KEYS, 'other' as const].map((k) => ({ label: t(`regions.${k}`), runners: regionTotal[k] }))}
        series={[{ key: 'runners', label: t('stats.total'), color: '#2e7d32' }]}
      />
      <StatsTable caption={t('summary.byRegion')} columns={regionColumns} rows={stats.rollupByRegion as never} totalLabel={totalLabel} />
      <StatsTable caption={t('summary.byDaejeon')} columns={daejeonColumns} rows={stats.rollupByDaejeon as never} totalLabel={totalLabel} />

      <h2>{tp('statsTitle')}</h2>
      <StatsTable
        caption={tp('statsTitle')}
        columns={[raceName, { key: 'waiting', label: tp('statsWaiting') }, { key: 'invited', label: tp('statsInvited') }]}
        rows={waitRows}
        totalLabel={totalLabel}
      />
    </section>
  );
}
