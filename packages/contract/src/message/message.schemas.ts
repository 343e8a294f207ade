import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { codedRecord, zf } from '../common/fields.schemas';

/**
 * Messages (data-calls §7 'Messaging'; issue 16): one-to-one conversations between the people of one school.
 * A teacher writes to her classes' students and guardians, a guardian to his children's teachers and the office,
 * a student to her teachers; staff to each other; the office to anyone. Whoever may write to someone may also be
 * answered by her. Nobody reaches another school (every query is the token's campus).
 */
export const MESSAGE_MAX_FILES = 5;

/** Someone the caller may write to (`GET /api/mail/users`). */
export const ZMessageUser = z.object({
  UserId: ZId,
  FullName: z.string(),
  FullNameEn: z.string(),
  /** The account's mobile actor type (0 student, 1 guardian, 2 teacher, 4–6 office). */
  MobileActorType: z.number().int(),
});
export type TMessageUser = z.infer<typeof ZMessageUser>;

export const ZMessageFile = z.object({ Id: ZId, FileName: z.string(), ContentType: z.string(), Size: z.number().int() });
export const ZMessage = z.object({
  Id: ZId,
  FromUserId: ZId,
  ToUserId: ZId,
  Text: z.string(),
  Files: z.array(ZMessageFile),
  CreatedAt: z.string(),
  ReadAt: z.string().nullable(),
  /** Sent by the caller. */
  IsMine: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

/**
 * A class message the caller sent, as one entry of her list (issue 16): the conversations it went to stay out of
 * her list while her latest message to that person is the class message's copy, and their replies count here.
 */
export const ZConversationClassMessage = z.object({
  /** The class message (`GET /api/mail/class/sent?id=`). */
  Id: ZId,
  AcademicClassId: ZId.nullable(),
  /** Accounts it went to. */
  Recipients: z.number().int(),
  /** Answers waiting in the conversations it holds (each in its one-to-one conversation). */
  Replies: z.number().int(),
});

/**
 * A conversation of the caller with one person, by its latest message (`GET /api/mail/recent-message`); or, when
 * `ClassMessage` is set, a class message she sent: then `UserId` is the class message's id, `FullName`/`FullNameEn`
 * the class's name and `MobileActorType` -1 (no person).
 */
export const ZConversation = ZMessageUser.extend({
  LastText: z.string(),
  LastAt: z.string(),
  LastIsMine: z.boolean(),
  Unread: z.number().int(),
  ClassMessage: ZConversationClassMessage.nullable().optional(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** One conversation, oldest first (`GET /api/mail/v1/find?id=` the other person's account). */
export const ZThread = z.object({ With: ZMessageUser, Messages: z.array(ZMessage) });
export type TThread = z.infer<typeof ZThread>;

/**
 * A class the caller may choose on /messages (`GET /api/mail/classes`, designed), of the current year (messaging
 * reach is the current year's): the office every class, a teacher the classes she teaches (teaching assignments, the classes she is main teacher of included),
 * a student or a guardian her (his children's) classes. `CanMessageClass`: the caller may write to the class as a whole.
 */
export const ZMessageClass = z.object({
  ...codedRecord,
  CanMessageClass: z.boolean(),
});
export type TMessageClass = z.infer<typeof ZMessageClass>;

export const ZMessageUsersQuery = z.object({ academicClassId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()) });
export const ZMessageFindQuery = z.object({ id: ZId });
export const ZMessageFileQuery = z.object({ id: ZId });

const ZFiles = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && ['', '[]'].includes(v.trim())) ? [] : Array.isArray(v) ? v : [v]),
  z.array(ZUploadFile).max(MESSAGE_MAX_FILES),
);

/** `POST /api/mail/v1` (form): to one person, text and/or files. */
export const ZMessageSend = z.strictObject({
  ToUserId: zf.id(),
  Text: z.string().trim().max(4000).default(''),
  Files: ZFiles,
});
export type TMessageSend = z.output<typeof ZMessageSend>;

/** `POST /api/mail/read` (designed): what one person sent the caller is read (a GET changes nothing, issue 11). */
export const ZMessageReadRequest = z.strictObject({
  WithUserId: ZId.optional(),
  /** Or: the replies to one class message the caller sent (`WithUserId` absent). */
  ClassMessageId: ZId.optional(),
});
export const ZMessageReadAnswer = z.object({ Marked: z.number().int(), Unread: z.number().int() });

/**
 * `POST /api/mail/class` (designed, form): one message to a whole class from a teacher (her classes) or the
 * office. Each student placed in the class and each of their guardians gets it as a message of their own
 * conversation with the sender (so an answer comes back to the sender only), with one notification each.
 */
export const ZMessageClassSend = z.strictObject({
  AcademicClassId: zf.id(),
  Text: z.string().trim().max(4000).default(''),
  Files: ZFiles,
});
export type TMessageClassSend = z.output<typeof ZMessageClassSend>;
/** Who got a class message: the accounts written to, students and guardians (a guardian of two is counted once). */
export const ZMessageClassSent = z.object({
  AcademicClassId: ZId,
  /** The sending's id, shared by its copies (`GET /api/mail/class/sent?id=`). */
  ClassMessageId: ZId,
  Recipients: z.number().int(),
  Students: z.number().int(),
  Guardians: z.number().int(),
});
export type TMessageClassSent = z.infer<typeof ZMessageClassSent>;

/** `GET /api/mail/class/sent?id=` (designed): a class message the caller sent, with the replies that came back. */
export const ZClassMessageQuery = z.object({ id: ZId });
export const ZClassMessageReply = ZMessage.extend({ From: ZMessageUser });
export const ZClassMessageThread = z.object({
  Id: ZId,
  AcademicClassId: ZId.nullable(),
  ClassName: z.string(),
  ClassNameEn: z.string(),
  Text: z.string(),
  Files: z.array(ZMessageFile),
  CreatedAt: z.string(),
  Recipients: z.number().int(),
  Students: z.number().int(),
  Guardians: z.number().int(),
  /** Recipients who opened it. */
  Read: z.number().int(),
  /**
   * Oldest first: what each recipient wrote back after it, until the sender wrote to her again (from then on the
   * conversation is her own entry of the list). Each lives in the one-to-one conversation with `From`.
   */
  Replies: z.array(ZClassMessageReply),
});
export type TClassMessageThread = z.infer<typeof ZClassMessageThread>;
export type TConversationClassMessage = z.infer<typeof ZConversationClassMessage>;
