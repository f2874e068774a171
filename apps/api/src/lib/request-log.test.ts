import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';

async function logOf(url: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new RequestLog({ requestIdLogLabel: 'request_id' }),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  await app.inject(url);
  await app.close();
  return lines.filter((line) => line.msg === 'request completed' || line.err);
}

describe('the request log', () => {
  it('writes one line per request, with what came in and what went out', async () => {
    const lines = await logOf('/ok?x=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/ok?x=1',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
      request_id: expect.any(String),
      responseTime: expect.any(Number),
    });
  });

  it('gives a failed request one completion line too, and its error a line of its own', async () => {
    const lines = await logOf('/fails');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ statusCode: 500 });
    expect(lines.find((line) => line.err)).toMatchObject({ level: 50, msg: 'broken' });
  });
});
