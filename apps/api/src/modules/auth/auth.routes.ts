import {
  challengeBodySchema,
  errorBodySchema,
  linkParamsSchema,
  loginBodySchema,
  loginReplySchema,
  messageReplySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  refreshBodySchema,
  refreshReplySchema,
  registerBodySchema,
  resendRegisterBodySchema,
  sessionReplySchema,
  verify2faBodySchema,
} from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { forSite } from '../../plugins/site-url';
import { AUTH } from './auth.constants';
import { authRateLimits } from './auth.rate-limits';
import { resendLoginCode, startLogin, verifyLoginCode } from './login.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
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
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an individual account; mails a confirmation link',
        body: registerBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      config: limit.perIp(10, '10 minutes'),
      preHandler: startLinkCooldown,
    },
    (request) => register(forSite(deps, request), request.body, request.lang),
  );
  app.post(
    '/resend/register',
    {
      schema: {
        tags,
        summary: 'Send the confirmation link again',
        body: resendRegisterBodySchema,
        response: { 200: messageReplySchema, ...errors },
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
    '/confirm-email/:id/:token',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address from the link',
        params: linkParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
      config: limit.perIp(30, '10 minutes'),
    },
    (request) => confirmEmail(deps, request.params.id, request.params.token, request.lang),
  );
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Check the password and send a 6-digit code',
        body: loginBodySchema,
        response: { 200: loginReplySchema, 403: errorBodySchema, ...errors },
      },
      config: limit.perIp(20, '10 minutes'),
    },
    (request) => startLogin(forSite(deps, request), request.body, request.lang, request.ip),
  );
  app.post(
    '/resend/login',
    {
      schema: {
        tags,
        summary: 'Send a new login code',
        body: challengeBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      config: limit.perIp(10, '10 minutes'),
    },
    (request) => resendLoginCode(deps, request.body.challenge_id, request.lang),
  );
  app.post(
    '/verify-2fa',
    {
      schema: {
        tags,
        summary: 'Exchange the code for tokens',
        body: verify2faBodySchema,
        response: { 200: sessionReplySchema, ...errors },
      },
      config: limit.perIp(30, '10 minutes'),
    },
    (request) => verifyLoginCode(deps, request.body.challenge_id, request.body.code, request.ip),
  );
  app.post(
    '/token-refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; 497 when it is rejected',
        body: refreshBodySchema,
        response: { 200: refreshReplySchema, 497: errorBodySchema, ...errors },
      },
      config: limit.perIp(60, '1 minute'),
    },
    (request) => refreshSession(deps, request.body.refresh_token),
  );
  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End the session of this refresh token',
        body: refreshBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await endSession(deps, request.body.refresh_token);
      return { message: translator(request.lang)('logged_out', { ns: 'messages' }) };
    },
  );
  app.post(
    '/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: passwordResetBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      config: limit.perIp(5, '15 minutes'),
      preHandler: limit.perKey('reset', bodyKey('email'), 3, '15 minutes'),
    },
    (request) => requestPasswordReset(forSite(deps, request), request.body.email, request.lang),
  );
  app.post(
    '/password-reset-confirm/:id/:token',
    {
      schema: {
        tags,
        summary: 'Set a new password from the link; ends every session',
        params: linkParamsSchema,
        body: passwordResetConfirmBodySchema,
        response: { 200: messageReplySchema, ...errors },
      },
      config: limit.perIp(10, '15 minutes'),
    },
    (request) =>
      confirmPasswordReset(deps, request.params, request.body.new_password, request.lang),
  );
};
