import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZVersion } from '../common/fields.schemas';

/**
 * Classroom and live class (issue 15; portal §2 `/classroom`, `/classroom/detail`; data-calls §3 'Live class:
 * IsLive', §4 'teacher closes it; users join by class-live id', §7 'Live class'). A classroom is one class ×
 * one subject (the class's course-level subject); a live class is a meeting link its teacher (or the office)
 * opens for it, which the students of the class join, until it is closed.
 */
const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A meeting link: an absolute https URL (Meet, Zoom, Jitsi …), at most 500 characters. */
export const ZMeetingLink = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: 'សូមបញ្ចូលតំណភ្ជាប់ថ្នាក់ផ្ទាល់ | Enter the live class link' })
    .max(500, { message: 'តំណភ្ជាប់វែងពេក | The link is too long' })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'https:' && u.hostname.includes('.');
        } catch {
          return false;
        }
      },
      { message: 'តំណភ្ជាប់ត្រូវតែជាអាសយដ្ឋាន https ត្រឹមត្រូវ | The link must be a valid https address' },
    ),
);

export const ZClassLiveJoin = z.object({
  StudentId: ZId.nullable(),
  FullName: z.string(),
  FullNameEn: z.string(),
  JoinedAt: z.string(),
});
export type TClassLiveJoin = z.infer<typeof ZClassLiveJoin>;

/** One live class (open while `IsLive`). */
export const ZClassLive = z.object({
  Id: ZId,
  AcademicClassId: ZId,
  CourseLevelSubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  Link: z.string(),
  IsLive: z.boolean(),
  StartedAt: z.string(),
  ClosedAt: z.string().nullable(),
  StartedBy: z.string(),
  StartedByEn: z.string(),
  /** Who joined and when: the teacher and the office; a student only her own joins. */
  Joins: z.array(ZClassLiveJoin),
  /** The caller may change and close it (a teacher of the pair, the office). */
  CanManage: z.boolean(),
  Version: z.number().int(),
});
export type TClassLive = z.infer<typeof ZClassLive>;

/** One classroom (class × subject) of the caller. */
export const ZClassroom = z.object({
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  CourseLevelSubjectId: ZId,
  SubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  /** The teachers assigned to the pair (names joined), empty when none. */
  Teacher: z.string(),
  TeacherEn: z.string(),
  /** Homework of the pair due this week (Monday to Sunday, Phnom Penh), archived ones aside. */
  HomeworkThisWeek: z.number().int(),
  /** The open live class of the pair, if any. */
  Live: ZClassLive.nullable(),
  /** The saved meeting link of the pair (`PUT /api/academic-class/link`). */
  Link: z.string().nullable(),
  CanManage: z.boolean(),
});
export type TClassroom = z.infer<typeof ZClassroom>;

export const ZClassroomStudent = z.object({
  StudentId: ZId,
  StudentCode: z.string().nullable(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int().nullable(),
});
export type TClassroomStudent = z.infer<typeof ZClassroomStudent>;

export const ZClassroomDetail = ZClassroom.extend({
  /** The class's active students: for its teachers and the office; empty for a student or a guardian. */
  Students: z.array(ZClassroomStudent),
});
export type TClassroomDetail = z.infer<typeof ZClassroomDetail>;

export const ZClassroomListQuery = z.object({});
export const ZClassroomDetailQuery = z.object({ academicClassId: ZId, courseLevelSubjectId: ZId });
export const ZClassLiveQuery = z.object({ academicClassId: ZId, courseLevelSubjectId: optional(ZId) });
export const ZClassLiveCloseQuery = z.object({ id: ZId, version: optional(z.coerce.number().int().min(0)) });
export const ZClassLiveJoinQuery = z.object({ classLiveId: ZId });

/** `POST /api/academic-class/live`: open a live class for a class × subject. */
export const ZClassLiveStart = z.strictObject({ AcademicClassId: ZId, CourseLevelSubjectId: ZId, Link: ZMeetingLink });
export type TClassLiveStart = z.output<typeof ZClassLiveStart>;

/** `PUT /api/academic-class/live`: change the link of an open live class. */
export const ZClassLiveUpdate = z.strictObject({ Id: ZId, Version: ZVersion, Link: ZMeetingLink });
export type TClassLiveUpdate = z.output<typeof ZClassLiveUpdate>;

/** `PUT /api/academic-class/link`: the saved meeting link of a class × subject (null clears it). */
export const ZClassLinkSave = z.strictObject({
  AcademicClassId: ZId,
  CourseLevelSubjectId: ZId,
  Link: z.preprocess(blank, ZMeetingLink.optional()).transform((v) => v ?? null),
});
export type TClassLinkSave = z.output<typeof ZClassLinkSave>;

/** What joining answers: the link to open. */
export const ZClassLiveJoined = z.object({ Link: z.string(), JoinedAt: z.string() });

export const ZClassLinkSaved = z.object({ AcademicClassId: ZId, CourseLevelSubjectId: ZId, Link: z.string().nullable() });
