import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZGuardianReportQuery,
  ZGuardianReportRow,
  ZReportPayload,
  ZReportSettingUpdate,
  ZReportStudentFilter,
  ZStudentReportRow,
  ZUserAccountReportFilter,
  ZUserAccountReportQuery,
  ZUserAccountReportRow,
} from './report.schemas';

/**
 * The report menu's calls (portal §2 'Reports', data-calls §7 'Reports'). The files are the spec's calls;
 * the JSON rows a screen shows when the report is run are designed calls under `/api/report/`, guarded by
 * the same report key as the file.
 */
export const reportRoutes = {
  getSetting: defineRoute({
    method: 'GET',
    path: '/api/report/setting',
    area: 'report',
    access: ['VIEW_CAMPUS_REPORT_SETTING', 'MANAGE_REPORT_SETTING'],
    summary: "designed: the campus's report settings (ReportSetting, ReportHeader, ReportFooter); the defaults of portal §3 when none were saved",
    response: ZEnvelope(ZReportPayload),
  }),
  updateSetting: defineRoute({
    method: 'PUT',
    path: '/api/report/setting',
    area: 'report',
    access: 'MANAGE_REPORT_SETTING',
    summary: "designed: saves the campus's report settings (optimistic concurrency on Version; null when none were saved)",
    body: ZReportSettingUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZReportPayload),
  }),
  studentInfo: defineRoute({
    method: 'GET',
    path: '/api/report/student-info',
    area: 'report',
    access: 'DOWNLOAD_STUDENT_BY_ACADEMIC_CLASS',
    summary: 'designed: the rows of the student-info report (a year, optionally a grade or a class), as the screen shows them when run',
    query: ZReportStudentFilter,
    response: ZEnvelope(z.array(ZStudentReportRow)),
  }),
  guardianInfo: defineRoute({
    method: 'GET',
    path: '/api/report/guardian-info',
    area: 'report',
    access: 'DOWNLOAD_GUARDIAN_INFO',
    summary: 'designed: the rows of the guardian-info report (each student of the year, grade or class with each of her guardians)',
    query: ZReportStudentFilter,
    response: ZEnvelope(z.array(ZGuardianReportRow)),
  }),
  guardianFile: defineRoute({
    method: 'GET',
    path: '/report/office/guardian',
    area: 'report',
    access: 'DOWNLOAD_GUARDIAN_INFO',
    summary: 'The guardian-info report as a file (exportType: PDF 0, Excel 1)',
    query: ZGuardianReportQuery,
    file: true,
  }),
  userAccount: defineRoute({
    method: 'GET',
    path: '/api/report/user-account',
    area: 'report',
    access: 'VIEW_USER_ACCOUNT_REPORT',
    summary: "designed: the school's user accounts (username, person, role, status, last sign-in)",
    query: ZUserAccountReportFilter,
    response: ZEnvelope(z.array(ZUserAccountReportRow)),
  }),
  userAccountFile: defineRoute({
    method: 'GET',
    path: '/api/report/user-account/export',
    area: 'report',
    access: 'VIEW_USER_ACCOUNT_REPORT',
    summary: 'designed: the user-account report as a file (exportType: PDF 0, Excel 1)',
    query: ZUserAccountReportQuery,
    file: true,
  }),
} as const;
