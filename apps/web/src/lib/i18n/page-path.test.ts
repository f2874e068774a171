import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, pagePath } from '.';

// The tests below are written for an Armenian page; the language before is put back after.
let before = '';
beforeEach(async () => {
  before = i18n.language;
  await i18n.changeLanguage('am');
});
afterEach(async () => {
  await i18n.changeLanguage(before);
});

describe('pagePath', () => {
  it('writes the page under the language shown', async () => {
    expect(pagePath('dashboard')).toBe('/am/dashboard');
    await i18n.changeLanguage('ru');
    expect(pagePath('auth/forgot-password')).toBe('/ru/auth/forgot-password');
  });

  it('writes it in another language when told', () => {
    expect(pagePath('auth', { language: 'en' })).toBe('/en/auth');
  });

  it('fills in each named part of the address', () => {
    expect(pagePath('cards/:id', { id: 'c-7' })).toBe('/am/cards/c-7');
    expect(pagePath('team-invite/:id/:token', { id: 'i1', token: 't2', language: 'en' })).toBe(
      '/en/team-invite/i1/t2',
    );
  });

  it('encodes the parts, so a part cannot add a segment, a query or a fragment', () => {
    expect(pagePath('vehicles/:id', { id: 'a/b?c=d#e f' })).toBe(
      '/am/vehicles/a%2Fb%3Fc%3Dd%23e%20f',
    );
  });

  it('adds the search as the page keeps it; values written into one are encoded by it', () => {
    const search = new URLSearchParams({ q: 'a&b c/d' });
    expect(pagePath('transactions', { query: `?${search}` })).toBe(
      '/am/transactions?q=a%26b+c%2Fd',
    );
    expect(pagePath('consumption', { query: '?from=2025-01&to=2025-03' })).toBe(
      '/am/consumption?from=2025-01&to=2025-03',
    );
    expect(pagePath('transactions', { query: '' })).toBe('/am/transactions');
    expect(pagePath('receipts/:id', { id: 'r1', query: '?print=1' })).toBe(
      '/am/receipts/r1?print=1',
    );
  });

  it('refuses, when compiled, a page that does not exist or a wrong part', () => {
    // Each call below is a type error (the typecheck fails if one is not); the results only
    // show what would have been written.
    // @ts-expect-error: no such page
    expect(pagePath('card/:id', { id: 'x' })).toBe('/am/card/x');
    // @ts-expect-error: the card's id is missing
    expect(pagePath('cards/:id')).toBe('/am/cards/undefined');
    // @ts-expect-error: the part is called id, not cardId
    expect(pagePath('cards/:id', { cardId: 'x' })).toBe('/am/cards/undefined');
    // @ts-expect-error: the invitation needs its token too
    expect(pagePath('team-invite/:id/:token', { id: 'x' })).toBe('/am/team-invite/x/undefined');
    // @ts-expect-error: the dashboard has no parts
    expect(pagePath('dashboard', { id: 'x' })).toBe('/am/dashboard');
    // @ts-expect-error: a part is text
    expect(pagePath('cards/:id', { id: 7 })).toBe('/am/cards/7');
    // @ts-expect-error: not a language of the site
    expect(pagePath('dashboard', { language: 'de' })).toBe('/de/dashboard');
  });
});
