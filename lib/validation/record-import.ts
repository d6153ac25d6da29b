import { z } from 'zod';
import { GENDERS } from '@/lib/codes';
import { MAPPING_FIELDS } from '@/lib/records/headers';
import { textField } from './fields';
import { personLookupSchema } from './records';

const mappingSchema = z.partialRecord(z.enum(MAPPING_FIELDS), z.string().trim().max(100));

/**
 * The text fields of POST /api/admin/records/import (multipart, with `file`): round 1..24, course name
 * as the results file names it, optional gender (M/F) for one-gender files, optional mapping as JSON.
 */
export const recordImportFields = z.object({
  holdRound: personLookupSchema.shape.holdRound,
  ticketName: textField('records.import.ticketNameRequired')
    .trim()
    .min(1, 'records.import.ticketNameRequired')
    .max(50, 'records.import.ticketNameRequired'),
  gender: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(GENDERS, { message: 'records.form.gender' }).nullable()),
  mapping: z
    .preprocess((v) => {
      if (v === '' || v === undefined || v === null) return null;
      try {
        return JSON.parse(String(v));
      } catch {
        return 'not json';
      }
    }, mappingSchema.nullable())
    .refine((m) => m === null || typeof m === 'object', 'records.import.mappingInvalid'),
});

/** DELETE /api/admin/records/import {holdRound, ticketName}: removes one round/course import. */
export const recordDeleteSchema = recordImportFields.pick({ holdRound: true, ticketName: true });
