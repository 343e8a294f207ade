import { ATTENDANCE_STATUS, type TRoutineOnDate, type TStudentAttendanceChange, type TStudentAttendanceClassDay } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { fullName } from '../../lib/person-name';
import { routinesOnDate } from '../routine/index';
import { approvedLeaveStudentsOn } from '../leave-request/index';
import { withState } from './student-attendance-state';
import * as repo from './student-attendance.repository';
import * as confirmRepo from './student-attendance-confirm.repository';

/**
 * The confirmation step (`/attendance/confirm`, issue 12): the classes a reader confirms on a date with their
 * routines taken or not, the day's counts, who confirmed and the office's corrections after it.
 */

const isOffice = (auth: TAuth) => auth.permissions.has('MANAGE_STUDENT_ATTENDANCE');

/** An account's names (Khmer, English), its username when it has none. */
function accountNames(a: confirmRepo.TAccountName): { km: string; en: string } {
  const km = fullName(a.lastName ?? '', a.firstName ?? '') || (a.username ?? '');
  const en = fullName(a.lastNameEn ?? '', a.firstNameEn ?? '') || (a.username ?? '') || km;
  return { km: km || en, en };
}

export type TConfirmationDetail = {
  ConfirmedAt: string | null;
  ConfirmedBy: string | null;
  ConfirmedByEn: string | null;
  Changes: TStudentAttendanceChange[];
};

/** Who confirmed each class's day and the corrections made after it; `routines` (of the date) name each change's session. */
export async function confirmationDetails(
  tx: TQueryable,
  p: { campusId: string; classIds: string[]; date: string; routines: TRoutineOnDate[] },
): Promise<Map<string, TConfirmationDetail>> {
  const out = new Map<string, TConfirmationDetail>();
  if (p.classIds.length === 0) return out;
  const routineOf = new Map(p.routines.map((r) => [r.Id, r]));
  for (const c of await confirmRepo.confirmationsWithNames(tx, p)) {
    const names = accountNames(c);
    out.set(c.academicClassId, { ConfirmedAt: c.confirmedAt.toISOString(), ConfirmedBy: names.km, ConfirmedByEn: names.en, Changes: [] });
  }
  for (const c of await confirmRepo.changesOf(tx, p)) {
    const names = accountNames(c);
    const routine = routineOf.get(c.routineId);
    const detail = out.get(c.academicClassId) ?? { ConfirmedAt: null, ConfirmedBy: null, ConfirmedByEn: null, Changes: [] };
    out.set(c.academicClassId, detail);
    detail.Changes.push({
      Id: c.id,
      ChangedAt: c.changedAt.toISOString(),
      ChangedBy: names.km,
      ChangedByEn: names.en,
      StudentId: c.studentId,
      StudentCode: c.studentCode,
      StudentName: fullName(c.studentLastName, c.studentFirstName),
      StudentNameEn: fullName(c.studentLastNameEn, c.studentFirstNameEn),
      RoutineId: c.routineId,
      StartTime: routine?.SessionTime.From ?? null,
      EndTime: routine?.SessionTime.To ?? null,
      Subject: routine?.Subject.Description ?? null,
      SubjectEn: routine?.Subject.DescriptionEn ?? null,
      Before: c.before,
      After: c.after,
    });
  }
  return out;
}

const STATUS_FIELD: Record<number, 'Absence' | 'Present' | 'Late' | 'Permission' | 'Mission'> = {
  [ATTENDANCE_STATUS.ABSENCE]: 'Absence',
  [ATTENDANCE_STATUS.PRESENT]: 'Present',
  [ATTENDANCE_STATUS.LATE]: 'Late',
  [ATTENDANCE_STATUS.PERMISSION]: 'Permission',
  [ATTENDANCE_STATUS.MISSION]: 'Mission',
};

/**
 * `GET confirmation-by-date?date`: the office every class with routines that date; a teacher the classes she is
 * main teacher of (a teacher of none gets an empty list); classes in code order.
 */
export function confirmationByDate(deps: TAppDeps, auth: TAuth, { date }: { date: string }): Promise<TStudentAttendanceClassDay[]> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    let routines = await routinesOnDate(tx, { campusId, date });
    if (!isOffice(auth)) {
      const employeeId = repo.employeeOf(auth);
      const mine = new Set(employeeId ? await repo.mainClassesOf(tx, { campusId, employeeId }) : []);
      routines = routines.filter((r) => mine.has(r.AcademicClassId));
    }
    const classIds = [...new Set(routines.map((r) => r.AcademicClassId))];
    if (classIds.length === 0) return [];
    const stated = await withState(tx, campusId, date, routines);
    const details = await confirmationDetails(tx, { campusId, classIds, date, routines });
    const counts = await confirmRepo.markCountsOf(tx, { campusId, classIds, date });
    const students = new Map((await confirmRepo.studentCountsOf(tx, { campusId, classIds })).map((s) => [s.academicClassId, s.students]));
    const leave = await approvedLeaveStudentsOn(tx, { campusId, date, classIds });
    return classIds
      .map((classId): TStudentAttendanceClassDay => {
        const own = routines.filter((r) => r.AcademicClassId === classId);
        const detail = details.get(classId);
        const confirmed = Boolean(detail?.ConfirmedAt);
        const dayCounts = { Absence: 0, Present: 0, Late: 0, Permission: 0, Mission: 0 };
        for (const c of counts) {
          const field = STATUS_FIELD[c.attendanceType];
          if (c.academicClassId === classId && field) dayCounts[field] += Number(c.marks);
        }
        const cls = own[0]!.AcademicClass;
        return {
          AcademicClassId: classId,
          Code: cls.Code,
          Description: cls.Description,
          DescriptionEn: cls.DescriptionEn,
          Students: Number(students.get(classId) ?? 0),
          OnLeave: new Set(leave.filter((l) => l.academicClassId === classId).map((l) => l.studentId)).size,
          Routines: stated.filter((r) => r.AcademicClassId === classId),
          Counts: dayCounts,
          Confirmed: confirmed,
          ConfirmedAt: detail?.ConfirmedAt ?? null,
          ConfirmedBy: detail?.ConfirmedBy ?? null,
          ConfirmedByEn: detail?.ConfirmedByEn ?? null,
          Changes: detail?.Changes ?? [],
        };
      })
      .sort((a, b) => a.Code.localeCompare(b.Code, 'en', { numeric: true }));
  });
}
