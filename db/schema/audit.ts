import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Append-only record of staff access to personal data (who, when, from where, what, which registration).
 * A trigger in the migrations refuses UPDATE and DELETE. `detail` holds ids and filters, never personal data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    staffId: integer('staff_id'),
    staffUserName: text('staff_user_name'),
    clientIp: text('client_ip'),
    action: text('action').notNull(), // search | reveal | export | edit | status | login | ...
    joinSeq: integer('join_seq'),
    purpose: text('purpose'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
