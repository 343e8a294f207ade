import type { FastifyRequest } from 'fastify';
import type { TTokenSigner } from '../lib/tokens';

/**
 * Keys of the request limiter (@fastify/rate-limit). A request counts against its signed-in session only
 * when the Bearer token verifies (signature, issuer, audience, expiry); anything else, junk tokens
 * included, counts against the address, so a made-up `Authorization` header buys no fresh allowance
 * (issue 11, finding 1). The session is not looked up here: a verified token cannot be forged, and the
 * auth plugin still refuses a revoked one.
 */
export const addressKey = (request: FastifyRequest) => `a:${request.ip}`;

export function sessionOrAddressKey(tokens: TTokenSigner) {
  return async (request: FastifyRequest): Promise<string> => {
    const header = request.headers.authorization;
    if (typeof header === 'string' && header.startsWith('Bearer ')) {
      try {
        const claims = await tokens.verify(header.slice(7).trim());
        return `s:${claims.cid}:${claims.sid}`;
      } catch {
        return addressKey(request);
      }
    }
    return addressKey(request);
  };
}

/**
 * A route's own limit (public calls: registration, status, lookups) is per address whatever the request
 * carries: a signed-in user's session must not open a second allowance on a public call either.
 */
export const perAddress = (limit: { max: number; timeWindow: string | number }) => ({ ...limit, keyGenerator: addressKey });
