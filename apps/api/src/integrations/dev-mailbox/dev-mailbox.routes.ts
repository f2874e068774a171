import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { recentMessages } from './dev-mailbox.service';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The files an e-mail carried: only their names, types and sizes are kept. */
const attached = (files: Awaited<ReturnType<typeof recentMessages>>[number]['attachments']) =>
  files?.length
    ? `<p>Attached: ${files.map((f) => escapeHtml(`${f.filename} (${f.content_type}, ${f.size} bytes)`)).join(', ')}</p>`
    : '';

/**
 * The development mailbox: e-mails and SMS that would have been sent, newest first. Registered
 * only outside production (and production refuses to start without SMTP and SMS settings).
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/dev/mailbox/messages',
    { schema: { querystring: z.object({ to: z.string().max(320).optional() }) } },
    async (request) => {
      const { to } = request.query as { to?: string };
      return { data: await recentMessages(db, to) };
    },
  );

  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = await recentMessages(db);
    const items = messages
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</strong> → ${escapeHtml(m.recipient)} · <time>${m.createdAt.toISOString()}</time></p>
<pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>${attached(m.attachments)}</article><hr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><main><h1>Development mailbox</h1><p>Messages the cabinet would have sent by e-mail or SMS. Newest first; reload to see new ones.</p>${items || '<p>No messages yet.</p>'}</main></body></html>`,
      );
  });
};
