import { AGE_TYPES } from '@/lib/codes';
import type { RecordRow } from '@/lib/records/lookup';

export interface RecordTableLabels {
  col: Record<keyof RecordRow, string>;
  gender: Record<string, string>;
  ageType: Record<string, string>;
  noResults: string;
}

const COLUMNS: Array<keyof RecordRow> = [
  'totalRank',
  'ageRank',
  'runnerName',
  'backNo',
  'gender',
  'ageType',
  'ticketName',
  'holdRound',
  'startTime',
  'finishTime',
  'elapseTime',
  'gunTime',
];

/** A table of record rows (spec §3 personal record row); 'No results.' when empty (spec §8). */
export function RecordTable({ rows, labels, testId }: { rows: RecordRow[]; labels: RecordTableLabels; testId?: string }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {labels.col[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} style={{ textAlign: 'center' }}>
                {labels.noResults}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={`${r.holdRound}-${r.ticketName}-${r.backNo}-${r.runnerName}`}>
                {COLUMNS.map((c) => (
                  <td key={c}>
                    {c === 'gender'
                      ? r.gender
                        ? labels.gender[r.gender]
                        : ''
                      : c === 'ageType'
                        ? labels.ageType[r.ageType ?? 'unknown']
                        : (r[c] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const LABEL_COLS = [
  'runnerName',
  'backNo',
  'gender',
  'ageType',
  'startTime',
  'finishTime',
  'elapseTime',
  'gunTime',
  'ageRank',
  'totalRank',
  'holdRound',
  'ticketName',
] as const;

/** The table's texts from the `records` catalogue (`t` of useTranslations or getTranslations('records')). */
export function recordLabels(tr: unknown): RecordTableLabels {
  const t = tr as (key: string) => string; // keys below are all in messages/<locale>/records.json
  return {
    col: Object.fromEntries(LABEL_COLS.map((c) => [c, t(`col.${c}`)])) as RecordTableLabels['col'],
    gender: { M: t('gender.M'), F: t('gender.F') },
    ageType: Object.fromEntries([...AGE_TYPES.map((a) => [String(a), t(`ageType.${a}`)]), ['unknown', t('ageType.unknown')]]),
    noResults: t('noResults'),
  };
}
