import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportRefs } from '@school/contract/report/report.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import type { TGuardianReportRow, TReportPayload, TStudentReportRow, TUserAccountReportRow } from '@school/contract/report/report.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';

export type TReportSettings = Camelized<TReportPayload>;
export type TStudentReportLine = Camelized<TStudentReportRow>;
export type TGuardianReportLine = Camelized<TGuardianReportRow>;
export type TUserAccountLine = Camelized<TUserAccountReportRow>;

/** The students' filters of the student and guardian reports. */
export type TStudentReportFilter = { academicYearId?: string; courseLevelId?: string; academicClassId?: string };
export type TUserAccountFilter = { mobileActorType?: number; isActive?: boolean };

export const reportSettingQuery = () => apiQuery(reportRefs.getSetting);

/** `PUT /api/report/setting` with the Version read (null before the first save): a stale save answers 409. */
export function useSaveReportSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefBody<typeof reportRefs.updateSetting>) =>
      versioned(true, async () => (await api.call(reportRefs.updateSetting, { body })).data as TReportSettings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(reportRefs.getSetting) }),
  });
}

export const studentReportQuery = (filter: TStudentReportFilter) => apiQuery(reportRefs.studentInfo, { query: filter });
export const guardianReportQuery = (filter: TStudentReportFilter) => apiQuery(reportRefs.guardianInfo, { query: filter });
export const userAccountReportQuery = (filter: TUserAccountFilter) => apiQuery(reportRefs.userAccount, { query: filter });

/**
 * The student-info file through the spec's calls (data-calls §7 'Reports'): one class (`year-class`), a grade's
 * classes (`year-level`), else the year's list (`list`).
 */
export function downloadStudentReport(f: TStudentReportFilter, exportType: number) {
  if (f.academicClassId)
    return api.download(studentRefs.exportYearClass, { query: { academicYearId: f.academicYearId, academicClassId: f.academicClassId, exportType } });
  if (f.academicYearId && f.courseLevelId)
    return api.download(studentRefs.exportYearLevel, { query: { academicYearId: f.academicYearId, courseLevelId: f.courseLevelId, exportType } });
  return api.download(studentRefs.exportList, { query: { academicYearId: f.academicYearId, exportType } });
}

export const downloadGuardianReport = (f: TStudentReportFilter, exportType: number) => api.download(reportRefs.guardianFile, { query: { ...f, exportType } });
export const downloadUserAccountReport = (f: TUserAccountFilter, exportType: number) =>
  api.download(reportRefs.userAccountFile, { query: { ...f, exportType } });
