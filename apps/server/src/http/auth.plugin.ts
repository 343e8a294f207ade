import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AUTH_CHANGED_CHANNEL } from '../db/engine';
import { sessionUserQuery, type TSessionUser } from '../modules/auth/auth.repository';

/** The signed-in user of a request, from a verified access token and a live session. */
export type TAuth = {
  userId: string;
  campusId: string;
  sessionId: string;
  username: string;
  mobileActorType: number;
  actorType: number | null;
  actorId: string | null;
  /** A first password given by the school: until a new one is set, only `authenticated` routes answer. */
  mustChangePassword: boolean;
  /** Shared by the requests of one session while its check is kept: read, never changed. */
  permissions: ReadonlySet<string>;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth?: TAuth;
  }
}

/** How long one process reuses a session check without asking the database again. */
export const SESSION_CHECK_MS = 5_000;
/** Session checks kept per process (a few hundred bytes each). */
const SESSION_CHECKS_MAX = 10_000;

/**
 * The session checks of one process, by campus, user and session family. A change that alters one (an
 * account edited or turned off, a session revoked, a role's keys) notifies `auth_changed` when it commits
 * (migration 0024's triggers, whatever wrote it) and every process drops the checks it names: the process
 * that made the change before its request answers (its connection hears its own notification ahead of the
 * COMMIT's answer), the others as soon as their connections hear it. `SESSION_CHECK_MS` bounds what a lost
 * notification (a LISTEN connection being opened again) can cost: a revoked session answers on another
 * process for at most that long.
 */
function sessionChecks() {
  const entries = new Map<string, { auth: TAuth; until: number }>();
  // Bumped by every notification: a check read from the database while one arrived may predate the change,
  // so it is used for its request but not kept.
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get(key: string): TAuth | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() < entry.until) return entry.auth;
      entries.delete(key);
      return undefined;
    },
    keep(key: string, auth: TAuth, readAt: number) {
      if (readAt !== generation) return;
      if (entries.size >= SESSION_CHECKS_MAX) entries.delete(entries.keys().next().value!);
      entries.set(key, { auth, until: Date.now() + SESSION_CHECK_MS });
    },
    /** `payload`: `<campus>:<user>` drops that account's checks, `<campus>` the school's, `*` all. */
    drop(payload: string) {
      generation++;
      if (payload === '*' || payload === '') return entries.clear();
      const prefix = `${payload}:`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

/**
 * Reads the Bearer token: signature, algorithm, expiry; then in one query under the token's campus:
 * the user is active, the session family is not revoked, and the role's keys (kept for a few seconds per
 * process, see sessionChecks). A bad token makes the request anonymous; routes that need a user then
 * answer 401.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', undefined);
  const checks = sessionChecks();
  const subscription = app.deps.database.subscribe(AUTH_CHANGED_CHANNEL, (payload) => checks.drop(payload));
  app.addHook('onClose', async () => subscription.stop());
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return;
    const { tokens, database } = app.deps;
    let claims;
    try {
      claims = await tokens.verify(header.slice(7).trim());
    } catch {
      return;
    }
    const key = `${claims.cid}:${claims.sub}:${claims.sid}`;
    const known = checks.get(key);
    if (known) {
      request.auth = known;
      return;
    }
    let query: string;
    try {
      query = sessionUserQuery({ campusId: claims.cid, userId: claims.sub, familyId: claims.sid });
    } catch {
      return; // ids that are not uuids: not a token of ours
    }
    const readAt = checks.generation;
    // BEGIN, the campus's settings, the check and COMMIT in one round trip.
    const [row] = await database.tenantRead<TSessionUser>(claims.cid, query);
    if (!row || !row.is_active || !row.live) return;
    const auth: TAuth = {
      userId: row.id,
      campusId: claims.cid,
      sessionId: claims.sid,
      username: row.username,
      mobileActorType: Number(row.mobile_actor_type),
      actorType: row.actor_type === null ? null : Number(row.actor_type),
      actorId: row.actor_id,
      mustChangePassword: row.must_change_password === true,
      permissions: new Set(row.permissions),
    };
    checks.keep(key, auth, readAt);
    request.auth = auth;
  });
});
