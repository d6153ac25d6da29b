import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The database functions' current source lives in db/functions/<name>.sql, one file per function; a
 * migration that changes a function carries a copy of that file (npm run db:function). These helpers
 * read both, so that a unit test can check that the last migration defining each function defines it
 * exactly as its file does (db/functions/README.md).
 */

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
export const FUNCTIONS_DIR = path.join(import.meta.dirname, 'functions');

/**
 * The `CREATE [OR REPLACE] FUNCTION` statements of a SQL text, by function name: each from its CREATE
 * to the semicolon after the end of its dollar-quoted body, as written. Throws on a body without end.
 */
export function functionDefinitions(sqlText: string): Map<string, string> {
  const found = new Map<string, string>();
  const create = /CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(/gi;
  for (let m = create.exec(sqlText); m; m = create.exec(sqlText)) {
    const quote = /\$([A-Za-z_]*)\$/g;
    quote.lastIndex = m.index;
    const open = quote.exec(sqlText);
    const close = open ? sqlText.indexOf(open[0], open.index + open[0].length) : -1;
    const end = close < 0 ? -1 : sqlText.indexOf(';', close + (open?.[0].length ?? 0));
    if (end < 0) throw new Error(`function ${m[1]}: no end of its body`);
    found.set(m[1], sqlText.slice(m.index, end + 1));
    create.lastIndex = end + 1;
  }
  return found;
}

/** The migration files in the order drizzle-kit applies them (their numbered names). */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort();
}

/** Every function some migration defines, with the last migration defining it and that definition. */
export function latestMigratedFunctions(dir = MIGRATIONS_DIR): Map<string, { migration: string; definition: string }> {
  const latest = new Map<string, { migration: string; definition: string }>();
  for (const file of migrationFiles(dir)) {
    for (const [name, definition] of functionDefinitions(readFileSync(path.join(dir, file), 'utf8'))) {
      latest.set(name, { migration: file, definition });
    }
  }
  return latest;
}

/** The definition in db/functions/<name>.sql (the file's one CREATE FUNCTION statement). Throws when it has none or several. */
export function currentFunction(name: string, dir = FUNCTIONS_DIR): string {
  const defs = functionDefinitions(readFileSync(path.join(dir, `${name}.sql`), 'utf8'));
  const def = defs.get(name);
  if (!def || defs.size !== 1) throw new Error(`db/functions/${name}.sql must define ${name} and nothing else`);
  return def;
}
