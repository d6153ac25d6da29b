import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/content/content.module.css';
import { GuideRefundPolicy } from '@/components/ledger/guide-refund-policy';
import { RichSection } from '@/components/content/rich-section';
import { getDb } from '@/db/client';
import { toLocale } from '@/i18n/config';
import { loadPageContent } from '@/lib/content/page-content';
import { CONTENT_SECTIONS } from '@/lib/content/sections';
import { Ko, Localized } from '@/components/ui/localized';
import type { ReactNode } from 'react';

// Cached (lib/cache/cached-routes.ts); staff edits of the event, its courses or these sections re-render it at once.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.guide');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description') } };
}

/**
 * /guide (spec §2): the race guide with the anchors outline, howto, prize, gift, apply, note. The
 * outline and the registration facts (date, assembly and start times, time limits, places, period,
 * fees) come from the current edition and its courses; the rest is staff's text for the edition
 * (lib/content/page-content.ts), with the same facts filled in.
 */
export default async function GuidePage() {
  const t = await getTranslations('content.guide');
  const locale = toLocale(await getLocale());
  const { event, facts, sections } = await loadPageContent(getDb(), 'guide', locale);
  const v = facts.values;
  // One value per course, each after the course's name; a name with no English version is marked
  // lang="ko" in English mode (WCAG 3.1.2), so these rows are built from the courses, not v.courses.
  const separator = (await getTranslations('content.facts'))('list');
  const perCourse = (value: (c: (typeof facts.courses)[number]) => string): ReactNode =>
    facts.courses.map((c, i) => (
      <span key={c.code}>
        {i > 0 ? separator : ''}
        <Ko text={c.name} locale={locale} /> {value(c)}
      </span>
    ));
  const outline: Array<[string, ReactNode]> = [
    [t('facts.event'), <Localized key="event" row={event} field="eventName" locale={locale} />],
    [t('facts.date'), t('facts.dateValue', { raceDay: v.raceDay, assemblyTime: v.assemblyTime })],
    [t('facts.courses'), perCourse((c) => c.distance)],
    [t('facts.startTimes'), perCourse((c) => c.startTime)],
    [t('facts.timeLimits'), perCourse((c) => c.timeLimit)],
    [
      t('facts.capacities'),
      <>
        {perCourse((c) => c.capacityText)} {t('facts.capacitiesOrder')}
      </>,
    ],
    [t('facts.organizer'), <Localized key="organizer" row={event} field="organizer" locale={locale} />],
  ];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <nav aria-label={t('title')}>
        <ul className={styles.anchors}>
          {CONTENT_SECTIONS.guide.map((a) => (
            <li key={a}>
              <a href={`#${a}`}>{t(`nav.${a}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="outline" className={styles.section}>
        <h2>{t('nav.outline')}</h2>
        <table className={styles.facts} data-testid="guide-facts">
          <tbody>
            {outline.map(([k, value]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <RichSection html={sections.outline} />
      </section>
      {(['howto', 'prize', 'gift'] as const).map((key) => (
        <section key={key} id={key} className={styles.section}>
          <h2>{t(`nav.${key}`)}</h2>
          <RichSection html={sections[key]} testId={`guide-${key}`} />
        </section>
      ))}
      <section id="apply" className={styles.section}>
        <h2>{t('nav.apply')}</h2>
        <table className={styles.facts}>
          <tbody>
            <tr>
              <th scope="row">{t('facts.period')}</th>
              <td>{t('facts.periodNote', { period: v.period })}</td>
            </tr>
          </tbody>
        </table>
        <h3>{t('facts.feeTitle')}</h3>
        <table className="table" data-testid="guide-fees">
          <thead>
            <tr>
              {(t.raw('facts.feeHead') as string[]).map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {facts.courses.map((c) => (
              <tr key={c.code}>
                <td>
                  <Ko text={c.name} locale={locale} />
                </td>
                <td>{c.fee}</td>
                <td>{c.reductions.length ? c.reductions.join(' · ') : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <RichSection html={sections.apply} />
        <GuideRefundPolicy />
        <Link href="/apply/individual" className="btn">
          {t('cta')}
        </Link>
      </section>
      <section id="note" className={styles.section}>
        <h2>{t('nav.note')}</h2>
        <RichSection html={sections.note} />
      </section>
    </div>
  );
}
