import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../mail/render';
import { mimeParts } from '../../test/mime';
import { smtpMailer } from './mailer';

const received: { to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP delivery', () => {
  it('delivers a rendered Armenian message with text and HTML parts to a real SMTP server', async () => {
    const mailer = smtpMailer(
      `smtp://127.0.0.1:${port}`,
      'Fuel Cabinet <no-reply@fuel-cabinet.am>',
    );
    const mail = renderMail('login_code', 'am', { name: 'Անի <script>', code: '042917' });
    await mailer.send({ to: 'ani@example.am', ...mail });
    mailer.close();

    expect(received).toHaveLength(1);
    const message = received[0];
    expect(message?.to).toEqual(['ani@example.am']);
    expect(message?.raw).toContain('From: Fuel Cabinet <no-reply@fuel-cabinet.am>');
    const parts = mimeParts(message?.raw ?? '');
    const text = parts.find((p) => p.type === 'text/plain')?.body ?? '';
    const html = parts.find((p) => p.type === 'text/html')?.body ?? '';
    expect(text).toContain('Բարև Ձեզ, Անի <script>։');
    expect(text).toContain('042917');
    expect(html).toContain('042917');
    // In the HTML part the name is escaped, never markup.
    expect(html).toContain('Անի &#60;script&#62;');
    expect(html).not.toContain('<script>');
  });
});
