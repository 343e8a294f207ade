import '../i18n';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocaleNavigate } from '../../../lib/use-locale';

export const ATTENDANCE_PATHS = {
  daily: '/administration/employee-attendance',
  monthly: '/administration/employee-attendance/monthly',
  scan: '/administration/employee-attendance/scan',
} as const;
export type TAttendanceView = keyof typeof ATTENDANCE_PATHS;

/** The three office views of employee attendance, one route each. */
export function EmployeeAttendanceTabs({ current }: { current: TAttendanceView }) {
  const { t } = useTranslation('employee-attendance');
  const navigate = useLocaleNavigate();
  return (
    <Segmented<TAttendanceView>
      value={current}
      onChange={(v) => navigate(ATTENDANCE_PATHS[v])}
      options={(Object.keys(ATTENDANCE_PATHS) as TAttendanceView[]).map((v) => ({ value: v, label: t(`view.${v}`) }))}
      style={{ marginBottom: 12 }}
      data-testid="attendance-views"
    />
  );
}
