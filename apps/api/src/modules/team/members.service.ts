import {
  type ListQuery,
  type ListReply,
  mayManageRole,
  type TeamMember,
  type TeamRole,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sessionChangesHeard } from '../auth';
import { findCardGroupsByIds } from '../cards';
import { insertAudit } from './audit.repository';
import type { AuditActor } from './audit-actor';
import {
  endMembership,
  findMembers,
  lockMember,
  type MemberRow,
  setMemberRole,
} from './members.repository';

export const memberOf = (row: MemberRow, you: string): TeamMember => ({
  id: row.id,
  user_id: row.publicId,
  full_name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone: row.phone,
  role: row.role,
  card_group_ids: row.cardGroupIds,
  joined_at: row.createdAt.toISOString(),
  is_you: row.userId === you,
});

/** What the audit log keeps of a member: who, and in what role. */
const auditView = (row: MemberRow, role = row.role, cardGroupIds = row.cardGroupIds) => ({
  user_id: row.publicId,
  name: `${row.firstName} ${row.lastName}`.trim(),
  role,
  ...(cardGroupIds ? { card_group_ids: cardGroupIds } : {}),
});

export async function listMembers(
  db: Db,
  actor: AuditActor,
  page: ListQuery,
): Promise<ListReply<TeamMember>> {
  const { count, rows } = await findMembers(db, actor.companyId, page);
  return { count, data: rows.map((row) => memberOf(row, actor.actorId)) };
}

/**
 * Locks the member and checks the change is the actor's to make: not their own membership, and
 * only an owner touches an owner (their current role or the one given).
 */
async function memberToChange(db: Db, actor: AuditActor, memberId: string, newRole?: TeamRole) {
  const row = await lockMember(db, actor.companyId, memberId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.userId === actor.actorId) throw new AppError('OWN_ROLE');
  if (!mayManageRole(actor.role, row.role) || (newRole && !mayManageRole(actor.role, newRole)))
    throw new AppError('OWNER_ONLY');
  return row;
}

/**
 * A new role; for a fleet manager, optionally the card groups they are kept to (the company's
 * own groups only; left out or null: every card).
 */
export async function changeRole(
  db: Db,
  actor: AuditActor,
  memberId: string,
  body: { role: TeamRole; card_group_ids?: string[] | null },
) {
  const { role } = body;
  const groups = role === 'fleet_manager' ? [...new Set(body.card_group_ids ?? [])] : [];
  const cardGroupIds = role === 'fleet_manager' && body.card_group_ids ? groups : null;
  const changed = await db.transaction(async (tx) => {
    const row = await memberToChange(tx, actor, memberId, role);
    if (
      cardGroupIds &&
      (await findCardGroupsByIds(tx, actor.companyId, cardGroupIds)).length !== cardGroupIds.length
    )
      throw new AppError('NOT_FOUND', { field: 'card_group_ids' });
    if (row.role !== role || String(row.cardGroupIds) !== String(cardGroupIds)) {
      await setMemberRole(tx, memberId, role, cardGroupIds);
      await insertAudit(tx, {
        ...actorFields(actor),
        action: 'team.changeRole',
        target: memberId,
        before: auditView(row),
        after: auditView(row, role, cardGroupIds),
      });
    }
    return memberOf({ ...row, role, cardGroupIds }, actor.actorId);
  });
  // The member's sessions hold the new role on every instance before the owner is answered.
  await sessionChangesHeard(db);
  return changed;
}

export async function removeMember(db: Db, actor: AuditActor, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await memberToChange(tx, actor, memberId);
    await endMembership(tx, memberId);
    await insertAudit(tx, {
      ...actorFields(actor),
      action: 'team.removeMember',
      target: memberId,
      before: auditView(row),
      after: null,
    });
  });
  await sessionChangesHeard(db);
}

export const actorFields = (actor: AuditActor) => ({
  companyId: actor.companyId,
  actorId: actor.actorId,
  actorRole: actor.role,
  ip: actor.ip,
  requestId: actor.requestId,
});
