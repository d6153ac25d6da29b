'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MaskedApplication } from '@/lib/reception/search';
import { useRevealed, type Revealed } from './use-revealed';
import styles from './staff-console.module.css';
import { KstDateTime } from './kst-date-time';

/** The proxy edit page of a registration (spec §2): group when it has a group name. */
export function proxyEditHref(joinSeq: number, exponent: string | null): string {
  return `/user/reception/application/${exponent ? 'group' : 'individual'}?joinSeq=${joinSeq}`;
}

/**
 * The application list of /user/reception/receptionist (spec §2): masked names and phones with a
 * per-registration reveal; a row opens the proxy edit page.
 */
export function ApplicationsTable({
  rows,
  eventCode,
  editable = true,
}: {
  rows: MaskedApplication[];
  /** The edition shown (default the current one). */
  eventCode?: string;
  /** Rows open the proxy edit page (registrations staff, current edition); the desk and past editions only read. */
  editable?: boolean;
}) {
  const t = useTranslations('reception');
  const router = useRouter();
  const { revealed, reveal } = useRevealed(eventCode);
  if (rows.length === 0) return <p className="muted">{t('noResults')}</p>;
  const runnerOf = (r: MaskedApplication, v: Revealed | undefined) => v?.runners.find((x) => x.runnerSeq === r.runnerSeq);
  return (
    <div className={styles.tableWrap} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            {(
              [
                'joinSeq',
                'joinerName',
                'exponent',
                'runnerName',
                'gender',
                'cellphone',
                'ticketName',
                'choiceOption',
                'paymentStatus',
                'amount',
                'joinTime',
              ] as const
            ).map((k) => (
              <th key={k} scope="col">
                {t(`columns.${k}`)}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('reveal')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const v = revealed[r.joinSeq];
            const runner = runnerOf(r, v);
            return (
              <tr
                key={r.runnerSeq}
                className={editable ? styles.clickable : undefined}
                data-testid="application-row"
                onClick={editable ? () => router.push(proxyEditHref(r.joinSeq, r.exponent)) : undefined}
              >
                <td>
                  {editable ? (
                    <Link href={proxyEditHref(r.joinSeq, r.exponent)} onClick={(e) => e.stopPropagation()}>
                      {r.joinSeq}
                    </Link>
                  ) : (
                    r.joinSeq
                  )}
                </td>
                <td>{v?.joinerName ?? r.joinerName}</td>
                <td className="wrap">{r.exponent ?? ''}</td>
                <td>{runner?.runnerName ?? r.runnerName}</td>
                <td>{t(`gender.${r.gender}`)}</td>
                <td>{runner?.cellphone ?? r.cellphone}</td>
                <td>{r.ticketName}</td>
                <td>{r.choiceOption ?? ''}</td>
                <td>{t(`status.${r.paymentStatus}`)}</td>
                <td>{r.amount.toLocaleString('ko-KR')}</td>
                <td>
                  <KstDateTime at={r.joinTime} />
                </td>
                <td>
                  {v ? null : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={(e) => {
                        e.stopPropagation();
                        void reveal(r.joinSeq);
                      }}
                    >
                      {t('reveal')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
