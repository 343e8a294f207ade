import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index';
import { rowMapper, type TSelectedField } from './row-mapper';

export type TSchema = typeof schema;
export type TDb = NodePgDatabase<TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** What a repository takes: the tenant transaction it runs in. */
export type TQueryable = TDb | TTx;

export const APP_ROLE = 'school_app';
/**
 * Notified (migration 0024's triggers) when a change that alters a signed-in request's check commits: an
 * account, its sessions' revocation, a role's keys. Payload `<campus>:<user>`, `<campus>` or `*`.
 */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../migrations');

export type TDatabase = {
  kind: 'pglite' | 'postgres';
  db: TDb;
  pool: pg.Pool;
  /**
   * Runs `fn` in one transaction as the app role, sealed to one campus by row-level security. Every
   * request's data work goes through here with the campus of its token.
   */
  tenant<T>(campusId: string, fn: (tx: TTx) => Promise<T>, options?: TTenantOptions): Promise<T>;
  /**
   * One read in one round trip: `BEGIN`, the campus's settings, `text`, `COMMIT` sent as one message (the
   * simple protocol, so `text` takes no parameters: only validated values may be inlined). For the token check
   * that every signed-in request makes before its work.
   */
  tenantRead<R extends Record<string, unknown>>(campusId: string, text: string): Promise<R[]>;
  /** Privileged work outside any campus: migrations, the campus command, finding a campus by code. */
  system<T>(fn: (tx: TTx) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Events between server processes (DESIGN 'Beyond one machine'): `signalOnCommit(tx, channel, payload)`
   * queues one in a tenant transaction, delivered to every process's subscribers once it commits (PostgreSQL:
   * `pg_notify`, heard by one LISTEN connection per process; the embedded database: in this process).
   */
  subscribe(channel: string, listener: (payload: string) => void): TSubscription;
};

export type TTenantOptions = {
  /**
   * Work that only reads: each query of `fn` runs as its own read-only transaction (`BEGIN READ ONLY`, the
   * campus's settings, the query and `COMMIT` in one message), so a read costs one round trip a query and
   * no `COMMIT` of its own. Under READ COMMITTED (the only level `tenant` uses) every statement of a
   * transaction sees a snapshot of its own anyway, so the answers are those of one transaction; a write is
   * refused by PostgreSQL (read-only transaction).
   */
  readOnly?: boolean;
};

/** The transactions of `tenant()` and the events they deliver when they commit. */
const txSignals = new WeakMap<object, { kind: TDatabase['kind']; queued: Array<{ channel: string; payload: string }> }>();

/** A subscription: `ready` resolves once the process hears the channel (PostgreSQL: its LISTEN is done). */
export type TSubscription = { ready: Promise<void>; stop: () => void };

/**
 * Queues an event for `subscribe` listeners of every process, sent when `tx` commits and never if it rolls
 * back. Only a tenant transaction signals: in a system one (provisioning, commands) there is nobody to tell.
 */
export async function signalOnCommit(tx: TTx, channel: string, payload: string): Promise<void> {
  const entry = txSignals.get(tx);
  if (!entry) return;
  if (Buffer.byteLength(payload) > 7900) throw new Error('signalOnCommit(): payload over 7900 bytes');
  // PostgreSQL holds a transaction's notifications until COMMIT and drops them on ROLLBACK.
  if (entry.kind === 'postgres') await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  else entry.queued.push({ channel, payload });
}

/** At most this many parameters for a query to be kept prepared (longer `in (...)` lists vary in length). */
const PREPARE_MAX_PARAMS = 64;
const statementNames = new Map<string, string>();

/** The parts of pg's Query and connection that carrying a transaction's opening touches (pg 8). */
type TPgConnection = {
  parse(m: { text: string }): void;
  bind(m: Record<string, never>): void;
  execute(m: Record<string, never>): void;
  sync(): void;
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
};
type TPgQuery = {
  text: string;
  name?: string;
  requiresPreparation(): boolean;
  hasBeenParsed(connection: TPgConnection): boolean;
  submit(connection: TPgConnection): Error | null;
  handleCommandComplete(message: unknown, connection: TPgConnection): void;
  handleError(error: Error, connection: TPgConnection): void;
};
const PgQuery = (
  pg as unknown as { Query: new (config: unknown, values: unknown, callback: (error: Error | null, result: pg.QueryResult) => void) => TPgQuery }
).Query;

