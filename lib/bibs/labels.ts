import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners, runners, tickets } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { kstDateStamp } from '@/lib/excel/sheet-file';
import { translate } from '@/lib/i18n/translate';
import { renderBibFronts, renderBibLabels, type BibPrintRow } from '@/lib/pdf/bib-labels';
import { raceCourse } from '@/lib/race-day/course';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { formatPhone } from '@/lib/validation/phone-input';
import type { LabelsQuery } from '@/lib/validation/bibs';

/**
 * The runners a bib print holds: paid (CMPL), active runners of the current edition's race-day
 * courses (or of course `ticketSeq` only; 400 `raceDay.unknownCourse` for any other) who have a
 * bib, in bib order, with the texts the labels print (course name in `locale`).
 */
export async function bibPrintRows(db: DbOrTx, ticketSeq: number | undefined, locale: Locale): Promise<BibPrintRow[]> {
  const event = ticketSeq === undefined ? await getCurrentEvent(db) : (await raceCourse(db, ticketSeq)).event;
  const rows = await db
    .select({
      backNo: runners.backNo,
      runnerName: runners.runnerName,
      ticketName: tickets.ticketName,
      ticketNameEn: tickets.ticketNameEn,
      ticketCode: tickets.ticketCode,
      emergencyName: runners.emergencyName,
      emergencyPhone: runners.emergencyPhone,
      emergencyRelation: runners.emergencyRelation,
      bloodType: runners.bloodType,
      bloodRh: runners.bloodRh,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(
      and(
        eq(tickets.eventId, event.eventId),
        eq(tickets.ticketType, 'offline'),
        ticketSeq === undefined ? undefined : eq(tickets.ticketSeq, ticketSeq),
        eq(joiners.paymentStatus, 'CMPL'),
        eq(runners.active, true),
        isNotNull(runners.backNo),
      ),
    )
    .orderBy(asc(runners.backNo));
  const t = (key: string, values?: Record<string, string>) => translate(locale, `bibs.print.${key}`, values);
  return rows.map((r) => {
    const contact = [
      r.emergencyName,
      r.emergencyRelation ? `(${r.emergencyRelation})` : '',
      r.emergencyPhone ? ` ${formatPhone(r.emergencyPhone)}` : '',
    ]
      .join('')
      .trim();
    return {
      backNo: r.backNo!,
      runnerName: r.runnerName,
      courseName: (locale === 'en' && r.ticketNameEn) || r.ticketName,
      courseCode: r.ticketCode,
      emergency: contact,
      blood: r.bloodType ? t('bloodValue', { type: r.bloodType, rh: r.bloodRh ? `Rh${r.bloodRh}` : '' }).trim() : '',
    };
  });
}

/**
 * GET /api/admin/bibs/labels (race-day bib printing): the back-of-bib labels (`kind` labels: A4
 * sheets of 2 × 7 labels with bib, name, course, emergency contact and blood type) or the bib
 * fronts for a test print (`kind` fronts), of one course or all, in bib order. Both print personal
 * data, so the export and its purpose are written to the audit log (counts only, never the data).
 * Returns the PDF bytes and its file names (Korean and an ASCII fallback).
 */
export async function exportBibPrint(db: DbOrTx, q: LabelsQuery, staff: AdminContext, locale: Locale) {
  const rows = await bibPrintRows(db, q.ticketSeq, locale);
  const t = (key: string) => translate(locale, `bibs.print.${key}`);
  const pdf =
    q.kind === 'labels'
      ? await renderBibLabels(rows, { docTitle: t('labelsTitle'), emergency: t('emergency'), blood: t('blood'), none: t('none') })
      : await renderBibFronts(rows, { docTitle: t('frontsTitle') });
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'export',
    purpose: q.purpose,
    detail: { list: `bibs.${q.kind}`, ticketSeq: q.ticketSeq ?? null, rowCount: rows.length },
  });
  const stamp = kstDateStamp();
  const ascii = q.kind === 'labels' ? 'bib-labels' : 'bib-fronts';
  return { pdf, fileName: `${t(`${q.kind}File`)}-${stamp}.pdf`, asciiName: `${ascii}-${stamp}.pdf`, rowCount: rows.length };
}
