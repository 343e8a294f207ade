// Generated from enum.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import type { TRouteRef } from '../common/route-ref';
import type { TRouteDefinition } from '../common/route';
import type { ZAcademicScoreStatuses, ZEnumList } from './enum.routes';

type TEnumRef<R extends typeof ZEnumList | typeof ZAcademicScoreStatuses = typeof ZEnumList> = TRouteRef<TRouteDefinition<undefined, undefined, undefined, R>>;

/** Every enumeration call (ENUM_PATHS), by the enumeration's name. */
export const enumRefs = {
  paymentPrintoutType: { method: 'GET', path: '/api/enum/payment-printout-type' } as TEnumRef,
  paymentPrintoutFooterType: { method: 'GET', path: '/api/enum/payment-printout-footer-type' } as TEnumRef,
  invoicePaymentStatus: { method: 'GET', path: '/api/enum/invoice-payment-status' } as TEnumRef,
  paymentStatus: { method: 'GET', path: '/api/enum/payment-status' } as TEnumRef,
  proformaInvoiceStatus: { method: 'GET', path: '/api/enum/proforma-invoice-status' } as TEnumRef,
  currencyType: { method: 'GET', path: '/api/enum/currency-type' } as TEnumRef,
  actorType: { method: 'GET', path: '/api/enum/actor-type' } as TEnumRef,
  programType: { method: 'GET', path: '/api/enum/program-type' } as TEnumRef,
  registrationStatus: { method: 'GET', path: '/api/enum/applicant-registration-status' } as TEnumRef,
  academicTimeShiftType: { method: 'GET', path: '/api/enum/academic-time-shift-type' } as TEnumRef,
  relationshipType: { method: 'GET', path: '/api/enum/relationship-type' } as TEnumRef,
  levelClassifyGroup: { method: 'GET', path: '/api/enum/level-classify-group' } as TEnumRef,
  mobileActorType: { method: 'GET', path: '/api/enum/mobile-actor-type' } as TEnumRef,
  scoreVisibilityStatus: { method: 'GET', path: '/api/enum/exam-type-status' } as TEnumRef,
  standardScoreType: { method: 'GET', path: '/api/enum/standard-score-type' } as TEnumRef,
  standardScoreSubjectType: { method: 'GET', path: '/api/enum/standard-score-subject-type' } as TEnumRef,
  examPeriodType: { method: 'GET', path: '/api/enum/exam-type' } as TEnumRef,
  examTypeCondition: { method: 'GET', path: '/api/enum/exam-type-condition' } as TEnumRef,
  semesterType: { method: 'GET', path: '/api/enum/semester-type' } as TEnumRef,
  month: { method: 'GET', path: '/api/enum/month' } as TEnumRef,
  gradeMatrixScoreType: { method: 'GET', path: '/api/enum/grade-matrix-score-type' } as TEnumRef,
  gradeMatrixScoreGradeType: { method: 'GET', path: '/api/enum/grade-matrix-score-grade-type' } as TEnumRef,
  academicLanguageType: { method: 'GET', path: '/api/enum/academic-language-type' } as TEnumRef,
  academicTimeShift: { method: 'GET', path: '/api/enum/academic-time-shift' } as TEnumRef,
  gender: { method: 'GET', path: '/api/enum/gender' } as TEnumRef,
  employeeStatus: { method: 'GET', path: '/api/enum/employee-status' } as TEnumRef,
  classRepresentativeType: { method: 'GET', path: '/api/enum/class-representative-type' } as TEnumRef,
  sentiment: { method: 'GET', path: '/api/enum/sentiment' } as TEnumRef,
  announcementTargetType: { method: 'GET', path: '/api/enum/announcement-target-type' } as TEnumRef,
  scoreEntryMode: { method: 'GET', path: '/api/enum/score-entry' } as TEnumRef,
  academicScoreStatus: { method: 'GET', path: '/api/enum/academic-score-status' } as TEnumRef<typeof ZAcademicScoreStatuses>,
  teachingRole: { method: 'GET', path: '/api/enum/teaching-role' } as TEnumRef,
  employeeFamilyRelationshipType: { method: 'GET', path: '/api/enum/employee-family-relationship-type' } as TEnumRef,
  employeeFeedbackType: { method: 'GET', path: '/api/enum/employee-feedback-type' } as TEnumRef,
  workingInfoStatus: { method: 'GET', path: '/api/enum/working-info-status' } as TEnumRef,
  statisticPeriod: { method: 'GET', path: '/api/enum/statistic-period' } as TEnumRef,
  feeType: { method: 'GET', path: '/api/enum/fee-type' } as TEnumRef,
  attendanceStatus: { method: 'GET', path: '/api/attendance-type' } as TEnumRef,
  academicResultStatus: { method: 'GET', path: '/api/score/entry/academic-result-status' } as TEnumRef,
  studentStatus: { method: 'GET', path: '/api/student/student-academic-class/status' } as TEnumRef,
  studentDropStatus: { method: 'GET', path: '/api/report/statistic/student-drop/status' } as TEnumRef,
} as const;
