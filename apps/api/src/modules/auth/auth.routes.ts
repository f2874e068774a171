import { registrationRoutes as a, authRoutes as r } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
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

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, config: app.config };
  const limit = authRateLimits(app);
  const route = routeRegistrar(app, { tags: ['auth'], errors: [400, 422, 429] });
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

  route(
    a.register,
    {
      summary: 'Create an individual account; mails a confirmation link',
      config: limit.perIp(10, '10 minutes'),
      preHandler: startLinkCooldown,
    },
    (request) => register(forSite(deps, request), request.body, request.lang),
  );
  route(
    a.resendRegister,
    {
      summary: 'Send the confirmation link again',
      config: limit.perIp(10, '10 minutes'),
      preHandler: [
        limit.perKey('resend-register', bodyKey('email'), 3, '10 minutes'),
        checkLinkCooldown,
      ],
    },
    (request) => resendConfirmation(forSite(deps, request), request.body.email, request.lang),
  );
  route(
    a.confirmEmail,
    { summary: 'Confirm an e-mail address from the link', config: limit.perIp(30, '10 minutes') },
    (request) => confirmEmail(deps, request.params.id, request.params.token, request.lang),
  );
  route(
    r.login,
    {
      summary: 'Check the password and send a 6-digit code',
      errors: [403],
      config: limit.perIp(20, '10 minutes'),
    },
    (request) => startLogin(forSite(deps, request), request.body, request.lang, request.ip),
  );
  route(
    r.resendLogin,
    { summary: 'Send a new login code', config: limit.perIp(10, '10 minutes') },
    (request) => resendLoginCode(deps, request.body.challenge_id, request.lang),
  );
  route(
    r.verify2fa,
    { summary: 'Exchange the code for tokens', config: limit.perIp(30, '10 minutes') },
    (request) => verifyLoginCode(deps, request.body.challenge_id, request.body.code, request.ip),
  );
  route(
    r.refresh,
    {
      summary: 'Rotate the refresh token; 497 when it is rejected',
      errors: [497],
      config: limit.perIp(60, '1 minute'),
    },
    (request) => refreshSession(deps, request.body.refresh_token),
  );
  route(r.logout, { summary: 'End the session of this refresh token' }, async (request) => {
    await endSession(deps, request.body.refresh_token);
    return { message: translator(request.lang)('logged_out', { ns: 'messages' }) };
  });
  route(
    a.passwordReset,
    {
      summary: 'Mail a password reset link',
      config: limit.perIp(5, '15 minutes'),
      preHandler: limit.perKey('reset', bodyKey('email'), 3, '15 minutes'),
    },
    (request) => requestPasswordReset(forSite(deps, request), request.body.email, request.lang),
  );
  route(
    a.passwordResetCheck,
    {
      summary: 'Whether a reset link can still be used (nothing is changed)',
      config: limit.perIp(30, '15 minutes'),
    },
    (request) => checkPasswordResetLink(deps, request.params, request.lang),
  );
  route(
    a.passwordResetConfirm,
    {
      summary: 'Set a new password from the link; ends every session',
      config: limit.perIp(10, '15 minutes'),
    },
    (request) =>
      confirmPasswordReset(deps, request.params, request.body.new_password, request.lang),
  );
};
