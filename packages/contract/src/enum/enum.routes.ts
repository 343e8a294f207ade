import { z } from 'zod';
import { defineRoute, type TRouteDefinition } from '../common/route';
import { ZEnumItem, ZEnvelope, type TEnumItem } from '../common/envelope.schemas';
import { ENUM_ITEMS, type TEnumName } from './enum.values';

export const ZEnumList = ZEnvelope(z.array(ZEnumItem));
export type TEnumList = z.infer<typeof ZEnumList>;

/** `academic-score-status` wraps its list (data-calls §7: Data.AcademicScoreStatuses). */
export const ZAcademicScoreStatuses = ZEnvelope(z.object({ AcademicScoreStatuses: z.array(ZEnumItem) }));

/**
 * Every enumeration call of api-calls.tsv (area `enum`) and the list it answers. Four of them live outside
 * `/api/enum/` because the spec's screens call them there.
 */
export const ENUM_PATHS = {
  '/api/enum/payment-printout-type': 'paymentPrintoutType',
  '/api/enum/payment-printout-footer-type': 'paymentPrintoutFooterType',
  '/api/enum/invoice-payment-status': 'invoicePaymentStatus',
  '/api/enum/payment-status': 'paymentStatus',
  '/api/enum/proforma-invoice-status': 'proformaInvoiceStatus',
  '/api/enum/currency-type': 'currencyType',
  '/api/enum/actor-type': 'actorType',
  '/api/enum/program-type': 'programType',
  '/api/enum/applicant-registration-status': 'registrationStatus',
  '/api/enum/academic-time-shift-type': 'academicTimeShiftType',
  '/api/enum/relationship-type': 'relationshipType',
  '/api/enum/level-classify-group': 'levelClassifyGroup',
  '/api/enum/mobile-actor-type': 'mobileActorType',
  '/api/enum/exam-type-status': 'scoreVisibilityStatus',
  '/api/enum/standard-score-type': 'standardScoreType',
  '/api/enum/standard-score-subject-type': 'standardScoreSubjectType',
  '/api/enum/exam-type': 'examPeriodType',
  '/api/enum/exam-type-condition': 'examTypeCondition',
  '/api/enum/semester-type': 'semesterType',
  '/api/enum/month': 'month',
  '/api/enum/grade-matrix-score-type': 'gradeMatrixScoreType',
  '/api/enum/grade-matrix-score-grade-type': 'gradeMatrixScoreGradeType',
  '/api/enum/academic-language-type': 'academicLanguageType',
  '/api/enum/academic-time-shift': 'academicTimeShift',
  '/api/enum/gender': 'gender',
  '/api/enum/employee-status': 'employeeStatus',
  '/api/enum/class-representative-type': 'classRepresentativeType',
  '/api/enum/sentiment': 'sentiment',
  '/api/enum/announcement-target-type': 'announcementTargetType',
  '/api/enum/score-entry': 'scoreEntryMode',
  '/api/enum/academic-score-status': 'academicScoreStatus',
  '/api/enum/teaching-role': 'teachingRole',
  '/api/enum/employee-family-relationship-type': 'employeeFamilyRelationshipType',
  '/api/enum/employee-feedback-type': 'employeeFeedbackType',
  '/api/enum/working-info-status': 'workingInfoStatus',
  '/api/enum/statistic-period': 'statisticPeriod',
  '/api/enum/fee-type': 'feeType',
  '/api/attendance-type': 'attendanceStatus',
  '/api/score/entry/academic-result-status': 'academicResultStatus',
  '/api/student/student-academic-class/status': 'studentStatus',
  '/api/report/statistic/student-drop/status': 'studentDropStatus',
} as const satisfies Record<string, TEnumName>;

export type TEnumPath = keyof typeof ENUM_PATHS;

/** Paths whose list is wrapped in an object rather than answered as Data itself. */
const WRAPPED: Partial<Record<TEnumPath, string>> = { '/api/enum/academic-score-status': 'AcademicScoreStatuses' };

export type TEnumCall = {
  route: TRouteDefinition<undefined, undefined, undefined, z.ZodType>;
  /** The `Data` of the answer. */
  data: readonly TEnumItem[] | Record<string, readonly TEnumItem[]>;
};

/** One route per enumeration call; the server registers them in one loop. */
export const enumCalls: readonly TEnumCall[] = (Object.entries(ENUM_PATHS) as Array<[TEnumPath, TEnumName]>).map(([path, name]) => {
  const list = ENUM_ITEMS[name];
  const wrapper = WRAPPED[path];
  return {
    route: defineRoute({
      method: 'GET',
      path,
      area: 'enum',
      access: 'authenticated',
      summary: `Enumeration ${path.slice(path.lastIndexOf('/api/') + 5)}: ${wrapper ? `Data.${wrapper}` : 'Data'} = [{ Value, Name (Khmer), NameEn }]`,
      response: wrapper ? ZAcademicScoreStatuses : ZEnumList,
    }),
    data: wrapper ? { [wrapper]: list } : list,
  };
});
