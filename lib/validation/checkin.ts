import { z } from 'zod';
import { idParam } from './id-param';
import { textField } from './fields';

/**
 * Bodies of the race-day check-in desk (QR check-in): POST /api/admin/checkin takes the
 * scanned code (`token`), a bib typed by staff (`backNo`) or a runner found by name (`runnerSeq`),
 * the desk's name, and, for a scan kept in the browser while offline, when it was scanned.
 */

/** A scan kept offline is sent within a day; an older or future moment is refused. */
export const MAX_OFFLINE_AGE_MS = 24 * 3600 * 1000;

export const deskField = textField('raceDay.checkin.badDesk').trim().min(1, 'raceDay.checkin.badDesk').max(20, 'raceDay.checkin.badDesk');

export const checkinSchema = z
  .object({
    token: textField('raceDay.checkin.badCode').trim().min(1, 'raceDay.checkin.badCode').max(300, 'raceDay.checkin.badCode').optional(),
    backNo: z.coerce
      .number({ error: 'raceDay.checkin.badBackNo' })
      .int('raceDay.checkin.badBackNo')
      .min(1, 'raceDay.checkin.badBackNo')
      .max(99_999, 'raceDay.checkin.badBackNo')
      .optional(),
    runnerSeq: idParam('raceDay.checkin.badCode').optional(),
    desk: deskField,
    scannedAt: z.iso.datetime({ offset: true, error: 'raceDay.checkin.badTime' }).optional(),
  })
  .refine((v) => [v.token, v.backNo, v.runnerSeq].filter((x) => x !== undefined).length === 1, {
    message: 'raceDay.checkin.badCode',
    path: ['token'],
  });
export type CheckinInput = z.infer<typeof checkinSchema>;

/** GET /api/admin/checkin/search?q= : a bib, a name (or part), or the last 4 digits of a phone. */
export const checkinSearchSchema = z.object({
  q: textField('raceDay.checkin.badSearch').trim().min(1, 'raceDay.checkin.badSearch').max(50, 'raceDay.checkin.badSearch'),
});
