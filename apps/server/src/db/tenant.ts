import type { TAuth } from '../http/auth.plugin';
import type { TAppDeps } from '../http/deps';
import type { TTx } from './engine';
import { mapDbError } from '../lib/db-errors';

/**
 * The transaction boundary of one request's data work: one transaction sealed to the token's campus
 * (`deps.database.tenant`: `SET LOCAL ROLE school_app`, `app.campus_id`), database errors mapped to answers.
 */
export async function inTenant<T>(deps: TAppDeps, auth: Pick<TAuth, 'campusId'>, fn: (tx: TTx) => Promise<T>): Promise<T> {
  try {
    return await deps.database.tenant(auth.campusId, fn);
  } catch (error) {
    throw mapDbError(error);
  }
}
