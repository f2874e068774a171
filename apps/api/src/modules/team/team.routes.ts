import { Readable } from 'node:stream';
import { teamRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import { actAs, listAccounts } from './acting.service';
import { exportAuditCsv, listAudit } from './audit.service';
import { companyActorOf } from './audit-actor';
import { acceptInvite, invite, listInvites, revokeInvite, viewInvite } from './invites.service';
import { changeRole, listMembers, removeMember } from './members.service';

const tags = ['team'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 404, 409, 422, 429, 498);
const s = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Company teams (DESIGN §5.8): members, invitations, whom a person acts for, the audit log. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const said = (lang: Parameters<typeof translator>[0], key: string) => ({
    message: translator(lang)(key, { ns: 'messages' }),
  });

  // The invitation page reads its link before anyone signs in.
  app.get(
    r.viewInvite.path,
    {
      schema: {
        tags,
        summary: 'What an invitation link offers: company, role, address, state',
        params: r.viewInvite.params,
        response: { 200: r.viewInvite.reply, ...errorReplies(400, 422, 429) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (q) => viewInvite(db, q.params.id, q.params.token),
  );

  const userRoutes: FastifyPluginAsyncZod = async (user) => {
    user.addHook('onRequest', app.authenticate);

    user.get(
      r.members.path,
      {
        schema: s('The company’s members, owners first', {
          querystring: r.members.query,
          response: { 200: r.members.reply, ...errors },
        }),
      },
      (q) => listMembers(db, companyActorOf(q), q.query),
    );
    user.patch(
      r.changeRole.path,
      {
        schema: s('Give a member another role (owners only by an owner)', {
          params: r.changeRole.params,
          body: r.changeRole.body,
          response: { 200: r.changeRole.reply, ...errors },
        }),
      },
      (q) => changeRole(db, companyActorOf(q), q.params.id, q.body),
    );
    user.delete(
      r.removeMember.path,
      {
        schema: s('Remove a member: their access ends at their next request', {
          params: r.removeMember.params,
          response: { 200: r.removeMember.reply, ...errors },
        }),
      },
      async (q) => {
        await removeMember(db, companyActorOf(q), q.params.id);
        return said(q.lang, 'member_removed');
      },
    );
    user.get(
      r.invites.path,
      {
        schema: s('Invitations not yet accepted, newest first', {
          querystring: r.invites.query,
          response: { 200: r.invites.reply, ...errors },
        }),
      },
      (q) => listInvites(db, companyActorOf(q), q.query),
    );
    user.post(
      r.invite.path,
      {
        schema: s('Invite someone by e-mail (and SMS) with a single-use link', {
          body: r.invite.body,
          response: { 201: r.invite.reply, ...errors },
        }),
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (q, reply) =>
        reply
          .status(201)
          .send(await invite({ db, publicUrl: q.siteUrl }, companyActorOf(q), q.body, q.lang)),
    );
    user.delete(
      r.revokeInvite.path,
      {
        schema: s('Cancel an invitation not yet accepted', {
          params: r.revokeInvite.params,
          response: { 200: r.revokeInvite.reply, ...errors },
        }),
      },
      async (q) => {
        await revokeInvite(db, companyActorOf(q), q.params.id);
        return said(q.lang, 'invite_revoked');
      },
    );
    user.post(
      r.acceptInvite.path,
      {
        schema: s('Join the company as the signed-in person', {
          params: r.acceptInvite.params,
          response: { 200: r.acceptInvite.reply, ...errors },
        }),
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      (q) =>
        acceptInvite(
          db,
          currentPerson(q),
          { ip: q.ip, requestId: q.id },
          q.params.id,
          q.params.token,
        ),
    );
    user.get(
      r.accounts.path,
      {
        schema: s('The accounts the signed-in person may act for', {
          response: { 200: r.accounts.reply, ...errors },
        }),
      },
      async (q) => ({ data: await listAccounts(db, currentUser(q)) }),
    );
    user.post(
      r.actAs.path,
      {
        schema: s('Act for another of the person’s accounts: a new access token for it', {
          body: r.actAs.body,
          response: { 200: r.actAs.reply, ...errors },
        }),
      },
      (q) => actAs({ db, config: app.config }, currentUser(q), q.body.account_id),
    );
    user.get(
      r.audit.path,
      {
        schema: s('The company’s audit log, newest first', {
          querystring: r.audit.query,
          response: { 200: r.audit.reply, ...errors },
        }),
      },
      (q) => listAudit(db, companyActorOf(q).companyId, q.query),
    );
    user.get(
      r.auditExport.path,
      { schema: s('The filtered audit log as CSV', { querystring: r.auditExport.query }) },
      async (q, reply) => {
        const { offset: _o, limit: _l, ...filters } = q.query;
        const rows = exportAuditCsv(db, companyActorOf(q).companyId, q.lang, filters);
        const first = await rows.next();
        async function* csv() {
          if (!first.done) yield first.value;
          yield* rows;
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .send(Readable.from(csv()));
      },
    );
  };
  await app.register(userRoutes);
};
