import { cardsRoutes as c } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { routeRegistrar } from '../../lib/route-registrar';
import { deleteCard, loadCard, moveBack } from './card-fuel.service';
import { cancelCardOrder, getCardOrder, listCardOrders, orderCards } from './card-orders.service';
import { cardScopeOf, companyOf, guardCompanyCalls } from './cards.guard';
import {
  addCard,
  editCard,
  getCard,
  listCards,
  listCardTransactions,
  setBlocked,
} from './cards.service';

/** Company fuel cards and their orders (DESIGN §5.7); an individual is answered 403. */
export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardCompanyCalls(app, { oneCardCalls: true });
  const db = app.database.db;
  const deps = { db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['cards'],
    errors: [400, 401, 403, 404, 409, 422, 429, 498],
  });
  // Wrong activations are counted per company in the service (CARD_LIMITS.activationAttempts an
  // hour); this bounds how fast one address may try at all.
  const addLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  register(c.orders, { summary: 'The company’s card orders, newest first' }, (r) =>
    listCardOrders(db, companyOf(r), r.lang, r.query),
  );
  register(c.getOrder, { summary: 'One card order with its steps' }, (r) =>
    getCardOrder(db, companyOf(r), r.params.id, r.lang),
  );
  register(c.order, { summary: 'Order plastic cards (quantity, delivery, note)' }, (r) =>
    orderCards(db, companyOf(r), r.body, r.lang),
  );
  register(c.cancelOrder, { summary: 'Cancel an order not yet in production' }, (r) =>
    cancelCardOrder(deps, companyOf(r), r.params.id, r.lang),
  );

  register(
    c.list,
    { summary: 'The company’s fuel cards (status filter, search by number, name or plate)' },
    (r) => listCards(db, companyOf(r), r.lang, r.query, cardScopeOf(r)),
  );
  register(c.get, { summary: 'One card' }, (r) =>
    getCard(db, companyOf(r), r.params.id, r.lang, cardScopeOf(r)),
  );
  register(
    c.add,
    { summary: 'Add a card by its number and activation code', config: addLimit },
    (r) => addCard(deps, companyOf(r), r.body, r.lang),
  );
  register(
    c.update,
    { summary: 'Change name, vehicle, funding, products and limits, or the PIN' },
    (r) => editCard(deps, companyOf(r), r.params.id, r.body, r.lang, cardScopeOf(r)),
  );
  register(c.block, { summary: 'Block the card at every pump' }, (r) =>
    setBlocked(deps, companyOf(r), r.params.id, true, r.lang),
  );
  register(c.unblock, { summary: 'Unblock the card' }, (r) =>
    setBlocked(deps, companyOf(r), r.params.id, false, r.lang),
  );
  register(
    c.load,
    { summary: 'Load fuel from the company onto the card (Idempotency-Key)' },
    (r, reply) => {
      const company = companyOf(r);
      return idempotentInTransaction(db, r, reply, company, (once) =>
        loadCard(deps, company, r.params.id, r.body, r.lang, once),
      );
    },
  );
  register(
    c.unload,
    { summary: 'Move fuel from the card back to the company (Idempotency-Key)' },
    (r, reply) => {
      const company = companyOf(r);
      return idempotentInTransaction(db, r, reply, company, (once) =>
        moveBack(deps, company, r.params.id, r.body, r.lang, once),
      );
    },
  );
  register(
    c.remove,
    { summary: 'Return the card’s fuel to the company and close it for good' },
    (r) => deleteCard(deps, companyOf(r), r.params.id, r.lang),
  );
  register(c.transactions, { summary: 'The card’s own history, newest first' }, (r) =>
    listCardTransactions(db, companyOf(r), r.params.id, r.lang, r.query, cardScopeOf(r)),
  );
};
