import { Tag } from 'antd';
import { ATTENDANCE_STATUS } from '@school/contract/enum/enum.values';
import { useEnumLabel } from './enum-options';

/** Colours of the statuses (portal §3): present green, late orange, permission blue, mission purple, absence red. */
export const STATUS_COLOR: Record<number, string> = {
  [ATTENDANCE_STATUS.PRESENT]: 'green',
  [ATTENDANCE_STATUS.LATE]: 'orange',
  [ATTENDANCE_STATUS.PERMISSION]: 'blue',
  [ATTENDANCE_STATUS.MISSION]: 'purple',
  [ATTENDANCE_STATUS.ABSENCE]: 'red',
};

/** The one-letter mark of a status in the monthly grid (the reports' legend: present •, L, P, M, A). */
export const STATUS_MARK: Record<number, string> = {
  [ATTENDANCE_STATUS.PRESENT]: '•',
  [ATTENDANCE_STATUS.LATE]: 'L',
  [ATTENDANCE_STATUS.PERMISSION]: 'P',
  [ATTENDANCE_STATUS.MISSION]: 'M',
  [ATTENDANCE_STATUS.ABSENCE]: 'A',
};

export function AttendanceStatusTag({ value }: { value: number | null | undefined }) {
  const label = useEnumLabel('attendanceStatus');
  if (value === null || value === undefined) return null;
  return <Tag color={STATUS_COLOR[value]}>{label(value)}</Tag>;
}
