import { Column, type DriverValueDecoder, is, SQL, Subquery } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

type Field = Column | SQL | SQL.Aliased | Subquery;

/** What drizzle's prepared queries of both drivers keep (pinned drizzle-orm, see the test). */
interface Mappable {
  fields?: { path: string[]; field: Field }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decoder = DriverValueDecoder<unknown, unknown>;

/** An SQL field's decoder: drizzle keeps it on the SQL object without declaring it. */
const decoderOfSql = (sqlField: SQL) => (sqlField as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's `mapResultRow` picks for a selected field, picked once. */
function decoderOf(field: Field): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql(field.sql);
}

/**
 * Rows of a prepared select mapped by a loop made once for its fields, instead of drizzle's
 * `mapResultRow`, which works out each cell's decoder and walks its path again for every cell of
 * every row: for a balances read (six rows of six columns) that walk was about 8 % of the
 * product's CPU (docs/benchmarks.md, "Rows mapped once"). Only flat selections (each field a
 * key of the row) are taken over; a nested one, and the nulling of a left-joined table's object
 * it comes with, stays drizzle's. The result is the same object `mapResultRow` makes.
 */
export function plainRows<P>(statement: P): P {
  if (!is(statement, PgPreparedQuery)) return statement;
  const query = statement as unknown as Mappable;
  const fields = query.fields;
  if (!fields || query.customResultMapper || fields.some((f) => f.path.length !== 1)) {
    return statement;
  }
  query.customResultMapper = rowMapper(
    fields.map((f) => f.path[0] as string),
    fields.map((f) => decoderOf(f.field)),
  );
  return statement;
}

/**
 * A function that turns each row (an array, one cell per field) into an object written as one
 * literal, so every row has the same shape from its start (V8 keeps such objects fast; keys
 * added one by one in a loop cost 0.6 µs for six rows of six cells against 0.1). The keys are
 * the select's own field names, written as JSON strings.
 */
function rowMapper(keys: string[], decoders: Decoder[]): (rows: unknown[][]) => unknown {
  const cells = keys.map(
    (key, i) =>
      `${JSON.stringify(key)}: row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}])`,
  );
  return new Function('d', `return (rows) => rows.map((row) => ({ ${cells.join(', ')} }));`)(
    decoders,
  );
}
