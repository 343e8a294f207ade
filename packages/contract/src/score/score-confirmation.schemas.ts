import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zf } from '../common/fields.schemas';
import { zForm } from '../common/form.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { jsonText, ZScoreExamType } from './score.schemas';

/**
 * Review, confirmation and release of score sheets (issue 13; portal §3 SCORE_VISIBILITY_STATUS, data-calls §4
 * 'Confirmation toggled by IsActive'). A teacher submits her sheet (DRAFT 0 → REQUIRED_CONFIRMATION 1, `PUT
 * confirmation-active` with IsActive true; false takes it back while the office has not acted); the office
 * confirms it (→ LIVE 2, students and guardians see it) or sends it one step back with a note
 * (`confirmation-detail-class-previous`: submitted → DRAFT, LIVE → submitted, the note required).
 */

/**
 * A sheet's place in the review, as the office's overview shows it: `missing` (never saved or nothing entered),
 * `in-progress` (some students entered), `complete` (every active student has a score or a status, not
 * submitted), `submitted` (REQUIRED_CONFIRMATION), `live` (LIVE).
 */
export const SCORE_REVIEW_STATES = ['missing', 'in-progress', 'complete', 'submitted', 'live'] as const;
export const ZScoreReviewState = z.enum(SCORE_REVIEW_STATES);
export type TScoreReviewState = z.infer<typeof ZScoreReviewState>;

/** One class × subject sheet of an exam type in the office's overview. */
export const ZScoreReviewSheet = z.object({
  /** The sheet (null: never saved). */
  Id: ZId.nullable(),
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  CourseLevelSubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  ExamTypeId: ZId,
  Version: z.number().int().nullable(),
  Visibility: z.number().int(),
  State: ZScoreReviewState,
  Entered: z.number().int(),
  Students: z.number().int(),
  /** The office's last note (sent back, or the reason a live sheet was withdrawn); null: none. */
  Note: z.string().nullable(),
  NoteAt: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
  SubmittedBy: z.string().nullable(),
  SubmittedByEn: z.string().nullable(),
  ConfirmedAt: z.string().nullable(),
  ConfirmedBy: z.string().nullable(),
  ConfirmedByEn: z.string().nullable(),
});
export type TScoreReviewSheet = z.infer<typeof ZScoreReviewSheet>;

export const ZScoreReviewCounts = z.object({
  missing: z.number().int(),
  'in-progress': z.number().int(),
  complete: z.number().int(),
  submitted: z.number().int(),
  live: z.number().int(),
});

/** `GET confirmation?examId`: the overview of an exam type (every class × scoring subject), counts and filters. */
export const ZScoreConfirmationOverview = z.object({
  AcademicYearId: ZId.nullable(),
  ExamTypes: z.array(ZScoreExamType),
  ExamTypeId: ZId.nullable(),
  Classes: z.array(z.object({ Id: ZId, Description: z.string(), DescriptionEn: z.string() })),
  /** Counts of the whole exam type per state (before the class and state filters). */
  Counts: ZScoreReviewCounts,
  Sheets: z.array(ZScoreReviewSheet),
});
export type TScoreConfirmationOverview = z.infer<typeof ZScoreConfirmationOverview>;

/** One change of a score kept after its sheet was first submitted (append-only). */
export const ZScoreHistoryEntry = z.object({
  Id: ZId,
  StudentId: ZId,
  ChangedAt: z.string(),
  ChangedBy: z.string(),
  ChangedByEn: z.string(),
  /** null: the student had no row before. */
  OldScore: z.number().nullable(),
  OldStatus: z.number().int().nullable(),
  NewScore: z.number().nullable(),
  NewStatus: z.number().int(),
  /** The sheet's visibility when the change was made. */
  Visibility: z.number().int(),
  Reason: z.string().nullable(),
});
export type TScoreHistoryEntry = z.infer<typeof ZScoreHistoryEntry>;

/** `GET confirmation-class`: one sheet's review state, its note and its history per cell. */
export const ZScoreSheetReview = z.object({
  Id: ZId.nullable(),
  Version: z.number().int().nullable(),
  Visibility: z.number().int(),
  /** The sheet was submitted at least once: every change is kept in the history from then on. */
  SubmittedOnce: z.boolean(),
  Note: z.string().nullable(),
  NoteAt: z.string().nullable(),
  NoteBy: z.string().nullable(),
  NoteByEn: z.string().nullable(),
  /** Every active student has a score or a status (a teacher may submit). */
  Complete: z.boolean(),
  /** The reader may submit or take back the sheet now. */
  CanSubmit: z.boolean(),
  CanWithdraw: z.boolean(),
  History: z.array(ZScoreHistoryEntry),
});
export type TScoreSheetReview = z.infer<typeof ZScoreSheetReview>;

