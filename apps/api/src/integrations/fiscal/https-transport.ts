import fs from 'node:fs';
import https from 'node:https';
import type { Transport } from '../payment-gateway/transport';

export interface ClientCertificate {
  certFile: string;
  keyFile: string;
  caFile: string | undefined;
}

/**
 * HTTPS with a client certificate, as the e-HDM service requires; the files are read once, at
 * start-up, so a missing one stops the process with its name instead of failing every receipt.
 */
export function clientCertificateTransport(files: ClientCertificate): Transport {
  const agent = new https.Agent({
    cert: fs.readFileSync(files.certFile),
    key: fs.readFileSync(files.keyFile),
    ...(files.caFile ? { ca: fs.readFileSync(files.caFile) } : {}),
    keepAlive: true,
  });
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const req = https.request(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          agent,
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502 })),
          );
        },
      );
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}
