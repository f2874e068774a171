import { profileRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { forSite } from '../../plugins/site-url';
import { changeDetails, getMe } from '../users';
import {
  DETAIL_CHANGES,
  EMAIL_CHANGES,
  PASSWORD_CHECKS,
  perUserLimit,
} from './profile.rate-limits';
import {
  changePassword,
  deleteAccount,
  requestEmailChange,
  setNewsletter,
  setReceiptEmails,
} from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const register = routeRegistrar(app, {
    tags: ['profile'],
    errors: [400, 401, 409, 422, 429, 498],
  });
  const passwordChecks = perUserLimit(
    app,
    'cabinet-password',
    PASSWORD_CHECKS.max,
    PASSWORD_CHECKS.timeWindow,
  );
  const emailChanges = perUserLimit(
    app,
    'change-email',
    EMAIL_CHANGES.max,
    EMAIL_CHANGES.timeWindow,
  );
  const detailChanges = perUserLimit(
    app,
    'change-details',
    DETAIL_CHANGES.max,
    DETAIL_CHANGES.timeWindow,
  );

  register(
    r.changeDetails,
    {
      summary: 'Change name and phone; a company also its name, tax ID and legal address',
      preHandler: detailChanges,
    },
    async (request) => {
      const { sub } = currentUser(request);
      await changeDetails(db, sub, request.body);
      return getMe(db, sub);
    },
  );
  register(
    r.changePassword,
    { summary: 'Change the password (the current one is asked)', preHandler: passwordChecks },
    (request) => {
      const { sub, sid } = currentUser(request);
      return changePassword(db, sub, sid, request.body, request.lang);
    },
  );
  register(
    r.changeEmail,
    {
      summary: 'Ask to change the e-mail; a link confirms the new address',
      preHandler: [passwordChecks, emailChanges],
    },
    (request) =>
      requestEmailChange(
        db,
        forSite({ config: app.config }, request).config,
        currentUser(request).sub,
        request.body,
        request.lang,
      ),
  );
  register(r.newsletter, { summary: 'Turn the newsletter on or off' }, async (request) => {
    const { sub } = currentUser(request);
    await setNewsletter(db, sub, request.body.newsletter);
    return getMe(db, sub);
  });
  register(
    r.receiptEmails,
    { summary: 'Turn e-mailing each printed receipt (with its PDF) on or off' },
    async (request) => {
      const { sub } = currentUser(request);
      await setReceiptEmails(db, sub, request.body.receipt_emails);
      return getMe(db, sub);
    },
  );
  register(
    r.deleteAccount,
    {
      summary: 'Delete the account (personal data removed, history kept)',
      preHandler: passwordChecks,
    },
    (request) =>
      deleteAccount(db, app.storage, currentUser(request).sub, request.body.password, request.lang),
  );
};
