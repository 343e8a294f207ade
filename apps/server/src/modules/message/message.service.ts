import { MOBILE_ACTOR_TYPE } from '@school/contract';
import type {
  TClassMessageThread,
  TConversation,
  TMessage,
  TMessageClass,
  TMessageClassSend,
  TMessageClassSent,
  TMessageSend,
  TMessageUser,
  TThread,
} from '@school/contract/message/message.schemas';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import * as files from '../file/file.service';
import { familyAccountsOfClassIn } from '../notification/index';
import { notify } from '../notification/notification.service';
import * as repo from './message.repository';

/**
 * Messages (issue 16): who may write to whom is `repo.reachableUser` (see message.repository.ts); someone out of
 * reach, of another school or unknown, answers the same 404. A message received is a notification (topic MESSAGE)
 * with a link to the conversation, so the recipient's bell shows it at once.
 */
const personNotFound = () => notFound('រកមិនឃើញអ្នកទទួលនេះទេ', 'This person was not found');
const callerOf = (auth: TAuth): repo.TCaller => ({
  campusId: auth.campusId,
  userId: auth.userId,
  mobileActorType: auth.mobileActorType,
  actorType: auth.actorType,
  actorId: auth.actorId,
});

const toUser = (u: repo.TUserRow): TMessageUser => ({
  UserId: u.userId,
  FullName: `${u.lastName ?? ''} ${u.firstName ?? ''}`.trim() || u.username,
  FullNameEn: `${u.lastNameEn ?? ''} ${u.firstNameEn ?? ''}`.trim() || u.username,
  MobileActorType: u.mobileActorType,
});

async function wireMessages(tx: TTx, auth: TAuth, rows: repo.TMessageRow[]): Promise<TMessage[]> {
  const attached = await repo.filesOf(tx, { campusId: auth.campusId, messageIds: rows.map((r) => r.id) });
  return rows.map((r) => ({
    Id: r.id,
    FromUserId: r.senderUserId,
    ToUserId: r.recipientUserId,
    Text: r.text,
    Files: attached.filter((f) => f.messageId === r.id).map((f) => ({ Id: f.id, FileName: f.fileName, ContentType: f.contentType, Size: f.size })),
    CreatedAt: r.createdAt.toISOString(),
    ReadAt: r.readAt?.toISOString() ?? null,
    IsMine: r.senderUserId === auth.userId,
  }));
}

export async function listRecipients(deps: TAppDeps, auth: TAuth, classId: string | undefined): Promise<TMessageUser[]> {
  return inTenant(deps, auth, async (tx) => (await repo.recipients(tx, callerOf(auth), classId)).map(toUser));
}

/**
 * The caller's list: a conversation per person, except that a class message she sent is one entry (issue 16: 80
 * copies were 80 entries) holding every conversation whose latest message from her is that class message's copy
 * (and with nothing unread from before it): their replies count there, and the conversation is its own entry again
 * once she writes to that person. Newest first.
 */
