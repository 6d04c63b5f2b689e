#!/usr/bin/env node
/**
 * Adds or updates client messages in both catalogues at once, so parallel edits never clash:
 *   node scripts/i18n-add.js messages.json     where messages.json is { "id": { "en": "…", "de": "…" } }
 * Existing ids keep their position; new ids are appended.
 */
const fs = require('node:fs');
const path = require('node:path');

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const locale of ['en', 'de']) {
  const file = path.join(__dirname, '..', 'client', 'src', 'i18n', `${locale}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(input)) {
    if (typeof texts[locale] !== 'string') throw new Error(`${id} has no ${locale} text`);
    catalogue[id] = texts[locale];
  }
  fs.writeFileSync(file, JSON.stringify(catalogue, null, 2) + '\n');
}
console.log(`Merged ${Object.keys(input).length} messages into en.json and de.json`);
