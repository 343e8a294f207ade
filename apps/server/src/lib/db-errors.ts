/**
 * PostgreSQL error codes a service turns into answers: a unique index caught a duplicate another request
 * wrote between our check and our insert (23505), or a delete was refused because rows elsewhere still
 * reference the record (23503). Drizzle wraps the driver's error, so the cause chain is searched.
 */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const e = pgError(error);
  return e?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
};

export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === PG_FOREIGN_KEY_VIOLATION;
