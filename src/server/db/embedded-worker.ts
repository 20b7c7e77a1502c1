// The embedded database on a thread of its own (docs/decisions/0127-embedded-database-on-its-own-thread.md):
// this thread opens PGlite and answers the calls embedded-thread.ts sends, one message each.
// A transaction stays open here, in PGlite's own `transaction`, until its end is sent, so
// PGlite keeps every other statement waiting behind it as it does on one thread.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keepPlans } from './embedded-plans.ts';
import type { Answer, Call } from './embedded-thread.ts';

const port = parentPort!;
const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: string };

type Open = { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> };
const open = new Map<number, Open>();

/** PostgreSQL's error fields (code, detail, constraint...): what a clone can carry. */
const fieldsOf = (error: unknown) => {
  const fields: Record<string, string | number | boolean> = {};
  if (error && typeof error === 'object')
    for (const [key, value] of Object.entries(error))
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string;
  return {
    message: error instanceof Error ? error.message : String(error),
    name: error instanceof Error ? error.name : 'Error',
    fields,
  };
};

/** Types whose text the caller parses itself: they are kept as text here. */
const keptAsText = (oids: number[] | undefined) =>
  oids ? Object.fromEntries(oids.map((oid) => [oid, (text: string) => text])) : undefined;

/** Opens a transaction and holds it until `end` is called; resolves once it has begun. */
const begin = (client: PGlite, id: number) =>
  new Promise<void>((begun, failed) => {
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    const done = client.transaction(async (tx) => {
      open.set(id, { tx, end, done });
      begun();
      if (!(await ended)) await tx.rollback();
    });
    done.catch(failed);
  });

const answer = async (client: PGlite, call: Call): Promise<unknown> => {
  const target = call.tx ? open.get(call.tx)?.tx : client;
  if (!target) throw new Error('Transaction is closed');
  switch (call.op) {
    case 'query': {
      const parsers = keptAsText(call.asText);
      const result: Results = await target.query(call.text, call.params, {
        ...(call.rowMode ? { rowMode: call.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await target.exec(call.text)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    case 'begin':
      return begin(client, call.id);
    case 'end': {
      const transaction = open.get(call.id);
      if (!transaction) throw new Error('Transaction is closed');
      open.delete(call.id);
      transaction.end(call.commit);
      return transaction.done;
    }
    case 'dump':
      return (await client.dumpDataDir('gzip')).arrayBuffer();
    case 'close':
      return client.close();
    default:
      return call satisfies never;
  }
};

const start = async () => {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([await readFile(loadDataDir)]) } : {}),
    extensions: { pg_trgm },
  });
  keepPlans(client);
  port.on('message', (call: Call) => {
    answer(client, call).then(
      (value) => {
        const reply: Answer = { seq: call.seq, value };
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
      },
      (error: unknown) => port.postMessage({ seq: call.seq, error: fieldsOf(error) } satisfies Answer),
    );
  });
  port.postMessage({ seq: 0, value: 'ready' } satisfies Answer);
};

start().catch((error: unknown) => port.postMessage({ seq: 0, error: fieldsOf(error) } satisfies Answer));