/**
 * Runs `config` with the transaction's opening statements (`BEGIN` and the campus's settings) sent ahead of it
 * in the same message: the extended protocol executes any number of statements before one Sync, so a
 * transaction's first query costs no round trip of its own for opening it. With `closing` (`COMMIT`) that
 * statement follows the query before the Sync: the whole transaction is one message and one answer. The
 * opening's and closing's own completions are not part of the answer. A query without parameters goes as one
 * simple-protocol text, the opening first.
 */
function withOpening(
  client: pg.PoolClient,
  opening: readonly string[],
  config: pg.QueryConfig,
  values: unknown[] | undefined,
  closing?: string,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new PgQuery(config, values, (error, result) => (error ? reject(error) : resolve(result)));
    let left = opening.length;
    let answered = false;
    let parsedBefore = true;
    const submit = query.submit.bind(query);
    query.submit = (connection) => {
      if (!query.requiresPreparation()) {
        query.text = `${opening.join('; ')}; ${query.text}${closing ? `; ${closing}` : ''}`;
        return submit(connection);
      }
      parsedBefore = query.hasBeenParsed(connection);
      connection.stream.cork?.();
      try {
        for (const text of opening) {
          connection.parse({ text });
          connection.bind({});
          connection.execute({});
        }
        if (closing) {
          // pg ends the query's messages with one Sync (Query.prepare, synchronously here): the closing goes before it.
          connection.sync = () => {
            delete (connection as Partial<TPgConnection>).sync;
            connection.parse({ text: closing });
            connection.bind({});
            connection.execute({});
            connection.sync();
          };
        }
        return submit(connection);
      } finally {
        delete (connection as Partial<TPgConnection>).sync;
        connection.stream.uncork?.();
      }
    };
    const complete = query.handleCommandComplete.bind(query);
    query.handleCommandComplete = (message, connection) => {
      if (left > 0) left--;
      else if (!answered) {
        answered = true;
        complete(message, connection);
      }
    };
    const fail = query.handleError.bind(query);
    query.handleError = (error, connection) => {
      // pg marks a named statement parsed at the first ParseComplete, which the opening's may have been: if
      // the statement's own Parse did not run, it must be parsed again next time.
      if (!parsedBefore && query.name) delete connection.parsedStatements[query.name];
      fail(error, connection);
    };
    (client.query as unknown as (q: TPgQuery) => void)(query);
  });
}

/**
 * A checked-out connection whose parameterised queries run as named prepared statements, one per query text
 * (`s` + a hash of it): PostgreSQL parses each text once per connection and can reuse its plan, instead of
 * parsing and planning every query of every request (a day's routines: 2.4 ms of planning each time).
 * The texts come from the code, so their number is bounded; queries with long variable lists stay unnamed.
 * With `opening`, the first query carries the transaction's opening (withOpening); `opened()` says whether it
 * went, so a transaction that ran no query needs neither BEGIN nor COMMIT.
 */
