import * as z from 'zod/mini';
import { emailSchema, linkParamsSchema, phoneSchema, sessionReplySchema, USER_TYPES } from './auth';
import { idParamsSchema, listQuerySchema, listReplySchema } from './list';
import { defineRoutes } from './route';
import { TEAM_ROLES } from './team-roles';
import { V } from './validation';

const roleSchema = z.enum(TEAM_ROLES, { error: V.oneOf });

// ----- members and invitations -----
export const teamMemberSchema = z.object({
  /** The membership (not the person): what role changes and removal address. */
  id: z.string(),
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: roleSchema,
  /** A fleet manager kept to these card groups; null: every card. */
  card_group_ids: z.nullable(z.array(z.string())),
  joined_at: z.string(),
  /** The person looking at the list. */
  is_you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMembersReplySchema = listReplySchema(teamMemberSchema);

export const teamInviteBodySchema = z.object({
  email: emailSchema,
  phone: z.optional(z.nullable(phoneSchema)),
  role: roleSchema,
});
export type TeamInviteBody = z.infer<typeof teamInviteBodySchema>;

export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: roleSchema,
  invited_by: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
export const teamInvitesReplySchema = listReplySchema(teamInviteSchema);

export const teamRoleBodySchema = z.object({
  role: roleSchema,
  /** For a fleet manager: the card groups they manage; null or left out: every card. */
  card_group_ids: z.optional(
    z.nullable(z.array(z.string().check(z.uuid({ error: V.invalid }))).check(z.maxLength(100))),
  ),
});

export const INVITE_STATES = ['open', 'accepted', 'expired', 'revoked'] as const;
/** What the invitation link shows before it is accepted (no sign-in needed to read it). */
export const inviteViewSchema = z.object({
  company_name: z.string(),
  role: roleSchema,
  email: z.string(),
  state: z.enum(INVITE_STATES),
  expires_at: z.string(),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

// ----- whom a person acts for -----
export const actingAccountSchema = z.object({
  /** The account's public ID. */
  account_id: z.number(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  /** The person's role there; null for their own account. */
  role: z.nullable(roleSchema),
  current: z.boolean(),
});
export type ActingAccount = z.infer<typeof actingAccountSchema>;
export const actingAccountsReplySchema = z.object({ data: z.array(actingAccountSchema) });

export const actAsBodySchema = z.object({
  account_id: z.number({ error: V.userId }).check(z.int({ error: V.userId })),
});
/** The session's new access token for the chosen account (the refresh token stays), and the role. */
export const actAsReplySchema = z.extend(z.omit(sessionReplySchema, { refresh_token: true }), {
  role: z.nullable(roleSchema),
});
export type ActAsReply = z.infer<typeof actAsReplySchema>;

// ----- the audit log -----
export const auditEntrySchema = z.object({
  id: z.string(),
  /** The route's name in the route table, e.g. `cards.block` or `team.changeRole`. */
  action: z.string(),
  actor_id: z.number(),
  actor_name: z.string(),
  actor_role: roleSchema,
  target: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  ip: z.nullable(z.string()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
const dateParam = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date }));
export const auditQuerySchema = z.extend(listQuerySchema, {
  action: z.optional(z.string().check(z.maxLength(60, { error: V.tooLong }))),
  actor_id: z.optional(z.string().check(z.regex(/^\d{7}$/, { error: V.userId }))),
  start: z.optional(dateParam),
  end: z.optional(dateParam),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditReplySchema = listReplySchema(auditEntrySchema);

const byId = { params: idParamsSchema };

/** Company teams: members, invitations, whom a person acts for, and the audit log. */
export const teamRoutes = defineRoutes({
  members: {
    method: 'GET',
    path: '/user/team/members',
    query: listQuerySchema,
    reply: teamMembersReplySchema,
  },
  changeRole: {
    method: 'PATCH',
    path: '/user/team/members/:id',
    ...byId,
    body: teamRoleBodySchema,
    reply: teamMemberSchema,
  },
  removeMember: {
    method: 'DELETE',
    path: '/user/team/members/:id',
    ...byId,
    reply: z.object({ message: z.string() }),
  },
  invites: {
    method: 'GET',
    path: '/user/team/invites',
    query: listQuerySchema,
    reply: teamInvitesReplySchema,
  },
  invite: {
    method: 'POST',
    path: '/user/team/invites',
    body: teamInviteBodySchema,
    reply: teamInviteSchema,
    status: 201,
  },
  revokeInvite: {
    method: 'DELETE',
    path: '/user/team/invites/:id',
    ...byId,
    reply: z.object({ message: z.string() }),
  },
  /** Read by the invitation page, signed in or not. */
  viewInvite: {
    method: 'GET',
    path: '/team-invites/:id/:token',
    params: linkParamsSchema,
    reply: inviteViewSchema,
  },
  acceptInvite: {
    method: 'POST',
    path: '/user/team-invites/:id/:token/accept',
    params: linkParamsSchema,
    reply: actingAccountSchema,
  },
  accounts: { method: 'GET', path: '/user/accounts', reply: actingAccountsReplySchema },
  actAs: { method: 'POST', path: '/user/act-as', body: actAsBodySchema, reply: actAsReplySchema },
  audit: { method: 'GET', path: '/user/audit', query: auditQuerySchema, reply: auditReplySchema },
  auditExport: { method: 'GET', path: '/user/audit/export', query: auditQuerySchema },
});
