import type { TConversation, TMessage, TMessageSend, TMessageUser, TThread } from '@school/contract/message/message.schemas';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { badRequest, notFound } from '../../lib/app-error';
import * as files from '../file/file.service';
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

export async function listConversations(deps: TAppDeps, auth: TAuth): Promise<{ items: TConversation[]; unread: number }> {
  return inTenant(deps, auth, async (tx) => {
    const rows = await repo.conversations(tx, { campusId: auth.campusId, userId: auth.userId });
    const items: TConversation[] = [];
    for (const r of rows) {
      const other = await repo.userById(tx, { campusId: auth.campusId, userId: r.otherId });
      if (!other) continue;
      items.push({ ...toUser(other), LastText: r.text, LastAt: r.createdAt.toISOString(), LastIsMine: r.senderUserId === auth.userId, Unread: r.unread });
    }
    return { items, unread: items.reduce((sum, c) => sum + c.Unread, 0) };
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
  if (!body.Text && body.Files.length === 0) {
    throw badRequest('សូមសរសេរសារ ឬភ្ជាប់ឯកសារ', 'Write a message or attach a file', [
      { Field: 'Text', Message: 'សូមសរសេរសារ ឬភ្ជាប់ឯកសារ', MessageEn: 'Write a message or attach a file' },
    ]);
  }
  return inTenant(deps, auth, async (tx) => {
    const to = await repo.reachableUser(tx, callerOf(auth), body.ToUserId);
    if (!to) throw personNotFound();
    const row = await repo.insertMessage(tx, { campusId: auth.campusId, senderUserId: auth.userId, recipientUserId: to.userId, text: body.Text });
    for (const file of body.Files) {
      const saved = await files.saveUpload(deps, tx, { campusId: auth.campusId, purpose: 'message', file, accept: files.DOCUMENT_KINDS });
      await repo.attachFile(tx, { campusId: auth.campusId, messageId: row.id, storedFileId: saved.id });
    }
    const me = await repo.userById(tx, { campusId: auth.campusId, userId: auth.userId });
    const from = me ? toUser(me) : { FullName: auth.username, FullNameEn: auth.username };
    const preview = body.Text ? (body.Text.length > 140 ? `${body.Text.slice(0, 139)}…` : body.Text) : '📎';
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

/** Marks read what one person sent the caller; answers how many and the caller's unread messages left. */
export async function markRead(deps: TAppDeps, auth: TAuth, withUserId: string) {
  return inTenant(deps, auth, async (tx) => {
    const marked = await repo.markThreadRead(tx, { campusId: auth.campusId, userId: auth.userId, otherId: withUserId });
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
