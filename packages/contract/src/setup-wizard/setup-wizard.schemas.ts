import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRecordCount, ZVersion, zf } from '../common/fields.schemas';
import { SEMESTER_TYPE, enumValues } from '../enum/enum.setup';

/**
 * The academic-year setup wizard (`/settings/academic-year/setup/<step>`, portal §2): the steps in order.
 * While a wizard runs the web app keeps its user on the page of `CurrentStep` (portal §4 'During
 * academic-year setup the user is forced to the page of the current step'); it can be left and resumed.
 */
export const SETUP_WIZARD_STEPS = [
  'academic-year',
  'semester',
  'academic-class',
  'subject',
  'standard-score',
  'grade-matrix',
  'exam',
  'schedule',
  'student-promotion',
  'summary',
] as const;
export type TSetupWizardStep = (typeof SETUP_WIZARD_STEPS)[number];
export const ZSetupWizardStep = z.enum(SETUP_WIZARD_STEPS);

export const SETUP_WIZARD_STEP_NAMES: Readonly<Record<TSetupWizardStep, readonly [string, string]>> = {
  'academic-year': ['ឆ្នាំសិក្សា', 'Academic year'],
  semester: ['ឆមាស', 'Semesters'],
  'academic-class': ['ថ្នាក់រៀន', 'Classes'],
  subject: ['មុខវិជ្ជា', 'Subjects'],
  'standard-score': ['ពិន្ទុស្តង់ដារ', 'Standard scores'],
  'grade-matrix': ['តារាងនិទ្ទេស', 'Grade matrix'],
  exam: ['ការប្រឡង', 'Exams'],
  schedule: ['ម៉ោងសិក្សា', 'Schedule'],
  'student-promotion': ['ការឡើងថ្នាក់សិស្ស', 'Student promotion'],
  summary: ['សេចក្តីសង្ខេប', 'Summary'],
};

/** The screen path of a step, without the /en prefix. */
export const setupWizardPath = (step: TSetupWizardStep) => `/settings/academic-year/setup/${step}`;

export const SETUP_WIZARD_STATUS = { RUNNING: 'running', COMPLETED: 'completed', CANCELLED: 'cancelled' } as const;

export const ZSetupWizard = z.object({
  Id: ZId,
  /** Null until the academic-year step is done. */
  AcademicYearId: ZId.nullable(),
  /** The year the copy actions take data from (usually the previous year). */
  FromAcademicYearId: ZId.nullable(),
  Status: z.enum(['running', 'completed', 'cancelled']),
  CurrentStep: ZSetupWizardStep,
  /** Where the web app sends the user while the wizard runs. */
  Path: z.string(),
  Steps: z.array(
    z.object({
      Step: ZSetupWizardStep,
      Path: z.string(),
      Name: z.string(),
      NameEn: z.string(),
      IsDone: z.boolean(),
      IsCurrent: z.boolean(),
      /** Records of the year this step sets up (null for steps that hold none). */
      Count: z.number().int().nullable(),
    }),
  ),
  StartedAt: z.string(),
  CompletedAt: z.string().nullable(),
  Version: z.number().int(),
});
export type TSetupWizard = z.infer<typeof ZSetupWizard>;

export const ZSetupWizardStart = z.strictObject({ AcademicYearId: zf.optId(), FromAcademicYearId: zf.optId() });
export type TSetupWizardStart = z.infer<typeof ZSetupWizardStart>;

/**
 * Moves the wizard: `Done` true marks `Step` done and makes the next step current; `Done` false goes back
 * to `Step` (a done step or the current one). The academic-year step names the year it set up.
 */
export const ZSetupWizardStepUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  Step: ZSetupWizardStep,
  Done: zf.bool(true),
  AcademicYearId: zf.optId(),
  FromAcademicYearId: zf.optId(),
});
export type TSetupWizardStepUpdate = z.infer<typeof ZSetupWizardStepUpdate>;

/** Steps whose records can be copied from the wizard's FromAcademicYearId. */
export const SETUP_WIZARD_COPY_STEPS = ['semester', 'subject', 'standard-score', 'grade-matrix', 'exam'] as const;
export const ZSetupWizardCopy = z.strictObject({ Id: ZId, Step: z.enum(SETUP_WIZARD_COPY_STEPS) });
export type TSetupWizardCopy = z.infer<typeof ZSetupWizardCopy>;
export const ZSetupWizardCopyResult = z.object({ RecordSummary: z.array(ZRecordCount), Wizard: ZSetupWizard });

export const ZSetupWizardComplete = z.strictObject({ Id: ZId, Version: ZVersion, MakeCurrent: zf.bool(false) });
export type TSetupWizardComplete = z.infer<typeof ZSetupWizardComplete>;

export const ZSetupWizardQuery = z.object({ academicYearId: ZId });
export const ZSetupWizardIdQuery = z.object({ id: ZId });
export const ZSetupWizardSummary = z.object({ Wizard: ZSetupWizard, RecordSummary: z.array(ZRecordCount) });

/** The two semesters of a year (the wizard's semester step). Semester 2 starts after semester 1 ends. */
export const ZSemester = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  SemesterType: z.number().int(),
  Description: z.string(),
  DescriptionEn: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Version: z.number().int(),
});
export type TSemester = z.infer<typeof ZSemester>;
export const ZSemesterQuery = z.object({ academicYearId: ZId });
export const ZSemesterSave = z.strictObject({
  AcademicYearId: ZId,
  Semesters: z
    .array(
      z.strictObject({ SemesterType: zf.oneOf(enumValues(SEMESTER_TYPE)), StartDate: zf.date(), EndDate: zf.date() }).refine((s) => s.EndDate > s.StartDate, {
        message: 'ថ្ងៃបញ្ចប់ត្រូវនៅក្រោយថ្ងៃចាប់ផ្តើម | The end date must be after the start date',
        path: ['EndDate'],
      }),
    )
    .min(1)
    .max(2),
});
export type TSemesterSave = z.infer<typeof ZSemesterSave>;
