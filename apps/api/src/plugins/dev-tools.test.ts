import { errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env';
import { operationsOf } from '../hardening/openapi';
import { buildTestApp, type TestApp } from '../test/test-app';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.am',
  SMS_API_URL: 'https://sms.example.am',
  SMS_API_KEY: 'k',
  PUBLIC_URL: 'https://cabinet.example.am',
  PAYMENT_GATEWAY_URL: 'https://bank.example.am/payment/rest/',
  PAYMENT_GATEWAY_USERNAME: 'u',
  PAYMENT_GATEWAY_PASSWORD: 'p',
  FISCAL_REGISTER_URL: 'https://ecr.taxservice.am/api',
  FISCAL_REGISTER_CERT_FILE: 'ehdm/client.crt',
  FISCAL_REGISTER_KEY_FILE: 'ehdm/client.key',
  FISCAL_REGISTER_ID: '00012345',
  FISCAL_CASHIER_ID: '3',
  SELLER_TAX_ID: '02512345',
};

describe('when the development tools are on', () => {
  it.each([
    [{}, '127.0.0.1', 'on'],
    [{ HOST: 'localhost' }, 'localhost', 'on'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0', 'off-exposed'],
    [{ HOST: '::' }, '::', 'off-exposed'],
    [{ HOST: '0.0.0.0', DEV_TOOLS: 'true' }, '0.0.0.0', 'on'],
    [{ DEV_TOOLS: 'false' }, '127.0.0.1', 'off'],
    [production, '0.0.0.0', 'off'],
  ])('%j listens on %s with the tools %s', (env, host, mode) => {
    const config = loadConfig(env as NodeJS.ProcessEnv);
    expect([config.host, config.devTools]).toEqual([host, mode]);
  });

  it('production refuses to start with DEV_TOOLS=true', () => {
    expect(() => loadConfig({ ...production, DEV_TOOLS: 'true' })).toThrow(ConfigError);
  });
});

describe('the development tools', () => {
  let t: TestApp;
  let exposed: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    exposed = await buildTestApp({ env: { HOST: '0.0.0.0' } });
  });
  afterAll(async () => {
    await t.close();
    await exposed.close();
  });

  const devRoutes = () => operationsOf(t.app.swagger()).filter((op) => op.path.startsWith('/dev/'));

  it('are served to requests from this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const keys = await t.app.inject({
      method: 'POST',
      url: '/dev/station-keys',
      payload: { station_code: 'YVN-KOMITAS' },
      remoteAddress: '::1',
    });
    expect(keys.statusCode).toBe(200);
  });

  it('are not found from another address, or through a proxy, on every /dev route', async () => {
    const routes = devRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const { method, path } of routes) {
      for (const request of [
        { remoteAddress: '203.0.113.7' },
        { remoteAddress: '10.0.0.2' },
        { headers: { 'x-forwarded-for': '203.0.113.7' } },
        { headers: { forwarded: 'for=203.0.113.7' } },
      ]) {
        const res = await t.app.inject({ method: method as 'GET', url: path, ...request });
        expect(res.statusCode, `${method} ${path} ${JSON.stringify(request)}`).toBe(404);
        expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('NOT_FOUND');
      }
    }
  });

  it('are off, even from this machine, when the server listens on every interface', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages', '/dev/pump']) {
      const res = await exposed.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const keys = await exposed.app.inject({ method: 'POST', url: '/dev/station-keys' });
    expect(keys.statusCode).toBe(404);
  });

  it('refuse text the database cannot store in the mailbox filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=a%00b' });
    expect(res.statusCode).toBe(400);
  });
});
