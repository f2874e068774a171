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
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: cannot be on in production/,
    );
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
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
