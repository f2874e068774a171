import { CARD_GROUP_LIMITS, type CardGroup } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  cardGroupInUse,
  deleteCardGroup,
  findCardGroups,
  insertCardGroup,
  lockCardGroupsOf,
  renameCardGroup,
} from './card-groups.repository';
import type { CardScope } from './cards.repository';

/** The company's card groups; a fleet manager kept to some sees only those. */
export async function listCardGroups(db: Db, companyId: string, scope: CardScope) {
  const rows = await findCardGroups(db, companyId);
  return { data: scope.groupIds ? rows.filter((g) => scope.groupIds?.includes(g.id)) : rows };
}

export function createCardGroup(db: Db, companyId: string, name: string): Promise<CardGroup> {
  return db.transaction(async (tx) => {
    // Counted under the company's lock: groups made at once cannot pass the limit together.
    if ((await lockCardGroupsOf(tx, companyId)) >= CARD_GROUP_LIMITS.perCompany)
      throw new AppError('BUSINESS_RULE', { field: 'name' });
    const row = await insertCardGroup(tx, companyId, name);
    if (!row) throw new AppError('CONFLICT', { field: 'name' });
    return { ...row, cards: 0 };
  });
}

export async function renameGroup(db: Db, companyId: string, id: string, name: string) {
  try {
    const row = await renameCardGroup(db, companyId, id, name);
    if (!row) throw new AppError('NOT_FOUND');
    const [listed] = (await findCardGroups(db, companyId)).filter((g) => g.id === id);
    return listed ?? { ...row, cards: 0 };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', { field: 'name' });
    throw err;
  }
}

export function removeCardGroup(db: Db, companyId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    if (await cardGroupInUse(tx, id)) throw new AppError('CARD_GROUP_IN_USE');
    if (!(await deleteCardGroup(tx, companyId, id))) throw new AppError('NOT_FOUND');
  });
}
