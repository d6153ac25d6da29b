'use client';
import { useLocale, useTranslations } from 'next-intl';
import { langOf } from '@/lib/content/localized';
import { useState } from 'react';
import { AGE_TYPES, GENDERS } from '@/lib/codes';
import { RoundOptions } from './round-options';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

export interface TotalFilterValues {
  holdRound: string;
  ageType: string;
  gender: string;
  ticketName: string;
  runnerName: string;
  rowCount: string;
}

/**
 * The /record/total filters (spec §7 /api/ranking/team): a plain GET form, so the filters live in
 * the query string and the server renders the page; the course list follows the chosen round
 * (GET /api/ranking/courses); a runner can search their own name and choose how many rows a page shows.
 */
export function TotalFilters({
  editions,
  values,
  courses: initialCourses,
  rowCounts,
}: {
  editions: Array<{ holdRound: number; year: number }>;
  values: TotalFilterValues;
  courses: string[];
  rowCounts: readonly number[];
}) {
  const t = useTranslations('records');
  const locale = useLocale();
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
        <SelectField
          id="totalRound"
          name="holdRound"
          label={t('person.holdRound')}
          value={round}
          onChange={(e) => void chooseRound(e.target.value)}
          options={[{ value: 'all', label: t('all') }]}
        >
          <RoundOptions editions={editions} />
        </SelectField>
        <SelectField
          id="totalCourse"
          name="ticketName"
          label={t('total.course')}
          value={courses.includes(course) ? course : 'all'}
          onChange={(e) => setCourse(e.target.value)}
          options={[{ value: 'all', label: t('all') }, ...courses.map((c) => ({ value: c, label: c, lang: langOf(c, locale) }))]}
        />
        <SelectField
          id="totalGender"
          name="gender"
          label={t('total.gender')}
          defaultValue={values.gender}
          options={[{ value: 'all', label: t('all') }, ...GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))]}
        />
        <SelectField
          id="totalAge"
          name="ageType"
          label={t('total.ageType')}
          defaultValue={values.ageType}
          options={[{ value: 'all', label: t('all') }, ...AGE_TYPES.map((a) => ({ value: String(a), label: t(`ageType.${a}`) }))]}
        />
      </div>
      <div className="row">
        <TextField
          id="totalName"
          name="runnerName"
          label={t('total.runnerName')}
          hint={t('total.runnerNameHint')}
          defaultValue={values.runnerName}
          maxLength={50}
          autoComplete="name"
        />
        <SelectField
          id="totalRows"
          name="rowCount"
          label={t('total.rowCount')}
          defaultValue={values.rowCount}
          options={rowCounts.map((n) => ({ value: String(n), label: t('total.rows', { n }) }))}
        />
      </div>
      <button type="submit" className="btn">
        {t('total.submit')}
      </button>
    </form>
  );
}
