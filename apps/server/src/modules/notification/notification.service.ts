import {
  NOTIFICATION_TOPICS,
  NOTIFICATION_TOPIC_CODES,
  type TNotification,
  type TNotificationListQuery,
  type TNotificationReadRequest,
  type TNotificationStreamEvent,
  type TNotificationTopic,
  type TNotificationTopicSummary,
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
};

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
  const userIds = [...new Set(notice.userIds)];
  const made = await repo.insertNotifications(
    tx,
    userIds.map((userId) => ({
      campusId: notice.campusId,
      userId,
      topic: notice.topic,
      title: notice.title.trim(),
      titleEn: notice.titleEn.trim(),
      description: notice.description.trim(),
      descriptionEn: notice.descriptionEn.trim(),
      link: notice.link ?? null,
    })),
  );
  // Live bells (issue 16): the users' open streams hear of it once this transaction commits, in any process.
  for (let i = 0; i < userIds.length; i += 150) {
    await signalOnCommit(tx, NOTIFICATION_CHANNEL, JSON.stringify({ c: notice.campusId, u: userIds.slice(i, i + 150) }));
  }
  return made;
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

/** Every topic, with the signed-in user's total and unread counts (zero when none). */
export async function listTopics(deps: TAppDeps, auth: TAuth): Promise<TNotificationTopicSummary[]> {
  const counts = await deps.database.tenant(auth.campusId, (tx) => repo.countByTopic(tx, { campusId: auth.campusId, userId: auth.userId }));
  return NOTIFICATION_TOPIC_CODES.map((topic) => {
    const found = counts.find((c) => c.topic === topic);
    return {
      Topic: topic,
      Name: NOTIFICATION_TOPICS[topic].name,
      NameEn: NOTIFICATION_TOPICS[topic].nameEn,
      Total: Number(found?.total ?? 0),
      Unread: Number(found?.unread ?? 0),
    };
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
