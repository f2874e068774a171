import { Readable } from 'node:stream';
import { teamRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import { actAs, listAccounts } from './acting.service';
import { exportAuditCsv, listAudit } from './audit.service';
import { companyActorOf } from './audit-actor';
import { acceptInvite, invite, listInvites, revokeInvite, viewInvite } from './invites.service';
import { changeRole, listMembers, removeMember } from './members.service';

/** Company teams (DESIGN §5.8): members, invitations, whom a person acts for, the audit log. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['team'];
  const said = (lang: Parameters<typeof translator>[0], key: string) => ({
    message: translator(lang)(key, { ns: 'messages' }),
  });

  // The invitation page reads its link before anyone signs in.
  routeRegistrar(app, { tags, errors: [400, 422, 429] })(
    r.viewInvite,
    {
      summary: 'What an invitation link offers: company, role, address, state',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (q) => viewInvite(db, q.params.id, q.params.token),
  );

  const userRoutes: FastifyPluginAsyncZod = async (user) => {
    user.addHook('onRequest', app.authenticate);
    const register = routeRegistrar(user, {
      tags,
      errors: [400, 401, 403, 404, 409, 422, 429, 498],
    });

    register(r.members, { summary: 'The company’s members, owners first' }, (q) =>
      listMembers(db, companyActorOf(q), q.query),
    );
    register(
      r.changeRole,
      { summary: 'Give a member another role (owners only by an owner)' },
      (q) => changeRole(db, companyActorOf(q), q.params.id, q.body),
    );
    register(
      r.removeMember,
      { summary: 'Remove a member: their access ends at their next request' },
      async (q) => {
        await removeMember(db, companyActorOf(q), q.params.id);
        return said(q.lang, 'member_removed');
      },
    );
    register(r.invites, { summary: 'Invitations not yet accepted, newest first' }, (q) =>
      listInvites(db, companyActorOf(q), q.query),
    );
    register(
      r.invite,
      {
        summary: 'Invite someone by e-mail (and SMS) with a single-use link',
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      (q) => invite({ db, publicUrl: q.siteUrl }, companyActorOf(q), q.body, q.lang),
    );
    register(r.revokeInvite, { summary: 'Cancel an invitation not yet accepted' }, async (q) => {
      await revokeInvite(db, companyActorOf(q), q.params.id);
      return said(q.lang, 'invite_revoked');
    });
    register(
      r.acceptInvite,
      {
        summary: 'Join the company as the signed-in person',
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
    register(
      r.accounts,
      { summary: 'The accounts the signed-in person may act for' },
      async (q) => ({
        data: await listAccounts(db, currentUser(q)),
      }),
    );
    register(
      r.actAs,
      { summary: 'Act for another of the person’s accounts: a new access token for it' },
      (q) => actAs({ db, config: app.config }, currentUser(q), q.body.account_id),
    );
    register(r.audit, { summary: 'The company’s audit log, newest first' }, (q) =>
      listAudit(db, companyActorOf(q).companyId, q.query),
    );
    register(r.auditExport, { summary: 'The filtered audit log as CSV' }, async (q, reply) => {
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
    });
  };
  await app.register(userRoutes);
};
