import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nameStatementsInTransactions } from './statement-names';

/** A pool that hands out clients recording what reaches their own `query`. */
function fakePool() {
  const pool = new EventEmitter();
  const connect = () => {
    const sent: unknown[] = [];
    const client: { query: (config: object, values?: unknown[]) => unknown } = {
      query: (config) => sent.push(config),
    };
    pool.emit('connect', client);
    const send = (text: string, values: unknown[] = []) => client.query({ text }, values);
    return { send, sent, client };
  };
  return { pool: pool as unknown as pg.Pool, connect };
}

const namesOf = (sent: unknown[]) => sent.map((c) => (c as { name?: string }).name ?? null);

describe('statements named inside transactions', () => {
  it('names what a transaction sends, and nothing outside one', () => {
    const { pool, connect } = fakePool();
    nameStatementsInTransactions(pool);
    const { send, sent } = connect();
    send('select 1 from users where id = $1', ['u']);
    send('begin', []);
    send('insert into transfers (quantity) values ($1)', [1000]);
    send('select 1 from users where id = $1', ['u']);
    send('commit');
    send('insert into transfers (quantity) values ($1)', [1000]);
    expect(namesOf(sent)).toEqual([null, null, 'tx_0', 'tx_1', null, null]);
  });

  it('gives a text one name on every connection, and ends the transaction at a rollback', () => {
    const { pool, connect } = fakePool();
    nameStatementsInTransactions(pool);
    const first = connect();
    const second = connect();
    for (const c of [first, second]) {
      c.send('begin isolation level repeatable read');
      c.send('update balances set available = available + $1', [1]);
      c.send('rollback');
      c.send('update balances set available = available + $1', [1]);
    }
    expect(namesOf(first.sent)).toEqual([null, 'tx_0', null, null]);
    expect(namesOf(second.sent)).toEqual([null, 'tx_0', null, null]);
  });

  it('leaves statements without values, and those already named, as they are', () => {
    const { pool, connect } = fakePool();
    nameStatementsInTransactions(pool);
    const { send, sent, client } = connect();
    send('begin');
    send('savepoint sp1');
    send('create table a (id int); create index on a (id)');
    client.query({ text: 'select 1 where $1', values: [true] });
    client.query({ text: 'select * from products where id = $1', name: 'balances_of' }, ['p']);
    send('select 2', []);
    send('select 3', ['x']);
    expect(namesOf(sent)).toEqual([null, null, null, 'tx_0', 'balances_of', null, 'tx_1']);
  });

  it('stops naming new texts past its limit, and keeps the names it gave', () => {
    const { pool, connect } = fakePool();
    nameStatementsInTransactions(pool, 2);
    const { send, sent } = connect();
    send('begin');
    for (const text of ['select $1', 'select $1 + 1', 'select $1 + 2', 'select $1'])
      send(text, [1]);
    expect(namesOf(sent)).toEqual([null, 'tx_0', 'tx_1', null, 'tx_0']);
  });
});
