import { ACTOR_TYPE, ATTENDANCE_STATUS, type TAttendanceSummary, type TAttendanceSummaryQuery } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../lib/app-error';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { assertStudentReadable } from '../access/access.service';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import * as repo from './attendance-summary.repository';

/**
 * `GET /api/attendance/summary` (data-calls §7; the dashboard's attendance card): a person's attendance of an
 * academic year by status and her leave requests pending and approved.
 * - A student: her marks (one per session) in the classes of the year. Reach as the student areas
 *   (`access.assertStudentReadable`): the office, her teachers, herself, her guardian.
 * - An employee: her days of employee attendance between the year's start and end dates (the same statuses:
 *   absence, present, late, permission, mission; one per day). Reach as one employee's record: the office
 *   (VIEW_NAV_EMPLOYEE or MANAGE_EMPLOYEE_ATTENDANCE) or the employee herself.
 * Anyone else, an unknown person and a person of another campus: 404.
 */

const personNotFound = () => notFound('រកមិនឃើញបុគ្គលនេះទេ', 'The person was not found');

const reachesEmployee = (auth: TAuth, employeeId: string) =>
  auth.permissions.has('VIEW_NAV_EMPLOYEE') ||
  auth.permissions.has('MANAGE_EMPLOYEE_ATTENDANCE') ||
  (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId === employeeId);

export function getAttendanceSummary(deps: TAppDeps, auth: TAuth, q: TAttendanceSummaryQuery): Promise<TAttendanceSummary> {
  const isStudent = q.actorType === ACTOR_TYPE.STUDENT;
  if (!isStudent && !reachesEmployee(auth, q.actorId)) return Promise.reject(personNotFound());
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (isStudent) await assertStudentReadable(tx, auth, q.actorId);
    const person = isStudent ? await repo.studentOf(tx, { campusId, id: q.actorId }) : await repo.employeeOf(tx, { campusId, id: q.actorId });
    if (!person) throw personNotFound();
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    const counts = { Absence: 0, Present: 0, Late: 0, Permission: 0, Mission: 0 };
    let leavePending = 0;
    let leaveApproved = 0;
    if (year) {
      const rows = isStudent
        ? await repo.studentMarkCounts(tx, { campusId, studentId: person.id, academicYearId: year.id })
        : await repo.employeeDayCounts(tx, { campusId, employeeId: person.id, from: year.startDate, to: year.endDate });
      for (const r of rows) {
        const n = Number(r.n);
        if (r.attendanceType === ATTENDANCE_STATUS.ABSENCE) counts.Absence += n;
        else if (r.attendanceType === ATTENDANCE_STATUS.PRESENT) counts.Present += n;
        else if (r.attendanceType === ATTENDANCE_STATUS.LATE) counts.Late += n;
        else if (r.attendanceType === ATTENDANCE_STATUS.PERMISSION) counts.Permission += n;
        else if (r.attendanceType === ATTENDANCE_STATUS.MISSION) counts.Mission += n;
      }
      const who = isStudent ? { studentId: person.id } : { employeeId: person.id };
      for (const l of await repo.leaveCounts(tx, { campusId, ...who, from: year.startDate, to: year.endDate })) {
        if (l.status === 2) leavePending = Number(l.n);
        if (l.status === 0) leaveApproved = Number(l.n);
      }
    }
    return {
      ActorType: q.actorType,
      ActorId: person.id,
      Code: person.code,
      FullName: personFullName(person),
      FullNameEn: personFullNameEn(person),
      AcademicYearId: year?.id ?? null,
      FromDate: year?.startDate ?? null,
      ToDate: year?.endDate ?? null,
      ...counts,
      LeavePending: leavePending,
      LeaveApproved: leaveApproved,
    };
  });
}
