import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { ZScoreExamType, ZScoreSubjectColumn, scoreSheetKeyFields } from '../score/score.schemas';

/**
 * Homework (issue 15; portal §2 `/homeworks`, `/homeworks/detail`; data-calls §3 'Homework', §4, §7): a
 * teacher assigns one homework to one or more of her classes for one subject; each student of those classes
 * submits once and may resubmit until the teacher returns it (after the due time a submission is late); the
 * teacher returns it with a comment, a score (scored homework) and a result document.
 */
/** The most files one homework, one submission or one result carries. */
export const HOMEWORK_MAX_FILES = 5;
/** The highest maximum score a scored homework may have. */
export const HOMEWORK_MAX_SCORE = 1000;

/** A student's state on a homework (data-calls §3 'Status', values not given by the spec). */
export const HOMEWORK_STATUS = { NOT_SUBMITTED: 0, SUBMITTED: 1, LATE: 2, RETURNED: 3 } as const;
export const HOMEWORK_STATUS_VALUES = [0, 1, 2, 3] as const;

/** What happened on a student's submission (`homework-history`). */
export const HOMEWORK_EVENT = { SUBMITTED: 1, LATE: 2, RETURNED: 3 } as const;

export const ZHomeworkFile = z.object({ Id: ZId, FileName: z.string(), ContentType: z.string(), Size: z.number().int() });
export type THomeworkFile = z.infer<typeof ZHomeworkFile>;

export const ZHomeworkClass = z.object({
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  CourseLevelSubjectId: ZId,
});

export const ZHomework = z.object({
  Id: ZId,
  Title: z.string(),
  Instructions: z.string(),
  SubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  Classes: z.array(ZHomeworkClass),
  /** Due date and time as an instant (ISO); `DueDate`/`DueTime` the same in Phnom Penh's local time. */
  DueAt: z.string(),
  DueDate: z.string(),
  DueTime: z.string(),
  IsScored: z.boolean(),
  MaxScore: z.number().nullable(),
  IsArchived: z.boolean(),
  CreatedBy: z.string(),
  CreatedByEn: z.string(),
  CreatedAt: z.string(),
  Files: z.array(ZHomeworkFile),
  /** Active students of its classes, and how many of them submitted (on time or late), were late, have not. */
  Students: z.number().int(),
  Submitted: z.number().int(),
  Late: z.number().int(),
  NotYet: z.number().int(),
  Returned: z.number().int(),
  /** The state of the student read (a student herself, a guardian's child): HOMEWORK_STATUS; null for staff. */
  MyStatus: z.number().int().nullable(),
  MyScore: z.number().nullable(),
  /** The caller may edit, archive and delete it (its author, or the office). */
  CanEdit: z.boolean(),
  Version: z.number().int(),
});
export type THomework = z.infer<typeof ZHomework>;

/** A comment (data-calls §3 'Comment'). */
export const ZHomeworkComment = z.object({
  Id: ZId,
  ActorId: z.string().nullable(),
  ActorType: z.number().int().nullable(),
  UserName: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int().nullable(),
  GenderDesc: z.string(),
  GenderDescEn: z.string(),
  Comment: z.string(),
  Date: z.string(),
  DateCreate: z.string(),
  Files: z.array(ZHomeworkFile),
});
export type THomeworkComment = z.infer<typeof ZHomeworkComment>;

/** One student's submission (or its absence: Status 0, Version 0). */
export const ZHomeworkSubmission = z.object({
  StudentId: ZId,
  StudentCode: z.string().nullable(),
  FullName: z.string(),
  FullNameEn: z.string(),
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  StudentAcademicClassId: ZId,
  Status: z.number().int(),
  Text: z.string(),
  SubmittedAt: z.string().nullable(),
  Files: z.array(ZHomeworkFile),
  Score: z.number().nullable(),
  ResultComment: z.string().nullable(),
  ResultDocument: ZHomeworkFile.nullable(),
  ReturnedAt: z.string().nullable(),
  ReturnedBy: z.string().nullable(),
  Version: z.number().int(),
});
export type THomeworkSubmission = z.infer<typeof ZHomeworkSubmission>;

