import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeAttendanceRefs } from '@school/contract/employee-attendance/employee-attendance.refs';
import type {
  TEmployeeAttendanceDay,
  TEmployeeAttendanceIndividual,
  TEmployeeAttendanceMonthly,
  TEmployeeAttendanceRecord,
  TEmployeeAttendanceScan,
} from '@school/contract/employee-attendance/employee-attendance.schemas';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TAttendanceDay = Camelized<TEmployeeAttendanceDay>;
export type TAttendanceRecord = Camelized<TEmployeeAttendanceRecord>;
export type TAttendanceMonthly = Camelized<TEmployeeAttendanceMonthly>;
export type TAttendanceIndividual = Camelized<TEmployeeAttendanceIndividual>;
export type TAttendanceScan = Camelized<TEmployeeAttendanceScan>;
export type TAttendanceSlot = TAttendanceScan['slot'];

export { schoolToday } from '../../../lib/date';

/** First and last day of the month of `date` (YYYY-MM-DD), by the calendar alone (no time zone involved). */
export function monthRange(date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { fromDate: `${year}-${mm}-01`, toDate: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

export const dayQuery = (date: string) => apiQuery(employeeAttendanceRefs.byDate, { query: { date } });
export const monthlyQuery = (fromDate: string, toDate: string) => apiQuery(employeeAttendanceRefs.monthly, { query: { fromDate, toDate } });
export const individualQuery = (id: string, fromDate: string, toDate: string) =>
  queryOptions({ ...apiQuery(employeeAttendanceRefs.individual, { query: { id, fromDate, toDate } }) });

const ALL = apiKeyPrefix(employeeAttendanceRefs.byDate).slice(0, 1);

export type TSaveItem = {
  employeeId: string;
  date: string;
  attendanceType: number;
  morningIn: string | null;
  morningOut: string | null;
  afternoonIn: string | null;
  afternoonOut: string | null;
  version: number | null;
};

/** One call for the whole sheet; a 409 names whose day someone else changed (nothing was saved). */
export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: TSaveItem[]) => (await api.call(employeeAttendanceRefs.batchSave, { body: { items } })).data as TAttendanceDay[],
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useScanCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api.call(employeeAttendanceRefs.scan, { body: { code } })).data as TAttendanceScan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export type TReportPeople = 'employee' | 'teacher';
export type TReportFilter = { people: TReportPeople; fromDate: string; toDate: string };

/** The rows a report shows when run: the employees (or the teachers), a day per date of the range, the counts. */
export const reportRowsQuery = (filter: TReportFilter) => apiQuery(employeeAttendanceRefs.reportRows, { query: filter });

export type TReportName = 'employeeDailyReport' | 'employeeMonthlyReport' | 'teacherDailyReport' | 'teacherMonthlyReport';

export const downloadReport = (name: TReportName, query: { fromDate: string; toDate: string; exportType: number }) =>
  api.download(employeeAttendanceRefs[name], { query });
