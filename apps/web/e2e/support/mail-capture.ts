import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

/** What a worker reads from the capture folder: one JSON file per message. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * A real SMTP server for the browser tests: the API sends its e-mails here through nodemailer
 * (SMTP_URL), and each message lands in `dir` where every test worker can read it.
 */
export async function startMailCapture(port: number, dir: string): Promise<() => Promise<void>> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    // Do not wait for the API's pooled connections at the end of the run.
    closeTimeout: 500,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          receivedAt: Date.now(),
        };
        // Written under a temporary name first, so a reader never sees half a file.
        const file = path.join(dir, `${mail.receivedAt}-${randomUUID()}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
