/**
 * `npm run db:function -- --name <what> <function> [<function> …]`: the migration that brings the
 * database's functions to their current source (db/functions/<function>.sql, see its README). Runs
 * `drizzle-kit generate --custom --name <what>` (so the number follows the last migration and the
 * journal and snapshot are drizzle-kit's own), then writes each function's file into the new, empty
 * migration, in the order given. The unit test db/sql-functions.test.ts then finds the migration
 * equal to the files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { currentFunction, FUNCTIONS_DIR, MIGRATIONS_DIR } from '../db/sql-functions';

const { values, positionals } = parseArgs({ options: { name: { type: 'string' } }, allowPositionals: true });
if (!values.name || positionals.length === 0) {
  console.error('usage: npm run db:function -- --name <what> <function> [<function> …]');
  process.exit(2);
}
// Each file is read (and checked to define its function) before anything is generated.
const files = positionals.map((fn) => {
  currentFunction(fn);
  return readFileSync(path.join(FUNCTIONS_DIR, `${fn}.sql`), 'utf8').trimEnd();
});

const root = path.join(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules', '.bin', 'drizzle-kit');
const r = spawnSync(bin, ['generate', '--custom', '--name', values.name], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const file = path.join(MIGRATIONS_DIR, `${journal.entries.at(-1)!.tag}.sql`);
if (!existsSync(file)) throw new Error(`drizzle-kit wrote no ${file}`);
writeFileSync(file, `${files.join('\n--> statement-breakpoint\n')}\n`);
console.log(`[db:function] ${path.relative(root, file)}: ${positionals.join(', ')} from db/functions/`);
