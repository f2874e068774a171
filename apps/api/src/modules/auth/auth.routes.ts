import { registrationRoutes as a, errorBodySchema, authRoutes as r } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { forSite } from '../../plugins/site-url';
import { AUTH } from './auth.constants';
import { authRateLimits } from './auth.rate-limits';
import { resendLoginCode, startLogin, verifyLoginCode } from './login.service';
import {
  checkPasswordResetLink,
  confirmPasswordReset,
  requestPasswordReset,
} from './password-reset.service';
import { confirmEmail, register, resendConfirmation } from './registration.service';
import { endSession, refreshSession } from './sessions.service';

const errors = errorReplies(400, 422, 429);
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, config: app.config };
  const limit = authRateLimits(app);
  const bodyKey = (field: string) => (request: FastifyRequest) =>
    String((request.body as Record<string, unknown> | undefined)?.[field] ?? '')
      .trim()
      .toLowerCase();

  // One confirmation link per address a minute, whether or not it has an account, so that the
  // "too soon" answer tells nothing about who is registered. Registering starts the minute too.
  const linkCooldown = app.createRateLimit({
    max: 1,
    timeWindow: AUTH.linkCooldown * 1000,
    keyGenerator: (request) => `link-cooldown:${bodyKey('email')(request)}`,
  });
  const startLinkCooldown = async (request: FastifyRequest) => {
    await linkCooldown(request);
  };
  const checkLinkCooldown = async (request: FastifyRequest) => {
    const result = await linkCooldown(request);
    if (result.isAllowed || !result.isExceeded) return;
    const wait = Math.max(1, result.ttlInSeconds);
    throw new AppError('LINK_RESEND_TOO_SOON', { params: { seconds: wait }, retryAfter: wait });
  };

  app.post(
    a.register.path,
    {
      schema: {
        tags,
        summary: 'Create an individual account; mails a confirmation link',
        body: a.register.body,
        response: { 200: a.register.reply, ...errors },
      },
      config: limit.perIp(10, '10 minutes'),
      preHandler: startLinkCooldown,
    },
    (request) => register(forSite(deps, request), request.body, request.lang),
  );
  app.post(
    a.resendRegister.path,
    {
      schema: {
        tags,
        summary: 'Send the confirmation link again',
        body: a.resendRegister.body,
        response: { 200: a.resendRegister.reply, ...errors },
      },
      config: limit.perIp(10, '10 minutes'),
      preHandler: [
        limit.perKey('resend-register', bodyKey('email'), 3, '10 minutes'),
        checkLinkCooldown,
      ],
    },
    (request) => resendConfirmation(forSite(deps, request), request.body.email, request.lang),
  );
  app.get(
    a.confirmEmail.path,
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address from the link',
        params: a.confirmEmail.params,
        response: { 200: a.confirmEmail.reply, ...errors },
      },
      config: limit.perIp(30, '10 minutes'),
    },
    (request) => confirmEmail(deps, request.params.id, request.params.token, request.lang),
  );
  app.post(
    r.login.path,
    {
      schema: {
        tags,
        summary: 'Check the password and send a 6-digit code',
        body: r.login.body,
        response: { 200: r.login.reply, 403: errorBodySchema, ...errors },
      },
      config: limit.perIp(20, '10 minutes'),
    },
    (request) => startLogin(forSite(deps, request), request.body, request.lang, request.ip),
  );
  app.post(
    r.resendLogin.path,
    {
      schema: {
        tags,
        summary: 'Send a new login code',
        body: r.resendLogin.body,
        response: { 200: r.resendLogin.reply, ...errors },
      },
      config: limit.perIp(10, '10 minutes'),
    },
    (request) => resendLoginCode(deps, request.body.challenge_id, request.lang),
  );
  app.post(
    r.verify2fa.path,
    {
      schema: {
        tags,
        summary: 'Exchange the code for tokens',
        body: r.verify2fa.body,
        response: { 200: r.verify2fa.reply, ...errors },
      },
      config: limit.perIp(30, '10 minutes'),
    },
    (request) => verifyLoginCode(deps, request.body.challenge_id, request.body.code, request.ip),
  );
  app.post(
    r.refresh.path,
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; 497 when it is rejected',
        body: r.refresh.body,
        response: { 200: r.refresh.reply, 497: errorBodySchema, ...errors },
      },
      config: limit.perIp(60, '1 minute'),
    },
    (request) => refreshSession(deps, request.body.refresh_token),
  );
  app.post(
    r.logout.path,
    {
      schema: {
        tags,
        summary: 'End the session of this refresh token',
        body: r.logout.body,
        response: { 200: r.logout.reply, ...errors },
      },
    },
    async (request) => {
      await endSession(deps, request.body.refresh_token);
      return { message: translator(request.lang)('logged_out', { ns: 'messages' }) };
    },
  );
  app.post(
    a.passwordReset.path,
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: a.passwordReset.body,
        response: { 200: a.passwordReset.reply, ...errors },
      },
      config: limit.perIp(5, '15 minutes'),
      preHandler: limit.perKey('reset', bodyKey('email'), 3, '15 minutes'),
    },
    (request) => requestPasswordReset(forSite(deps, request), request.body.email, request.lang),
  );
  app.get(
    a.passwordResetCheck.path,
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still be used (nothing is changed)',
        params: a.passwordResetCheck.params,
        response: { 200: a.passwordResetCheck.reply, ...errors },
      },
      config: limit.perIp(30, '15 minutes'),
    },
    (request) => checkPasswordResetLink(deps, request.params, request.lang),
  );
  app.post(
    a.passwordResetConfirm.path,
    {
      schema: {
        tags,
        summary: 'Set a new password from the link; ends every session',
        params: a.passwordResetConfirm.params,
        body: a.passwordResetConfirm.body,
        response: { 200: a.passwordResetConfirm.reply, ...errors },
      },
      config: limit.perIp(10, '15 minutes'),
    },
    (request) =>
      confirmPasswordReset(deps, request.params, request.body.new_password, request.lang),
  );
};