export const ZHomeworkDetail = ZHomework.extend({
  Comments: z.array(ZHomeworkComment),
  /** The teacher and the office: every student of its classes; a student: her own; a guardian: the child read. */
  Submissions: z.array(ZHomeworkSubmission),
  /** The caller (a student) may submit now. */
  CanSubmit: z.boolean(),
});
export type THomeworkDetail = z.infer<typeof ZHomeworkDetail>;

export const ZHomeworkHistoryEntry = z.object({
  Id: ZId,
  Kind: z.number().int(),
  At: z.string(),
  By: z.string(),
  Text: z.string().nullable(),
  Score: z.number().nullable(),
  FileNames: z.array(z.string()),
});
export type THomeworkHistoryEntry = z.infer<typeof ZHomeworkHistoryEntry>;

/** A class and subject the caller may assign homework to. */
export const ZHomeworkTarget = z.object({
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  CourseLevelSubjectId: ZId,
  SubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
});
export type THomeworkTarget = z.infer<typeof ZHomeworkTarget>;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** `GET /api/student/v2/homework` (data-calls §7): newest due first, paged; `archived` lists the archived ones. */
export const ZHomeworkListQuery = ZPageQuery.extend({
  /** The student read (a guardian's child; a student herself by default). */
  actorId: optional(ZId),
  classId: optional(ZId),
  subjectId: optional(ZId),
  /** Homework due on or after this date. */
  fromDate: optional(ZCalendarDate),
  archived: optional(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export type THomeworkListQuery = z.output<typeof ZHomeworkListQuery>;

export const ZHomeworkFindQuery = z.object({ id: ZId, actorId: optional(ZId) });
export const ZHomeworkHistoryQuery = z.object({ id: ZId, studentAcademicClassId: optional(ZId), studentId: optional(ZId) });
export const ZHomeworkIdQuery = z.object({ id: ZId });
export const ZHomeworkTargetQuery = z.object({ academicYearId: optional(ZId) });

const ZFiles = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && ['', '[]'].includes(v.trim())) ? [] : Array.isArray(v) ? v : [v]),
  z.array(ZUploadFile).max(HOMEWORK_MAX_FILES),
);
const ZTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'ម៉ោងមិនត្រឹមត្រូវ (ម៉ោង:នាទី) | The time is not valid (HH:mm)' });

const fields = {
  Title: zf.text(200),
  Instructions: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(5000)),
  /** Phnom Penh's local date and time the homework is due. */
  DueDate: ZCalendarDate,
  DueTime: z.preprocess((v) => (v === undefined || v === null || v === '' ? '23:59' : v), ZTime),
  IsScored: zf.bool(false),
  MaxScore: zf.optNumber(0, HOMEWORK_MAX_SCORE),
  Files: ZFiles,
};

/** `POST /api/student/v2/assign-homework` (multipart): one homework for a subject in one or more classes. */
export const ZHomeworkAssign = z.strictObject({
  AcademicClassIds: zf.ids(),
  SubjectId: ZId,
  ...fields,
});
export type THomeworkAssign = z.output<typeof ZHomeworkAssign>;

/** `PUT /api/student/v1/update-homework` (multipart): its fields, new files and files to remove. */
export const ZHomeworkUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  ...fields,
  RemoveFileIds: zf.ids(),
});
export type THomeworkUpdate = z.output<typeof ZHomeworkUpdate>;

/** `POST /api/student/archived-homework` (form): archive (true) or bring back (false). */
export const ZHomeworkArchive = z.strictObject({ Id: ZId, Version: ZVersion, Archived: zf.bool(true) });
export type THomeworkArchive = z.output<typeof ZHomeworkArchive>;

/**
 * `POST /api/student/homework-comment` (multipart): a comment on a homework, by its teacher or a student of it,
 * with files (data-calls §3 'Comment' Files); a comment of files alone may leave its text empty.
 */
export const ZHomeworkCommentCreate = z.strictObject({
  HomeworkId: ZId,
  Comment: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(2000)),
  Files: ZFiles,
});
export type THomeworkCommentCreate = z.output<typeof ZHomeworkCommentCreate>;

/**
 * `POST /api/student/homework-result-comment` (multipart): the teacher returns a student's work with a
 * comment, a score (scored homework) and a result document. `Version` is the submission's (0: none yet).
 */
