import { isCardCode } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { randomPumpCode } from './secrets';

describe('pump codes', () => {
  it('a balance’s codes and a card’s never share a first digit, and both are six digits', () => {
    const firsts = { balance: new Set<string>(), card: new Set<string>() };
    for (let i = 0; i < 5000; i++) {
      for (const kind of ['balance', 'card'] as const) {
        const code = randomPumpCode(kind);
        expect(code).toMatch(/^\d{6}$/);
        expect(isCardCode(code)).toBe(kind === 'card');
        firsts[kind].add(code[0] as string);
      }
    }
    // Every other first digit is drawn for balances (9 is the cards'), so the space stays wide.
    expect([...firsts.balance].sort().join('')).toBe('012345678');
    expect([...firsts.card]).toEqual(['9']);
  });
});
