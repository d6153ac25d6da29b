import { z } from 'zod';
import { applicantPhoneField, textField } from './fields';
import { idParam } from './id-param';

/**
 * Staff forms of /user/events (spec §3 "Event info"). Messages are catalogue keys of
 * the `events` namespace. Optional text fields may be sent empty (cleared) or
 * left out (kept), so a partial update changes only the fields it sends.
 */
const optionalText = (max: number, key: string) => textField(key).trim().max(max, key).optional().transform(emptyToNull);

/**
 * A field left out of a partial update stays undefined (the stored value is kept); a field sent empty
 * becomes null (cleared).
 */
function emptyToNull<T>(v: T | '' | undefined): T | null | undefined {
  return v === undefined ? undefined : v === '' ? null : v;
}

/** POST /api/admin/event multipart text fields (the photo `file` is checked by lib/events). */
export const eventInfoSchema = z.object({
  eventCode: textField('events.errors.eventCode')
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,20}$/, 'events.errors.eventCode')
    .optional(),
  eventName: textField('events.errors.eventName').trim().min(2, 'events.errors.eventName').max(100, 'events.errors.eventName').optional(),
  subscript: optionalText(200, 'events.errors.subscript'),
  // English versions (optional): shown in English mode, the Korean field otherwise; same rules.
  eventNameEn: optionalText(100, 'events.errors.eventNameEn'),
  subscriptEn: optionalText(200, 'events.errors.subscript'),
  organizerEn: optionalText(100, 'events.errors.organizer'),
  homeUrl: textField('events.errors.homeUrl')
    .trim()
    .max(300, 'events.errors.homeUrl')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'events.errors.homeUrl')
    .optional()
    .transform(emptyToNull),
  companyNo: textField('events.errors.companyNo')
    .trim()
    .refine((v) => v === '' || /^\d{3}-?\d{2}-?\d{5}$/.test(v), 'events.errors.companyNo')
    .optional()
    .transform(emptyToNull),
  organizer: optionalText(100, 'events.errors.organizer'),
  managerName: optionalText(50, 'events.errors.managerName'),
  // Blank means none; otherwise the applicant phone rule (its message, not a union's).
  cellphone: z.preprocess((v) => (v === '' ? null : v), applicantPhoneField.nullable().optional()),
  email: z
    .union([z.literal(''), z.email('events.errors.email').max(200, 'events.errors.email')])
    .optional()
    .transform(emptyToNull),
  accountNo: textField('events.errors.accountNo')
    .trim()
    .refine((v) => v === '' || /^[0-9][0-9-]{4,29}$/.test(v), 'events.errors.accountNo')
    .optional()
    .transform(emptyToNull),
});
export type EventInfoInput = z.infer<typeof eventInfoSchema>;

/** An instant with an explicit offset (the console sends KST wall-clock times as +09:00); empty = none. */
export const instantField = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, message: 'events.errors.saleTime' })])
  .optional()
  .transform((v) => (v ? new Date(v) : null));

/** One ticket's settings a race office may change (price won, capacity, sale window, souvenir options). */
export const ticketSettingsSchema = z
  .object({
    ticketSeq: idParam('events.errors.ticket'),
    ticketPrice: z.coerce
      .number({ error: 'events.errors.price' })
      .int('events.errors.price')
      .min(0, 'events.errors.price')
      .max(10_000_000, 'events.errors.price'),
    acceptable: z.coerce
      .number({ error: 'events.errors.capacity' })
      .int('events.errors.capacity')
      .min(0, 'events.errors.capacity')
      .max(1_000_000, 'events.errors.capacity'),
    saleOpenTime: instantField,
    saleCloseTime: instantField,
    choiceOption: z
      .string()
      .max(300, 'events.errors.options')
      .optional()
      .nullable()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((o) => o.length <= 20) && new Set(list).size === list.length, 'events.errors.options')
      .transform((list) => (list.length ? list.join(',') : null)),
    /** The course name and souvenir in English mode; left out = kept, empty = cleared (Korean shown). */
    ticketNameEn: optionalText(50, 'events.errors.ticketNameEn'),
    souvenirEn: optionalText(50, 'events.errors.souvenirEn'),
  })
  .refine((t) => !t.saleOpenTime || !t.saleCloseTime || t.saleOpenTime < t.saleCloseTime, {
    message: 'events.errors.saleOrder',
    path: ['saleCloseTime'],
  });
export type TicketSettingsInput = z.infer<typeof ticketSettingsSchema>;

/** PUT /api/admin/event/{code}/tickets body. */
export const ticketSettingsListSchema = z.object({
  tickets: z.array(ticketSettingsSchema).min(1, 'events.errors.ticket').max(500, 'events.errors.ticket'),
});
