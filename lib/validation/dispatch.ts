import { z } from 'zod';
import { COURIERS } from '@/lib/codes';
import { textField } from './fields';

/** GET /api/admin/dispatch/export: which parcels (not yet dispatched, or all) and the purpose (audited). */
export const dispatchExportSchema = z.object({
  scope: z.enum(['pending', 'all'], { error: 'dispatch.badScope' }).default('pending'),
  purpose: textField('reception.purposeRequired').trim().min(2, 'reception.purposeRequired').max(200, 'reception.purposeTooLong'),
});
export type DispatchExportQuery = z.infer<typeof dispatchExportSchema>;

/** The text fields of POST /api/admin/dispatch/tracking (multipart, with `file`): the courier when the file has no courier column. */
export const trackingImportFields = z.object({
  courier: z.preprocess((v) => (v === '' || v === undefined ? 'cj' : v), z.enum(COURIERS, { error: 'dispatch.badCourier' })),
});
