import { useSearchParams } from 'react-router';
import { ScheduleArrangement } from '../../../features/routine/components/schedule-arrangement';
import { ScheduleView } from '../../../features/routine/components/schedule-view';
import { RoutineDetail } from '../../../features/routine/components/routine-detail';
import { AcademicCodes } from '../../../features/routine/components/academic-codes';

/** /schedule: today's timetable of the signed-in teacher or student; the office's views by class and teacher. */
export function SchedulePage() {
  return <ScheduleView />;
}

/** /schedule/detail?id&date: one routine and its substitutes. */
export function ScheduleDetailPage() {
  const [params] = useSearchParams();
  return <RoutineDetail id={params.get('id') ?? ''} date={params.get('date') || undefined} />;
}

/** /schedule-management/schedule-arrangement. */
export function ScheduleArrangementPage() {
  return <ScheduleArrangement />;
}

/** /schedule-management/employee-academic-code. */
export function AcademicCodePage() {
  return <AcademicCodes />;
}
