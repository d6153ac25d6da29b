import { randomInt } from 'node:crypto';

/** A random Latin name of `n` letters, capitalised (spec §5 allows Latin letters in names). */
export function randomLatinName(n = 8): string {
  const s = Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return s[0].toUpperCase() + s.slice(1);
}
