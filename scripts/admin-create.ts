/**
 * `npm run admin:create -- <userName> [password] [role]`: creates a staff account (role director
 * unless given: director, reception, desk, content or timing), or resets its password (and unlocks
 * and re-enables it) when it exists. Without a password one is generated and printed once. The
 * console's /user/staff page does the same for directors signed in; this is the way in when no
 * director can sign in. Uses DATABASE_URL, else the embedded database of `npm start` (DATA_DIR, PG_PORT).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations } from '@/db/migrate';
import * as schema from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { STAFF_ROLES, type StaffRole } from '@/lib/codes';
import { env } from '@/lib/env';
import { openDatabase, ROOT } from './lib/stack';

async function main() {
  const [userName, givenPassword, givenRole = 'director'] = process.argv.slice(2);
  const given = givenPassword || undefined;
  if (!(STAFF_ROLES as readonly string[]).includes(givenRole)) {
    console.error(`the role must be one of ${STAFF_ROLES.join(', ')}`);
    process.exit(2);
  }
  const role = givenRole as StaffRole;
  if (!userName || !/^[A-Za-z0-9._-]{3,50}$/.test(userName)) {
    console.error('usage: npm run admin:create -- <userName 3-50 of A-Z a-z 0-9 . _ -> [password] [role]');
    process.exit(2);
  }
  if (given !== undefined && given.length < 10) {
    console.error('the password must be at least 10 characters');
    process.exit(2);
  }
  const password = given ?? randomBytes(12).toString('base64url');
  const db = await openDatabase({
    url: env.database.DATABASE_URL,
    dataDir: path.resolve(ROOT, env.database.DATA_DIR),
    port: env.database.PG_PORT,
  });
  try {
    await runMigrations(db.url);
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const hash = await hashPassword(password);
    await drizzle(pool, { schema })
      .insert(schema.staffUsers)
      .values({ userName, passwordHash: hash, role })
      .onConflictDoUpdate({
        target: schema.staffUsers.userName,
        set: { passwordHash: hash, failedCount: 0, disabledAt: null, role },
      });
    await pool.end();
    console.log(`staff account "${userName}" (${role}) saved.`);
    if (!given) console.log(`password (shown once): ${password}`);
  } finally {
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
