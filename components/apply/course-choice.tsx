'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import { localized } from '@/lib/content/localized';
import type { CourseOption, PeriodNotice } from './types';
import styles from './apply.module.css';
import { Localized } from '@/components/ui/localized';

/**
 * Course radio cards with price and state (spec §4): only open courses can be chosen; sold-out,
 * closed and not-yet-open ones are shown disabled with their state.
 */
export function CourseChoice({
  courses,
  input,
  value,
  waitlistLinks = false,
}: {
  courses: CourseOption[];
  input: UseFormRegisterReturn;
  value?: string | number;
  /** Offer the waitlist (/apply/waitlist) for the sold-out courses (individual registrations only). */
  waitlistLinks?: boolean;
}) {
  const t = useTranslations('apply');
  const nameOf = useCourseName();
  const locale = useLocale();
  // Race-day and untact courses in their own groups (the untact race is ticket type 'online').
  const groups = PUBLIC_TICKET_TYPES.map((type) => ({ type, list: courses.filter((c) => c.ticketType === type) })).filter(
    (g) => g.list.length,
  );
  return (
    <>
      {groups.map((g) => (
        <div
          key={g.type}
          className={styles.courses}
          role="radiogroup"
          aria-label={groups.length > 1 ? t(`courseGroup.${g.type}`) : t('form.course')}
          data-testid={`course-group-${g.type}`}
        >
          {groups.length > 1 && <strong style={{ gridColumn: '1 / -1' }}>{t(`courseGroup.${g.type}`)}</strong>}
          {g.list.map((c) => {
            const disabled = c.state !== 'open';
            const checked = String(value ?? '') === String(c.ticketSeq);
            return (
              <label
                key={c.ticketSeq}
                className={`${styles.course} ${checked ? styles.courseChecked : ''} ${disabled ? styles.courseDisabled : ''}`}
                data-testid={`course-option-${c.ticketSeq}`}
              >
                <input
                  type="radio"
                  value={String(c.ticketSeq)}
                  disabled={disabled}
                  {...input}
                  aria-label={`${nameOf(c)} ${t('price', { amount: c.ticketPrice.toLocaleString('ko-KR') })} ${t(`courseState.${c.state}`)}`}
                />
                <span className={styles.courseName}>
                  <Localized row={c} field="ticketName" locale={locale} />
                </span>
                <span className={styles.courseMeta}>
                  {c.startTime ? t('form.courseDetail', { distance: c.distanceKm, start: c.startTime }) : `${c.distanceKm}km`}
                </span>
                <span className={styles.coursePrice}>{t('price', { amount: c.ticketPrice.toLocaleString('ko-KR') })}</span>
                <span className={`badge ${c.state === 'open' ? 'badge-open' : 'badge-closed'}`}>{t(`courseState.${c.state}`)}</span>
              </label>
            );
          })}
        </div>
      ))}
      {waitlistLinks && <WaitlistOffer courses={courses} />}
    </>
  );
}

/** Under the courses: the sold-out ones, each with its '대기 신청' link (places after the opening). */
export function WaitlistOffer({ courses }: { courses: Array<Pick<CourseOption, 'ticketSeq' | 'ticketName' | 'ticketNameEn' | 'state'>> }) {
  const t = useTranslations('places.waitlist');
  const nameOf = useCourseName();
  const full = courses.filter((c) => c.state === 'soldout');
  if (full.length === 0) return null;
  return (
    <p className="muted" data-testid="waitlist-offer">
      {t('offer')}{' '}
      {full.map((c) => (
        <Link key={c.ticketSeq} className={styles.waitlistLink} href={`/apply/waitlist?ticketSeq=${c.ticketSeq}`}>
          {t('offerLink', { course: nameOf(c) })}
        </Link>
      ))}
    </p>
  );
}

/** A course's name in the visitor's language: its English name in English mode when staff gave one, else ticketName. */
export function useCourseName() {
  const locale = useLocale();
  return (c: Pick<CourseOption, 'ticketName' | 'ticketNameEn'>) => localized(c, 'ticketName', locale);
}

/** Both names of a course (or empty ones when it is not found), for a runner row of the registration summary. */
export function courseNames(c: Pick<CourseOption, 'ticketName' | 'ticketNameEn'> | undefined) {
  return { ticketName: c?.ticketName ?? '', ticketNameEn: c?.ticketNameEn ?? null };
}

/** The period message of spec §8 when no course can be chosen; nothing while registration is open. */
export function PeriodMessage({ notice }: { notice: PeriodNotice }) {
  const t = useTranslations('errors');
  if (notice.kind === 'open') return null;
  const text =
    notice.kind === 'before'
      ? t('periodBefore', { from: notice.from, to: notice.to })
      : notice.kind === 'closed'
        ? t('periodClosed')
        : t('allSoldOut');
  return (
    <p className="alert alert-error" role="status" data-testid="period-message">
      {text}
    </p>
  );
}
