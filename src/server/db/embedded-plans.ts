// The embedded database (PGlite) opens every index of a table as a file to plan a statement over
// it, and closes its files after each statement: for a search of the demo's few hundred homes,
// planning was most of the time. A statement the server sends a second time is prepared in the
// database's one session (PREPARE) and from then on run with EXECUTE, so PostgreSQL can keep its
// plan (docs/decisions/0126-embedded-statements-keep-their-plans.md).

type Query = (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;

/** Statements PREPARE takes; anything else (BEGIN, SET, EXPLAIN, DDL) is sent as it is. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** Texts whose uses are remembered, and of those the prepared ones, the least recently used forgotten first. */
const TEXTS_KEPT = 2_000;
const PREPARED_KEPT = 500;
/** A longer value (a description, a photo list) is sent as a parameter, not written into EXECUTE. */
const LONGEST_LITERAL = 4_096;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const arrayElement = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
      : undefined;

/**
 * A value as an untyped literal, which PostgreSQL reads with the parameter's own type as it reads
 * a parameter's text; undefined for a value kept a parameter (objects, dates, bytes, long text).
 */
export const literalOf = (value: unknown): string | undefined => {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? quoted(String(value)) : undefined;
  if (typeof value === 'bigint') return quoted(String(value));
  if (typeof value === 'string') return value.length <= LONGEST_LITERAL ? quoted(value) : undefined;
  if (Array.isArray(value)) {
    const elements = value.map(arrayElement);
    if (elements.some((e) => e === undefined)) return undefined;
    const text = `{${elements.join(',')}}`;
    return text.length <= LONGEST_LITERAL ? quoted(text) : undefined;
  }
  return undefined;
};

type Text = { uses: number; name?: string; refused?: boolean; preparing?: Promise<void> };

/** Wraps `client.query` so that statements sent again run prepared. */
export const keepPlans = (client: { query: (...args: never[]) => unknown }) => {
  const query = client.query.bind(client) as Query;
  const texts = new Map<string, Text>();
  const prepared = new Map<string, Text>();
  let named = 0;

  const forget = (entry: Text) => {
    if (!entry.name) return;
    prepared.delete(entry.name);
    void query(`deallocate ${entry.name}`).catch(() => {});
    delete entry.name;
  };

  const touch = (text: string) => {
    const entry = texts.get(text) ?? { uses: 0 };
    texts.delete(text);
    texts.set(text, entry);
    if (texts.size > TEXTS_KEPT) {
      const [oldest, dropped] = texts.entries().next().value!;
      texts.delete(oldest);
      forget(dropped);
    }
    return entry;
  };

  /** Names the text in the session; past PREPARED_KEPT names the least recently prepared goes. */
  const prepare = async (text: string, entry: Text) => {
    const name = `embedded_${++named}`;
    try {
      await query(`prepare ${name} as ${text}`);
    } catch {
      entry.refused = true;
      return;
    }
    entry.name = name;
    prepared.set(name, entry);
    if (prepared.size > PREPARED_KEPT) forget(prepared.values().next().value!);
  };

  client.query = (async (text: string, params: unknown[] = [], options?: unknown) => {
    if (!PREPARABLE.test(text)) return query(text, params, options);
    const literals = params.map(literalOf);
    if (literals.some((l) => l === undefined)) return query(text, params, options);
    const entry = touch(text);
    entry.uses += 1;
    if (!entry.name && !entry.refused && entry.uses >= 2) {
      entry.preparing ??= prepare(text, entry).finally(() => {
        delete entry.preparing;
      });
      await entry.preparing;
    }
    const { name } = entry;
    if (!name) return query(text, params, options);
    return query(`execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`, [], options).catch(
      (error: unknown) => {
        // Forgotten meanwhile (invalid_sql_statement_name): sent as it is.
        if ((error as { code?: string }).code !== '26000') throw error;
        return query(text, params, options);
      },
    );
  }) as never;
};
