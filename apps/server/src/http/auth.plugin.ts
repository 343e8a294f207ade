import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
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
  permissions: Set<string>;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth?: TAuth;
  }
}

/**
 * Reads the Bearer token: signature, algorithm, expiry; then in one query under the token's campus:
 * the user is active, the session family is not revoked, and the role's keys. A bad token makes the
 * request anonymous; routes that need a user then answer 401.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', undefined);
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
    let query: string;
    try {
      query = sessionUserQuery({ campusId: claims.cid, userId: claims.sub, familyId: claims.sid });
    } catch {
      return; // ids that are not uuids: not a token of ours
    }
    // BEGIN, the campus's settings, the check and COMMIT in one round trip.
    const [row] = await database.tenantRead<TSessionUser>(claims.cid, query);
    if (!row || !row.is_active || !row.live) return;
    request.auth = {
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
  });
});
