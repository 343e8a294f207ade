import {
  NOTIFICATION_TOPICS,
  NOTIFICATION_TOPIC_CODES,
  type TNotification,
  type TNotificationListQuery,
  type TNotificationReadRequest,
  type TNotificationStreamEvent,
  type TNotificationTopic,
  type TNotificationTopicSummary,
  type TNotificationTopicChoices,
} from '@school/contract/notification/notification.schemas';
import { signalOnCommit, type TTx } from '../../db/engine';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { forbidden } from '../../lib/app-error';
import { pageOffset } from '../../lib/paging';
import * as repo from './notification.repository';

export type TNotice = {
  campusId: string;
  /** The users to tell; each gets a row of their own (repeats are told once). */
  userIds: readonly string[];
  topic: TNotificationTopic;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** The web screen it opens, without the language prefix (`/announcement/detail?id=…`). */
  link?: string;
  /** Once-only: a user who already has a notice with this key gets no other (`absent:{studentId}:{date}`). */
  onceKey?: string;
  /**
   * The students the notice is about, for a guardian's link to a student page (see `GUARDIAN_PAGES`): his child
   * among `studentIds`, or placed in `academicClassId`. Without it, the link's `studentId`, else his first child.
   */
  about?: { studentIds?: readonly string[]; academicClassId?: string };
};

/**
 * A student's own pages and the guardian's page of the same for one child (`?id=`): a guardian cannot open the
 * student's (they read the signed-in student), so his notice links to his child's (issue 16).
 */
export const GUARDIAN_PAGES: Readonly<Record<string, string>> = {
  '/profile/attendance': '/children/attendance',
  '/profile/score': '/children/score',
};

/** Each recipient's link: the notice's, or for a guardian and a student page, his child's page of it. */
async function linksOf(tx: TTx, notice: TNotice, userIds: string[]): Promise<Map<string, string | null>> {
  const links = new Map<string, string | null>(userIds.map((id) => [id, notice.link ?? null]));
  if (!notice.link) return links;
  const [path = '', search = ''] = notice.link.split('?');
  const childPage = GUARDIAN_PAGES[path];
  if (!childPage) return links;
  const guardians = await repo.guardianAccounts(tx, { campusId: notice.campusId, userIds });
  if (guardians.length === 0) return links;
  const named = new URLSearchParams(search).get('studentId');
  const children = await repo.childrenOf(tx, {
    campusId: notice.campusId,
    guardianIds: [...new Set(guardians.map((g) => g.guardianId))],
    studentIds: notice.about?.studentIds ?? (named && !notice.about?.academicClassId ? [named] : undefined),
    academicClassId: notice.about?.academicClassId,
  });
  // The page's other parameters (an absence's `month`) follow the child's id.
  const rest = new URLSearchParams(search);
  rest.delete('studentId');
  const more = rest.size > 0 ? `&${rest.toString()}` : '';
  for (const g of guardians) {
    const child = children.find((c) => c.guardianId === g.guardianId);
    links.set(g.userId, child ? `${childPage}?id=${child.studentId}${more}` : '/children');
  }
  return links;
}

/** The topics also sent to linked Telegram accounts (issue 16 'Outbound': absence, scores, fees, announcements). */
export const OUTBOUND_TOPICS: ReadonlySet<TNotificationTopic> = new Set(['ATTENDANCE', 'SCORE', 'SCHOOL_FEE', 'ANNOUNCEMENT']);

/** The Telegram text of a notice: Khmer first, then English. */
export const outboundText = (n: Pick<TNotice, 'title' | 'titleEn' | 'description' | 'descriptionEn'>) =>
  `${n.title.trim()}\n${n.description.trim()}\n\n${n.titleEn.trim()}\n${n.descriptionEn.trim()}`;

/** The event channel of new notifications between server processes (see `notification.stream.ts`). */
export const NOTIFICATION_CHANNEL = 'school_notification';

/**
 * Tells users something, in the caller's transaction so the notice exists exactly when the change it
 * reports was committed. Other areas call it: `await notify(tx, { campusId, userIds, topic: 'ANNOUNCEMENT', ... })`.
 * Both languages are required, like every bilingual text of the product. Answers the number of rows made.
 */
