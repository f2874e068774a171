import { receiptsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { receiptPdf } from './receipt-pdf';
import { getReceipt, receiptsOf } from './receipts.service';

/** Receipts of purchases and refuels (DESIGN §5.10), the account's own only. */
export const receiptsRoutes: Zod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const { config } = app;
  const register = routeRegistrar(app, { tags: ['receipts'], errors: [400, 401, 403, 404, 498] });

  register(
    r.list,
    {
      summary: 'The receipt of an operation, found by a history row’s reference_id',
      description:
        'A list of one receipt, or none for an operation that has none (not paid or completed, or another account’s).',
    },
    (q) => receiptsOf(db, config, currentUser(q).sub, q.query.reference_id, q.lang),
  );
  register(
    r.get,
    { summary: 'One receipt, with its fiscal fields once the fiscal register has printed it' },
    (q) => getReceipt(db, config, currentUser(q).sub, q.params.id, q.lang),
  );
  register(
    r.pdf,
    {
      summary: 'One receipt as a PDF, in the reader’s language',
      description:
        'The language is `lang` when given, the Accept-Language header otherwise. Another account’s receipt is 404.',
    },
    async (q, reply) => {
      const lang = q.query.lang ?? q.lang;
      const receipt = await getReceipt(db, config, currentUser(q).sub, q.params.id, lang);
      const pdf = await receiptPdf(receipt, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
