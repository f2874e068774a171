/**
 * `bench:pages` serves the cabinet over HTTPS with HTTP/2, as it is deployed
 * (docs/configuration.md, "HTTPS"), from a certificate made for localhost at every run; `BENCH_PAGES_HTTP1=true`
 * measures plain HTTP/1.1 instead, for comparison (docs/decisions/0029).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export const PAGES_OVER_HTTPS = process.env.BENCH_PAGES_HTTP1 !== 'true';

/** Writes a one-day certificate for localhost into `dir`; returns the product's TLS variables. */
export async function localhostCertificate(dir: string): Promise<Record<string, string>> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  fs.writeFileSync(cert, pems.cert);
  fs.writeFileSync(key, pems.private, { mode: 0o600 });
  // The benchmark's own calls (readiness, sign-in, the mailbox) go to this server only; Node has
  // no way to trust one more certificate once it runs, so this process trusts any.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}

/** Chromium's flag for the same certificate (it is its own issuer). */
export const CHROMIUM_TLS_FLAGS = PAGES_OVER_HTTPS ? ['--ignore-certificate-errors'] : [];