export const ZHomeworkResult = z.strictObject({
  HomeworkId: ZId,
  StudentId: ZId,
  Version: zf.int(0),
  Score: zf.optNumber(0, HOMEWORK_MAX_SCORE),
  ResultComment: zf.optText(2000),
  File: z.preprocess((v) => (v === '' || v === null || v === '[]' ? undefined : v), ZUploadFile.optional()),
});
export type THomeworkResult = z.output<typeof ZHomeworkResult>;

/**
 * `POST /api/student/v2/submit-homework` (multipart): the signed-in student's work. `Version` 0 for a first
 * submission, else the submission's; `ClientKey` (a uuid the page makes per attempt) makes a retry harmless.
 */
export const ZHomeworkSubmit = z.strictObject({
  HomeworkId: ZId,
  Version: zf.int(0),
  Text: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(5000)),
  Files: ZFiles,
  ClientKey: zf.optId(),
});
export type THomeworkSubmit = z.output<typeof ZHomeworkSubmit>;

// ---------------------------------------------------------------------------------------------------
// A scored homework into an exam's score sheet (issue 15: 'as one mark; the teacher decides')

/** Where a homework's marks are on score sheets: one sheet (class, exam, subject) and how many of its cells. */
export const ZHomeworkMarkSheet = z.object({
  ...scoreSheetKeyFields,
  Marks: z.number().int(),
});
export type THomeworkMarkSheet = z.infer<typeof ZHomeworkMarkSheet>;

/**
 * designed `GET /api/student/homework-score-option?id&academicClassId&examTypeId`: what the teacher chooses from to
 * put a scored homework's returned scores into a score sheet: the homework's classes, the exam types of the chosen
 * class's year (the current one by default), the subjects the caller enters in that class with each sheet's
 * maximum, version and state, the returned scores of the class's students, and where its marks already are.
 */
export const ZHomeworkScoreOption = z.object({
  HomeworkId: ZId,
  MaxScore: z.number(),
  AcademicClassId: ZId,
  Classes: z.array(ZHomeworkClass.omit({ CourseLevelSubjectId: true })),
  ExamTypes: z.array(ZScoreExamType),
  /** The exam type shown (null: the class's year has none). */
  ExamTypeId: ZId.nullable(),
  /** The caller's scoring subjects in the class for that exam; the homework's own subject first. */
  Subjects: z.array(ZScoreSubjectColumn.extend({ IsHomeworkSubject: z.boolean() })),
  /** The class's active students with a returned score (the others' cells are left as they are). */
  Marks: z.array(z.object({ StudentId: ZId, FullName: z.string(), FullNameEn: z.string(), Score: z.number() })),
  /** Active students of the class without a returned score. */
  Unmarked: z.number().int(),
  Sheets: z.array(ZHomeworkMarkSheet),
});
export type THomeworkScoreOption = z.infer<typeof ZHomeworkScoreOption>;

export const ZHomeworkScoreOptionQuery = z.object({ id: ZId, academicClassId: optional(ZId), examTypeId: optional(ZId) });

/**
 * designed `POST /api/student/homework-score` (JSON): the returned scores of one class, scaled to the subject's
 * maximum (score ÷ homework maximum × subject maximum, two decimals), written into that exam's sheet in one
 * transaction at the sheet `Version` read (null: no sheet yet), each cell marked as coming from this homework.
 * Refused while the sheet is submitted or released.
 */
export const ZHomeworkScoreTransfer = z.strictObject({
  HomeworkId: ZId,
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  CourseLevelSubjectId: ZId,
  Version: z.number().int().min(1).nullable(),
});
export type THomeworkScoreTransfer = z.infer<typeof ZHomeworkScoreTransfer>;

export const ZHomeworkScoreTransferResult = z.object({
  /** Cells written (one per student with a returned score). */
  Written: z.number().int(),
  /** The sheet's version after the save. */
  Version: z.number().int(),
  Sheets: z.array(ZHomeworkMarkSheet),
});
export type THomeworkScoreTransferResult = z.infer<typeof ZHomeworkScoreTransferResult>;

/** Whether a submission made at `submittedAt` is late for a homework due at `dueAt`. */
export const isLateSubmission = (dueAt: string | Date, submittedAt: string | Date) => new Date(submittedAt).getTime() > new Date(dueAt).getTime();
