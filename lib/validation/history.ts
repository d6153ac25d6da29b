import { z } from 'zod';
import { birthdayField, textField } from './fields';

/**
 * POST /api/ranking/history and the /record/me form: the runner's name as the results print it
 * (any script, spaces allowed, 1–100 characters; compared by its name key: case, spaces and width
 * ignored) and their birth date YYYYMMDD.
 */
export const historyQuerySchema = z.object({
  runnerName: textField('records.form.runnerName').trim().min(1, 'records.form.runnerName').max(100, 'records.form.runnerName'),
  birthday: birthdayField,
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
