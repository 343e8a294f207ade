import { ANNOUNCEMENT_MAX_FILES, ANNOUNCEMENT_TARGET_TYPE } from '@school/contract';
import type {
  TAnnouncement,
  TAnnouncementAttachment,
  TAnnouncementEntry,
  TAnnouncementListQuery,
  TAnnouncementSave,
} from '@school/contract/announcement/announcement.schemas';
import type { TUploadFile } from '@school/contract/common/form.schemas';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { badRequest, conflict, forbidden, notFound, stale } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { pageOffset } from '../../lib/paging';
import * as files from '../file/file.service';
import { notify } from '../notification/notification.service';
import * as repo from './announcement.repository';

/**
 * Announcements (issue 16; data-calls §3, §4, §6). The office (MANAGE_ANNOUNCEMENT) writes, publishes and
 * deletes them and reads every stored one (admin mode); anyone else with the menu reads the published ones
 * addressed to them. An announcement's readers are fixed when it is published, and each is notified then.
 */
const OFFICE_KEY = 'MANAGE_ANNOUNCEMENT';
const T = ANNOUNCEMENT_TARGET_TYPE;

const announcementNotFound = () => notFound('រកមិនឃើញសេចក្តីជូនដំណឹងនេះទេ', 'The announcement was not found');
const fieldError = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);

export const announcementLink = (id: string) => `/announcement/detail?id=${id}`;
const fileLink = (announcementId: string, fileId: string) => `/api/school-announcement/attachment-file?announcementId=${announcementId}&fileId=${fileId}`;

const toAttachment = (f: repo.TAnnouncementFileRow): TAnnouncementAttachment => ({
  Id: f.id,
  FileName: f.fileName,
  ContentType: f.contentType,
  Date: f.createdAt.toISOString(),
  Path: fileLink(f.announcementId, f.id),
  Size: f.size,
});

function toEntry(row: repo.TAnnouncementRow, rowFiles: repo.TAnnouncementFileRow[]): TAnnouncementEntry {
  const own = rowFiles.filter((f) => f.announcementId === row.id);
  return {
    Id: row.id,
    Title: row.title,
    TitleEn: row.titleEn,
    Description: row.description,
    DescriptionEn: row.descriptionEn,
    IsPublish: row.isPublish,
    TargetType: row.targetType,
    CreatedBy: row.createdBy,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    PublishedAt: row.publishedAt?.toISOString() ?? null,
    Url: announcementLink(row.id),
    Attachment: own[0] ? toAttachment(own[0]) : null,
    FileCount: own.length,
  };
}

const isOffice = (auth: TAuth) => auth.permissions.has(OFFICE_KEY);

