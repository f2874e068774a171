import { LANGUAGES } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import notifications from '../locales/en/notifications.json' with { type: 'json' };
import { fill, translator } from './i18n';

/** Every key of a texts file, nested ones as `a.b`. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`),
  );
}

const values = {
  name: 'Ani <b>&</b>',
  id: 1234567,
  quantity: '12.5',
  unit: 'L',
  product: 'Premium 95',
  station: 'Komitas',
  dispensed: '10',
  volume: '20',
  number: 'A-1',
  last4: '4242',
  threshold: '5',
  cap: '100',
};

describe('fill', () => {
  it('writes every message text as i18next does, in every language', () => {
    const keys = keysOf(notifications);
    expect(keys.length).toBeGreaterThan(30);
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const key of keys) {
        expect(fill(lang, 'notifications', key, values)).toBe(
          t(key, { ns: 'notifications', ...values }),
        );
      }
    }
  });

  it('leaves a placeholder without a value as i18next does', () => {
    const t = translator('ru');
    const written = fill('ru', 'notifications', 'fuel_received', { quantity: '1' });
    expect(written).toBe(t('fuel_received', { ns: 'notifications', quantity: '1' }));
    expect(written).toContain('{{');
  });

  it('falls back to the default language for a key a language lacks', () => {
    const t = translator('en');
    expect(fill('en', 'messages', 'no.such.key')).toBe(t('no.such.key', { ns: 'messages' }));
  });
});