export async function listConversations(deps: TAppDeps, auth: TAuth): Promise<{ items: TConversation[]; unread: number }> {
  return inTenant(deps, auth, async (tx) => {
    const { campusId, userId } = auth;
    const rows = await repo.conversations(tx, { campusId, userId });
    const items: TConversation[] = [];
    type TGroup = {
      id: string;
      academicClassId: string | null;
      text: string;
      createdAt: Date;
      replies: number;
      unread: number;
      last?: { text: string; createdAt: Date };
    };
    const groups = new Map<string, TGroup>();
    const people = await repo.usersByIds(tx, { campusId, ids: rows.map((r) => r.otherId) });
    for (const r of rows) {
      const copy = r.mine?.classMessageId ? r.mine : undefined;
      if (copy?.classMessageId && r.unread === r.unreadAfter) {
        const g = groups.get(copy.classMessageId) ?? {
          id: copy.classMessageId,
          academicClassId: copy.academicClassId,
          text: copy.text,
          createdAt: copy.createdAt,
          replies: 0,
          unread: 0,
        };
        g.replies += r.after;
        g.unread += r.unreadAfter;
        if (r.lastAfter && (!g.last || r.lastAfter.createdAt > g.last.createdAt)) g.last = r.lastAfter;
        groups.set(g.id, g);
        continue;
      }
      const other = people.find((u) => u.userId === r.otherId);
      if (!other) continue;
      const last = { ...toUser(other), LastText: r.text, LastAt: r.createdAt.toISOString(), LastIsMine: r.senderUserId === userId, Unread: r.unread };
      items.push({ ...last, ClassMessage: null });
    }
    const counts = await repo.classMessageCounts(tx, { campusId, userId, ids: [...groups.keys()] });
    const classes = await repo.classNames(tx, {
      campusId,
      ids: [...new Set([...groups.values()].flatMap((g) => (g.academicClassId ? [g.academicClassId] : [])))],
    });
    for (const g of groups.values()) {
      const cls = classes.find((c) => c.id === g.academicClassId);
      items.push({
        UserId: g.id,
        FullName: cls?.description ?? 'ថ្នាក់',
        FullNameEn: cls?.descriptionEn ?? 'Class',
        MobileActorType: -1,
        LastText: g.last?.text ?? g.text,
        LastAt: (g.last?.createdAt ?? g.createdAt).toISOString(),
        LastIsMine: !g.last,
        Unread: g.unread,
        ClassMessage: { Id: g.id, AcademicClassId: g.academicClassId, Recipients: counts.get(g.id) ?? 0, Replies: g.replies },
      });
    }
    items.sort((a, b) => (a.LastAt < b.LastAt ? 1 : a.LastAt > b.LastAt ? -1 : 0));
    return { items, unread: items.reduce((sum, c) => sum + c.Unread, 0) };
  });
}

const classMessageNotFound = () => notFound('រកមិនឃើញសារនេះទេ', 'This message was not found');

/** A class message the caller sent, with the replies that came back (`repo.classReplies`); 404 for anyone else. */
export async function findClassMessage(deps: TAppDeps, auth: TAuth, classMessageId: string): Promise<TClassMessageThread> {
  return inTenant(deps, auth, async (tx) => {
    const p = { campusId: auth.campusId, userId: auth.userId, classMessageId };
    const copies = await repo.classMessageCopies(tx, p);
    const first = copies[0]?.copy;
    if (!first) throw classMessageNotFound();
    const [cls] = first.academicClassId ? await repo.classNames(tx, { campusId: auth.campusId, ids: [first.academicClassId] }) : [];
    const replies = await repo.classReplies(tx, p);
    const authors = await repo.usersByIds(tx, { campusId: auth.campusId, ids: [...new Set(replies.map((r) => r.senderUserId))] });
    const [message] = await wireMessages(tx, auth, [first]);
    const wired = await wireMessages(tx, auth, replies);
    const students = copies.filter((c) => c.mobileActorType === MOBILE_ACTOR_TYPE.STUDENT).length;
    return {
      Id: classMessageId,
      AcademicClassId: first.academicClassId,
      ClassName: cls?.description ?? 'ថ្នាក់',
      ClassNameEn: cls?.descriptionEn ?? 'Class',
      Text: first.text,
      Files: message!.Files,
      CreatedAt: message!.CreatedAt,
      Recipients: copies.length,
      Students: students,
      Guardians: copies.filter((c) => c.mobileActorType === MOBILE_ACTOR_TYPE.GUARDIAN).length,
      Read: copies.filter((c) => c.copy.readAt).length,
      Replies: wired.flatMap((m) => {
        const author = authors.find((u) => u.userId === m.FromUserId);
        return author ? [{ ...m, From: toUser(author) }] : [];
      }),
    };
  });
}

/** The conversation with one person: one the caller may write to, or one they already have. */
export async function findThread(deps: TAppDeps, auth: TAuth, otherId: string): Promise<TThread> {
  return inTenant(deps, auth, async (tx) => {
    const p = { campusId: auth.campusId, userId: auth.userId, otherId };
    const rows = await repo.thread(tx, p);
    const other =
      rows.length > 0 ? await repo.userById(tx, { campusId: auth.campusId, userId: otherId }) : await repo.reachableUser(tx, callerOf(auth), otherId);
    if (!other || other.userId === auth.userId) throw personNotFound();
    return { With: toUser(other), Messages: await wireMessages(tx, auth, rows) };
  });
}

