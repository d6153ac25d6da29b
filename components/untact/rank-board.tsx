'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/apply/api';
import { GENDERS } from '@/lib/codes';
import { formatHms } from '@/lib/format/units';
import { localized } from '@/lib/content/localized';
import { formatKst } from '@/lib/time/kst';
import { problemKey } from '@/lib/validation/issue-message';
import { untactRankSchema } from '@/lib/validation/untact';
import { SelectField } from '@/components/ui/select-field';

interface RankRow {
  totalRank: number;
  runnerName: string;
  backNo: number | null;
  gender: string | null;
  startTime: string | null;
  finishTime: string | null;
  elapseTime: number | null;
  rankNo: number | null;
}

/** An untact course of the ranking choice: its ticketName is what the API takes, the label follows the visitor's language. */
export interface RankCourse {
  ticketName: string;
  ticketNameEn: string | null;
}

/** /record/rank (spec §2, §5 'finish the selection'): untact ranking of a course and gender. */
export function RankBoard({ courses }: { courses: RankCourse[] }) {
  const t = useTranslations('untact');
  const tAll = useTranslations();
  const locale = useLocale();
  const errorText = useErrorText();
  const [ticketName, setTicketName] = useState('');
  const [gender, setGender] = useState('');
  const [rows, setRows] = useState<RankRow[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const problem = problemKey(untactRankSchema, { ticketName, gender });
    if (problem) return setMessage(tAll(problem as 'untact.finishSelection'));
    const a = await callApi<RankRow[]>('POST', '/api/untact/rank', { ticketName, gender });
    if (!a.ok) return setMessage(errorText(a));
    setRows(a.body);
  };

  return (
    <div>
      <form onSubmit={search} noValidate style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <SelectField
          id="rank-course"
          label={t('rank.course')}
          value={ticketName}
          onChange={(e) => setTicketName(e.target.value)}
          placeholder={t('rank.choose')}
          options={courses.map((c) => ({ value: c.ticketName, label: localized(c, 'ticketName', locale) }))}
        />
        <SelectField
          id="rank-gender"
          label={t('rank.gender')}
          value={gender}
          onChange={(e) => setGender(e.target.value)}
          placeholder={t('rank.choose')}
          options={GENDERS.map((g) => ({ value: g, label: t(`rank.${g}`) }))}
        />
        <button className="btn" type="submit" style={{ marginBottom: 14 }}>
          {t('rank.search')}
        </button>
      </form>
      {message && (
        <p role="alert" data-testid="untact-message" className="field-error">
          {message}
        </p>
      )}
      {rows && (
        <table className="table" data-testid="rank-table">
          <thead>
            <tr>
              <th>{t('rank.totalRank')}</th>
              <th>{t('rank.runnerName')}</th>
              <th>{t('rank.backNo')}</th>
              <th>{t('rank.gender')}</th>
              <th>{t('record.start')}</th>
              <th>{t('record.finish')}</th>
              <th>{t('rank.elapseTime')}</th>
              <th>{t('rank.confirmed')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={8}>{t('rank.empty')}</td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.totalRank}>
                <td>{r.totalRank}</td>
                <td>{r.runnerName}</td>
                <td>{r.backNo ?? '-'}</td>
                <td>{r.gender ? t(`rank.${r.gender}`) : '-'}</td>
                <td>{formatKst(r.startTime)}</td>
                <td>{formatKst(r.finishTime)}</td>
                <td>{formatHms(r.elapseTime)}</td>
                <td>{r.rankNo ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
