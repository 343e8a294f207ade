/**
 * The logger's `err` serializer: a failed query is logged by its statement's name (`insert into student`)
 * and PostgreSQL's code and constraint, never with its parameters or a message quoting a value (Drizzle
 * writes `params: …` into the message, PostgreSQL quotes the refused value in `message` and `detail`)
 * (issue 11, finding 6). Other errors keep their message, stack and own fields, their causes walked the same way.
 */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const e = error as Error & { query?: unknown; params?: unknown; code?: unknown; cause?: unknown };
  if (typeof e.query === 'string' && 'params' in e) {
    return {
      type: e.name,
      message: `Failed query: ${statementName(e.query)}`,
      statement: statementName(e.query),
      stack: frames(e.stack),
      cause: errorForLog(e.cause, depth + 1),
    };
  }
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    const pg = e as Error & { code: string; severity?: string; constraint?: string; table?: string; column?: string; routine?: string };
    return { type: 'DatabaseError', code: pg.code, severity: pg.severity, constraint: pg.constraint, table: pg.table, column: pg.column, routine: pg.routine };
  }
  const serialized: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack };
  for (const [key, value] of Object.entries(e)) if (key !== 'cause') serialized[key] = value;
  if (e.cause !== undefined) serialized.cause = errorForLog(e.cause, depth + 1);
  return serialized;
}

/** `insert into "student" (…) values ($1…)` → `insert into student`; `select … from "app_user" …` → `select from app_user`. */
export function statementName(query: string): string {
  const text = query.replace(/"/g, '').replace(/\s+/g, ' ').trim();
  const verb = /^(with|select|insert into|update|delete from|set local|set|begin|commit|rollback|call)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'statement';
  const table =
    verb === 'insert into' || verb === 'update' || verb === 'delete from'
      ? /^(?:insert into|update|delete from) ([\w.]+)/i.exec(text)?.[1]
      : / from ([\w.]+)/i.exec(text)?.[1];
  if (!table) return verb;
  return verb === 'select' || verb === 'with' ? `${verb} from ${table}` : `${verb} ${table}`;
}

/** The stack's frames only: its first line repeats the message. */
const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .join('\n');

/** `errorForLog` typed as Fastify's `err` serializer. */
export const errSerializer = (error: Error) => errorForLog(error) as { type: string; message: string; stack: string; [key: string]: unknown };
