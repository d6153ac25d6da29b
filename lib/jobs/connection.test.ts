import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { positionalToSql } from './connection';

const dialect = new PgDialect();
const build = (text: string, values: unknown[]) => {
  const { sql, params } = dialect.sqlToQuery(positionalToSql(text, values));
  return { sql, params };
};

describe('positionalToSql', () => {
  it('keeps the statement and its values in order, casts and all', () => {
    expect(build('SELECT $1::uuid AS id, $2 AS name', ['6f1c…', 'sms-delivery'])).toEqual({
      sql: 'SELECT $1::uuid AS id, $2 AS name',
      params: ['6f1c…', 'sms-delivery'],
    });
  });

  it('sends a value used twice twice, and arrays and nulls as they are', () => {
    const q = build(`UPDATE j SET a = COALESCE($2, a) WHERE name = $1 AND id IN (SELECT UNNEST($3::uuid[])) AND $2 IS NOT NULL`, [
      'q',
      null,
      ['a', 'b'],
    ]);
    expect(q.sql).toBe('UPDATE j SET a = COALESCE($1, a) WHERE name = $2 AND id IN (SELECT UNNEST($3::uuid[])) AND $4 IS NOT NULL');
    expect(q.params).toEqual([null, 'q', ['a', 'b'], null]);
  });

  it('reads $10 as the tenth value, not the first followed by 0', () => {
    const values = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(build('SELECT $10, $1', values).params).toEqual([10, 1]);
  });

  it('refuses a statement that refers to a value it was not given', () => {
    expect(() => positionalToSql('SELECT $2', ['only one'])).toThrow('refers to $2 but has 1 values');
  });
});
