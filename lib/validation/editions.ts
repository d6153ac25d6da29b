import { z } from 'zod';
import { CLOCK_RE } from '@/lib/editions/rules';
import { textField } from './fields';
import { idParam } from './id-param';

/**
 * Edition forms of /user/events/editions (POST /api/admin/event/{code}/next, PUT /api/admin/event/current,
 * PUT /api/admin/event/{code}/dates). Messages are catalogue keys of the `editions` namespace.
 */

/** An edition code as staff and URLs name it (DCM24). */
export const eventCodeField = textField('editions.errors.eventCode')
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,20}$/, 'editions.errors.eventCode');

/** PUT /api/admin/event/current. */
export const currentEditionSchema = z.object({ eventCode: eventCodeField });

const clock = textField('editions.errors.time').regex(CLOCK_RE, 'editions.errors.time');
const instant = z.iso.datetime({ offset: true, message: 'editions.errors.period' }).transform((v) => new Date(v));

/**
 * PUT /api/admin/event/{code}/dates: race day (KST date), the assembly time and each course's start
 * time (KST 'HH:MM'), and the registration period (instants with their offset; the console sends
 * KST as +09:00). Registration opens before it closes and closes before race day's assembly.
 */
export const editionDatesSchema = z
  .object({
    raceDay: textField('editions.errors.raceDay').regex(/^\d{4}-\d{2}-\d{2}$/, 'editions.errors.raceDay'),
    assemblyTime: clock,
    eventOpen: instant,
    eventClose: instant,
    startTimes: z
      .array(z.object({ ticketSeq: idParam('editions.errors.course'), startTime: z.union([z.literal(''), clock]) }))
      .max(100, 'editions.errors.course')
      .default([]),
  })
  .refine((v) => v.eventOpen < v.eventClose, { message: 'editions.errors.periodOrder', path: ['eventClose'] })
  .refine((v) => v.startTimes.every((s) => s.startTime === '' || s.startTime >= v.assemblyTime), {
    message: 'editions.errors.startBeforeAssembly',
    path: ['startTimes'],
  });
export type EditionDatesInput = z.infer<typeof editionDatesSchema>;