/** `POST confirmation-detail-preview`: a class's sheets of an exam type side by side, students × subjects. */
export const ZScoreClassPreview = z.object({
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  ExamTypeId: ZId,
  ExamType: z.string(),
  ExamTypeEn: z.string(),
  Sheets: z.array(ZScoreReviewSheet.extend({ MaxScore: z.number().nullable() })),
  Students: z.array(
    z.object({
      StudentId: ZId,
      Code: z.string(),
      ...PERSON_FULL_NAME,
      /** One cell per sheet, in the order of `Sheets` (null: nothing entered). */
      Cells: z.array(z.object({ Score: z.number().nullable(), Status: z.number().int() }).nullable()),
      /**
       * The exam's result as it will be released (the stored result, from every sheet whatever its state):
       * complete, incomplete or exempt; total, average, percent, competition rank in the class, mention, pass.
       * null before any sheet of the exam was saved.
       */
      Result: z
        .object({
          State: z.enum(['complete', 'incomplete', 'exempt']),
          Total: z.number().nullable(),
          Average: z.number().nullable(),
          Percent: z.number().nullable(),
          Rank: z.number().int().nullable(),
          Grade: z.string().nullable(),
          Mention: z.string().nullable(),
          MentionEn: z.string().nullable(),
          Passed: z.boolean().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type TScoreClassPreview = z.infer<typeof ZScoreClassPreview>;

/** `PUT confirmation-active`: the answer (spec: Id, IsActive). */
export const ZScoreConfirmationActive = z.object({ Id: ZId, IsActive: z.boolean(), Version: z.number().int(), Visibility: z.number().int() });
export type TScoreConfirmationActive = z.infer<typeof ZScoreConfirmationActive>;

/** `POST confirmation-detail-class`: what one transaction confirmed. */
export const ZScoreClassConfirmed = z.object({ Confirmed: z.number().int(), Sheets: z.array(ZScoreReviewSheet) });
export type TScoreClassConfirmed = z.infer<typeof ZScoreClassConfirmed>;

// ---------------------------------------------------------------------------------------------------
// Requests

const NOTE_MAX = 500;

export const ZScoreConfirmationQuery = z.object({
  examId: zf.optId(),
  academicYearId: zf.optId(),
  academicClassId: zf.optId(),
  state: z.preprocess((v) => (v === '' ? undefined : v), ZScoreReviewState.optional()),
});

/** `confirmationId` is the sheet; a teacher's page that has no sheet id yet names the class, exam type and subject. */
export const ZScoreConfirmationClassQuery = z
  .object({ confirmationId: zf.optId(), academicClassId: zf.optId(), examTypeId: zf.optId(), courseLevelSubjectId: zf.optId() })
  .refine((q) => q.confirmationId != null || (q.academicClassId != null && q.examTypeId != null && q.courseLevelSubjectId != null), {
    message: 'ត្រូវការសន្លឹកពិន្ទុ | A score sheet is required',
    path: ['confirmationId'],
  });

export const ZScoreConfirmationActiveBody = z.strictObject({ Id: ZId, Version: zf.int(1), IsActive: zForm.bool() });
export type TScoreConfirmationActiveBody = z.infer<typeof ZScoreConfirmationActiveBody>;

export const ZScoreClassPreviewBody = z.strictObject({ AcademicClassId: ZId, ExamTypeId: ZId });
export type TScoreClassPreviewBody = z.infer<typeof ZScoreClassPreviewBody>;

/** `POST confirmation`: the office confirms one submitted sheet at the version it read. */
export const ZScoreConfirmBody = z.strictObject({ Id: ZId, Version: zf.int(1) });
export type TScoreConfirmBody = z.infer<typeof ZScoreConfirmBody>;

/** `POST confirmation-detail-class`: every submitted sheet of a class, each at the version read, in one transaction. */
export const ZScoreConfirmClassBody = z.strictObject({
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  Sheets: z.preprocess(
    jsonText,
    z
      .array(z.strictObject({ Id: ZId, Version: zf.int(1) }))
      .min(1)
      .max(100),
  ),
});
export type TScoreConfirmClassBody = z.infer<typeof ZScoreConfirmClassBody>;

/** `POST confirmation-detail-class-previous`: one step back with a note (sent back to the teacher, or withdrawn from release). */
export const ZScorePreviousBody = z.strictObject({
  Id: ZId,
  Version: zf.int(1),
  Note: z.preprocess((v) => (v == null ? '' : v), z.string().trim().min(1, { message: 'required' }).max(NOTE_MAX)),
});
export type TScorePreviousBody = z.infer<typeof ZScorePreviousBody>;
