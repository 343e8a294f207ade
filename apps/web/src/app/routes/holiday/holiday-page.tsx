import { HolidayManager } from '../../../features/holiday/components/holiday-manager';

/** /holiday: the school's holidays. */
export function HolidayPage() {
  return <HolidayManager />;
}
