import { useSearchParams } from 'react-router';
import { ChildrenList } from '../../../features/children/components/children-list';
import { ChildPage } from '../../../features/children/components/child-page';
import { MyScore } from '../../../features/score/components/score-result-mine';
import { MyAttendance } from '../../../features/student-attendance/components/my-attendance';
import { StudentWeek } from '../../../features/routine/components/student-week';
import { StudentProfile } from '../../../features/student/components/student-view';
import { MisconductPanel } from '../../../features/student/components/misconduct-panel';
import { useAcademicYears } from '../../../features/auth/use-session';
import { PersonHealth } from '../../../features/actor-health/components/person-health';
import { ChildPassword } from '../../../features/children/components/child-password';
import { bothNames } from '../../../lib/person-name';
import { useLocale } from '../../../lib/use-locale';

/** The guardian's child pages (portal 'Guardian view of a child'); the child is `?id=`. */
const useChildId = () => useSearchParams()[0].get('id') ?? '';

/** /children: the signed-in guardian's children. */
export function ChildrenPage() {
  return <ChildrenList />;
}

/** /children/score?id: the child's released results (the student's /profile/score). */
export function ChildScorePage() {
  const id = useChildId();
  return (
    <ChildPage id={id} page="score">
      {(child) => <MyScore studentId={child.id} />}
    </ChildPage>
  );
}

/** /children/attendance?id: the child's month of attendance (the student's /profile/attendance). */
export function ChildAttendancePage() {
  const id = useChildId();
  return (
    <ChildPage id={id} page="attendance">
      {(child) => <MyAttendance studentId={child.id} />}
    </ChildPage>
  );
}

/** /children/routine?id: the child's class week. */
export function ChildRoutinePage() {
  const id = useChildId();
  const { selected } = useAcademicYears();
  return (
    <ChildPage id={id} page="routine">
      {(child) => <StudentWeek studentId={child.id} academicYearId={selected?.id} />}
    </ChildPage>
  );
}

/** /children/detail?id: the child's record, read-only. */
export function ChildDetailPage() {
  const id = useChildId();
  return (
    <ChildPage id={id} page="detail">
      {(child) => <StudentProfile studentId={child.id} />}
    </ChildPage>
  );
}

/** /children/misconduct?id: the child's misconduct records, read-only. */
export function ChildMisconductPage() {
  const id = useChildId();
  return (
    <ChildPage id={id} page="misconduct">
      {(child) => <MisconductPanel studentId={child.id} canRecord={false} />}
    </ChildPage>
  );
}

/** /children/healthCheck?id: the child's health checks and month, read only (the student's own health page). */
export function ChildHealthPage() {
  const id = useChildId();
  return (
    <ChildPage id={id} page="healthCheck">
      {(child) => <PersonHealth actorId={child.id} />}
    </ChildPage>
  );
}

/** /children/changePassword?id: a new password for the child's portal account, confirmed with the guardian's own. */
export function ChildPasswordPage() {
  const id = useChildId();
  const locale = useLocale();
  return (
    <ChildPage id={id} page="changePassword">
      {(child) => <ChildPassword studentId={child.id} name={bothNames(child, locale)[0]} />}
    </ChildPage>
  );
}
