import { Tag } from 'antd';
import { ATTENDANCE_STATUS } from '@school/contract/enum/enum.values';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from './enum-options';

/** Colours of the statuses (portal §3): present green, late orange, permission blue, mission purple, absence red. */
export const STATUS_COLOR: Record<number, string> = {
  [ATTENDANCE_STATUS.PRESENT]: 'green',
  [ATTENDANCE_STATUS.LATE]: 'orange',
  [ATTENDANCE_STATUS.PERMISSION]: 'blue',
  [ATTENDANCE_STATUS.MISSION]: 'purple',
  [ATTENDANCE_STATUS.ABSENCE]: 'red',
};

/**
 * The one-letter mark of a status in the monthly grid, in the page's language (`common:attendanceMark`):
 * Khmer pages write the statuses' first letters (អ យ ច ប), English ones A L P M; present is •.
 */
export function useStatusMarks(): Record<number, string> {
  const { t } = useTranslation('common');
  return Object.fromEntries(Object.values(ATTENDANCE_STATUS).map((value) => [value, t(`attendanceMark.${value}`)]));
}

export function AttendanceStatusTag({ value }: { value: number | null | undefined }) {
  const label = useEnumLabel('attendanceStatus');
  if (value === null || value === undefined) return null;
  return <Tag color={STATUS_COLOR[value]}>{label(value)}</Tag>;
}
