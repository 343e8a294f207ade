import { todayInCambodia, type TMisconduct, type TMisconductCreate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { forbidden } from '../../lib/app-error';
import { inTenant } from '../../lib/db-errors';
import { yearOrCurrent } from '../lookup/lookup.service';
import { assertStudentReadable, reachableStudents, studentScope } from '../student/student.access';
import * as repo from './student-misconduct.repository';

/**
 * Misconduct records: read by whoever reaches the student (office, her teachers, herself, her guardians:
 * /children/misconduct); recorded by holders of MANAGE_STUDENT_MISCONDUCT, a teacher only for the
 * students of her classes.
 */
const toWire = (r: repo.TMisconductRow): TMisconduct => ({
  Id: r.record.id,
  StudentId: r.student.id,
  StudentCode: r.student.code,
  FullName: `${r.student.lastName} ${r.student.firstName}`,
  FullNameEn: `${r.student.lastNameEn} ${r.student.firstNameEn}`,
  AcademicYearId: r.record.academicYearId,
  Date: r.record.date,
  Description: r.record.description,
  DescriptionEn: r.record.descriptionEn,
  ActionTaken: r.record.actionTaken,
  RecordedBy: r.recordedBy,
  CreatedAt: r.record.createdAt.toISOString(),
  Version: r.record.version,
});

export const listMisconduct = (deps: TAppDeps, auth: TAuth, q: { StudentId: string; academicYearId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    await assertStudentReadable(tx, auth, q.StudentId);
    return (await repo.listMisconduct(tx, { campusId: auth.campusId, studentId: q.StudentId, academicYearId: q.academicYearId })).map(toWire);
  });

export const createMisconduct = (deps: TAppDeps, auth: TAuth, body: TMisconductCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await assertStudentReadable(tx, auth, body.StudentId);
    // Reading is not enough to record: a student or guardian account that was given the key still may not.
    const scope = await studentScope(tx, auth);
    if (scope.kind === 'students') throw forbidden();
    if (!(await reachableStudents(tx, campusId, scope, [body.StudentId])).has(body.StudentId)) throw forbidden();
    const year = await yearOrCurrent(tx, campusId, body.AcademicYearId);
    const id = await repo.insertMisconduct(tx, {
      campusId,
      values: {
        studentId: body.StudentId,
        academicYearId: year?.id ?? null,
        date: body.Date ?? todayInCambodia(),
        description: body.Description,
        descriptionEn: body.DescriptionEn ?? null,
        actionTaken: body.ActionTaken ?? null,
        recordedByUserId: auth.userId,
      },
    });
    return toWire((await repo.getMisconduct(tx, { campusId, id }))!);
  });
