import crypto from 'node:crypto';
import { ACTOR_TYPE } from '@school/contract';
import { TELEGRAM_CODE_MINUTES, type TTelegramLink } from '@school/contract/notification/notification.schemas';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { AppError } from '../../lib/app-error';
import * as repo from './notification-outbound.repository';
import { telegramClient, type TTelegramClient, type TTelegramUpdate } from './notification-telegram.client';

/**
 * The outbound queue (issue 16, beyond the spec). `notify()` writes a message for each linked Telegram account
 * of the family topics in the notice's own transaction; the server drains the queue every few seconds:
 * claimed with a lease (several processes share it), sent, then SENT, or tried again after a back-off that
 * doubles (30 s, 1 min, 2 min, 4 min), or FAILED after the fifth attempt or a refusal that another try cannot
 * change (a 4xx such as a chat that blocked the bot). Without a bot token nothing drains: the queue is kept
 * and goes out once a token is set.
 */
export const OUTBOUND_MAX_ATTEMPTS = 5;
export const OUTBOUND_BACKOFF_MS = 30_000;
const OUTBOUND_BACKOFF_MAX_MS = 3_600_000;
/** How long a claimed message is left to its process before another may try it. */
const OUTBOUND_LEASE_MS = 120_000;
const DRAIN_EVERY_MS = 5_000;

export const backoffMs = (attempts: number) => Math.min(OUTBOUND_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), OUTBOUND_BACKOFF_MAX_MS);

export type TDrainResult = { sent: number; retried: number; failed: number };

/** Sends the due messages once; answers what became of them. */
export async function drainOutbound(database: TDatabase, client: TTelegramClient, { now = new Date(), limit = 20 } = {}): Promise<TDrainResult> {
  const result: TDrainResult = { sent: 0, retried: 0, failed: 0 };
  const claimed = await database.system((tx) => repo.claimDue(tx, { now, leaseUntil: new Date(now.getTime() + OUTBOUND_LEASE_MS), limit }));
  for (const row of claimed) {
    const key = { campusId: row.campusId, id: row.id };
    const answer = await client.call('sendMessage', { chat_id: row.address, text: row.text, disable_web_page_preview: true });
    if (answer.ok) {
      await database.system((tx) => repo.markSent(tx, { ...key, now }));
      result.sent += 1;
      continue;
    }
    const error = `${answer.status || 'no answer'}: ${answer.description}`;
    const worthRetrying = answer.status === 0 || answer.status === 429 || answer.status >= 500;
    if (worthRetrying && row.attempts < OUTBOUND_MAX_ATTEMPTS) {
      const wait = answer.retryAfterSeconds ? answer.retryAfterSeconds * 1000 : backoffMs(row.attempts);
      await database.system((tx) => repo.markRetry(tx, { ...key, at: new Date(now.getTime() + wait), error }));
      result.retried += 1;
    } else {
      await database.system((tx) => repo.markFailed(tx, { ...key, error }));
      result.failed += 1;
    }
  }
  return result;
}

const LINKED_TEXT =
  'គណនី Telegram របស់អ្នកត្រូវបានភ្ជាប់ជាមួយសាលារៀនហើយ។ អ្នកនឹងទទួលបានដំណឹងអំពីអវត្តមាន ពិន្ទុ ថ្លៃសិក្សា និងសេចក្តីជូនដំណឹង។\n\n' +
  'Your Telegram account is now linked to the school. You will get its absence, score, fee and announcement notices here.';
const BAD_CODE_TEXT =
  'លេខកូដនេះមិនត្រឹមត្រូវ ឬផុតកំណត់ហើយ។ សូមយកលេខកូដថ្មីពីទំព័រប្រវត្តិរូបរបស់អ្នកនៅលើគេហទំព័រសាលា។\n\n' +
  "This code is wrong or has expired. Get a new code from your profile on the school's portal.";

/** Where the bot's updates were read up to (per process; Telegram forgets what was read before the offset). */
export type TPollState = { offset: number };