export async function notify(tx: TTx, notice: TNotice): Promise<number> {
  for (const field of ['title', 'titleEn', 'description', 'descriptionEn'] as const) {
    if (!notice[field]?.trim()) throw new Error(`notify(): ${field} is required`);
  }
  if (!NOTIFICATION_TOPIC_CODES.includes(notice.topic)) throw new Error(`notify(): unknown topic ${notice.topic}`);
  // A user who turned the topic off is not told (issue 16: per-topic choices).
  const named = [...new Set(notice.userIds)];
  const off = await repo.usersWithTopicOff(tx, { campusId: notice.campusId, topic: notice.topic, userIds: named });
  const wanted = named.filter((id) => !off.has(id));
  const links = await linksOf(tx, notice, wanted);
  const userIds = await repo.insertNotifications(
    tx,
    wanted.map((userId) => ({
      campusId: notice.campusId,
      userId,
      topic: notice.topic,
      title: notice.title.trim(),
      titleEn: notice.titleEn.trim(),
      description: notice.description.trim(),
      descriptionEn: notice.descriptionEn.trim(),
      link: links.get(userId) ?? null,
      onceKey: notice.onceKey ?? null,
    })),
  );
  // Outbound (issue 16): linked Telegram accounts get the topics families follow, sent by the drainer.
  if (OUTBOUND_TOPICS.has(notice.topic) && userIds.length > 0) {
    const chats = await repo.telegramChatsOf(tx, { campusId: notice.campusId, userIds });
    const text = outboundText(notice);
    await repo.queueOutbound(
      tx,
      chats.map((c) => ({ campusId: notice.campusId, channel: 'TELEGRAM', userId: c.userId, address: c.chatId!, text })),
    );
  }
  // Live bells (issue 16): the users' open streams hear of it once this transaction commits, in any process.
  for (let i = 0; i < userIds.length; i += 150) {
    await signalOnCommit(tx, NOTIFICATION_CHANNEL, JSON.stringify({ c: notice.campusId, u: userIds.slice(i, i + 150) }));
  }
  return userIds.length;
}

export const toNotification = (row: repo.TNotificationRow): TNotification => ({
  Id: row.id,
  Topic: row.topic as TNotificationTopic,
  Title: row.title,
  TitleEn: row.titleEn,
  Description: row.description,
  DescriptionEn: row.descriptionEn,
  CreatedDate: row.createdAt.toISOString(),
  LastModify: (row.readAt ?? row.createdAt).toISOString(),
  IsRead: row.readAt !== null,
  Link: row.link,
});

/** Every topic, with the signed-in user's total and unread counts (zero when none) and choice. */
export async function listTopics(deps: TAppDeps, auth: TAuth): Promise<TNotificationTopicSummary[]> {
  return deps.database.tenant(auth.campusId, (tx) => topicsOf(tx, auth));
}

async function topicsOf(tx: TTx, auth: TAuth): Promise<TNotificationTopicSummary[]> {
  const params = { campusId: auth.campusId, userId: auth.userId };
  const counts = await repo.countByTopic(tx, params);
  const choices = await repo.listPreferences(tx, params);
  return NOTIFICATION_TOPIC_CODES.map((topic) => {
    const found = counts.find((c) => c.topic === topic);
    return {
      Topic: topic,
      Name: NOTIFICATION_TOPICS[topic].name,
      NameEn: NOTIFICATION_TOPICS[topic].nameEn,
      Total: Number(found?.total ?? 0),
      Unread: Number(found?.unread ?? 0),
      Enabled: choices.get(topic) ?? true,
    };
  });
}

/** Saves the signed-in user's per-topic choices (the topics named; others keep theirs); answers every topic. */
export async function saveTopicChoices(deps: TAppDeps, auth: TAuth, body: TNotificationTopicChoices): Promise<TNotificationTopicSummary[]> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    await repo.savePreferences(tx, {
      campusId: auth.campusId,
      userId: auth.userId,
      choices: body.Topics.map((c) => ({ topic: c.Topic, enabled: c.Enabled })),
    });
    return topicsOf(tx, auth);
  });
}

/** A user reads only their own notifications: naming another user is refused. */
function assertSelf(auth: TAuth, userId: string | undefined) {
  if (userId && userId.toLowerCase() !== auth.userId.toLowerCase()) throw forbidden();
}

export async function listNotifications(deps: TAppDeps, auth: TAuth, query: TNotificationListQuery) {
  assertSelf(auth, query.userId);
  const params = { campusId: auth.campusId, userId: auth.userId, topic: query.topic };
  const { rows, total } = await deps.database.tenant(auth.campusId, async (tx) => ({
    rows: await repo.listNotifications(tx, { ...params, limit: query.pageSize, offset: pageOffset(query) }),
    total: await repo.countNotifications(tx, params),
  }));
  return { items: rows.map(toNotification), total };
}

export async function markRead(deps: TAppDeps, auth: TAuth, body: TNotificationReadRequest) {
  return deps.database.tenant(auth.campusId, async (tx) => {
    const marked = await repo.markRead(tx, { campusId: auth.campusId, userId: auth.userId, ids: body.Ids, topic: body.Topic });
    const unread = await repo.countUnread(tx, { campusId: auth.campusId, userId: auth.userId });
    return { Marked: marked, Unread: unread };
  });
}

/** What the live stream sends: the unread count and the newest notification. */
export async function streamState(deps: TAppDeps, auth: TAuth): Promise<TNotificationStreamEvent> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    const [latest] = await repo.listNotifications(tx, { campusId: auth.campusId, userId: auth.userId, limit: 1, offset: 0 });
    const unread = await repo.countUnread(tx, { campusId: auth.campusId, userId: auth.userId });
    return { Unread: unread, Latest: latest ? toNotification(latest) : null };
  });
}
