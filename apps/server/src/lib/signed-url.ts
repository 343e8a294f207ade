import crypto from 'node:crypto';

/**
 * Signed picture links. A profile picture is personal data, so it is never public; but an `<img>` tag
 * cannot send a Bearer token. The server hands out links signed for one campus and one picture that
 * expire after a week (rounded to the day, so a link stays the same all day and caches well).
 */
const WEEK_SECONDS = 7 * 86_400;

export function signPictureLink(secret: string, p: { campusId: string; id: string; v: string }, now = Date.now()) {
  const day = Math.floor(now / 1000 / 86_400) * 86_400;
  const exp = day + WEEK_SECONDS;
  return { c: p.campusId, exp: String(exp), sig: signature(secret, p.campusId, p.id, p.v, exp) };
}

export function verifyPictureLink(secret: string, p: { campusId: string; id: string; v: string; exp: string; sig: string }, now = Date.now()): boolean {
  const exp = Number(p.exp);
  if (!Number.isInteger(exp) || exp * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, p.campusId, p.id, p.v, exp));
  const given = Buffer.from(p.sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

function signature(secret: string, campusId: string, id: string, v: string, exp: number) {
  return crypto.createHmac('sha256', `picture-link:${secret}`).update(`${campusId}.${id}.${v}.${exp}`).digest('base64url').slice(0, 32);
}
