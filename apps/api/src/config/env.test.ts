import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on the embedded database in ./data with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/fuel', PORT: '8080' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/fuel' });
    expect(config.port).toBe(8080);
  });

  it('reads from a replica only beside PostgreSQL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/fuel',
      DATABASE_READ_URL: 'postgres://app@replica:5432/fuel',
    });
    expect(config.readReplica).toEqual({ url: 'postgres://app@replica:5432/fuel', maxLagMs: 5000 });
    expect(loadConfig({}).readReplica).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@replica:5432/fuel' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://app@db:5432/fuel',
        DATABASE_READ_URL: 'mysql://replica/fuel',
      }),
    ).toThrow(/DATABASE_READ_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/fuel',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        TRUST_PROXY: 'yes',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'TRUST_PROXY']) {
      expect(problems).toContain(`${name}:`);
    }
    // Operators get English explanations, not translation keys.
    expect(problems).not.toContain('validation:');
  });

  it('refuses production without real secrets, mail, SMS, payment gateway and public address', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      error = err;
    }
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'AUTH_SECRET',
      'SMTP_URL',
      'SMS_API_URL',
      'PUBLIC_URL',
      'PAYMENT_GATEWAY_URL',
      'FISCAL_REGISTER_URL',
      'SELLER_TAX_ID',
    ]) {
      expect(problems).toContain(`${name}:`);
    }
  });

  it('adds no demo accounts in production, and refuses to be told to', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-real-secret-of-at-least-32-characters-0123',
      SMTP_URL: 'smtps://mail.example.am',
      SMS_API_URL: 'https://sms.example.am/send',
      SMS_API_KEY: 'key',
      PUBLIC_URL: 'https://cabinet.example.am',
      PAYMENT_GATEWAY_URL: 'https://ipay.arca.am/payment/rest/',
      PAYMENT_GATEWAY_USERNAME: 'merchant_api',
      PAYMENT_GATEWAY_PASSWORD: 'secret',
      FISCAL_REGISTER_URL: 'https://ecr.taxservice.am/api',
      FISCAL_REGISTER_CERT_FILE: 'ehdm/client.crt',
      FISCAL_REGISTER_KEY_FILE: 'ehdm/client.key',
      FISCAL_REGISTER_ID: '00012345',
      FISCAL_CASHIER_ID: '3',
      SELLER_TAX_ID: '02512345',
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: cannot be on in production/,
    );
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('asks for the fiscal register’s certificate, key, number and cashier with its URL', () => {
    expect(() => loadConfig({ FISCAL_REGISTER_URL: 'https://ecr.taxservice.am/api' })).toThrow(
      /FISCAL_REGISTER_CERT_FILE: must be set with FISCAL_REGISTER_URL/,
    );
    expect(() => loadConfig({ FISCAL_REGISTER_URL: 'http://ecr.taxservice.am/api' })).toThrow(
      /FISCAL_REGISTER_URL: must start with https:/,
    );
    expect(() => loadConfig({ FISCAL_REGISTER_ID: '123' })).toThrow(
      /FISCAL_REGISTER_ID: has no effect without FISCAL_REGISTER_URL/,
    );
    expect(() => loadConfig({ SELLER_TAX_ID: '1234' })).toThrow(
      /SELLER_TAX_ID: must be the 8 digits/,
    );
    expect(loadConfig({}).fiscal).toMatchObject({ register: undefined, sandbox: true });
    const config = loadConfig({
      FISCAL_REGISTER_URL: 'https://ecr.taxservice.am/api/',
      FISCAL_REGISTER_CERT_FILE: '/etc/ehdm/client.crt',
      FISCAL_REGISTER_KEY_FILE: '/etc/ehdm/client.key',
      FISCAL_REGISTER_ID: '00012345',
      FISCAL_CASHIER_ID: '3',
    });
    expect(config.fiscal).toMatchObject({
      sandbox: false,
      register: { url: 'https://ecr.taxservice.am/api', registerId: '00012345', cashierId: 3 },
    });
  });

  it('slows the sandbox register only where the sandbox runs, never in production', () => {
    expect(loadConfig({}).fiscal.sandboxDelayMs).toBe(0);
    expect(loadConfig({ SANDBOX_FISCAL_DELAY_MS: '400' }).fiscal.sandboxDelayMs).toBe(400);
    expect(() =>
      loadConfig({ SANDBOX_FISCAL_DELAY_MS: '400', FISCAL_REGISTER_URL: 'https://e.am/api' }),
    ).toThrow(/SANDBOX_FISCAL_DELAY_MS: only for the sandbox register/);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_FISCAL_DELAY_MS: '1' })).toThrow(
      /SANDBOX_FISCAL_DELAY_MS: only for the sandbox register, never in production/,
    );
    expect(() => loadConfig({ SANDBOX_FISCAL_DELAY_MS: '-1' })).toThrow(/SANDBOX_FISCAL_DELAY_MS/);
  });

  it('asks for the gateway URL and credentials together', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: 'https://ipay.arca.am/payment/rest/' })).toThrow(
      /set all or none/,
    );
    const config = loadConfig({
      PAYMENT_GATEWAY_URL: 'https://ipay.arca.am/payment/rest/',
      PAYMENT_GATEWAY_USERNAME: 'merchant_api',
      PAYMENT_GATEWAY_PASSWORD: 'secret',
    });
    expect(config.payment.gateway).toMatchObject({ username: 'merchant_api', binding: undefined });
  });

  it('asks for the certificate and its key together, and then speaks HTTPS', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: 'tls/cabinet.crt' })).toThrow(
      /TLS_CERT_FILE, TLS_KEY_FILE: set both or neither/,
    );
    const config = loadConfig({
      TLS_CERT_FILE: 'tls/cabinet.crt',
      TLS_KEY_FILE: '/etc/cabinet/cabinet.key',
      INIT_CWD: '/srv/cabinet',
      PORT: '3443',
    });
    expect(config.tls).toEqual({
      certFile: '/srv/cabinet/tls/cabinet.crt',
      keyFile: '/etc/cabinet/cabinet.key',
    });
    expect(config.publicUrl).toBe('https://localhost:3443');
    expect(loadConfig({}).tls).toBeUndefined();
  });
});
