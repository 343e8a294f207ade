import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'school-portal';
const AUDIENCE = 'school-portal-api';

export type TAccessClaims = { sub: string; cid: string; sid: string; mat: number };
/** Verified access tokens remembered per process (about 300 bytes each). */
const VERIFIED_MAX = 10_000;

export function createTokenSigner(secret: string, accessSeconds: number) {
  // Imported once: given raw bytes, jose would import the key again for every token it signs or checks.
  let imported: Promise<crypto.webcrypto.CryptoKey> | undefined;
  const verified = new Map<string, { claims: TAccessClaims; expiresAt: number }>();
  const cryptoKey = () =>
    (imported ??= crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    accessSeconds,
    async sign(claims: TAccessClaims): Promise<string> {
      return new SignJWT({ cid: claims.cid, sid: claims.sid, mat: claims.mat })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${accessSeconds}s`)
        .sign(await cryptoKey());
    },
    /**
     * Verifies signature, algorithm (HS256 only), issuer, audience and expiry. A token that verified is
     * remembered until it expires (the limiter and the auth plugin both ask, on every call of a session): the
     * same text verifies the same way until then, and only texts that verified are kept.
     */
    async verify(token: string): Promise<TAccessClaims> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
      }
      const { payload } = await jwtVerify(token, await cryptoKey(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string' || typeof payload.sid !== 'string') throw new Error('malformed token');
      const claims = { sub: payload.sub, cid: payload.cid, sid: payload.sid, mat: Number(payload.mat) };
      if (typeof payload.exp === 'number') {
        // Bounded: the oldest goes first (a Map keeps insertion order).
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    },
  };
}
export type TTokenSigner = ReturnType<typeof createTokenSigner>;

/** Refresh tokens: 256 random bits; only their SHA-256 is stored. */
export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}