function preparing(client: pg.PoolClient, opening?: readonly string[], closing?: string): { client: pg.PoolClient; opened: () => boolean } {
  let pending = opening;
  const query = (config: unknown, values?: unknown[]) => {
    let named = config;
    if (config && typeof config === 'object' && 'text' in config && !(config as pg.QueryConfig).name && values && values.length > 0) {
      const text = (config as pg.QueryConfig).text;
      if (values.length <= PREPARE_MAX_PARAMS) {
        let name = statementNames.get(text);
        if (!name) {
          if (statementNames.size > 5000) statementNames.clear();
          name = `s${crypto.createHash('sha1').update(text).digest('base64url')}`;
          statementNames.set(text, name);
        }
        named = { ...(config as pg.QueryConfig), name };
      }
    }
    const run = (c: unknown, v?: unknown[]) => (client.query as (c: unknown, v?: unknown[]) => Promise<pg.QueryResult>)(c, v);
    if (closing && opening) {
      // Each query is a transaction of its own: opening, query and closing in one message.
      const done =
        named && typeof named === 'object' && 'text' in named
          ? withOpening(client, opening, named as pg.QueryConfig, values, closing)
          : client
              .query(opening.join('; '))
              .then(() => run(named, values))
              .then(async (result) => {
                await client.query(closing);
                return result;
              });
      // A failed query leaves its transaction aborted: ended at once, so a caller that goes on reads again.
      return done.catch(async (error: unknown) => {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      });
    }
    if (pending && named && typeof named === 'object' && 'text' in named) {
      const carried = pending;
      pending = undefined;
      return withOpening(client, carried, named as pg.QueryConfig, values);
    }
    if (pending) {
      // Not a query drizzle sends (a text alone, a submittable): open the transaction on its own first.
      const carried = pending;
      pending = undefined;
      return client.query(carried.join('; ')).then(() => run(named, values));
    }
    return run(named, values);
  };
  return { client: { query } as unknown as pg.PoolClient, opened: () => opening !== undefined && pending === undefined };
}

/**
 * A drizzle session whose queries' rows are mapped by `rowMapper` (the columns' decoders found once per query, not
 * once per cell); a query that brings its own mapper (the relational builders) keeps it.
 */
function withRowMapper<S extends object>(session: S): S {
  type TPrepared = { joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: (rows: unknown[][]) => unknown };
  const target = session as unknown as { prepareQuery: (...args: unknown[]) => TPrepared };
  const prepare = target.prepareQuery.bind(session);
  target.prepareQuery = (...args) => {
    const query = prepare(...args);
    const [, fields, , , customResultMapper] = args;
    if (fields && !customResultMapper) {
      let map: ((row: unknown[]) => Record<string, unknown>) | undefined;
      // A select sets its joins' nullability on the query after preparing it: read at the first answer.
      query.customResultMapper = (rows) => {
        map ??= rowMapper(fields as TSelectedField[], query.joinsNotNullableMap);
        return rows.map(map);
      };
    }
    return query;
  };
  return session;
}

/**
 * pg's rows in array mode (every drizzle query) need only each column's parser: its `addFields` also builds an
 * object keyed by the column names for rows as objects, for every answer (a fiftieth of a list's CPU).
 */
