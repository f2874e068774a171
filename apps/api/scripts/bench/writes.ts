/** The value-moving writes, measured on the product alone: transfers, refuels, a payment sync. */
import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import type { Fixtures } from './fixtures';
import { cannon, cpuTimeUs, type Figures, mean, postgresCpuTimeUs, SECONDS } from './measure';
import { PRODUCT_PORT, url } from './servers';

export interface Written {
  label: string;
  /** Operations per second (a refuel is two calls: authorise and complete). */
  ops: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  /** CPU time per operation, in microseconds: the product's process and PostgreSQL's. */
  productCpuUs: number;
  postgresCpuUs: number;
}

/** The measured operations against the server at `base`: label, one round, calls per operation. */
export function writeOperations(f: Fixtures, base = url(PRODUCT_PORT)) {
  const json = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  });
  let n = 0;
  const transfer = (seconds = SECONDS): Promise<Figures> =>
    cannon(
      {
        url: base,
        requests: [
          {
            method: 'POST',
            path: apiUrlOf(API_ROUTES.friends.transfer),
            setupRequest: (req) => {
              const sender = f.senders[n++ % f.senders.length];
              if (!sender) return req;
              return {
                ...req,
                headers: json(sender.token),
                body: JSON.stringify({
                  recipient_id: sender.recipientId,
                  product_id: f.productId,
                  quantity: 1,
                }),
              };
            },
          },
        ],
      },
      seconds,
    );
  const refuel = (seconds = SECONDS): Promise<Figures> =>
    cannon(
      {
        url: base,
        requests: [
          {
            method: 'POST',
            path: apiUrlOf(API_ROUTES.refuels.create),
            setupRequest: (req) => {
              const sender = f.senders[n++ % f.senders.length];
              if (!sender) return req;
              return {
                ...req,
                headers: json(sender.token),
                body: JSON.stringify({ product_id: f.productId, volume: 1 }),
              };
            },
            onResponse: (_status, body, context) => {
              (context as { code?: string }).code =
                (JSON.parse(body) as { code?: string }).code ?? '000000';
            },
          },
          {
            method: 'POST',
            setupRequest: (req, context) => ({
              ...req,
              path: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
                stationId: f.stationId,
                code: (context as { code?: string }).code,
              }),
              headers: {
                authorization: `Bearer ${f.stationKey}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ dispensed: 1 }),
            }),
          },
        ],
      },
      seconds,
    );
  const sync = (seconds = SECONDS): Promise<Figures> =>
    cannon(
      {
        url: `${base}/api/payment/sync/${f.paidOrderId}`,
        headers: { authorization: `Bearer ${f.reader.token}` },
      },
      seconds,
    );
  return [
    ['transfer', transfer, 1],
    ['refuel authorise + complete', refuel, 2],
    ['payment sync (paid order)', sync, 1],
  ] as const;
}

export async function writes(f: Fixtures, productPid: number): Promise<Written[]> {
  const out: Written[] = [];
  for (const [label, run, calls] of writeOperations(f)) {
    await run(1);
    const cpu = () => [cpuTimeUs(productPid), postgresCpuTimeUs()] as const;
    const [product0, postgres0] = cpu();
    const rounds = [await run(), await run()];
    const [product1, postgres1] = cpu();
    const figures = mean(rounds);
    // Each round's mean rate times its length: the operations the CPU time was spent on.
    const operations = (rounds.reduce((n, r) => n + r.rps, 0) * SECONDS) / calls;
    const row = {
      productCpuUs: (product1 - product0) / operations,
      postgresCpuUs: (postgres1 - postgres0) / operations,
      label,
      ops: figures.rps / calls,
      p50: figures.p50,
      p99: figures.p99,
      statuses: figures.statuses,
      errors: figures.errors,
    };
    console.log(
      `${label.padEnd(28)} ${row.ops.toFixed(0).padStart(6)} /s  p50 ${row.p50} ms  p99 ${row.p99} ms  CPU µs/op product ${row.productCpuUs.toFixed(0)} PostgreSQL ${row.postgresCpuUs.toFixed(0)}  ${JSON.stringify(row.statuses)}`,
    );
    out.push(row);
  }
  return out;
}
