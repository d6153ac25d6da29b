import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary column (photos, uploaded files). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return 'bytea';
  },
});

/** All instants are timestamptz; pages render them in Asia/Seoul (ARCHITECTURE.md, data rules). */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
