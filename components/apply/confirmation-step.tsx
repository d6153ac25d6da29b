import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { awaitsPayment } from '@/lib/registration/permissions';
import { formatKst } from '@/lib/time/kst';
import { BankTransferDetails } from './bank-transfer-details';
import { statusClass } from './registration-summary';
import type { Applied, BankInfo, CourseOption } from './types';
import styles from './apply.module.css';

/** The courses of a registration as step 4 needs them: race-day or untact, and the untact activity window. */
export type ConfirmedCourse = Pick<CourseOption, 'ticketType' | 'activityOpenTime' | 'activityCloseTime'>;

const UNTACT_FLAGS = ['WINDOW', 'SHORT', 'SPEED', 'PAUSE', 'JUMP', 'TIME_ORDER'] as const;

/**
 * Step 4 'payment confirmation and cautions' (spec §2): the registration number, the payment state
 * in the words of how it was paid (a card payment is 'paid by card', never 'deposit complete'), the
 * transfer details while it awaits payment (with 'pay by card now'), and the cautions that apply to
 * the registration's courses: race-day notes (bib pickup, 08:30 assembly) for race-day courses; for
 * untact courses the activity window, how to record and upload a run, and what each automatic check
 * means. Links to the detail page (/apply/success, while the order cookie lives) and lookup.
 */
export function ConfirmationStep({
  applied,
  bank,
  courses,
}: {
  /** The answer of the application, or the same read back on /apply/success (without the deadline there). */
  applied: Pick<Applied, 'joinSeq' | 'joinHash' | 'paymentStatus' | 'paymentType' | 'amount' | 'brief'> &
    Partial<Pick<Applied, 'payDeadline'>>;
  bank: BankInfo | null;
  courses: ConfirmedCourse[];
}) {
  const t = useTranslations('apply');
  const tu = useTranslations('untact');
  const seq = String(applied.joinSeq).padStart(4, '0');
  const waiting = awaitsPayment(applied);
  const raceDay = courses.length === 0 || courses.some((c) => c.ticketType === 'offline');
  const untact = courses.filter((c) => c.ticketType === 'online');
  const status =
    applied.paymentStatus === 'CMPL' && applied.amount === 0
      ? t('done.statusFree')
      : applied.paymentStatus === 'CMPL' && applied.paymentType === 'CARD'
        ? t('done.statusCard')
        : t(`status.${applied.paymentStatus}`);
  const cautions = [...(waiting ? (['c2'] as const) : []), 'c1' as const, 'c4' as const, ...(raceDay ? (['c3', 'c5'] as const) : [])];
  return (
    <section aria-labelledby="done-title">
      <h2 id="done-title" className={styles.stepTitle}>
        {t('done.title')}
      </h2>
      <div className={styles.joinSeqBox}>
        <span>{t('done.joinSeq')}</span>
        <strong data-testid="join-seq">{seq}</strong>
        <span className={`badge ${statusClass(applied.paymentStatus)}`} data-testid="payment-status">
          {t('done.status')}: {status}
        </span>
      </div>
      <p className="alert alert-info">{t('done.keepNumber')}</p>
      {bank && waiting && (
        <BankTransferDetails
          bank={bank}
          joinSeq={applied.joinSeq}
          amount={applied.amount}
          brief={applied.brief}
          paymentStatus={applied.paymentStatus}
          proof={applied.joinHash}
          payDeadline={applied.payDeadline}
        />
      )}
      {untact.length > 0 && (
        <section aria-labelledby="untact-guide-title" className={styles.untactGuide} data-testid="untact-guide">
          <h3 id="untact-guide-title" className={styles.subTitle}>
            {t('done.untact.title')}
          </h3>
          <dl className={styles.dl}>
            {untact.map((c, i) =>
              c.activityOpenTime || c.activityCloseTime ? (
                <div key={i}>
                  <dt>{t('done.untact.window')}</dt>
                  <dd>
                    {formatKst(c.activityOpenTime)} ~ {formatKst(c.activityCloseTime)}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
          <ol className={styles.cautions}>
            <li>{t('done.untact.record')}</li>
            <li>{t('done.untact.export')}</li>
            <li>
              {t('done.untact.upload')} <Link href="/record/untact">{t('done.untact.uploadLink')}</Link>
            </li>
            <li>{t('done.untact.review')}</li>
          </ol>
          <h4 className={styles.subTitle}>{t('done.untact.flagsTitle')}</h4>
          <dl className={styles.flagList}>
            {UNTACT_FLAGS.map((f) => (
              <div key={f}>
                <dt>{tu(`flag.${f}`)}</dt>
                <dd>{tu(`flagHelp.${f}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <h3 className={styles.subTitle}>{t('done.cautionsTitle')}</h3>
      <ul className={styles.cautions}>
        {cautions.map((k) => (
          <li key={k}>{t(`done.${k}`)}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link className="btn btn-outline" href={`/apply/success?joinSeq=${seq}&joinHash=${encodeURIComponent(applied.joinHash)}`}>
          {t('done.viewDetail')}
        </Link>
        <Link className="btn" href="/apply/search">
          {t('done.goSearch')}
        </Link>
      </div>
    </section>
  );
}
