import type { UserType } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail, findUserByPhone, insertUser, type User } from '../users';

export interface NewAccount {
  type: UserType;
  firstName: string;
  lastName: string;
  companyName?: string;
  /** A company's tax ID (ՀՎՀՀ, 8 digits) and legal address. */
  taxId?: string;
  legalAddress?: string;
  email: string;
  phone?: string;
  password: string;
}

/**
 * An account made by the retailer's staff (companies) or the demo seed: the e-mail counts as
 * confirmed because staff checked it. Self-registration goes through `register` instead.
 */
export async function createConfirmedAccount(db: Db, account: NewAccount): Promise<User> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AppError('CONFLICT', { field: 'email' });
    if (account.phone && (await findUserByPhone(tx, account.phone))) {
      throw new AppError('CONFLICT', { field: 'phone' });
    }
    return insertUser(tx, {
      type: account.type,
      firstName: account.firstName,
      lastName: account.lastName,
      companyName: account.companyName ?? null,
      taxId: account.taxId ?? null,
      legalAddress: account.legalAddress ?? null,
      email,
      phone: account.phone ?? null,
      passwordHash,
      emailConfirmedAt: new Date(),
    });
  });
}
