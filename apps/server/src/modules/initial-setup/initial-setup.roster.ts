import type { TQueryable } from '../../db/engine';
import * as setupRepo from './initial-setup.repository';
import * as employeeModule from '../employee/index';
import * as positionModule from '../position/index';
import * as studentModule from '../student/index';
import { createStudents, type TNewStudent } from '../student/index';
import { personNames } from '../../lib/person-name';

/**
 * The initial setup's roster becomes the school's real records (issue 5): staged positions, employees,
 * the classes and subjects they teach, and students turn into `position`, `employee`,
 * `employee_academic_class(_subject)` and students placed in their classes, in the caller's transaction
 * (the import's submit and the completion), so a failure keeps nothing. It can run again: what exists
 * already (a position by name, an employee or a student by code, an assignment by employee and class, a
 * subject of an assignment) is kept as it is, and the staged rows stay for the wizard's screens.
 */
export type TRosterResult = { positions: number; employees: number; assignments: number; subjects: number; students: number };

export async function promoteRosterIn(tx: TQueryable, campusId: string): Promise<TRosterResult> {
  const result: TRosterResult = { positions: 0, employees: 0, assignments: 0, subjects: 0, students: 0 };

  // Positions, by name in either language.
  const positionIds = new Map<string, string>();
  for (const p of await setupRepo.listPositions(tx, { campusId })) {
    let real = await positionModule.findPositionByName(tx, { campusId, description: p.description, descriptionEn: p.descriptionEn });
    if (!real) {
      real = await positionModule.insertPosition(tx, {
        campusId,
        values: { description: p.description, descriptionEn: p.descriptionEn, sortIndex: p.sortIndex },
      });
      result.positions += 1;
    }
    positionIds.set(p.id, real.id);
  }

  // Employees, by code.
  const employeeIds = new Map<string, string>();
  for (const { e } of await setupRepo.listEmployees(tx, { campusId })) {
    const found = await employeeModule.findEmployeeByCode(tx, { campusId, code: e.code });
    if (found) {
      employeeIds.set(e.id, found.id);
      continue;
    }
    const id = await employeeModule.insertEmployee(tx, {
      campusId,
      values: {
        code: e.code,
        ...personNames(e),
        gender: e.gender,
        dateOfBirth: e.dateOfBirth,
        mobilePhone: e.phone,
        email: e.email,
        positionId: e.positionId ? (positionIds.get(e.positionId) ?? null) : null,
      },
    });
    employeeIds.set(e.id, id);
    result.employees += 1;
  }

  // Teaching classes and their subjects.
  const staged = await setupRepo.listTeaching(tx, { campusId });
  const stagedSubjects = await setupRepo.listTeachingSubjects(tx, { campusId });
  for (const row of staged) {
    const employeeId = employeeIds.get(row.t.employeeId)!;
    const cls = (await employeeModule.getClass(tx, { campusId, id: row.t.academicClassId }))!;
    let assignmentId = (await employeeModule.findAssignment(tx, { campusId, employeeId, academicClassId: cls.id }))?.id;
    if (!assignmentId) {
      // The wizard keeps one main teacher per class; a main teacher the school recorded meanwhile stays the main one.
      const mainTaken = row.t.isMain ? Boolean(await employeeModule.findMainTeacher(tx, { campusId, academicClassId: cls.id })) : false;
      assignmentId = await employeeModule.insertAssignment(tx, {
        campusId,
        employeeId,
        values: {
          academicYearId: cls.academicYearId,
          academicClassId: cls.id,
          isMain: row.t.isMain && !mainTaken,
          isReserve: false,
          academicTimeShift: cls.academicTimeShift,
        },
      });
      result.assignments += 1;
    }
    const have = new Set((await employeeModule.listTeachingSubjects(tx, { campusId, assignmentIds: [assignmentId] })).map((s) => s.row.courseLevelSubjectId));
    const add = stagedSubjects.filter((s) => s.s.teachingClassId === row.t.id && !have.has(s.s.courseLevelSubjectId)).map((s) => s.s.courseLevelSubjectId);
    await employeeModule.insertTeachingSubjects(tx, { campusId, assignmentId, courseLevelSubjectIds: add });
    result.subjects += add.length;
  }

  // Students in their classes, by code. The wizard keeps a guardian as a name and a phone only (no
  // gender, no Latin name), so they go to the student's note rather than into an invented guardian record.
  const students = await setupRepo.listStudents(tx, { campusId });
  const taken = new Set<string>();
  for (let i = 0; i < students.length; i += 500) {
    const codes = students.slice(i, i + 500).map((s) => s.s.code);
    for (const found of await studentModule.findStudentsByCodes(tx, { campusId, codes })) taken.add(found.code.toUpperCase());
  }
  const classes = new Map<string, string>();
  const inputs: TNewStudent[] = [];
  for (const { s } of students) {
    if (taken.has(s.code.toUpperCase())) continue;
    if (!classes.has(s.academicClassId))
      classes.set(s.academicClassId, (await employeeModule.getClass(tx, { campusId, id: s.academicClassId }))!.academicYearId);
    const guardian = [s.guardianName, s.guardianPhone].filter(Boolean).join(', ');
    inputs.push({
      code: s.code,
      ...personNames(s),
      gender: s.gender,
      dateOfBirth: s.dateOfBirth,
      academicYearId: classes.get(s.academicClassId)!,
      academicClassId: s.academicClassId,
      note: guardian ? `អាណាព្យាបាល / Guardian: ${guardian}` : null,
    });
  }
  await createStudents(tx, campusId, inputs);
  result.students = inputs.length;
  return result;
}
