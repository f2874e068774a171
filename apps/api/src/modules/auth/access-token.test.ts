import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/test-app';
import { type AccessClaims, signAccessToken, verifyAccessToken } from './access-token';

const claims: AccessClaims = {
  sub: '6f1c2b1e-5d0a-4a43-9a53-0d4c1f3b7e21',
  typ: 'company',
  uid: 1234567,
  sid: 'b0c4a2f8-13a4-4a55-8a4e-5b2e9c7d1f00',
};
const config = testConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' });
const expired = (p: Promise<unknown>) =>
  expect(p).rejects.toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
const refused = (p: Promise<unknown>) =>
  expect(p).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

afterEach(() => vi.useRealTimers());

// A token whose check is remembered must still end when it expires and count only for its secret.
describe('access tokens', () => {
  it('gives the claims of a token, the same when it comes again', async () => {
    const token = await signAccessToken(config, claims);
    expect(await verifyAccessToken(config, token)).toEqual(claims);
    expect(await verifyAccessToken(config, token)).toEqual(claims);
  });

  it('a token checked once is still expired at its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(config, claims);
    expect(await verifyAccessToken(config, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await verifyAccessToken(config, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 1_000);
    await expired(verifyAccessToken(config, token));
  });

  it('a token checked under one secret is refused under another', async () => {
    const other = testConfig({ AUTH_SECRET: 'another-secret-of-at-least-32-characters!' });
    const token = await signAccessToken(config, claims);
    expect(await verifyAccessToken(config, token)).toEqual(claims);
    await refused(verifyAccessToken(other, token));
  });

  it('refuses a token whose signature or payload was changed', async () => {
    const token = await signAccessToken(config, claims);
    await verifyAccessToken(config, token);
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    forged.sub = '00000000-0000-4000-8000-000000000000';
    const swapped = Buffer.from(JSON.stringify(forged)).toString('base64url');
    await refused(verifyAccessToken(config, `${header}.${swapped}.${signature}`));
    await refused(verifyAccessToken(config, `${token.slice(0, -2)}xx`));
  });
});
