'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { CourseArt } from '@/components/content/course-art';
import styles from './landing.module.css';

const COURSES = ['half', 'mini', 'health'] as const;

/** A course's facts of the current edition (lib/content/facts.ts), by the landing's course anchor. */
export interface LandingCourse {
  name: string;
  distance: string;
  startTime: string;
  timeLimit: string;
}

/**
 * The landing of the home page (spec §2 "Landing"): three stacked sections; on wide screens a dot
 * indicator of the 3 pages (the current one follows the scroll), on small screens one plain page.
 * The second section summarises the courses with tabs (picture, start time, distance, description,
 * a link to /course#half|mini|health) and, on mobile, previous/next arrows. Names, distances, start
 * times and limits are the current edition's (`courses`), never typed into the catalogue.
 */
export function LandingSections({
  eventName,
  places,
  courses,
}: {
  eventName: string;
  places: string;
  courses: Partial<Record<(typeof COURSES)[number], LandingCourse>>;
}) {
  const t = useTranslations('content.landing');
  const tc = useTranslations('content.course');
  const [page, setPage] = useState(0);
  const [course, setCourse] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) setPage(Number((e.target as HTMLElement).dataset.page));
      },
      { threshold: 0.55 },
    );
    root.current?.querySelectorAll('section[data-page]').forEach((s) => io.observe(s));
    return () => io.disconnect();
  }, []);

  const c = COURSES[course];
  const f = courses[c];
  const nameOf = (id: (typeof COURSES)[number]) => courses[id]?.name ?? tc(`${id}.name`);
  const step = (d: number) => setCourse((i) => (i + d + COURSES.length) % COURSES.length);
  return (
    <div ref={root} className={styles.landing} aria-label={t('label')} role="region">
      <nav className={styles.dots} aria-label={t('pages')}>
        {[0, 1, 2].map((i) => (
          <a
            key={i}
            href={`#landing-${i + 1}`}
            aria-label={t('page', { n: i + 1 })}
            aria-current={page === i ? 'true' : undefined}
            className={page === i ? styles.dotOn : styles.dot}
          />
        ))}
      </nav>
      <section id="landing-1" data-page={0} className={`${styles.section} ${styles.hero}`}>
        <div className="container">
          <h2>{t('s1.title')}</h2>
          <p>
            {t('s1.text', {
              eventName,
              places,
              courses: COURSES.map((id) => courses[id]?.name ?? tc(`${id}.name`)).join(', '),
            })}
          </p>
          <Link href="/guide" className="btn">
            {t('s1.cta')}
          </Link>
        </div>
      </section>
      <section id="landing-2" data-page={1} className={styles.section}>
        <div className="container">
          <h2>{t('s2.title')}</h2>
          <div role="tablist" aria-label={t('s2.title')} className={styles.tabs}>
            {COURSES.map((id, i) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`course-tab-${id}`}
                aria-controls="course-panel"
                aria-selected={course === i}
                className={course === i ? styles.tabOn : styles.tab}
                onClick={() => setCourse(i)}
              >
                {nameOf(id)}
              </button>
            ))}
          </div>
          <div id="course-panel" role="tabpanel" aria-labelledby={`course-tab-${c}`} className={styles.panel} data-testid="landing-course">
            <button type="button" className={styles.arrow} aria-label={t('s2.prev')} onClick={() => step(-1)}>
              ‹
            </button>
            <div className={styles.panelArt}>
              <CourseArt course={c} label={`${nameOf(c)} ${f?.distance ?? ''}`} />
            </div>
            <div className={styles.panelText}>
              <h3>
                {nameOf(c)}
                {f ? ` · ${f.distance}` : ''}
              </h3>
              {f ? (
                <p>
                  <strong>{tc('startTime')}</strong> {f.startTime} · <strong>{tc('timeLimit')}</strong> {f.timeLimit}
                </p>
              ) : null}
              <p>{tc(`${c}.summary`)}</p>
              <Link href={`/course#${c}`} className="btn btn-outline">
                {t('s2.details')}
              </Link>
            </div>
            <button type="button" className={styles.arrow} aria-label={t('s2.next')} onClick={() => step(1)}>
              ›
            </button>
          </div>
        </div>
      </section>
      <section id="landing-3" data-page={2} className={styles.section}>
        <div className="container">
          <h2>{t('s3.title')}</h2>
          <p>{t('s3.text')}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Link href="/apply/individual" className="btn">
              {t('s3.apply')}
            </Link>
            <Link href="/apply/search" className="btn btn-outline">
              {t('s3.search')}
            </Link>
            <Link href="/dashboard/qna" className="btn btn-outline">
              {t('s3.qna')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
