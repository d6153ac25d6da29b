import { z } from 'zod';
import { eventCodeField } from './editions';
import { textField } from './fields';

/** The retention page's forms (PUT /api/admin/retention, POST …/consent). Keys of the `retention` namespace. */

/** PUT /api/admin/retention {eventCode, retentionMonths}: an edition's period after race day (null: the default). */
export const retentionPeriodSchema = z.object({
  eventCode: eventCodeField,
  retentionMonths: z
    .number({ error: 'retention.errors.months' })
    .int('retention.errors.months')
    .min(1, 'retention.errors.months')
    .max(60, 'retention.errors.months')
    .nullable(),
});

const consentText = textField('retention.errors.consentText')
  .trim()
  .min(20, 'retention.errors.consentText')
  .max(10_000, 'retention.errors.consentText');

/** POST /api/admin/retention/consent: new consent texts in Korean and English. */
export const consentPublishSchema = z.object({
  privacyKo: consentText,
  rulesKo: consentText,
  privacyEn: consentText,
  rulesEn: consentText,
});
