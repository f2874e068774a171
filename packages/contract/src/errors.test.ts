import { describe, expect, it } from 'vitest';
import am from '../locales/am/errors.json';
import en from '../locales/en/errors.json';
import ru from '../locales/ru/errors.json';
import { ERROR_CODES, ERROR_DESCRIPTIONS, ERROR_STATUS } from './errors';

// The API (lib/i18n.ts) and the web app (lib/i18n/resources.ts) both translate codes from these.
const TABLES: Record<string, Record<string, string>> = { am, en, ru };

describe('error codes', () => {
  it('each has a status and a one-line description', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_DESCRIPTIONS[code], code).toMatch(/^[^\n]{10,100}$/);
    }
  });

  it.each(Object.keys(TABLES))('each is translated in %s', (lang) => {
    const table = TABLES[lang] ?? {};
    const missing = ERROR_CODES.filter((code) => !table[code]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(TABLES))('%s translates no code that does not exist', (lang) => {
    // A variant of a code's message is named `<CODE>_<variant>`.
    const unknown = Object.keys(TABLES[lang] ?? {}).filter(
      (key) => !ERROR_CODES.some((code) => key === code || key.startsWith(`${code}_`)),
    );
    expect(unknown).toEqual([]);
  });
});
