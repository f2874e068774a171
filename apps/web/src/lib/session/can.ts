import { roleCan, type TeamPermission, type TeamRole } from '@fuel/contract';
import { useSession } from './store';

/**
 * The role held in the company the session acts for (the company's own login is its owner);
 * null for a person acting for themselves.
 */
export function useActingRole(): TeamRole | null {
  return useSession().role;
}

/**
 * Whether `role` may do what `permission` covers. Someone acting for themselves (no role) keeps
 * everything their account has: the table of roles concerns only people acting for a company.
 */
export function canAs(role: TeamRole | null, permission: TeamPermission): boolean {
  return role === null || roleCan(role, permission);
}

/** Whether the session may do what `permission` covers: the web shows only that (DESIGN §5.8). */
export function useCan(permission: TeamPermission): boolean {
  return canAs(useActingRole(), permission);
}
