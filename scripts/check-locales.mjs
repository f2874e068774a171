#!/usr/bin/env node
// Every `locales` folder must give every key in am, en and ru, with the same {{placeholders}},
// and a text that differs between languages must really be written in Armenian and Russian.
import fs from 'node:fs';
import path from 'node:path';

const LANGS = ['am', 'en', 'ru'];
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', '.tmp', 'coverage']);
const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const problems = [];

function findLocaleDirs(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(full);
    else findLocaleDirs(full, found);
  }
  return found;
}

function flatten(value, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, name, out);
    else out.set(name, String(child));
  }
  return out;
}

const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function checkNamespace(root, file) {
  const tables = {};
  for (const lang of LANGS) {
    const full = path.join(root, lang, file);
    if (!fs.existsSync(full)) {
      problems.push(`${path.join(root, lang, file)} is missing`);
      return;
    }
    try {
      tables[lang] = flatten(JSON.parse(fs.readFileSync(full, 'utf8')));
    } catch (err) {
      problems.push(`${full}: not valid JSON (${err.message})`);
      return;
    }
  }
  const where = path.join(path.relative('.', root), `*/${file}`);
  const keys = new Set(LANGS.flatMap((lang) => [...tables[lang].keys()]));
  for (const key of keys) {
    const [am, en, ru] = LANGS.map((lang) => tables[lang].get(key));
    const missing = LANGS.filter((lang) => !tables[lang].get(key)?.trim());
    if (missing.length) {
      problems.push(`${where}: "${key}" is missing or empty in ${missing.join(', ')}`);
      continue;
    }
    if (new Set([am, en, ru].map(placeholders)).size > 1) {
      problems.push(`${where}: "${key}" has different {{placeholders}} across languages`);
    }
    // Texts that are the same in every language (brand and network names) need no translation.
    if (en !== ru && !ARMENIAN.test(am)) problems.push(`${where}: "${key}" is not Armenian in am`);
    if (en !== am && !CYRILLIC.test(ru)) problems.push(`${where}: "${key}" is not Russian in ru`);
  }
}

const roots = findLocaleDirs('.');
let files = 0;
for (const root of roots) {
  const namespaces = new Set(
    LANGS.flatMap((lang) => {
      const dir = path.join(root, lang);
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    }),
  );
  for (const file of namespaces) {
    files++;
    checkNamespace(root, file);
  }
}

if (problems.length) {
  console.error(
    `Locale check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Locales complete: ${files} namespaces in ${roots.length} folders, languages ${LANGS.join(', ')}.`,
);
