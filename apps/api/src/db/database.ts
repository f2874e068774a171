import { type Query, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { plainRows } from './plain-rows';
import type * as schema from './schema';

export { plainRows };

/** The one database type repositories see; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Runs the product's migrations, and first the sandbox gateway's where it runs (see
   * MIGRATION_SETS); safe to call from several processes at once.
   */
  migrate(options: MigrateOptions): Promise<void>;
  /**
   * Runs `work` while no other process runs its own `alone` on this database: instances that
   * start together on an empty database seed it once, the others waiting and then finding it
   * seeded. The work uses `db` as usual; only the lock is held on a connection of its own.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Notifications sent on `channel` (NOTIFY, pg_notify), each delivered once its transaction
   * has committed, from any process on this database. `onState(false)` says some may have been
   * missed (the listening connection was lost; it reconnects by itself), `onState(true)` that
   * they arrive again. Resolves once it listens, or once the first attempt has failed. Returns
   * the function that stops listening.
   */
  listen(channel: string, handlers: Listener): Promise<() => Promise<void>>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  /** The connections this process holds, for the metrics. */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface Listener {
  onNotify(payload: string): void;
  onState(listening: boolean): void;
}

/**
 * A PostgreSQL pool's connections: open, idle and the most it opens, and the queries waiting
 * for one. The embedded database is one connection whose use is not tracked: `idle` and
 * `waiting` are left out there.
 */
export interface PoolUse {
  max: number;
  open: number;
  idle?: number;
  waiting?: number;
}

export interface MigrateOptions {
  sandboxGateway: boolean;
  /** The built-in sandbox fiscal register runs here: its schema is created too. */
  sandboxFiscal?: boolean;
  /** Another folder of the product's migrations: a test builds a database as an older release left it. */
  productMigrations?: string;
}

/** Where a set of migrations is and where the database records which of them it has run. */
export interface MigrationSet {
  migrationsFolder: string;
  migrationsSchema: string;
}

/**
 * The product's migrations, and the built-in sandbox gateway's and sandbox fiscal register's,
 * which only a database the sandbox runs on gets (ADR 0020, ADR 0035). The sandbox's go first: on a database migrated before they
 * existed they take over its old tables, which the product's 0017 would otherwise drop.
 */
export function migrationSets(options: MigrateOptions): MigrationSet[] {
  const product = {
    migrationsFolder: options.productMigrations ?? folder('./migrations'),
    migrationsSchema: 'drizzle',
  };
  const sandbox = {
    migrationsFolder: folder('./migrations-sandbox-gateway'),
    migrationsSchema: 'sandbox_gateway',
  };
  const fiscal = {
    migrationsFolder: folder('./migrations-sandbox-fiscal'),
    migrationsSchema: 'sandbox_fiscal',
  };
  return [
    ...(options.sandboxGateway ? [sandbox] : []),
    product,
    ...(options.sandboxFiscal ? [fiscal] : []),
  ];
}

const folder = (relative: string) => new URL(relative, import.meta.url).pathname;

/** Rows of a raw `db.execute`: both drivers answer `{ rows }`, which the shared type hides. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A statement built once per database instead of at every call, and on PostgreSQL prepared once
 * per connection under its name: building a query costs drizzle 35–50 µs of CPU, a real share
 * of the reads every page makes (the session check runs on every signed-in request). A
 * transaction is a database of its own here, so inside one this saves nothing, but costs nothing.
 */
export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      // A prepared select also gets its row mapping made once (plainRows).
      statement = plainRows(build(db));
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement whose text is built once, its values given as `sql.placeholder(name)`, and run
 * on whatever `db` is, a transaction included, which `preparedOnce` cannot serve (drizzle binds a
 * prepared query to the connection it was made on, and each transaction is a new one). Building
 * a statement at every call was a fifth of a value-moving call's CPU (docs/benchmarks.md). What
 * it returns is what `db.execute` returns (`rowsOf` reads it).
 */
export function builtOnce(build: () => SQL) {
  let query: Query | undefined;
  return (db: Db, values: Record<string, unknown>): Promise<unknown> => {
    query ??= dialect.sqlToQuery(build());
    return db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
  };
}

/**
 * `builtOnce` for a statement that takes a list of rows: one text per length of the list, its
 * values named `<name><row>` (`placeholderRows` writes them, `valuesOf` fills them). Not one array parameter (`unnest`):
 * PostgreSQL plans an array of unknown length as ten rows, so it kept planning such a statement
 * at every call instead of keeping its plan (docs/benchmarks.md, "Writes built once").
 */
export function builtOncePerLength(build: (length: number) => SQL) {
  const statements = new Map<number, ReturnType<typeof builtOnce>>();
  return (db: Db, length: number, values: Record<string, unknown>): Promise<unknown> => {
    let statement = statements.get(length);
    if (!statement) {
      statement = builtOnce(() => build(length));
      statements.set(length, statement);
    }
    return statement(db, values);
  };
}

/**
 * `length` rows of a VALUES list, each `(<name>0::type, ...)` for the columns given as
 * `[name, type]`, for `builtOncePerLength`; `valuesOf` fills them.
 */
export function placeholderRows(length: number, columns: [string, string][]): SQL {
  return sql.join(
    Array.from(
      { length },
      (_, i) =>
        sql`(${sql.join(
          columns.map(([name, type]) => sql`${sql.placeholder(`${name}${i}`)}::${sql.raw(type)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
}

/** The values of `placeholderRows`: `<name><row>` for each row and column. */
export function valuesOf<T>(rows: T[], columns: Record<string, (row: T) => unknown>) {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const [name, read] of Object.entries(columns)) values[`${name}${i}`] = read(row);
  });
  return values;
}