export async function sendMessage(deps: TAppDeps, auth: TAuth, body: TMessageSend): Promise<TMessage> {
  requireContent(body);
  return inTenant(deps, auth, async (tx) => {
    const to = await repo.reachableUser(tx, callerOf(auth), body.ToUserId);
    if (!to) throw personNotFound();
    const row = await repo.insertMessage(tx, { campusId: auth.campusId, senderUserId: auth.userId, recipientUserId: to.userId, text: body.Text });
    for (const file of body.Files) {
      const saved = await files.saveUpload(deps, tx, { campusId: auth.campusId, purpose: 'message', file, accept: files.DOCUMENT_KINDS });
      await repo.attachFile(tx, { campusId: auth.campusId, messageId: row.id, storedFileId: saved.id });
    }
    const from = await senderNames(tx, auth);
    const preview = previewOf(body.Text);
    await notify(tx, {
      campusId: auth.campusId,
      userIds: [to.userId],
      topic: 'MESSAGE',
      title: `សារពី ${from.FullName}`,
      titleEn: `Message from ${from.FullNameEn}`,
      description: preview,
      descriptionEn: preview,
      link: `/messages?with=${auth.userId}`,
    });
    return (await wireMessages(tx, auth, [row]))[0]!;
  });
}

function requireContent(body: { Text: string; Files: unknown[] }) {
  if (!body.Text && body.Files.length === 0) {
    throw badRequest('សូមសរសេរសារ ឬភ្ជាប់ឯកសារ', 'Write a message or attach a file', [
      { Field: 'Text', Message: 'សូមសរសេរសារ ឬភ្ជាប់ឯកសារ', MessageEn: 'Write a message or attach a file' },
    ]);
  }
}

const previewOf = (text: string) => (text ? (text.length > 140 ? `${text.slice(0, 139)}…` : text) : '📎');

async function senderNames(tx: TTx, auth: TAuth) {
  const me = await repo.userById(tx, { campusId: auth.campusId, userId: auth.userId });
  return me ? toUser(me) : { FullName: auth.username, FullNameEn: auth.username };
}

const isFamily = (auth: TAuth) => auth.mobileActorType === MOBILE_ACTOR_TYPE.STUDENT || auth.mobileActorType === MOBILE_ACTOR_TYPE.GUARDIAN;

/**
 * The current year's classes the caller picks on /messages: the office's all, a teacher's her own (teaching
 * assignments, main teacher included), a student's or a guardian's own. Staff write to their classes as a whole.
 */
export async function listClasses(deps: TAppDeps, auth: TAuth): Promise<TMessageClass[]> {
  return inTenant(deps, auth, async (tx) => {
    const office = repo.isOffice(auth.mobileActorType);
    const rows = await repo.currentClasses(tx, { campusId: auth.campusId, ids: office ? undefined : await repo.classesOf(tx, callerOf(auth)) });
    return rows.map((r) => ({ Id: r.id, Code: r.code, Description: r.description, DescriptionEn: r.descriptionEn, CanMessageClass: !isFamily(auth) }));
  });
}

/**
 * One message to a whole class (issue 16 'class messages'): a message of its own to each student placed in the
 * class and to each of their guardians, in their conversation with the sender (an answer comes back to her only),
 * and one notification each. The office writes to any class, other staff to the classes they teach this year
 * (403 for another), families to none (403); an unknown class or another school's is 404. The files are stored
 * once and attached to every copy.
 */
