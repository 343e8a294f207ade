import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  academicSessionTime,
  academicSessionTimeGroup,
  building,
  courseLevel,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  room,
} from '../src/db/schema/index';
import type { TTestApp } from './test-app';

/**
 * Factories of the timetable tests: session times of a level's shift, rooms and teaching subjects are
 * written straight to their tables (their calls belong to the setup and employee areas).
 */
export async function addSessionTimes(t: TTestApp, campusId: string, gradeId: string, shift: number, periods: Array<[string, string]>) {
  return t.database.system(async (tx) => {
    const [grade] = await tx
      .select({ levelClassifiedId: courseLevel.levelClassifiedId })
      .from(courseLevel)
      .where(and(eq(courseLevel.campusId, campusId), eq(courseLevel.id, gradeId)));
    const levelClassifiedId = grade!.levelClassifiedId;
    const [group] = await tx
      .insert(academicSessionTimeGroup)
      .values({ campusId, levelClassifiedId, academicTimeShift: shift, description: 'វេន', descriptionEn: 'Shift' })
      .returning({ id: academicSessionTimeGroup.id });
    const ids: string[] = [];
    for (const [index, [from, to]] of periods.entries()) {
      const [row] = await tx
        .insert(academicSessionTime)
        .values({
          campusId,
          groupId: group!.id,
          levelClassifiedId,
          academicTimeShift: shift,
          fromTime: from,
          toTime: to,
          description: `ម៉ោងទី ${index + 1}`,
          descriptionEn: `Period ${index + 1}`,
          sortIndex: index,
        })
        .returning({ id: academicSessionTime.id });
      ids.push(row!.id);
    }
    return ids;
  });
}

export async function addRoom(t: TTestApp, campusId: string, code: string) {
  return t.database.system(async (tx) => {
    const [b] = await tx
      .insert(building)
      .values({ campusId, code: `B${crypto.randomBytes(2).toString('hex')}`, description: 'អគារ ក', descriptionEn: 'Building A' })
      .returning({ id: building.id });
    const [r] = await tx
      .insert(room)
      .values({ campusId, code, description: `បន្ទប់ ${code}`, descriptionEn: `Room ${code}`, buildingId: b!.id, floor: 1 })
      .returning({ id: room.id });
    return r!.id;
  });
}

/** The subjects an employee teaches in a class (her assignment there must exist). */
export async function addTeachingSubjects(t: TTestApp, campusId: string, p: { employeeId: string; academicClassId: string; subjectIds: string[] }) {
  await t.database.system(async (tx) => {
    const [eac] = await tx
      .select({ id: employeeAcademicClass.id })
      .from(employeeAcademicClass)
      .where(
        and(
          eq(employeeAcademicClass.campusId, campusId),
          eq(employeeAcademicClass.employeeId, p.employeeId),
          eq(employeeAcademicClass.academicClassId, p.academicClassId),
        ),
      );
    for (const courseLevelSubjectId of p.subjectIds) {
      await tx.insert(employeeAcademicClassSubject).values({ campusId, employeeAcademicClassId: eac!.id, courseLevelSubjectId });
    }
  });
}