export async function listAnnouncements(deps: TAppDeps, auth: TAuth, query: TAnnouncementListQuery) {
  if (query.admin && !isOffice(auth)) throw forbidden();
  return inTenant(deps, auth, async (tx) => {
    const { rows, total } = await repo.listAnnouncements(tx, {
      campusId: auth.campusId,
      readerUserId: query.admin ? undefined : auth.userId,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const rowFiles = await repo.listFiles(tx, { campusId: auth.campusId, announcementIds: rows.map((r) => r.id) });
    return { items: rows.map((r) => toEntry(r, rowFiles)), total };
  });
}

/** The row if the caller reads it: the office every one, others a published one addressed to them. */
async function readable(tx: TTx, auth: TAuth, id: string): Promise<repo.TAnnouncementRow> {
  const row = await repo.getAnnouncement(tx, { campusId: auth.campusId, id });
  if (!row) throw announcementNotFound();
  if (isOffice(auth)) return row;
  if (!row.isPublish || !(await repo.isReader(tx, { campusId: auth.campusId, announcementId: id, userId: auth.userId }))) throw announcementNotFound();
  return row;
}

async function wireOne(tx: TTx, auth: TAuth, row: repo.TAnnouncementRow): Promise<TAnnouncement> {
  const rowFiles = await repo.listFiles(tx, { campusId: auth.campusId, announcementIds: [row.id] });
  const targets = await repo.listTargets(tx, { campusId: auth.campusId, announcementId: row.id });
  const office = isOffice(auth);
  return {
    ...toEntry(row, rowFiles),
    TargetTypes: targets.map((t) => ({ Id: (t.courseLevelId ?? t.academicClassId)!, Description: t.description, DescriptionEn: t.descriptionEn })),
    Files: rowFiles.map(toAttachment),
    ReaderCount: office ? await repo.countReaders(tx, { campusId: auth.campusId, announcementId: row.id }) : 0,
    CanEdit: office,
    Version: row.version,
  };
}

export async function showAnnouncement(deps: TAppDeps, auth: TAuth, id: string): Promise<TAnnouncement> {
  return inTenant(deps, auth, async (tx) => wireOne(tx, auth, await readable(tx, auth, id)));
}

export async function readAnnouncementFile(deps: TAppDeps, auth: TAuth, query: { announcementId: string; fileId?: string }) {
  return inTenant(deps, auth, async (tx) => {
    await readable(tx, auth, query.announcementId);
    const rowFiles = await repo.listFiles(tx, { campusId: auth.campusId, announcementIds: [query.announcementId] });
    const file = query.fileId ? rowFiles.find((f) => f.id === query.fileId) : rowFiles[0];
    if (!file) throw notFound('រកមិនឃើញឯកសារភ្ជាប់នេះទេ', 'The attached file was not found');
    const stored = await files.readStoredFile(deps, tx, { campusId: auth.campusId, id: file.id });
    if (!stored) throw notFound('រកមិនឃើញឯកសារភ្ជាប់នេះទេ', 'The attached file was not found');
    return { data: stored.data, fileName: stored.file.fileName, contentType: stored.file.contentType };
  });
}

/** The grades or classes of a LEVEL or CLASS target, checked against the campus; none for the other targets. */
async function checkTargets(tx: TTx, campusId: string, body: TAnnouncementSave): Promise<string[]> {
  const ids = [...new Set(body.TargetTypes.map((id) => id.toLowerCase()))];
  if (body.TargetType !== T.LEVEL && body.TargetType !== T.CLASS) return [];
  if (ids.length === 0) {
    throw body.TargetType === T.LEVEL
      ? fieldError('TargetTypes', 'សូមជ្រើសរើសកម្រិតថ្នាក់យ៉ាងតិចមួយ', 'Choose at least one grade')
      : fieldError('TargetTypes', 'សូមជ្រើសរើសថ្នាក់រៀនយ៉ាងតិចមួយ', 'Choose at least one class');
  }
  const found = body.TargetType === T.LEVEL ? await repo.existingCourseLevels(tx, { campusId, ids }) : await repo.existingClasses(tx, { campusId, ids });
  if (found.length !== ids.length) {
    throw body.TargetType === T.LEVEL
      ? fieldError('TargetTypes', 'រកមិនឃើញកម្រិតថ្នាក់ដែលបានជ្រើសរើសខ្លះទេ', 'Some of the chosen grades were not found')
      : fieldError('TargetTypes', 'រកមិនឃើញថ្នាក់រៀនដែលបានជ្រើសរើសខ្លះទេ', 'Some of the chosen classes were not found');
  }
  return ids;
}

async function saveFiles(deps: TAppDeps, tx: TTx, campusId: string, announcementId: string, uploads: TUploadFile[]) {
  for (const file of uploads) {
    const saved = await files.saveUpload(deps, tx, { campusId, purpose: 'announcement', file, accept: files.DOCUMENT_KINDS });
    await repo.attachFile(tx, { campusId, announcementId, storedFileId: saved.id });
  }
}

/** Fixes the readers of a newly published announcement and tells each of them. */
async function publish(tx: TTx, auth: TAuth, row: repo.TAnnouncementRow, targetIds: string[]) {
  const readers = await repo.resolveReaders(tx, { campusId: auth.campusId, targetType: row.targetType, targetIds });
  await repo.insertReaders(tx, { campusId: auth.campusId, announcementId: row.id, userIds: readers });
  const short = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  await notify(tx, {
    campusId: auth.campusId,
    userIds: readers.filter((id) => id !== auth.userId),
    topic: 'ANNOUNCEMENT',
    title: row.title,
    titleEn: row.titleEn,
    description: short(row.description),
    descriptionEn: short(row.descriptionEn),
    link: announcementLink(row.id),
  });
}

/** `POST /api/school-announcement/v1`: a new announcement, or a change to one; `IsPublish` publishes it. */
export async function saveAnnouncement(deps: TAppDeps, auth: TAuth, body: TAnnouncementSave): Promise<TAnnouncement> {
  const removedKeys: (string | undefined)[] = [];
  const result = await inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const targetIds = await checkTargets(tx, campusId, body);
    const values = {
      title: body.Title,
      titleEn: body.TitleEn,
      description: body.Description,
      descriptionEn: body.DescriptionEn,
      targetType: body.TargetType,
    };
    if (!body.Id) {
      if (body.RemoveFileIds.length > 0) throw fieldError('RemoveFileIds', 'សេចក្តីជូនដំណឹងថ្មីមិនទាន់មានឯកសារ', 'A new announcement has no files yet');
      const row = await repo.insertAnnouncement(tx, {
        campusId,
        values: {
          ...values,
          isPublish: body.IsPublish,
          publishedAt: body.IsPublish ? new Date() : null,
          createdByUserId: auth.userId,
          createdBy: auth.username,
        },
      });
      await repo.replaceTargets(tx, { campusId, announcementId: row.id, targetType: body.TargetType, ids: targetIds });
      await saveFiles(deps, tx, campusId, row.id, body.Files);
      if (row.isPublish) await publish(tx, auth, row, targetIds);
      return wireOne(tx, auth, row);
    }
    if (body.Version === undefined) throw fieldError('Version', 'ត្រូវការលេខកំណែ (Version) ដើម្បីកែប្រែ', 'Version is required to change an announcement');
    const current = await repo.getAnnouncement(tx, { campusId, id: body.Id });
    if (!current) throw announcementNotFound();
    if (current.version !== body.Version) throw stale();
    if (current.isPublish && !body.IsPublish) {
      throw conflict(
        'សេចក្តីជូនដំណឹងនេះបានផ្សព្វផ្សាយរួចហើយ មិនអាចត្រឡប់ជាសេចក្តីព្រាងវិញបានទេ (អាចលុបបាន)',
        'This announcement is published and cannot go back to draft (it can be deleted)',
      );
    }
    if (current.isPublish) {
      const before = await repo.listTargets(tx, { campusId, announcementId: current.id });
      const beforeIds = before.map((t) => (t.courseLevelId ?? t.academicClassId)!).sort();
      if (current.targetType !== body.TargetType || beforeIds.join() !== [...targetIds].sort().join()) {
        throw conflict('មិនអាចប្តូរអ្នកទទួលនៃសេចក្តីជូនដំណឹងដែលបានផ្សព្វផ្សាយរួចទេ', 'The readers of a published announcement cannot change');
      }
    }
    const removed = await repo.detachFiles(tx, { campusId, announcementId: current.id, storedFileIds: body.RemoveFileIds });
    for (const id of removed) removedKeys.push(await files.deleteStoredFile(tx, { campusId, id }));
    const kept = (await repo.listFiles(tx, { campusId, announcementIds: [current.id] })).length;
    if (kept + body.Files.length > ANNOUNCEMENT_MAX_FILES) {
      throw fieldError(
        'Files',
        `សេចក្តីជូនដំណឹងមួយអាចភ្ជាប់ឯកសារបានមិនលើសពី ${khmerDigits(ANNOUNCEMENT_MAX_FILES)} ទេ`,
        `One announcement can carry at most ${ANNOUNCEMENT_MAX_FILES} files`,
      );
    }
    const publishing = body.IsPublish && !current.isPublish;
    const saved = await repo.saveAnnouncement(tx, {
      campusId,
      id: current.id,
      version: body.Version,
      values: {
        ...values,
        isPublish: body.IsPublish,
        publishedAt: publishing ? new Date() : current.publishedAt,
        createdByUserId: current.createdByUserId,
        createdBy: current.createdBy,
      },
    });
    if (!saved) throw stale();
    if (!current.isPublish) await repo.replaceTargets(tx, { campusId, announcementId: current.id, targetType: body.TargetType, ids: targetIds });
    await saveFiles(deps, tx, campusId, current.id, body.Files);
    if (publishing) await publish(tx, auth, saved, targetIds);
    return wireOne(tx, auth, saved);
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return result;
}

/** `PUT /api/school-announcement?id=` (the spec's delete): the announcement, its readers and its files. */
export async function deleteAnnouncement(deps: TAppDeps, auth: TAuth, query: { id: string; version?: number }): Promise<null> {
  const removedKeys: (string | undefined)[] = [];
  await inTenant(deps, auth, async (tx) => {
    const current = await repo.getAnnouncement(tx, { campusId: auth.campusId, id: query.id });
    if (!current) throw announcementNotFound();
    if (query.version !== undefined && current.version !== query.version) throw stale();
    const detached = await repo.detachFiles(tx, { campusId: auth.campusId, announcementId: current.id, storedFileIds: 'all' });
    await repo.removeAnnouncement(tx, { campusId: auth.campusId, id: current.id });
    for (const id of detached) removedKeys.push(await files.deleteStoredFile(tx, { campusId: auth.campusId, id }));
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return null;
}
