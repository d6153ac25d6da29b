import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import * as errors from './errors';
import { ApiError, ERROR_CATALOGUE, ERROR_CODES } from './errors';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The message at `key` ('errors.soldOut') in `locale`'s catalogue, or undefined. */
function messageAt(locale: 'ko' | 'en', key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined),
      catalogues[locale],
    );
}

/** Source files of the site (not tests), relative to the project folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [rel] : [];
  });
}

describe('the error catalogue', () => {
  it('gives every code the form of the spec (letter and four digits) and an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z]\d{4}$/);
      expect(ERROR_CATALOGUE[code].status).toBeGreaterThanOrEqual(400);
      expect(ERROR_CATALOGUE[code].status).toBeLessThan(600);
      expect(ERROR_CATALOGUE[code].meaning.length).toBeGreaterThan(10);
    }
  });

  it('has a Korean and an English message for every code', () => {
    const missing = ERROR_CODES.flatMap((code) =>
      (['ko', 'en'] as const)
        .filter((locale) => typeof messageAt(locale, ERROR_CATALOGUE[code].key) !== 'string')
        .map((l) => `${code} ${l}`),
    );
    expect(missing).toEqual([]);
  });

  it('answers the catalogue status for every factory', () => {
    const made: ApiError[] = [];
    for (const [name, factory] of Object.entries(errors)) {
      if (typeof factory !== 'function' || name === 'ApiError' || name === 'isApiError') continue;
      const sample = (factory as (...args: unknown[]) => unknown)(...sampleArgs(name));
      expect(sample, name).toBeInstanceOf(ApiError);
      made.push(sample as ApiError);
    }
    for (const e of made) expect(e.status).toBe(ERROR_CATALOGUE[e.errorCode].status);
    // Every code has at least one factory, so no code needs to be built by hand.
    expect(new Set(made.map((e) => e.errorCode))).toEqual(new Set(ERROR_CODES));
  });

  it('keeps the spec §8 bodies: S0003/S0004/S0001 carry JSON, Q0001 its Retry-After', () => {
    expect(JSON.parse(errors.soldOut(['하프']).errorMessage)).toEqual({ data: [{ ticketName: '하프' }] });
    expect(JSON.parse(errors.alreadyApplied(['홍길동']).errorMessage)).toEqual({ data: [{ runnerName: '홍길동' }] });
    expect(JSON.parse(errors.lookupFailed('lookup').errorMessage)).toEqual({ message: 'lookup' });
    expect(errors.overloaded(3).headers).toEqual({ 'Retry-After': '3' });
    expect(errors.invalidField('validation.birthday', 'runners.0.birthday').fields).toEqual({ field: 'runners.0.birthday' });
  });

  it('splits the two meanings S0005 had: office-only changes 403, cancelled registrations 409 S0007', () => {
    expect(errors.needsOffice('search.cmplNoCancel')).toMatchObject({ status: 403, errorCode: 'S0005' });
    expect(errors.registrationCancelled('search.alreadyCancelled')).toMatchObject({ status: 409, errorCode: 'S0007' });
  });

  it('names only message keys that exist in both languages, wherever a factory is called with one', () => {
    const call = /\b(?:badRequest|notFound|needsOffice|registrationCancelled|invalidField)\(\s*'([A-Za-z0-9_.]+)'/g;
    const missing: string[] = [];
    for (const file of ['app', 'lib', 'components'].flatMap(sourceFiles)) {
      for (const [, key] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(call)) {
        for (const locale of ['ko', 'en'] as const)
          if (typeof messageAt(locale, key) !== 'string') missing.push(`${file}: ${key} (${locale})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translates a factory message with its values', () => {
    expect(translate('en', errors.loginLocked(15).messageKey!, errors.loginLocked(15).messageValues)).toContain('15');
  });
});

describe('the lint rule that keeps errors in the catalogue', () => {
  it('refuses new ApiError and spelled-out error bodies outside lib/errors.ts', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code =
      "import { ApiError } from '@/lib/errors';\nexport const a = new ApiError('S0003');\nexport const b = { errorCode: 'S0003' };\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'lib/registration/example.ts') });
    expect(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line)).toEqual([2, 3]);
    const [own] = await eslint.lintText(code, { filePath: path.join(ROOT, 'lib/errors.ts') });
    expect(own.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  }, 60_000);
});

/** Arguments a factory takes, by name (the rest take none or only strings/numbers shown in messages). */
function sampleArgs(name: string): unknown[] {
  const byName: Record<string, unknown[]> = {
    soldOut: [['하프']],
    alreadyApplied: [['홍길동']],
    needsOffice: ['search.contactAdmin'],
    badRequest: ['validation.badRequest'],
    invalidField: ['validation.badRequest', 'runners.0.birthday'],
    notFound: ['search.notFound'],
    lookupFailed: ['lookup'],
    loginLocked: [15],
    overloaded: [2],
    refundFailed: ['declined'],
    backNoTaken: ['1234'],
    bodyTooLarge: [65_536],
  };
  return byName[name] ?? [];
}