export async function sendClassMessage(deps: TAppDeps, auth: TAuth, body: TMessageClassSend): Promise<TMessageClassSent> {
  requireContent(body);
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const cls = await repo.classById(tx, { campusId, id: body.AcademicClassId });
    if (!cls) throw notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
    if (isFamily(auth)) throw forbidden();
    if (!repo.isOffice(auth.mobileActorType) && !(await repo.classesOf(tx, callerOf(auth))).includes(cls.id)) {
      throw new AppError('FORBIDDEN', { km: 'អ្នកមិនបង្រៀនថ្នាក់នេះទេ', en: 'You do not teach this class' });
    }
    const family = (await familyAccountsOfClassIn(tx, { campusId, academicClassId: cls.id })).filter((a) => a.userId !== auth.userId);
    if (family.length === 0) {
      throw badRequest('ថ្នាក់នេះគ្មានសិស្ស ឬអាណាព្យាបាលដែលមានគណនីទេ', 'Nobody of this class has an account', [
        { Field: 'AcademicClassId', Message: 'គ្មានអ្នកទទួល', MessageEn: 'Nobody to write to' },
      ]);
    }
    // One id for every copy: the sender's list shows the sending once (listConversations).
    const classMessageId = newId();
    const rows = await repo.insertMessages(
      tx,
      family.map((a) => ({ campusId, senderUserId: auth.userId, recipientUserId: a.userId, text: body.Text, classMessageId, academicClassId: cls.id })),
    );
    for (const file of body.Files) {
      const saved = await files.saveUpload(deps, tx, { campusId, purpose: 'message', file, accept: files.DOCUMENT_KINDS });
      await repo.attachFiles(
        tx,
        rows.map((r) => ({ campusId, messageId: r.id, storedFileId: saved.id })),
      );
    }
    const from = await senderNames(tx, auth);
    const preview = previewOf(body.Text);
    await notify(tx, {
      campusId,
      userIds: family.map((a) => a.userId),
      topic: 'MESSAGE',
      title: `សារពី ${from.FullName} ជូនសិស្ស និងអាណាព្យាបាល ${cls.description}`,
      titleEn: `Message from ${from.FullNameEn} to ${cls.descriptionEn}`,
      description: preview,
      descriptionEn: preview,
      link: `/messages?with=${auth.userId}`,
    });
    const students = family.filter((a) => a.mobileActorType === MOBILE_ACTOR_TYPE.STUDENT).length;
    return { AcademicClassId: cls.id, ClassMessageId: classMessageId, Recipients: family.length, Students: students, Guardians: family.length - students };
  });
}

/**
 * Marks read what one person sent the caller, or the replies to a class message she sent; answers how many and the
 * caller's unread messages left.
 */
export async function markRead(deps: TAppDeps, auth: TAuth, body: { WithUserId?: string; ClassMessageId?: string }) {
  if (Boolean(body.WithUserId) === Boolean(body.ClassMessageId)) {
    throw badRequest('សូមជ្រើសរើសការសន្ទនា ឬសារថ្នាក់មួយ', 'Name one conversation or one class message', [
      { Field: 'WithUserId', Message: 'សូមជ្រើសរើសការសន្ទនា ឬសារថ្នាក់មួយ', MessageEn: 'Name one conversation or one class message' },
    ]);
  }
  return inTenant(deps, auth, async (tx) => {
    const p = { campusId: auth.campusId, userId: auth.userId };
    const marked = body.WithUserId
      ? await repo.markThreadRead(tx, { ...p, otherId: body.WithUserId })
      : await repo.markRead(tx, {
          campusId: auth.campusId,
          ids: (await repo.classReplies(tx, { ...p, classMessageId: body.ClassMessageId! })).filter((m) => !m.readAt).map((m) => m.id),
        });
    return { Marked: marked, Unread: await repo.countUnread(tx, { campusId: auth.campusId, userId: auth.userId }) };
  });
}

export async function readMessageFile(deps: TAppDeps, auth: TAuth, fileId: string) {
  return inTenant(deps, auth, async (tx) => {
    if (!(await repo.fileOfUser(tx, { campusId: auth.campusId, userId: auth.userId, fileId }))) throw notFound();
    const stored = await files.readStoredFile(deps, tx, { campusId: auth.campusId, id: fileId });
    if (!stored) throw notFound();
    return { data: stored.data, fileName: stored.file.fileName, contentType: stored.file.contentType };
  });
}
