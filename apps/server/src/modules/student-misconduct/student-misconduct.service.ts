import { personFullName, personFullNameEn } from '../../lib/person-name';
import { todayInCambodia, type TMisconduct, type TMisconductCreate, type TMisconductUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { forbidden, notFound } from '../../lib/app-error';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { assertStudentReadable, reachableStudents, studentScope } from '../access/access.service';
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
  FullName: personFullName(r.student),
  FullNameEn: personFullNameEn(r.student),
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

/** Recording, correcting and deleting: office users for the campus, a teacher for the students of her classes. */
async function assertMayRecord(tx: TQueryable, auth: TAuth, studentId: string) {
  await assertStudentReadable(tx, auth, studentId);
  // Reading is not enough to record: a student or guardian account that was given the key still may not.
  const scope = await studentScope(tx, auth);
  if (scope.kind === 'students') throw forbidden();
  if (!(await reachableStudents(tx, auth.campusId, scope, [studentId])).has(studentId)) throw forbidden();
}

/** A record of the campus whose student the user may record for; 404 otherwise. */
async function recordToChange(tx: TQueryable, auth: TAuth, id: string) {
  const row = await repo.getMisconduct(tx, { campusId: auth.campusId, id });
  if (!row) throw notFound();
  await assertMayRecord(tx, auth, row.student.id);
  return row;
}

export const createMisconduct = (deps: TAppDeps, auth: TAuth, body: TMisconductCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await assertMayRecord(tx, auth, body.StudentId);
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

export const updateMisconduct = (deps: TAppDeps, auth: TAuth, body: TMisconductUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await recordToChange(tx, auth, body.Id);
    await repo.updateMisconduct(
      tx,
      { campusId, id: body.Id, version: body.Version },
      {
        ...(body.Date ? { date: body.Date } : {}),
        description: body.Description,
        descriptionEn: body.DescriptionEn ?? null,
        actionTaken: body.ActionTaken ?? null,
      },
    );
    return toWire((await repo.getMisconduct(tx, { campusId, id: body.Id }))!);
  });

export const deleteMisconduct = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await recordToChange(tx, auth, id);
    await repo.deleteMisconduct(tx, { campusId: auth.campusId, id });
  });
