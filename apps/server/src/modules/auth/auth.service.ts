import type { TTokenRequest, TTokenResponse } from '@school/contract/auth/auth.schemas';
import type { TAppDeps } from '../../http/deps';
import type { TAuth } from '../../http/auth.plugin';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { hashToken, newRefreshToken, safeEqual } from '../../lib/tokens';
import { newId } from '../../lib/ids';
import { khmerDigits } from '../../lib/khmer';
import * as repo from './auth.repository';

/** Sign-in limits (DESIGN 'Sign-in and access'): per account and per address, in a 15-minute window. */
export const SIGN_IN_LIMITS = { windowMinutes: 15, lockMinutes: 15, perAccount: 5, perAddress: 30 };

const invalidClient = () => new AppError('UNAUTHORIZED', { km: 'លេខកូដសាលា ឬសោរកម្មវិធីមិនត្រឹមត្រូវ', en: 'Unknown school code or client key' });
const invalidCredentials = () => new AppError('UNAUTHORIZED', { km: 'ឈ្មោះអ្នកប្រើប្រាស់ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ', en: 'Incorrect username or password' });
const sessionExpired = () => new AppError('UNAUTHORIZED', { km: 'វគ្គប្រើប្រាស់បានផុតកំណត់', en: 'Session Expired!' });

type TClient = { campusId: string; code: string };
type TRequestInfo = { authorization: string | undefined; ip: string; userAgent: string | undefined };

/** The Basic header names the school: client id = school code, client secret = its public client key. */
export async function resolveClient(deps: TAppDeps, authorization: string | undefined): Promise<TClient> {
  if (!authorization?.startsWith('Basic ')) throw invalidClient();
  const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw invalidClient();
  const code = decoded.slice(0, colon);
  const key = decoded.slice(colon + 1);
  const found = await deps.database.system((tx) => repo.findCampusByCode(tx, { code }));
  if (!found || !found.isActive || !safeEqual(found.clientKey, key)) throw invalidClient();
  return { campusId: found.id, code: found.code };
}

export async function issueToken(deps: TAppDeps, body: TTokenRequest, info: TRequestInfo): Promise<TTokenResponse> {
  const client = await resolveClient(deps, info.authorization);
  return body.grant_type === 'password'
    ? signInWithPassword(deps, client, body.username, body.password, info)
    : refresh(deps, client, body.refresh_token, info);
}

async function signInWithPassword(deps: TAppDeps, client: TClient, username: string, password: string, info: TRequestInfo) {
  const accountKey = `account:${client.campusId}:${username.toLowerCase()}`;
  const addressKey = `address:${info.ip}`;
  await assertNotLocked(deps, [accountKey, addressKey]);
  const user = await deps.database.tenant(client.campusId, (tx) => repo.findUserByUsername(tx, { campusId: client.campusId, username }));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  // A disabled account answers exactly like a wrong password, so a password cannot be confirmed
  // through it (issue 11, finding 4); the office sees the account's state in the accounts screen.
  if (!user || !valid || !user.isActive) {
    await recordFailure(deps, accountKey, SIGN_IN_LIMITS.perAccount);
    await recordFailure(deps, addressKey, SIGN_IN_LIMITS.perAddress);
    throw invalidCredentials();
  }
  await deps.database.system((tx) => repo.clearAttempt(tx, { key: accountKey }));
  const familyId = newId();
  const familyExpiresAt = new Date(Date.now() + deps.config.refreshTokenDays * 86_400_000);
  return deps.database.tenant(client.campusId, async (tx) => {
    const refreshToken = newRefreshToken();
    await repo.insertSession(tx, {
      campusId: client.campusId,
      familyId,
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      familyExpiresAt,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 300),
    });
    await repo.touchSignIn(tx, { campusId: client.campusId, userId: user.id });
    return answer(deps, {
      userId: user.id,
      campusId: client.campusId,
      familyId,
      mobileActorType: user.mobileActorType,
      refreshToken,
      mustChangePassword: user.mustChangePassword,
    });
  });
}

/**
 * Rotation with reuse detection: each refresh token works once. Presenting one that was already used
 * means it was copied, so the whole family (every token descended from that sign-in) is revoked.
 */
