import { defineConfig } from 'drizzle-kit';
import { readSiteEnv } from './lib/env/schema.mjs';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  // Generating migrations needs no database; `drizzle-kit` commands that do connect use DATABASE_URL.
  dbCredentials: { url: readSiteEnv().database.DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/marathon' },
});
