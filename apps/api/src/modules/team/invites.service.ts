import {
  type ActingAccount,
  type InviteView,
  type Language,
  type ListQuery,
  type ListReply,
  mayManageRole,
  TEAM_INVITE_DAYS,
  type TeamInvite,
  type TeamInviteBody,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { queueInviteSms, queueMail } from '../../jobs/delivery';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { randomToken, sameHash, sha256 } from '../../lib/secrets';
import { fullName } from '../auth';
import { findUserByEmail, findUserById } from '../users';
import { insertAudit } from './audit.repository';
import type { AuditActor } from './audit-actor';
import {
  findInvite,
  findOpenInvites,
  insertInvite,
  revokeInvite as revokeOpenInvite,
  useInvite,
} from './invites.repository';
import { findRole, insertMember } from './members.repository';
import { actorFields } from './members.service';

type InviteRow = Awaited<ReturnType<typeof insertInvite>>;
const inviteOf = (row: InviteRow, invitedBy: string): TeamInvite => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  role: row.role,
  invited_by: invitedBy,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/**
 * Sends an invitation: a single-use link by e-mail, and by SMS when a phone is given. The
 * invitee reads it in their own language when they already have an account.
 */
export async function invite(
  deps: { db: Db; publicUrl: string },
  actor: AuditActor,
  body: TeamInviteBody,
  lang: Language,
): Promise<TeamInvite> {
  if (!mayManageRole(actor.role, body.role)) throw new AppError('OWNER_ONLY');
  const email = body.email.toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [company, inviter, known] = await Promise.all([
      findUserById(tx, actor.companyId),
      findUserById(tx, actor.actorId),
      findUserByEmail(tx, email),
    ]);
    if (!company || !inviter) throw new AppError('NOT_FOUND');
    if (known && (await findRole(tx, actor.companyId, known.id)))
      throw new AppError('ALREADY_MEMBER');
    const token = randomToken();
    const row = await insertInvite(tx, {
      companyId: actor.companyId,
      email,
      phone: body.phone ?? null,
      role: body.role,
      tokenHash: sha256(token),
      invitedBy: actor.actorId,
      days: TEAM_INVITE_DAYS,
    });
    const readerLang = known?.language ?? lang;
    const url = `${deps.publicUrl}/${readerLang}/team-invite/${row.id}/${token}`;
    const companyName = fullName(company);
    const t = translator(readerLang);
    await queueMail(tx, {
      to: email,
      template: 'team_invite',
      lang: readerLang,
      params: {
        name: known?.firstName ?? email,
        url,
        company: companyName,
        role: t(`team_roles.${body.role}`, { ns: 'mail' }),
      },
    });
    if (row.phone)
      await queueInviteSms(tx, { to: row.phone, lang: readerLang, company: companyName, url });
    await insertAudit(tx, {
      ...actorFields(actor),
      action: 'team.invite',
      target: row.id,
      after: { email, phone: row.phone, role: row.role },
    });
    return inviteOf(row, fullName(inviter));
  });
}

export async function listInvites(
  db: Db,
  actor: AuditActor,
  page: ListQuery,
): Promise<ListReply<TeamInvite>> {
  const { count, rows } = await findOpenInvites(db, actor.companyId, page);
  return {
    count,
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      phone: row.phone,
      role: row.role,
      invited_by: row.inviterCompany ?? `${row.inviterFirst} ${row.inviterLast}`.trim(),
      expires_at: row.expiresAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export function revokeInvite(db: Db, actor: AuditActor, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await revokeOpenInvite(tx, actor.companyId, id))) throw new AppError('NOT_FOUND');
    await insertAudit(tx, { ...actorFields(actor), action: 'team.revokeInvite', target: id });
  });
}

/** The invitation a link names, when its token is right (LINK_INVALID otherwise). */
async function inviteByLink(db: Db, id: string, token: string) {
  const row = await findInvite(db, id);
  if (!row || row.companyDeleted || !sameHash(row.tokenHash, sha256(token)))
    throw new AppError('LINK_INVALID');
  return row;
}

const stateOf = (row: NonNullable<Awaited<ReturnType<typeof findInvite>>>) =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expired ? 'expired' : 'open';

export async function viewInvite(db: Db, id: string, token: string): Promise<InviteView> {
  const row = await inviteByLink(db, id, token);
  return {
    company_name: row.companyName ?? `${row.companyFirst} ${row.companyLast}`.trim(),
    role: row.role,
    email: row.email,
    state: stateOf(row),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The signed-in person joins the company: only a personal account, only the one the invitation
 * was sent to (its e-mail or phone), and only once however many times it is sent at once.
 */
export async function acceptInvite(
  db: Db,
  personId: string,
  meta: { ip: string | null; requestId: string },
  id: string,
  token: string,
): Promise<ActingAccount> {
  const row = await inviteByLink(db, id, token);
  const person = await findUserById(db, personId);
  if (!person) throw new AppError('UNAUTHENTICATED');
  if (person.type !== 'individual') throw new AppError('INVITE_FOR_PEOPLE');
  if (person.email !== row.email && (!row.phone || person.phone !== row.phone))
    throw new AppError('INVITE_OTHER_PERSON');
  return db.transaction(async (tx) => {
    if (!(await useInvite(tx, id, personId))) throw new AppError('LINK_INVALID');
    if (!(await insertMember(tx, { companyId: row.companyId, userId: personId, role: row.role })))
      throw new AppError('ALREADY_MEMBER');
    await insertAudit(tx, {
      companyId: row.companyId,
      actorId: personId,
      actorRole: row.role,
      action: 'team.acceptInvite',
      target: id,
      after: { user_id: person.publicId, name: fullName(person), role: row.role },
      ...meta,
    });
    const company = await findUserById(tx, row.companyId);
    return {
      account_id: company?.publicId ?? 0,
      name: company ? fullName(company) : '',
      type: 'company',
      role: row.role,
      current: false,
    };
  });
}