/** Reads the bot's new messages and links the chats that sent a valid `/start <code>`; answers how many. */
export async function pollTelegram(database: TDatabase, client: TTelegramClient, state: TPollState, { now = new Date() } = {}): Promise<number> {
  const answer = await client.call<TTelegramUpdate[]>('getUpdates', { offset: state.offset, timeout: 0, allowed_updates: ['message'] });
  if (!answer.ok) return 0;
  let linked = 0;
  for (const update of answer.result) {
    state.offset = Math.max(state.offset, update.update_id + 1);
    const text = update.message?.text?.trim() ?? '';
    const chat = update.message?.chat;
    if (!chat || !text.startsWith('/start')) continue;
    const code = text.slice('/start'.length).trim().toUpperCase();
    const link = code ? await database.system((tx) => repo.linkByCode(tx, { code, now })) : undefined;
    if (!link) {
      await client.call('sendMessage', { chat_id: chat.id, text: BAD_CODE_TEXT });
      continue;
    }
    const chatName = chat.username ? `@${chat.username}` : [chat.first_name, chat.last_name].filter(Boolean).join(' ');
    await database.system((tx) => repo.linkChat(tx, { campusId: link.campusId, id: link.id, chatId: String(chat.id), chatName, now }));
    await client.call('sendMessage', { chat_id: chat.id, text: LINKED_TEXT });
    linked += 1;
  }
  return linked;
}

/** Every few seconds: the bot's new messages, then the due messages. Nothing at all without a bot token. */
export function scheduleOutbound(database: TDatabase, config: TConfig, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  if (!config.telegram.botToken) return () => undefined;
  const client = telegramClient(config.telegram);
  const state: TPollState = { offset: 0 };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pollTelegram(database, client, state)
      .then(() => drainOutbound(database, client))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (running = false));
  }, options.everyMs ?? DRAIN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// ---- the profile's Telegram card

/** Without ambiguous letters (0/O, 1/I/L): typed by hand in Telegram when the link is not opened. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');

const botNames = new Map<string, Promise<string | null>>();
/** The bot's username: the setting, or asked of Telegram once per token. */
function botUsername(config: TConfig): Promise<string | null> {
  const { botToken, botUsername: set } = config.telegram;
  if (!botToken) return Promise.resolve(null);
  if (set) return Promise.resolve(set);
  let name = botNames.get(botToken);
  if (!name) {
    name = telegramClient(config.telegram)
      .call<{ username?: string }>('getMe', {})
      .then((a) => (a.ok ? (a.result.username ?? null) : null));
    // A failed ask is not remembered: the next profile visit asks again.
    void name.then((n) => n ?? botNames.delete(botToken));
    botNames.set(botToken, name);
  }
  return name;
}

async function linkState(deps: TAppDeps, auth: TAuth, row: Awaited<ReturnType<typeof repo.linkOf>>): Promise<TTelegramLink> {
  const now = new Date();
  const valid = row?.code && row.codeExpiresAt && row.codeExpiresAt > now ? row : undefined;
  const username = await botUsername(deps.config);
  return {
    Available: Boolean(deps.config.telegram.botToken),
    CanLink: auth.actorType === ACTOR_TYPE.GUARDIAN,
    Linked: Boolean(row?.chatId),
    LinkedAt: row?.linkedAt?.toISOString() ?? null,
    ChatName: row?.chatId ? (row.chatName ?? null) : null,
    Code: valid?.code ?? null,
    CodeExpiresAt: valid?.codeExpiresAt?.toISOString() ?? null,
    StartLink: valid && username ? `https://t.me/${username}?start=${valid.code}` : null,
    BotUsername: username,
  };
}

export async function getTelegramLink(deps: TAppDeps, auth: TAuth): Promise<TTelegramLink> {
  const row = await inTenant(deps, auth, (tx) => repo.linkOf(tx, { campusId: auth.campusId, userId: auth.userId }));
  return linkState(deps, auth, row);
}

export async function createTelegramCode(deps: TAppDeps, auth: TAuth): Promise<TTelegramLink> {
  if (auth.actorType !== ACTOR_TYPE.GUARDIAN)
    throw new AppError('FORBIDDEN', { km: 'មានតែអាណាព្យាបាលទេដែលអាចភ្ជាប់គណនី Telegram បាន', en: 'Only guardians link a Telegram account' });
  const row = await inTenant(deps, auth, async (tx) => {
    await repo.saveCode(tx, {
      campusId: auth.campusId,
      userId: auth.userId,
      code: newCode(),
      expiresAt: new Date(Date.now() + TELEGRAM_CODE_MINUTES * 60_000),
    });
    return repo.linkOf(tx, { campusId: auth.campusId, userId: auth.userId });
  });
  return linkState(deps, auth, row);
}

export async function unlinkTelegram(deps: TAppDeps, auth: TAuth): Promise<TTelegramLink> {
  await inTenant(deps, auth, (tx) => repo.deleteLink(tx, { campusId: auth.campusId, userId: auth.userId }));
  return linkState(deps, auth, undefined);
}