type TPgResult = { rowAsArray: boolean; fields: unknown[]; _parsers?: unknown[]; _types?: { getTypeParser(oid: number, format: 'text' | 'binary'): unknown } };
const pgResult = (
  pg as unknown as {
    Result: { prototype: TPgResult & { addFields(this: TPgResult, fields: Array<{ dataTypeID: number; format?: 'text' | 'binary' }>): void } };
  }
).Result.prototype;
const addFieldsAsObjects = pgResult.addFields;
pgResult.addFields = function (fields) {
  if (!this.rowAsArray) return addFieldsAsObjects.call(this, fields);
  this.fields = fields;
  if (fields.length) this._parsers = new Array(fields.length);
  const types = this._types ?? pg.types;
  for (let i = 0; i < fields.length; i++) this._parsers![i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
};

/**
 * One LISTEN connection per process (PostgreSQL), opened at the first subscription; a dropped one is opened
 * again after a second and listens to the same channels (what was sent meanwhile is lost: listeners catch up
 * from the tables, see the notification stream).
 */
function pgListener(pool: pg.Pool, events: EventEmitter) {
  const channels = new Map<string, Promise<void>>();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (m) => events.emit(m.channel, m.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) setTimeout(() => void ensure().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
    client = next;
  };
  const ensure = () => {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };
  return {
    /** Resolves once this process listens to the channel (every caller waits for the same LISTEN). */
    listen(channel: string): Promise<void> {
      let listening = channels.get(channel);
      if (!listening) {
        listening = (async () => {
          await ensure();
          await client?.query(`LISTEN ${quote(channel)}`);
        })();
        channels.set(channel, listening);
      }
      return listening;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The pool of one engine, each new connection prepared before anyone gets it (pg-pool's `onConnect`, awaited).
 * Every connection listens to the channels whose events must not wait: a connection that commits a change hears
 * its own notification before its COMMIT answers (PostgreSQL and PGlite both send it ahead of ReadyForQuery), so
 * this process acts on it before the request that made it is answered; other processes hear it on their
 * connections and their LISTEN connection (pgListener). PGlite is one backend for every connection in turn: the
 * prepared statements of a connection the pool closed are still there, and a new connection preparing the same
 * text would be refused, so it drops them first.
 */
function enginePool(kind: TDatabase['kind'], config: pg.PoolConfig, events: EventEmitter): pg.Pool {
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (m) => events.emit(m.channel, m.payload ?? ''));
    await client.query(`${kind === 'pglite' ? 'DEALLOCATE ALL; ' : ''}LISTEN ${AUTH_CHANGED_CHANNEL}`);
  };
  const pool = new pg.Pool({ ...config, onConnect } as pg.PoolConfig);
  pool.on('error', () => undefined);
  return pool;
}

function newEvents(): EventEmitter {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return events;
}

function wrap(kind: TDatabase['kind'], pool: pg.Pool, events: EventEmitter, onClose: () => Promise<void>): TDatabase {
  const db = drizzle(pool, { schema });
  const listener = kind === 'postgres' ? pgListener(pool, events) : undefined;
  // The session's relational schema, so a transaction built on a checked-out client behaves as drizzle's own.
  const internals = db._.session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
  };
  const { dialect, schema: relational } = internals;
  /** BEGIN and the campus's settings, each one statement; the campus id is inlined, so it must be a uuid. */
  const opening = (campusId: string, begin = 'BEGIN') => {
    if (!UUID.test(campusId)) throw new Error('tenant(): campus id is not a uuid');
    return [begin, `SET LOCAL ROLE ${APP_ROLE}`, `SET LOCAL app.campus_id = '${campusId}'`] as const;
  };
  /**
   * A transaction on a checked-out client. Its relational query builders (`tx.query.<table>`, one per table,
   * which drizzle's constructor would build for every request) are built only if used.
   */
  const transactionOn = (client: pg.PoolClient): TTx => {
    const session = withRowMapper(new NodePgSession(client, dialect, relational));
    const tx = new NodePgTransaction(dialect, session, undefined) as unknown as TTx;
    let query: TTx['query'] | undefined;
    Object.defineProperty(tx, 'query', {
      get: () => (query ??= (new NodePgTransaction(dialect, session, relational) as unknown as TTx).query),
    });
    return tx;
  };
  const begin = (campusId: string) => opening(campusId).join('; ');
  /** A client back to the pool: a failed ROLLBACK means the connection is unusable, so it is destroyed. */
  const abort = async (client: pg.PoolClient) => {
    try {
      await client.query('ROLLBACK');
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  };
  return {
    kind,
    db,
    pool,
    async tenant(campusId, fn, options = {}) {
      let signals: { kind: TDatabase['kind']; queued: Array<{ channel: string; payload: string }> } = { kind, queued: [] };
      const statements = opening(campusId, options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
      const client = await pool.connect();
      let result;
      try {
        // The opening goes with the transaction's first query, in its message (preparing, withOpening); a
        // read-only one's COMMIT with each query as well.
        const session = preparing(client, statements, options.readOnly ? 'COMMIT' : undefined);
        const tx = transactionOn(session.client);
        signals = { kind, queued: [] };
        txSignals.set(tx, signals);
        result = await fn(tx);
        if (session.opened()) await client.query('COMMIT');
      } catch (error) {
        await abort(client);
        throw error;
      }
      client.release();
      for (const event of signals.queued) events.emit(event.channel, event.payload);
      return result;
    },
    async tenantRead<R extends Record<string, unknown>>(campusId: string, text: string) {
      const opening = begin(campusId);
      const client = await pool.connect();
      try {
        const results = (await client.query(`${opening}; ${text}; COMMIT`)) as unknown as pg.QueryResult<R>[];
        client.release();
        return results[results.length - 2]!.rows;
      } catch (error) {
        await abort(client);
        throw error;
      }
    },
    system(fn) {
      return db.transaction(fn);
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    subscribe(channel, fn) {
      events.on(channel, fn);
      const ready = listener ? listener.listen(channel).catch(() => undefined) : Promise.resolve();
      return { ready, stop: () => void events.off(channel, fn) };
    },
    async close() {
      await listener?.close();
      await pool.end();
      await onClose();
    },
  };
}

/** PostgreSQL through `DATABASE_URL`. */
export function connectPostgres(url: string, max = 10): TDatabase {
  const events = newEvents();
  return wrap('postgres', enginePool('postgres', { connectionString: url, max }, events), events, async () => undefined);
}

/**
 * The embedded database. With `inWorker` PGlite runs in a worker thread (the server); without, in this
 * thread (tests, the campus command). Either way the app talks to it over a Unix socket with `pg`, one
 * connection at a time, which is all PGlite serves.
 */
export async function startPglite(options: {
  dataDir?: string;
  inWorker: boolean;
  /** In this thread only: start from a dump of another database's data folder (tests start from a migrated one). */
  loadDataDir?: Blob;
}): Promise<TDatabase & { dumpDataDir?: () => Promise<Blob> }> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-pg-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  let stop: () => Promise<void>;
  let dumpDataDir: (() => Promise<Blob>) | undefined;
  if (options.inWorker) {
    if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initPgliteApart(dataDir);
    const worker = new Worker(path.join(here, 'pglite-worker.mjs'), { workerData: { dataDir, socketPath } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { type: string }) => (m.type === 'ready' ? resolve() : reject(new Error(m.type))));
      worker.once('error', reject);
    });
    stop = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
        worker.once('message', () => {
          clearTimeout(timer);
          void worker.terminate().then(() => resolve());
        });
        worker.postMessage({ type: 'close' });
      });
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const { batchSocketMessages } = await import('./pglite-socket.mjs');
    batchSocketMessages();
    // As the worker (pglite-worker.mjs): with the extensions the migrations may have created.
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm, btree_gin },
      postgresqlconf: ['shared_buffers=32MB'],
    });
    dumpDataDir = () => pglite.dumpDataDir('none');
    const server = new PGLiteSocketServer({ db: pglite, path: socketPath });
    await server.start();
    stop = async () => {
      await server.stop();
      await pglite.close();
    };
  }
  const events = newEvents();
  const pool = enginePool('pglite', { host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 }, events);
  const database = wrap('pglite', pool, events, async () => {
    await stop();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
  return { ...database, dumpDataDir };
}

/** A new PGlite data folder made in a child process (pglite-init.mjs says why), before the worker opens it. */
async function initPgliteApart(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(here, 'pglite-init.mjs'), dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`Creating the database in ${dataDir} failed (exit ${code})`);
}

/** Applies the committed migrations, then seals every tenant table (see ensureTenantSecurity). */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
  await ensureTenantSecurity(database.pool);
}

/**
 * Idempotent, after every migration: the app role exists without BYPASSRLS, may use every table, and
 * every table with campus_id has row-level security enabled and forced (Drizzle's migrations create
 * the policies but cannot force RLS). A test reads the catalog to prove it.
 */
export async function ensureTenantSecurity(pool: pg.Pool): Promise<void> {
  await pool.query(`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$;`);
  await pool.query(`
    DO $$ BEGIN
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN NULL;
    END $$;`);
  await pool.query(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
  await pool.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
  await pool.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
  const { rows } = await pool.query<{ table_name: string }>(`
    SELECT c.relname AS table_name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND (c.relname = 'campus' OR EXISTS (
        SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'campus_id' AND NOT a.attisdropped))
      AND NOT (c.relrowsecurity AND c.relforcerowsecurity)`);
  for (const { table_name } of rows) {
    await pool.query(`ALTER TABLE "${table_name}" ENABLE ROW LEVEL SECURITY`);
    await pool.query(`ALTER TABLE "${table_name}" FORCE ROW LEVEL SECURITY`);
  }
}
