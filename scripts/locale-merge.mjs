// Merges translations into the web app's locale files in one quick read-modify-write, so several people
// (or agents) adding keys at once do not overwrite each other's work.
// Usage: node scripts/locale-merge.mjs additions.json   where additions.json is { "pt": {...}, "en": {...}, "es": {...} }
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['pt', 'en', 'es'];
const dir = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');

function deepMerge(target, additions) {
  for (const [key, value] of Object.entries(additions)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = deepMerge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const missing = LOCALES.filter((locale) => !additions[locale]);
if (missing.length > 0) {
  console.error(`locale-merge: the additions need all of ${LOCALES.join(', ')}; missing ${missing.join(', ')}`);
  process.exit(1);
}
for (const locale of LOCALES) {
  const file = join(dir, `${locale}.json`);
  const merged = deepMerge(JSON.parse(readFileSync(file, 'utf8')), additions[locale]);
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
}
console.log(`locale-merge: merged into ${LOCALES.map((l) => `${l}.json`).join(', ')}`);
