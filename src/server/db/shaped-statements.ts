// Statements whose text depends on a shape (which filters a search has, its order, how many
// words it types) but not on its values. Each shape's text is built once, with placeholders
// where the values go; a request only fills in its values. They are sent unnamed, so the
// database plans each run for its own values
// (docs/decisions/0125-search-statements-built-per-shape.md).
import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** Shapes whose text a process keeps, the least recently used forgotten first. */
const TEXTS_KEPT = 1_000;

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
/** What Drizzle's databases and transactions hold: its dialect and its session. */
type Internals = { dialect: PgDialect; _: { session: PgSession } };
type Text = { query: Query; prepared: WeakMap<DbOrTx, Prepared> };

export type ShapedStatement = {
  /** Everything the text depends on, as a string. */
  key: string;
  /** The statement with `sql.placeholder(name)` where each value goes; called once per shape. */
  build: () => SQL;
  /** A value for each placeholder of the text (others are ignored). */
  values: Record<string, unknown>;
};

/** Statements of one kind, each kept by its shape's key. */
export const shapedStatements = () => {
  const texts = new Map<string, Text>();

  const textOf = (db: DbOrTx, statement: ShapedStatement) => {
    const kept = texts.get(statement.key);
    if (kept) {
      texts.delete(statement.key);
      texts.set(statement.key, kept);
      return kept;
    }
    const text: Text = {
      query: (db as unknown as Internals).dialect.sqlToQuery(statement.build()),
      prepared: new WeakMap(),
    };
    texts.set(statement.key, text);
    if (texts.size > TEXTS_KEPT) texts.delete(texts.keys().next().value!);
    return text;
  };

  /** The statement's rows; both drivers answer `{ rows }`. */
  return async <Row>(db: DbOrTx, statement: ShapedStatement): Promise<Row[]> => {
    const text = textOf(db, statement);
    let prepared = text.prepared.get(db);
    if (!prepared) {
      const { session } = (db as unknown as Internals)._;
      prepared = session.prepareQuery(text.query, undefined, undefined, false) as unknown as Prepared;
      text.prepared.set(db, prepared);
    }
    return ((await prepared.execute(statement.values)) as { rows: Row[] }).rows;
  };
};
