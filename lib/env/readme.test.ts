import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedVariables, readmeSection, README_BEGIN, README_END } from './readme-table';

const readme = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

describe("the README's environment-variable tables", () => {
  it('are the ones generated from lib/env/schema.mjs (run `npm run env:docs` after changing it)', () => {
    const section = readme.slice(readme.indexOf(README_BEGIN), readme.indexOf(README_END) + README_END.length);
    expect(section).toBe(readmeSection());
  });

  it('document every variable, with its default as the schema has it', () => {
    const problems: string[] = [];
    for (const v of documentedVariables()) {
      if (v.doc.length < 10) problems.push(`${v.name}: no description`);
      if (!v.shownDefault) problems.push(`${v.name}: no default shown`);
      if (v.parsedDefault === undefined) continue;
      const expected =
        typeof v.parsedDefault === 'boolean' ? (v.parsedDefault ? ['`1`'] : ['unset', '`0`']) : [`\`${String(v.parsedDefault)}\``];
      if (!expected.some((e) => v.shownDefault.includes(e)))
        problems.push(`${v.name}: shows ${v.shownDefault}, the schema gives ${v.parsedDefault}`);
    }
    expect(problems).toEqual([]);
  });

  it('list no variable the schema does not read', () => {
    const section = readme.slice(readme.indexOf(README_BEGIN), readme.indexOf(README_END));
    const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual(
      documentedVariables()
        .map((v) => v.name)
        .sort(),
    );
  });
});
