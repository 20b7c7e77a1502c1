// The embedded database (PGlite, PostgreSQL compiled to WASM) runs its statements on the thread
// that calls it: on the server's own thread, every request waited while one search ran. It
// runs instead on a worker thread (embedded-worker.ts), and this client speaks to it with the
// part of PGlite's interface Drizzle and the server use: query, exec, transaction, dumpDataDir,
// close (docs/decisions/0127-embedded-database-on-its-own-thread.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

type RowMode = 'array' | 'object';
type Params = unknown[];
type QueryOptions = {
  rowMode?: RowMode;
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
};
type Field = { name: string; dataTypeID: number };
export type Results = { rows: unknown[]; fields: Field[]; affectedRows?: number };

/** One call to the database's thread; `seq` pairs it with its answer. */
export type Call = { seq: number; tx?: number | undefined } & (
  | {
      op: 'query';
      text: string;
      params: Params;
      rowMode?: RowMode | undefined;
      asText?: number[] | undefined;
    }
  | { op: 'exec'; text: string }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);
type Failure = { message: string; name: string; fields: Record<string, string | number | boolean> };
/** The answer to call `seq` (0: the thread's start). */
export type Answer = { seq: number; value?: unknown; error?: Failure };

type CallOf<T> = T extends unknown ? Omit<T, 'seq'> : never;
type Scope = {
  query: (text: string, params?: Params, options?: QueryOptions) => Promise<Results>;
  exec: (text: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/** The error the database threw, with PostgreSQL's fields (code, constraint...), on this thread. */
const rebuilt = (failure: Failure) =>
  Object.assign(new Error(failure.message), failure.fields, { name: failure.name });

/** The thread stopped: a call is answered as a database that went away (crash_shutdown). */
const stopped = () => Object.assign(new Error('The embedded database stopped'), { code: '57P02' });

/** Each value of a type the caller parses, parsed here: the thread kept those as text. */
const parsed = (result: Results, options: QueryOptions | undefined) => {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields.flatMap((f, i) => {
    const parse = parsers[f.dataTypeID];
    return parse ? [{ i, name: f.name, type: f.dataTypeID, parse }] : [];
  });
  for (const row of result.rows as Record<string | number, unknown>[])
    for (const c of columns) {
      const key = options.rowMode === 'array' ? c.i : c.name;
      if (typeof row[key] === 'string') row[key] = c.parse(row[key] as string, c.type);
    }
  return result;
};

/**
 * Where tsx's register() is. Some module loaders (Vitest's global setup) have no
 * import.meta.resolve; there the file tsx's package names for `import` is found beside its
 * package.json.
 */
const tsxApi = (): string => {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve('tsx/package.json');
    const { exports } = require(manifest) as {
      exports: Record<string, { import: { default: string } }>;
    };
    return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
  }
};

export class EmbeddedThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #seq = 0;
  #transactions = 0;
  #stopped = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => {
      const call = this.#waiting.get(answer.seq);
      if (!call) return;
      this.#waiting.delete(answer.seq);
      if (answer.error) call.reject(rebuilt(answer.error));
      else call.resolve(answer.value);
    });
    const ended = () => {
      this.#stopped = true;
      for (const call of this.#waiting.values()) call.reject(stopped());
      this.#waiting.clear();
    };
    worker.on('error', ended);
    worker.on('exit', ended);
  }

  /**
   * Starts the thread and opens the database in `dataDir` (in memory when absent), from the
   * tarball `loadDataDir` (a `dumpDataDir`) when given.
   */
  static open(dataDir: string | undefined, loadDataDir?: string): Promise<EmbeddedThread> {
    // The thread runs TypeScript as this process does: tsx is registered in it before the file loads.
    const source = `import { register } from ${JSON.stringify(tsxApi())};
register();
await import(${JSON.stringify(new URL('./embedded-worker.ts', import.meta.url).href)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), {
      workerData: { dataDir, loadDataDir },
    });
    const thread = new EmbeddedThread(worker);
    return new Promise((resolve, reject) => {
      thread.#waiting.set(0, { resolve: () => resolve(thread), reject });
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    }) as Promise<EmbeddedThread>;
  }

  /** Calls sent and not yet answered (the database's queue, for load shedding). */
  get inFlight() {
    return this.#waiting.size;
  }

  #send(call: CallOf<Call>): Promise<unknown> {
    if (this.#stopped) return Promise.reject(stopped());
    const seq = ++this.#seq;
    return new Promise((resolve, reject) => {
      this.#waiting.set(seq, { resolve, reject });
      this.#worker.postMessage({ ...call, seq });
    });
  }

  async #query(text: string, params: Params = [], options?: QueryOptions, tx?: number) {
    const asText = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const result = (await this.#send({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      asText,
      tx,
    })) as Results;
    return parsed(result, options);
  }

  query(text: string, params?: Params, options?: QueryOptions): Promise<Results> {
    return this.#query(text, params, options);
  }

  exec(text: string) {
    return this.#send({ op: 'exec', text }) as Promise<Results[]>;
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T> {
    const id = ++this.#transactions;
    await this.#send({ op: 'begin', id });
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      await this.#send({ op: 'end', id, commit });
    };
    const scope: Scope = {
      query: (text, params, options) => this.#query(text, params, options, id),
      exec: (text) => this.#send({ op: 'exec', text, tx: id }) as Promise<Results[]>,
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    try {
      const value = await work(scope);
      if (!closed) await end(true);
      return value;
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
  }

  /** The database's files as a gzipped tarball (backups). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#send({ op: 'dump' })) as ArrayBuffer]);
  }

  async close() {
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}
