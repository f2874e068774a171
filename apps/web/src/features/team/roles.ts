import { mayManageRole, TEAM_ROLES, type TeamMember, type TeamRole } from '@fuel/contract';

/**
 * The role of someone acting for a company as the team page reads it: the company's own login
 * is its owner (a session from before roles were carried has none).
 */
export const actorRole = (role: TeamRole | null): TeamRole => role ?? 'owner';

/** The roles `actor` may give (only an owner gives the owner role). */
export function rolesToGive(actor: TeamRole): TeamRole[] {
  return TEAM_ROLES.filter((role) => mayManageRole(actor, role));
}

/**
 * Whether `actor` may change this member's role or remove them: never their own membership,
 * and an owner's only when the actor is an owner too (the server holds the same rules).
 */
export function mayChangeMember(actor: TeamRole, member: TeamMember): boolean {
  return !member.is_you && mayManageRole(actor, member.role);
}
