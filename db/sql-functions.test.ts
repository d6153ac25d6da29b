import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentFunction, FUNCTIONS_DIR, functionDefinitions, latestMigratedFunctions } from './sql-functions';

/** A definition as compared: a first CREATE FUNCTION is the same as a later CREATE OR REPLACE, line ends and trailing blanks aside. */
const normal = (sql: string) =>
  sql
    .replace(/^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION/i, 'CREATE OR REPLACE FUNCTION')
    .replace(/\r\n/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();

describe('database functions: the current source in db/functions/', () => {
  const migrated = latestMigratedFunctions();

  it('finds the functions the migrations define, with their bodies whole', () => {
    expect(migrated.get('accept_one_course_batch')?.definition).toMatch(/^CREATE OR REPLACE FUNCTION accept_one_course_batch\(/);
    expect(migrated.get('accept_one_course_batch')?.definition).toMatch(/\$fn\$;$/);
    expect(migrated.get('join_seq_claim')?.definition).toMatch(/\$\$;$/);
  });

  it('has a file for every function, equal to the last migration that defines it', () => {
    for (const [name, { migration, definition }] of migrated) {
      expect(normal(currentFunction(name)), `db/functions/${name}.sql against ${migration}`).toBe(normal(definition));
    }
  });

  it('has no file for a function no migration defines', () => {
    const files = readdirSync(FUNCTIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''));
    expect(files.filter((f) => !migrated.has(f))).toEqual([]);
  });

  it('reads two functions of one text and a dollar tag inside a body', () => {
    const text = `-- x\nCREATE FUNCTION a() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;\nSELECT 2;\nCREATE OR REPLACE FUNCTION b(p int) RETURNS int LANGUAGE plpgsql AS $fn$ BEGIN RETURN $1 + 1; END $fn$;`;
    const defs = functionDefinitions(text);
    expect([...defs.keys()]).toEqual(['a', 'b']);
    expect(defs.get('a')).toBe('CREATE FUNCTION a() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;');
    expect(defs.get('b')).toMatch(/RETURN \$1 \+ 1; END \$fn\$;$/);
  });
});
