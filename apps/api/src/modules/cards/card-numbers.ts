import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { insertCards } from './cards.repository';

/** The retailer's card range; the last digit is a Luhn check digit, as on payment cards. */
const PREFIX = '9051';

function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

export function newCardNumber(): string {
  let body = PREFIX;
  while (body.length < 15) body += String(randomInt(10));
  return body + luhnDigit(body);
}

/** A card number as printed on the plastic: groups of four digits. */
export const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface IssuedCard {
  id: string;
  number: string;
  activationCode: string;
}

/**
 * Makes new plastic cards: a number and an activation code each (kept only hashed; the caller
 * prints them for the carrier). With `userId` they belong to that company at once.
 */
export async function issueCards(
  db: Db,
  count: number,
  owner?: { userId: string; orderId: string },
): Promise<IssuedCard[]> {
  const made = await Promise.all(
    Array.from({ length: count }, async () => {
      const number = newCardNumber();
      const activationCode = String(randomInt(1_000_000)).padStart(6, '0');
      return { number, activationCode, hash: await hashPassword(activationCode) };
    }),
  );
  const rows = await insertCards(
    db,
    made.map((c) => ({
      number: c.number,
      last4: c.number.slice(-4),
      activationCodeHash: c.hash,
      userId: owner?.userId ?? null,
      orderId: owner?.orderId ?? null,
      addedAt: owner ? new Date() : null,
    })),
  );
  return made.map((c, i) => ({
    id: rows[i]?.id ?? '',
    number: c.number,
    activationCode: c.activationCode,
  }));
}
