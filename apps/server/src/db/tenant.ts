import type { TAuth } from '../http/auth.plugin';
import type { TAppDeps } from '../http/deps';
import type { TTenantOptions, TTx } from './engine';
import { mapDbError } from '../lib/db-errors';

/**
 * The transaction boundary of one request's data work: one transaction sealed to the token's campus
 * (`deps.database.tenant`: `SET LOCAL ROLE school_app`, `app.campus_id`), database errors mapped to answers.
 */
export async function inTenant<T>(deps: TAppDeps, auth: Pick<TAuth, 'campusId'>, fn: (tx: TTx) => Promise<T>, options?: TTenantOptions): Promise<T> {
  try {
    return await deps.database.tenant(auth.campusId, fn, options);
  } catch (error) {
    throw mapDbError(error);
  }
}

/**
 * The same boundary for work that only reads (a page, a record): each query is a read-only transaction of its
 * own, opened and committed in the query's own message (`TTenantOptions.readOnly`), one round trip a query.
 */
export const inTenantRead = <T>(deps: TAppDeps, auth: Pick<TAuth, 'campusId'>, fn: (tx: TTx) => Promise<T>): Promise<T> =>
  inTenant(deps, auth, fn, { readOnly: true });
