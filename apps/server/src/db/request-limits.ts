import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { TDatabase } from './engine';

type TCounted = { current: number; ttl: number };
type TCallback = (error: Error | null, result?: TCounted) => void;
/** What the plugin passes to `child` at run time (its types name other fields). */
type TRouteOptions = { routeInfo: { method: string; url: string } };

const INCREMENT = `
  insert into request_limit (key, hits, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when request_limit.reset_at <= now() then 1 else request_limit.hits + 1 end,
    reset_at = case when request_limit.reset_at <= now() then excluded.reset_at else request_limit.reset_at end
  returning hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`;

const READ = `select hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl
  from request_limit where key = $1 and reset_at > now()`;

/**
 * The request limiter's counters in the database (issue 17: request state shared by every server process), for
 * @fastify/rate-limit's `store` option: one statement per counted call, a fixed window per key like the
 * plugin's own stores. Windows that ended are swept by `sweepRequestLimits`. With one process the plugin's
 * memory store stays (no round trip); `LIMIT_STORE=database` (the default with `WORKERS` > 1) picks this one.
 */
export function databaseLimitStore(database: TDatabase): FastifyRateLimitStoreCtor {
  return class DatabaseLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: TCallback, timeWindow: number): void {
      database.pool.query<{ hits: number; ttl: number }>(INCREMENT, [this.prefix + key, timeWindow]).then(
        ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: TCallback): void {
      database.pool.query<{ hits: number; ttl: number }>(READ, [this.prefix + key]).then(
        ({ rows }) => callback(null, rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    /** A route with its own limit counts apart from the global one, as the plugin's stores do. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as TRouteOptions;
      return new DatabaseLimitStore(undefined, `${this.prefix}${routeInfo.method}${routeInfo.url}-`);
    }
  };
}

/** Deletes the counters whose window ended; any process may run it. */
export async function sweepRequestLimits(database: TDatabase): Promise<number> {
  const { rowCount } = await database.pool.query(`delete from request_limit where reset_at < now() - interval '1 minute'`);
  return rowCount ?? 0;
}