async function refresh(deps: TAppDeps, client: TClient, token: string, info: TRequestInfo) {
  const outcome = await deps.database.tenant(client.campusId, async (tx) => {
    const session = await repo.findSessionByHash(tx, { campusId: client.campusId, tokenHash: hashToken(token) });
    if (!session || session.revokedAt || session.familyExpiresAt.getTime() <= Date.now()) return { error: 'expired' as const };
    const fresh = await repo.markRotated(tx, { campusId: client.campusId, id: session.id });
    if (!fresh) {
      await repo.revokeFamily(tx, { campusId: client.campusId, familyId: session.familyId, reason: 'reuse' });
      return { error: 'reuse' as const };
    }
    const user = await repo.findUserById(tx, { campusId: client.campusId, userId: session.userId });
    if (!user?.isActive) {
      await repo.revokeFamily(tx, { campusId: client.campusId, familyId: session.familyId, reason: 'disabled' });
      return { error: 'expired' as const };
    }
    const refreshToken = newRefreshToken();
    await repo.insertSession(tx, {
      campusId: client.campusId,
      familyId: session.familyId,
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      familyExpiresAt: session.familyExpiresAt,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 300),
    });
    return {
      result: await answer(deps, {
        userId: user.id,
        campusId: client.campusId,
        familyId: session.familyId,
        mobileActorType: user.mobileActorType,
        refreshToken,
        mustChangePassword: user.mustChangePassword,
      }),
    };
  });
  // The revocation above must stay committed, so the error is thrown after the transaction.
  if ('error' in outcome) throw sessionExpired();
  return outcome.result;
}

async function answer(
  deps: TAppDeps,
  p: { userId: string; campusId: string; familyId: string; mobileActorType: number; refreshToken: string; mustChangePassword: boolean },
): Promise<TTokenResponse> {
  const access = await deps.tokens.sign({ sub: p.userId, cid: p.campusId, sid: p.familyId, mat: p.mobileActorType });
  return {
    access_token: access,
    refresh_token: p.refreshToken,
    expires_in: deps.tokens.accessSeconds,
    token_type: 'bearer',
    StatusCode: 200,
    Message: 'Success',
    MustChangePassword: p.mustChangePassword,
  };
}

/** Refuses (429) while any of the counters is locked; shared with the password change (user area). */
export async function assertNotLocked(deps: TAppDeps, keys: string[]) {
  const now = Date.now();
  for (const key of keys) {
    const row = await deps.database.system((tx) => repo.getAttempt(tx, { key }));
    if (row?.lockedUntil && row.lockedUntil.getTime() > now) {
      const minutes = Math.max(1, Math.ceil((row.lockedUntil.getTime() - now) / 60_000));
      const km = khmerDigits(minutes);
      throw new AppError('RATE_LIMITED', {
        km: `អ្នកបានព្យាយាមចូលច្រើនដងពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល ${km} នាទី`,
        en: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      });
    }
  }
}

/** Counts one failure under `key`; `limit` failures within the window lock it. */
export async function recordFailure(deps: TAppDeps, key: string, limit: number) {
  await deps.database.system(async (tx) => {
    const now = new Date();
    const row = await repo.getAttempt(tx, { key });
    const windowOpen = row && now.getTime() - row.windowStart.getTime() < SIGN_IN_LIMITS.windowMinutes * 60_000;
    const failures = windowOpen ? row.failures + 1 : 1;
    const lockedUntil = failures >= limit ? new Date(now.getTime() + SIGN_IN_LIMITS.lockMinutes * 60_000) : null;
    await repo.saveAttempt(tx, { key, failures, windowStart: windowOpen ? row.windowStart : now, lockedUntil });
  });
}

export async function clearFailures(deps: TAppDeps, key: string) {
  await deps.database.system((tx) => repo.clearAttempt(tx, { key }));
}

export async function logout(deps: TAppDeps, auth: TAuth, refreshToken: string | undefined) {
  await deps.database.tenant(auth.campusId, async (tx) => {
    await repo.revokeFamily(tx, { campusId: auth.campusId, familyId: auth.sessionId, reason: 'logout' });
    if (refreshToken) {
      const session = await repo.findSessionByHash(tx, { campusId: auth.campusId, tokenHash: hashToken(refreshToken) });
      if (session && session.userId === auth.userId) await repo.revokeFamily(tx, { campusId: auth.campusId, familyId: session.familyId, reason: 'logout' });
    }
  });
}

/** Ends every session of a user (disabling an account, changing a password). */
export async function endUserSessions(deps: TAppDeps, campusId: string, userId: string, reason: string) {
  await deps.database.tenant(campusId, (tx) => repo.revokeUserSessions(tx, { campusId, userId, reason }));
}
