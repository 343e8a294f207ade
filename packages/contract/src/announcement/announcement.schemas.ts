import { z } from 'zod';
import { ZId, ZPageQuery, ZQueryBoolean } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { ANNOUNCEMENT_TARGET_TYPE } from '../enum/enum.values';
import { enumValues } from '../enum/enum.setup';

/**
 * School announcements (data-calls §3 'Dashboard and announcements', §4 'publish flag; deletion is a PUT', §6
 * admin and non-admin modes; issue 16). The office writes one in Khmer and English with files and a target,
 * keeps it as a draft, then publishes it; its readers are fixed when it is published (and notified then).
 */
export const ANNOUNCEMENT_MAX_FILES = 5;

/** An attached file (data-calls §3 'Attachment': FileName, Id, Date, Path, Size). */
export const ZAnnouncementAttachment = z.object({
  Id: ZId,
  FileName: z.string(),
  ContentType: z.string(),
  Date: z.string(),
  /** The call that downloads it (with the Bearer token). */
  Path: z.string(),
  Size: z.number().int(),
});
export type TAnnouncementAttachment = z.infer<typeof ZAnnouncementAttachment>;

/** A list entry (data-calls §3 'school_announcements entry'). */
export const ZAnnouncementEntry = z.object({
  Id: ZId,
  Title: z.string(),
  TitleEn: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  IsPublish: z.boolean(),
  TargetType: z.number().int(),
  CreatedBy: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  PublishedAt: z.string().nullable(),
  /** The web page that shows it (`/announcement/detail?id=`). */
  Url: z.string(),
  /** The first file, if any. */
  Attachment: ZAnnouncementAttachment.nullable(),
  FileCount: z.number().int(),
});
export type TAnnouncementEntry = z.infer<typeof ZAnnouncementEntry>;

/** One announcement (data-calls §3 'Announcement'). */
export const ZAnnouncement = ZAnnouncementEntry.extend({
  /** The grades (TargetType LEVEL) or classes (CLASS) it is for; empty for the other targets. */
  TargetTypes: z.array(ZRef),
  Files: z.array(ZAnnouncementAttachment),
  /** Accounts it was addressed to when published (the office's view; 0 for a draft). */
  ReaderCount: z.number().int(),
  CanEdit: z.boolean(),
  Version: z.number().int(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementListQuery = ZPageQuery.extend({
  /**
   * data-calls §6: the admin mode lists every stored announcement, drafts included (MANAGE_ANNOUNCEMENT,
   * 403 otherwise); without it, the published ones addressed to the caller, newest first.
   */
  admin: ZQueryBoolean.optional(),
});
export type TAnnouncementListQuery = z.output<typeof ZAnnouncementListQuery>;

export const ZAnnouncementIdQuery = z.object({ id: ZId });
export const ZAnnouncementFileQuery = z.object({
  announcementId: ZId,
  /** One of its files; absent: the first. */
  fileId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
});

const ZFiles = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && ['', '[]'].includes(v.trim())) ? [] : Array.isArray(v) ? v : [v]),
  z.array(ZUploadFile).max(ANNOUNCEMENT_MAX_FILES),
);

/**
 * `POST /api/school-announcement/v1` (form): without `Id` a new announcement, with `Id` and `Version` a change
 * to one. `IsPublish` true publishes it (once: a published one stays published and keeps its target).
 */
export const ZAnnouncementSave = z.strictObject({
  Id: zf.optId(),
  Version: zf.optInt(1),
  Title: zf.text(200),
  TitleEn: zf.text(200),
  Description: zf.text(5000),
  DescriptionEn: zf.text(5000),
  TargetType: zf.oneOf(enumValues(ANNOUNCEMENT_TARGET_TYPE)),
  /** The grade (course level) or class ids of a LEVEL or CLASS target. */
  TargetTypes: zf.ids(),
  IsPublish: zf.bool(false),
  Files: ZFiles,
  RemoveFileIds: zf.ids(),
});
export type TAnnouncementSave = z.output<typeof ZAnnouncementSave>;

/** `PUT /api/school-announcement?id=` deletes (data-calls §4); `version` guards against a concurrent change. */
export const ZAnnouncementDeleteQuery = z.object({ id: ZId, version: z.coerce.number().int().min(1).optional() });
