import { profileRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
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

const tags = ['profile'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 409, 422, 429, 498);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
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

  app.patch(
    r.changeDetails.path,
    {
      preHandler: detailChanges,
      schema: {
        tags,
        security,
        summary: 'Change name and phone; a company also its name, tax ID and legal address',
        body: r.changeDetails.body,
        response: { 200: r.changeDetails.reply, ...errors },
      },
    },
    async (request) => {
      const { sub } = currentUser(request);
      await changeDetails(db, sub, request.body);
      return getMe(db, sub);
    },
  );
  app.patch(
    r.changePassword.path,
    {
      preHandler: passwordChecks,
      schema: {
        tags,
        security,
        summary: 'Change the password (the current one is asked)',
        body: r.changePassword.body,
        response: { 200: r.changePassword.reply, ...errors },
      },
    },
    (request) => {
      const { sub, sid } = currentUser(request);
      return changePassword(db, sub, sid, request.body, request.lang);
    },
  );
  app.patch(
    r.changeEmail.path,
    {
      preHandler: [passwordChecks, emailChanges],
      schema: {
        tags,
        security,
        summary: 'Ask to change the e-mail; a link confirms the new address',
        body: r.changeEmail.body,
        response: { 200: r.changeEmail.reply, ...errors },
      },
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
  app.patch(
    r.newsletter.path,
    {
      schema: {
        tags,
        security,
        summary: 'Turn the newsletter on or off',
        body: r.newsletter.body,
        response: { 200: r.newsletter.reply, ...errors },
      },
    },
    async (request) => {
      const { sub } = currentUser(request);
      await setNewsletter(db, sub, request.body.newsletter);
      return getMe(db, sub);
    },
  );
  app.patch(
    r.receiptEmails.path,
    {
      schema: {
        tags,
        security,
        summary: 'Turn e-mailing each printed receipt (with its PDF) on or off',
        body: r.receiptEmails.body,
        response: { 200: r.receiptEmails.reply, ...errors },
      },
    },
    async (request) => {
      const { sub } = currentUser(request);
      await setReceiptEmails(db, sub, request.body.receipt_emails);
      return getMe(db, sub);
    },
  );
  app.delete(
    r.deleteAccount.path,
    {
      preHandler: passwordChecks,
      schema: {
        tags,
        security,
        summary: 'Delete the account (personal data removed, history kept)',
        body: r.deleteAccount.body,
        response: { 200: r.deleteAccount.reply, ...errors },
      },
    },
    (request) =>
      deleteAccount(db, app.storage, currentUser(request).sub, request.body.password, request.lang),
  );
};
