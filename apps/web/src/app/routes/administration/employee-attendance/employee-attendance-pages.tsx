import { useParams } from 'react-router';
import { EmployeeDailySheet } from '../../../../features/employee-attendance/components/daily-sheet';
import { EmployeeMonthlyGrid } from '../../../../features/employee-attendance/components/monthly-grid';
import { EmployeeAttendanceRecord } from '../../../../features/employee-attendance/components/individual-record';
import { EmployeeScanBox } from '../../../../features/employee-attendance/components/scan-box';

/** /administration/employee-attendance: the daily sheet. */
export function EmployeeAttendanceDailyPage() {
  return <EmployeeDailySheet />;
}

export function EmployeeAttendanceMonthlyPage() {
  return <EmployeeMonthlyGrid />;
}

export function EmployeeAttendanceScanPage() {
  return <EmployeeScanBox />;
}

/** /administration/employee-attendance/individual/{id}: one employee's record. */
export function EmployeeAttendanceRecordPage() {
  const { id } = useParams();
  return <EmployeeAttendanceRecord key={id} employeeId={id ?? ''} />;
}
