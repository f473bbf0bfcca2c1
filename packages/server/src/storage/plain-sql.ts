import type SqliteDatabase from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './schema';

/** What a plain statement gives back: its rows (a query) and how many rows it changed. */
export interface PlainResult<Row> {
  rows: Row[];
  changed: number;
}

/** Rows of values for `insert ... values ${rows}`: one parenthesised list per row. */
export class ValueRows {
  constructor(readonly rows: readonly (readonly unknown[])[]) {}
}

/** `values ${valueRows(rows)}` in a plainSql statement writes several rows in one statement. */
export function valueRows(rows: readonly (readonly unknown[])[]): ValueRows {
  return new ValueRows(rows);
}

/** A statement prepared once, and whether it returns rows (read once: a native getter). */
interface Prepared {
  statement: SqliteDatabase.Statement;
  reader: boolean;
}

/** A connection of SQLite transactions, with the statements prepared on it. */
interface DirectConnection {
  sqlite: SqliteDatabase.Database;
  /** Whether a transaction holds the connection now (statements run only then). */
  held: () => boolean;
  byTemplate: WeakMap<TemplateStringsArray, Prepared>;
  byText: Map<string, Prepared>;
}

const direct = new WeakMap<Db, DirectConnection>();

/** Statements kept per connection for expanded texts (a multi-row insert per row count). */
const MAX_EXPANDED = 200;

/**
 * Makes `db` (the Kysely that SQLite transactions hand out, on the one connection) one whose
 * plain statements run straight on better-sqlite3. They run only while `held()` (a
 * transaction holds the connection's lock): anything else is a bug, and throws.
 */
export function runDirectly(db: Db, sqlite: SqliteDatabase.Database, held: () => boolean): void {
  direct.set(db, { sqlite, held, byTemplate: new WeakMap(), byText: new Map() });
}

/**
 * A statement in plain SQL on `db`, the same text on both engines (docs/PERFORMANCE.md:
 * the party engine's statements run on every command). Inside a SQLite transaction it runs on
 * better-sqlite3 directly, prepared once per call site; elsewhere Kysely runs it.
 *   const { rows } = await plainSql<Row>(trx)`select version from parties where code = ${code}`;
 */
export function plainSql<Row = unknown>(db: Db) {
  return (strings: TemplateStringsArray, ...values: unknown[]): Promise<PlainResult<Row>> => {
    const connection = direct.get(db);
    if (connection !== undefined) {
      try {
        return Promise.resolve(runOn<Row>(connection, strings, values));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return runOnKysely<Row>(db, strings, values);
  };
}

function runOn<Row>(
  connection: DirectConnection,
  strings: TemplateStringsArray,
  values: readonly unknown[],
): PlainResult<Row> {
  if (!connection.held()) throw new Error('a statement on a transaction that has ended');
  const expanded = hasValueRows(values);
  const { statement, reader } = expanded
    ? expandedStatement(connection, strings, values)
    : templateStatement(connection, strings);
  const parameters = expanded ? values.flatMap(flatten) : values;
  if (reader) return { rows: statement.all(...parameters) as Row[], changed: 0 };
  return { rows: [], changed: statement.run(...parameters).changes };
}

function hasValueRows(values: readonly unknown[]): boolean {
  for (const value of values) if (value instanceof ValueRows) return true;
  return false;
}

function templateStatement(connection: DirectConnection, strings: TemplateStringsArray): Prepared {
  let prepared = connection.byTemplate.get(strings);
  if (prepared === undefined) {
    prepared = prepare(connection.sqlite, strings.join('?'));
    connection.byTemplate.set(strings, prepared);
  }
  return prepared;
}

function prepare(sqlite: SqliteDatabase.Database, text: string): Prepared {
  const statement = sqlite.prepare(text);
  return { statement, reader: statement.reader };
}

function expandedStatement(
  connection: DirectConnection,
  strings: TemplateStringsArray,
  values: readonly unknown[],
): Prepared {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    const placeholders =
      value instanceof ValueRows
        ? value.rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ')
        : '?';
    text += placeholders + (strings[index + 1] ?? '');
  });
  let prepared = connection.byText.get(text);
  if (prepared === undefined) {
    prepared = prepare(connection.sqlite, text);
    if (connection.byText.size >= MAX_EXPANDED) connection.byText.clear();
    connection.byText.set(text, prepared);
  }
  return prepared;
}

function flatten(value: unknown): unknown[] {
  return value instanceof ValueRows ? value.rows.flat() : [value];
}

async function runOnKysely<Row>(
  db: Db,
  strings: TemplateStringsArray,
  values: readonly unknown[],
): Promise<PlainResult<Row>> {
  const parts = values.map((value) =>
    value instanceof ValueRows
      ? sql.join(value.rows.map((row) => sql`(${sql.join([...row])})`))
      : value,
  );
  const result = await (sql<Row>(strings, ...parts) as RawBuilder<Row>).execute(db);
  return { rows: result.rows, changed: Number(result.numAffectedRows ?? 0n) };
}
