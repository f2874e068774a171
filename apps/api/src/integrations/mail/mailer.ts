import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { storeDevMessage } from '../dev-mailbox/dev-mailbox.repository';

/** A file sent with an e-mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Real SMTP through nodemailer (a connection pool, so bursts reuse connections). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * Keeps messages in the database, readable at /dev/mailbox; never used in production. Of an
 * attachment it keeps the name, type and size, not the file.
 */
export function devMailboxMailer(db: Db): Mailer {
  return {
    kind: 'dev-mailbox',
    send: (mail) =>
      storeDevMessage(db, {
        channel: 'email',
        recipient: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          size: a.content.length,
        })),
      }),
    close: () => {},
  };
}
