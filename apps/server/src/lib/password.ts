import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { turns } from './turns';

const scryptOnce = promisify(crypto.scrypt) as (p: string, s: Buffer, len: number, o: crypto.ScryptOptions) => Promise<Buffer>;
/**
 * One hash at a time per process: each touches 16 MB (N 16384, r 8). Eight sign-ins at one moment held 128 MB
 * (bench memory); two at a time still put 32 MB on the API's peak under load on PostgreSQL (256 MB against 250).
 * A hash takes 40–60 ms, so one process still signs in 15–25 users a second, and a burst of sign-ins leaves the
 * second core to the requests of those already in.
 */
const hashing = turns(1);
const scrypt = (p: string, s: Buffer, len: number, o: crypto.ScryptOptions) => hashing(() => scryptOnce(p, s, len, o));
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/** scrypt (DESIGN 'Sign-in and access'), stored as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(expected, actual);
}

/** A hash to compare against when the user does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(12).toString('base64'));
  return dummyHash;
}

// The most common passwords seen in breaches (and a few local ones); refused as new passwords.
const COMMON = new Set(
  `12345678 123456789 1234567890 password password1 password123 qwertyui qwerty123 iloveyou 11111111 00000000
  12341234 abcd1234 abc12345 1q2w3e4r 1qaz2wsx qwertyuiop 87654321 88888888 99999999 asdfghjk zxcvbnm1
  sunshine princess football baseball welcome1 admin123 administrator letmein1 passw0rd p@ssw0rd trustno1
  superman batman12 dragon12 monkey12 master12 starwars whatever changeme secret12 computer internet
  cambodia phnompenh angkor123 khmer123 school123 student1 teacher1 12121212 123123123 112233445566
  66666666 55555555 77777777 22222222 33333333 44444444 123qweasd qweasdzxc 1234qwer asdf1234 demo12345`
    .split(/\s+/)
    .filter(Boolean),
);

export type TPasswordProblem = { km: string; en: string };

/** Password rules: at least 8 characters, at most 128, not a common password, not the username. */
export function checkNewPassword(password: string, username?: string): TPasswordProblem | undefined {
  if (password.length < 8) return { km: 'ពាក្យសម្ងាត់ត្រូវមានយ៉ាងតិច ៨ តួអក្សរ', en: 'The password must have at least 8 characters' };
  if (password.length > 128) return { km: 'ពាក្យសម្ងាត់វែងពេក (អតិបរមា ១២៨ តួអក្សរ)', en: 'The password is too long (128 characters at most)' };
  if (COMMON.has(password.toLowerCase()) || /^(.)\1+$/.test(password))
    return { km: 'ពាក្យសម្ងាត់នេះងាយទាយពេក។ សូមជ្រើសរើសពាក្យសម្ងាត់ផ្សេង', en: 'This password is too easy to guess. Choose another one' };
  if (username && password.toLowerCase() === username.toLowerCase())
    return { km: 'ពាក្យសម្ងាត់មិនអាចដូចឈ្មោះអ្នកប្រើប្រាស់បានទេ', en: 'The password cannot be the same as the username' };
  return undefined;
}

/** A first password for generated accounts: 10 characters, no look-alike letters. */
export function randomPassword(length = 10): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY2346789';
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
