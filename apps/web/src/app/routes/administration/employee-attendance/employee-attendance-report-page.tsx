import { EmployeeAttendanceReport } from '../../../../features/employee-attendance/components/attendance-report';

/** /report/attendance/employee/daily and /monthly. */
export function EmployeeDailyReportPage() {
  return <EmployeeAttendanceReport key="daily" kind="daily" />;
}

export function EmployeeMonthlyReportPage() {
  return <EmployeeAttendanceReport key="monthly" kind="monthly" />;
}
