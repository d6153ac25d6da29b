import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { loadApplyPageData } from '@/lib/registration/apply-page-data';
import { ConfirmationStep } from '@/components/apply/confirmation-step';
import { RaceDayInfo } from '@/components/apply/race-day-info';
import { RegistrationSummary } from '@/components/apply/registration-summary';
import styles from '@/components/apply/apply.module.css';
import { getDb } from '@/db/client';
import { applicationDetail } from '@/lib/registration/complete';
import { joinerByOrderCookie, ORDER_COOKIE } from '@/lib/registration/order-cookie';
import { joinSeqField } from '@/lib/validation/fields';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('apply', 'success.title');

/**
 * /apply/success?joinSeq=&joinHash= (spec §2): the registration only when joinHash equals the
 * order-id cookie (path /, 10 minutes) and that cookie proves this registration; otherwise
 * 'session expired'.
 */
export default async function ApplySuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('apply');
  const q = await searchParams;
  const joinHash = typeof q.joinHash === 'string' ? q.joinHash : '';
  const seq = joinSeqField.safeParse(typeof q.joinSeq === 'string' ? q.joinSeq : '');
  const cookie = (await cookies()).get(ORDER_COOKIE)?.value;
  const db = getDb();
  const joiner = seq.success && joinHash && cookie === joinHash ? await joinerByOrderCookie(db, cookie, seq.data) : null;
  if (!joiner) {
    return (
      <section className={styles.fieldset} data-testid="session-expired" style={{ padding: 24 }}>
        <h1>{t('success.expiredTitle')}</h1>
        <p>{t('success.expiredText')}</p>
        <Link className="btn" href="/apply/search">
          {t('success.searchAgain')}
        </Link>
      </section>
    );
  }
  const detail = await applicationDetail(db, joiner);
  const status = detail.applicant.paymentStatus;
  const page = await loadApplyPageData();
  const bank = page?.bank ?? null;
  const taken = new Set([...detail.runnersByTicketType.offline, ...detail.runnersByTicketType.online].map((r) => r.ticketSeq));
  const courses = (page?.courses ?? []).filter((c) => taken.has(c.ticketSeq));
  return (
    <div className={styles.flow}>
      <header className={styles.pageHead}>
        <h1>{t('success.title')}</h1>
      </header>
      {status !== 'CNCL' && (
        <ConfirmationStep
          applied={{
            joinSeq: joiner.joinSeq,
            joinHash,
            paymentStatus: status,
            paymentType: detail.applicant.paymentType,
            amount: detail.applicant.amount,
            brief: detail.applicant.brief ?? '',
          }}
          bank={bank}
          courses={courses}
        />
      )}
      <RegistrationSummary
        joiner={detail.applicant}
        runners={[...detail.runnersByTicketType.offline, ...detail.runnersByTicketType.online]}
      />
      <RaceDayInfo runners={detail.runnersByTicketType.offline} />
    </div>
  );
}
