/**
 * The README's "Environment variables" section, generated from the settings' schema
 * (lib/env/schema.mjs: each variable's shown default and description): one table per group. Written
 * into README.md by `npm run env:docs`; lib/env/readme.test.ts fails while the README differs.
 */
import type { z } from 'zod';
import { ENV_GROUP_TITLES, ENV_GROUPS } from './schema.mjs';

/** Markers around the generated part of README.md. */
export const README_BEGIN = '<!-- env:begin (generated from lib/env/schema.mjs by `npm run env:docs`; do not edit) -->';
export const README_END = '<!-- env:end -->';

interface VariableDoc {
  name: string;
  group: keyof typeof ENV_GROUPS;
  shownDefault: string;
  doc: string;
  /** The default the schema gives when the variable is unset (undefined when the code derives one). */
  parsedDefault: unknown;
}

/** Every variable of every group with its documentation, in the schema's order. */
export function documentedVariables(): VariableDoc[] {
  return (Object.keys(ENV_GROUPS) as Array<keyof typeof ENV_GROUPS>).flatMap((group) => {
    const shape = ENV_GROUPS[group].shape as Record<string, z.ZodType>;
    const defaults = ENV_GROUPS[group].parse({}) as Record<string, unknown>;
    return Object.entries(shape).map(([name, schema]) => {
      const meta = (schema.meta() ?? {}) as { shownDefault?: string; doc?: string };
      return { name, group, shownDefault: meta.shownDefault ?? '', doc: meta.doc ?? '', parsedDefault: defaults[name] };
    });
  });
}

/** The generated section: one table per group, between README_BEGIN and README_END. */
export function readmeSection(): string {
  const vars = documentedVariables();
  const tables = (Object.keys(ENV_GROUPS) as Array<keyof typeof ENV_GROUPS>).map((group) => {
    const rows = vars.filter((v) => v.group === group).map((v) => `| \`${v.name}\` | ${v.shownDefault} | ${v.doc} |`);
    return [`### ${ENV_GROUP_TITLES[group]}`, '', '| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
  });
  return [README_BEGIN, '', tables.join('\n\n'), '', README_END].join('\n');
}

/** `readme` with its generated section replaced by the current one. Throws when the markers are missing. */
export function withReadmeSection(readme: string): string {
  const begin = readme.indexOf(README_BEGIN);
  const end = readme.indexOf(README_END);
  if (begin < 0 || end < begin) throw new Error('README.md has no env:begin/env:end markers');
  return readme.slice(0, begin) + readmeSection() + readme.slice(end + README_END.length);
}
