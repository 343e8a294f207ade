import { AppError, badRequest, conflict, inUse } from './app-error';

/**
 * PostgreSQL errors a service turns into answers. Drizzle wraps the driver's error (DrizzleQueryError
 * with the original as `cause`), so the cause chain is searched.
 */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

type TPgError = { code: string; message?: string; detail?: string; constraint?: string };

/** The PostgreSQL error under the wrappers, if there is one. */
export function pgError(error: unknown): TPgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as TPgError;
    current = candidate.cause;
  }
  return undefined;
}

export const pgErrorCode = (error: unknown) => pgError(error)?.code;

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const e = pgError(error);
  return e?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
};

export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === PG_FOREIGN_KEY_VIOLATION;

/**
 * The database's own checks are the last wall behind the services' checks (a race between two requests):
 * a unique key answers 409, a foreign key on delete answers 409 in use, a foreign key on insert 400.
 */
export function mapDbError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const pg = pgError(error);
  if (!pg) return error;
  if (pg.code === PG_UNIQUE_VIOLATION) return conflict();
  if (pg.code === PG_FOREIGN_KEY_VIOLATION) {
    if (/update or delete on table/.test(pg.message ?? '')) return inUse();
    return badRequest('ទិន្នន័យដែលយោងទៅមិនមានទេ', 'A referenced record does not exist');
  }
  if (pg.code === '23514' || pg.code === '22P02' || pg.code === '22007' || pg.code === '22008')
    return badRequest('ទិន្នន័យមិនត្រឹមត្រូវ', 'The data sent is not valid');
  return error;
}
