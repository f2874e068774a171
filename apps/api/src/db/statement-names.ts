import type pg from 'pg';

/** More distinct statements than the product has; past it a statement simply goes unnamed. */
const MAX_NAMED_STATEMENTS = 1_000;

const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end)\s*;?\s*$/i;

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/**
 * Only statements with values are named. Without values node-postgres sends a statement as a
 * simple query, which may hold several commands (a migration's step does) and which a named
 * statement could not; savepoints and constant statements are cheap to plan anyway.
 */
function hasValues(config: QueryConfig, values: unknown) {
  const given = Array.isArray(values) ? values : config.values;
  return Array.isArray(given) && given.length > 0;
}

/**
 * Prepares by name, once per connection, every statement sent inside a transaction. Unnamed,
 * PostgreSQL parses and plans each statement at every call, which was most of its CPU on a
 * value-moving call: a transfer's twelve statements cost it 2.6 ms, 1.45 ms prepared
 * (docs/benchmarks.md, "Statements prepared by name"; ADR 0030). Transactions here are the
 * value-moving calls: short writes and key lookups, whose plan does not depend on the values,
 * so PostgreSQL may keep a generic plan. Reads outside a transaction (the history's filters on
 * accounts of very different sizes) stay unnamed and are planned for their values, unless
 * their repository prepares them itself (`preparedOnce`). Statements without values are left
 * as they are (`hasValues`).
 */
export function nameStatementsInTransactions(pool: pg.Pool, limit = MAX_NAMED_STATEMENTS) {
  // One name per text for the whole pool: each connection prepares it the first time it sends it.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < limit) {
      name = `tx_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    let inTransaction = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // node-postgres has no hook for this: the client's own query is wrapped, once per connection.
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
      config: unknown,
      ...rest: unknown[]
    ) => {
      const c = config as QueryConfig | string | undefined;
      const text = typeof c === 'string' ? c : c?.text;
      if (typeof text !== 'string') return query(config, ...rest);
      if (TRANSACTION_START.test(text)) inTransaction = true;
      else if (TRANSACTION_END.test(text)) inTransaction = false;
      else if (inTransaction && typeof c === 'object' && !c.name && hasValues(c, rest[0])) {
        const name = nameOf(text);
        if (name) return query({ ...c, name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
