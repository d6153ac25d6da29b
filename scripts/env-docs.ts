/**
 * `npm run env:docs`: rewrites the README's environment-variable tables from the settings' schema
 * (lib/env/readme-table.ts). Run it after adding or changing a variable in lib/env/schema.mjs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withReadmeSection } from '@/lib/env/readme-table';

const file = path.resolve(import.meta.dirname, '..', 'README.md');
const before = readFileSync(file, 'utf8');
const after = withReadmeSection(before);
if (after === before) {
  console.log('README.md: environment variables already up to date');
} else {
  writeFileSync(file, after);
  console.log('README.md: environment variables rewritten from lib/env/schema.mjs');
}
