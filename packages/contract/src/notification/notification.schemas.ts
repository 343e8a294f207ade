import { z } from 'zod';
import { ZEnvelope, ZId } from '../common/envelope.schemas';

/**
 * Topics group a user's notifications (designed: the spec calls `api/notification/topics` and filters the
 * list by `topic` without naming the topics). Other areas pick one when they call `notify()`.
 */
export const NOTIFICATION_TOPICS = {
  GENERAL: { name: 'ទូទៅ', nameEn: 'General' },
  ANNOUNCEMENT: { name: 'សេចក្តីជូនដំណឹង', nameEn: 'Announcements' },
  FEED: { name: 'ព័ត៌មានថ្មីៗ', nameEn: 'Feed' },
  MESSAGE: { name: 'សារ', nameEn: 'Messages' },
  HOMEWORK: { name: 'កិច្ចការផ្ទះ', nameEn: 'Homework' },
  ATTENDANCE: { name: 'វត្តមាន', nameEn: 'Attendance' },
  LEAVE_REQUEST: { name: 'សំណើសុំច្បាប់', nameEn: 'Leave requests' },
  SCORE: { name: 'ពិន្ទុ', nameEn: 'Scores' },
  SCHOOL_FEE: { name: 'ថ្លៃសិក្សា', nameEn: 'School fees' },
  HEALTH: { name: 'សុខភាព', nameEn: 'Health' },
} as const;
export type TNotificationTopic = keyof typeof NOTIFICATION_TOPICS;
export const NOTIFICATION_TOPIC_CODES = Object.keys(NOTIFICATION_TOPICS) as [TNotificationTopic, ...TNotificationTopic[]];

/** Page size of the bell's list (portal §9: 5, the offset growing by 5). */
export const NOTIFICATION_PAGE_SIZE = 5;

export const ZNotificationTopic = z.object({
  Topic: z.enum(NOTIFICATION_TOPIC_CODES),
  Name: z.string(),
  NameEn: z.string(),
  /** The signed-in user's notifications of this topic, all and unread. */
  Total: z.number().int(),
  Unread: z.number().int(),
  /** The user's choice (designed, issue 16): false when the user asked not to be told of this topic. */
  Enabled: z.boolean(),
});
export type TNotificationTopicSummary = z.infer<typeof ZNotificationTopic>;

/** portal §3 'Notification': id, Title, Description, CreatedDate, lastModify (PascalCase on the wire). */
export const ZNotification = z.object({
  Id: ZId,
  Topic: z.enum(NOTIFICATION_TOPIC_CODES),
  Title: z.string(),
  TitleEn: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  CreatedDate: z.string(),
  /** When it last changed: read time, or creation time while unread. */
  LastModify: z.string(),
  IsRead: z.boolean(),
  /** The screen it opens (a web path without the language prefix), or null. */
  Link: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

const blank = (v: unknown) => (v === '' ? undefined : v);

export const ZNotificationListQuery = z.object({
  /** Only the signed-in user's own list exists: another user's id is refused. */
  userId: z.preprocess(blank, ZId.optional()),
  topic: z.preprocess(blank, z.enum(NOTIFICATION_TOPIC_CODES).optional()),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/** The signed-in user's per-topic choices (designed, issue 16); topics not named keep their choice. */
export const ZNotificationTopicChoices = z.strictObject({
  Topics: z
    .array(z.strictObject({ Topic: z.enum(NOTIFICATION_TOPIC_CODES), Enabled: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_TOPIC_CODES.length)
    .refine((list) => new Set(list.map((c) => c.Topic)).size === list.length, { message: 'A topic is named twice' }),
});
export type TNotificationTopicChoices = z.infer<typeof ZNotificationTopicChoices>;

/** Marks notifications read: the listed ones, or all of a topic, or all of them when nothing is named. */
export const ZNotificationReadRequest = z.strictObject({
  Ids: z.array(ZId).max(500).optional(),
  Topic: z.enum(NOTIFICATION_TOPIC_CODES).optional(),
});
export type TNotificationReadRequest = z.infer<typeof ZNotificationReadRequest>;

export const ZNotificationReadResponse = ZEnvelope(z.object({ Marked: z.number().int(), Unread: z.number().int() }));

/**
 * What the live stream (`GET /api/notification/stream`, server-sent events) sends: on connecting and after
 * every new notification of the user, the unread count and the newest notification (a browser that lost the
 * connection catches up by the count and reading the list again: the list, not the stream, holds the items).
 */
export const ZNotificationStreamEvent = z.object({ Unread: z.number().int(), Latest: ZNotification.nullable() });
export type TNotificationStreamEvent = z.infer<typeof ZNotificationStreamEvent>;
/** The server ends a stream after this long, so a revoked session or expired token never keeps one open. */
export const NOTIFICATION_STREAM_MAX_MS = 10 * 60_000;

/**
 * The signed-in user's Telegram link (designed, issue 16 'Outbound'): a guardian asks for a one-time code on
 * her profile and sends `/start <code>` to the school's bot (StartLink opens that chat); once linked, absence,
 * score, fee and announcement notices also reach her on Telegram.
 */
export const ZTelegramLink = z.object({
  /** The school has a bot (a token is set): without one, nothing is sent. */
  Available: z.boolean(),
  /** Only guardians link an account. */
  CanLink: z.boolean(),
  Linked: z.boolean(),
  LinkedAt: z.string().nullable(),
  /** The Telegram name of the linked account. */
  ChatName: z.string().nullable(),
  /** The code asked for last, while valid (null otherwise). */
  Code: z.string().nullable(),
  CodeExpiresAt: z.string().nullable(),
  /** `https://t.me/<bot>?start=<code>` when the bot's name is known and a code is valid. */
  StartLink: z.string().nullable(),
  BotUsername: z.string().nullable(),
});
export type TTelegramLink = z.infer<typeof ZTelegramLink>;
/** A code is valid this long. */
export const TELEGRAM_CODE_MINUTES = 15;
