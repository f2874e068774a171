import type { TeamRole } from '@fuel/contract';
import type { Db } from '../../db/database';
import { insertMember } from './members.repository';

/** The demo company's team: each person joins in their role (the seed of an empty database). */
export async function seedDemoTeam(
  db: Db,
  companyId: string,
  members: { userId: string; role: TeamRole }[],
): Promise<void> {
  for (const m of members) await insertMember(db, { companyId, userId: m.userId, role: m.role });
}
