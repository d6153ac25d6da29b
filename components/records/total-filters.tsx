'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AGE_TYPES, GENDERS } from '@/lib/codes';
import { RoundOptions } from './round-options';

export interface TotalFilterValues {
  holdRound: string;
  ageType: string;
  gender: string;
  ticketName: string;
}

/**
 * The /record/total filters (spec §7 /api/ranking/team): a plain GET form, so the filters live in
 * the query string and the server renders the page; the course list follows the chosen round
 * (GET /api/ranking/courses).
 */
export function TotalFilters({
  editions,
  values,
  courses: initialCourses,
}: {
  editions: Array<{ holdRound: number; year: number }>;
  values: TotalFilterValues;
  courses: string[];
}) {
  const t = useTranslations('records');
  const [round, setRound] = useState(values.holdRound);
  const [courses, setCourses] = useState(initialCourses);
  const [course, setCourse] = useState(values.ticketName);

  async function chooseRound(next: string) {
    setRound(next);
    if (next === values.holdRound) return setCourses(initialCourses);
    if (next === 'all' || next === '') return setCourses([]);
    const list = await fetch(`/api/ranking/courses?holdRound=${encodeURIComponent(next)}`)
      .then((r) => (r.ok ? (r.json() as Promise<string[]>) : []))
      .catch(() => []);
    setCourses(list);
  }

  return (
    <form method="get" action="/record/total" aria-label={t('total.title')}>
      <div className="row">
        <div className="field">
          <label htmlFor="totalRound">{t('person.holdRound')}</label>
          <select id="totalRound" name="holdRound" value={round} onChange={(e) => void chooseRound(e.target.value)}>
            <option value="all">{t('all')}</option>
            <RoundOptions editions={editions} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="totalCourse">{t('total.course')}</label>
          <select
            id="totalCourse"
            name="ticketName"
            value={courses.includes(course) ? course : 'all'}
            onChange={(e) => setCourse(e.target.value)}
          >
            <option value="all">{t('all')}</option>
            {courses.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="totalGender">{t('total.gender')}</label>
          <select id="totalGender" name="gender" defaultValue={values.gender}>
            <option value="all">{t('all')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`gender.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="totalAge">{t('total.ageType')}</label>
          <select id="totalAge" name="ageType" defaultValue={values.ageType}>
            <option value="all">{t('all')}</option>
            {AGE_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`ageType.${a}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="btn">
        {t('total.submit')}
      </button>
    </form>
  );
}
