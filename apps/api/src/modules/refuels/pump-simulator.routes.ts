import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { acceptFormPosts } from '../../lib/form-parser';
import {
  pumpProducts,
  pumpStations,
  simulateCardPump,
  simulatePump,
} from './pump-simulator.service';
import { issueStationKey } from './station.service';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Option = { code: string; name: string };
type ProductOption = Option & { id: string };

function page(stations: Option[], products: ProductOption[], result = ''): string {
  const productOptions = products
    .map((p) => `<option value="${escapeHtml(p.id)}">${escapeHtml(p.name)}</option>`)
    .join('');
  const options = stations
    .map(
      (s) =>
        `<option value="${escapeHtml(s.code)}">${escapeHtml(s.name)} (${escapeHtml(s.code)})</option>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pump simulator</title></head><body><main>
<h1>Pump simulator</h1><p>Plays a pump terminal: it redeems a refuel code through the station API with the volume "dispensed", or gives the code back when nothing was dispensed. Development only.</p>
${result ? `<p role="status"><strong>${escapeHtml(result)}</strong></p>` : ''}
<form method="post" action="/dev/pump">
<p><label>Station <select name="station">${options}</select></label></p>
<p><label>Refuel code <input name="code" inputmode="numeric" pattern="\\d{6}" required autocomplete="off"></label></p>
<p><label>Volume dispensed <input name="volume" inputmode="decimal" required></label></p>
<p><button type="submit">Dispense</button> <button type="submit" name="action" value="cancel" formnovalidate>Nothing dispensed: cancel the code</button></p></form>
<h2>Company fuel card</h2>
<p>The pump authorises a volume with the card's PIN (held), then reports what it dispensed; 0 releases the whole hold.</p>
<form method="post" action="/dev/pump/card">
<p><label>Station <select name="station">${options}</select></label></p>
<p><label>Card number <input name="card" inputmode="numeric" required autocomplete="off"></label></p>
<p><label>PIN <input name="pin" type="password" inputmode="numeric" pattern="\\d{4}" required autocomplete="off"></label></p>
<p><label>Fuel <select name="product">${productOptions}</select></label></p>
<p><label>Volume to authorise (empty: the volume dispensed) <input name="authorise" inputmode="decimal"></label></p>
<p><label>Volume dispensed (0: nothing) <input name="volume" inputmode="decimal" required></label></p>
<p><button type="submit">Pay with card</button></p></form></main></body></html>`;
}

/**
 * A development stand-in for a pump terminal at /dev/pump, and POST /dev/station-keys to get a
 * station key without the admin command (which cannot open the embedded database while the
 * server holds it). Never registered in production.
 */
export const pumpSimulatorRoutes: FastifyPluginAsync = async (app) => {
  acceptFormPosts(app);
  const db = app.database.db;
  const deps = { db, events: app.events };

  const render = async (result = '') =>
    page(await pumpStations(db), await pumpProducts(db), result);
  app.get('/dev/pump', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await render()),
  );

  app.post<{ Body: Record<string, string> }>('/dev/pump', async (request, reply) => {
    const { station = '', code = '', volume = '', action = '' } = request.body ?? {};
    let result: string;
    try {
      const done = await simulatePump(
        deps,
        station,
        code,
        action === 'cancel' ? 0 : Number(volume),
      );
      result =
        done.dispensed === 0
          ? `Nothing dispensed: the code is cancelled, ${done.released} released back to the balance.`
          : `Dispensed ${done.dispensed}; ${done.released} released back to the balance.`;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result = `Refused: ${err.code}${err.options.field ? ` (${err.options.field})` : ''}`;
    }
    return reply.type('text/html; charset=utf-8').send(await render(result));
  });

  app.post<{ Body: Record<string, string> }>('/dev/pump/card', async (request, reply) => {
    const body = request.body ?? {};
    const { station = '', card = '', pin = '', product = '', volume = '' } = body;
    let result: string;
    try {
      const done = await simulateCardPump(deps, {
        station,
        card,
        pin,
        product,
        volume: Number(volume),
        ...(body.authorise ? { authorise: Number(body.authorise) } : {}),
      });
      result =
        done.dispensed === 0
          ? `Nothing dispensed with the card: ${done.released} released, the card's limits free again.`
          : `Dispensed ${done.dispensed} with the card.`;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result = `Refused: ${err.code}${err.options.field ? ` (${err.options.field})` : ''}`;
    }
    return reply.type('text/html; charset=utf-8').send(await render(result));
  });

  app.post<{ Body: { station_code?: string } }>('/dev/station-keys', async (request) => {
    const issued = await issueStationKey(db, String(request.body?.station_code ?? ''));
    return { station_id: issued.stationId, key: issued.key };
  });
};
