import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACADEMIC_TIME_SHIFT } from '@school/contract';
import type { TTx } from '../db/engine';
import {
  academicClass,
  academicCourseLevel,
  academicLevelClassified,
  academicSessionTime,
  classRoutine,
  courseLevel,
  courseLevelSubject,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
} from '../db/schema/index';

const LAST: Array<[string, string]> = [
  ['សុខ', 'Sok'],
  ['ចាន់', 'Chan'],
  ['លី', 'Ly'],
  ['កែវ', 'Keo'],
  ['ម៉ៅ', 'Mao'],
  ['ស៊ុន', 'Sun'],
];
const FIRST: Array<[string, string, number]> = [
  ['ដារ៉ា', 'Dara', 0],
  ['សុភា', 'Sophea', 1],
  ['វណ្ណា', 'Vanna', 0],
  ['ស្រីមុំ', 'Sreymom', 1],
  ['បុប្ផា', 'Bopha', 1],
  ['រតនា', 'Rotana', 0],
  ['វិចិត្រ', 'Vichet', 0],
];

/**
 * A full week's timetable for every class of the demo's current year (issue 12 'Demo data'): each class
 * is taught by its own main teacher (the demo teacher's class by her; the others by a demo teacher made
 * here, with the class's subjects as her assignment), every period of the class's shift on every study
 * day of its level holds a subject in turn, no room. One teacher per class and no rooms: no clash.
 */
export async function seedDemoRoutines(tx: TTx, campusId: string, academicYearId: string) {
  const classes = await tx
    .select({
      id: academicClass.id,
      courseLevelId: academicClass.courseLevelId,
      shift: academicClass.academicTimeShift,
      levelId: courseLevel.levelClassifiedId,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.academicYearId, academicYearId)))
    .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code));
  if (classes.length === 0) return;
  const levels = await tx
    .select({ id: academicLevelClassified.id, studyDays: academicLevelClassified.studyDays })
    .from(academicLevelClassified)
    .where(eq(academicLevelClassified.campusId, campusId));
  const times = await tx.select().from(academicSessionTime).where(eq(academicSessionTime.campusId, campusId)).orderBy(asc(academicSessionTime.fromTime));
  const mains = await tx
    .select({ classId: employeeAcademicClass.academicClassId, employeeId: employeeAcademicClass.employeeId })
    .from(employeeAcademicClass)
    .where(
      and(
        eq(employeeAcademicClass.campusId, campusId),
        eq(employeeAcademicClass.isMain, true),
        inArray(
          employeeAcademicClass.academicClassId,
          classes.map((c) => c.id),
        ),
      ),
    );
  const rows: Array<typeof classRoutine.$inferInsert> = [];
  for (const [index, cls] of classes.entries()) {
    const subjects = await tx
      .select({ id: courseLevelSubject.id })
      .from(courseLevelSubject)
      .innerJoin(
        academicCourseLevel,
        and(eq(academicCourseLevel.campusId, courseLevelSubject.campusId), eq(academicCourseLevel.id, courseLevelSubject.academicCourseLevelId)),
      )
      .where(
        and(
          eq(courseLevelSubject.campusId, campusId),
          eq(academicCourseLevel.academicYearId, academicYearId),
          eq(academicCourseLevel.courseLevelId, cls.courseLevelId),
        ),
      )
      .orderBy(asc(courseLevelSubject.sortIndex));
    if (subjects.length === 0) continue;
    let teacherId = mains.find((m) => m.classId === cls.id)?.employeeId;
    if (!teacherId) {
      const [last, lastEn] = LAST[index % LAST.length]!;
      const [first, firstEn, gender] = FIRST[index % FIRST.length]!;
      const [made] = await tx
        .insert(employee)
        .values({
          campusId,
          code: `T${String(index + 1).padStart(3, '0')}`,
          lastName: last,
          firstName: first,
          lastNameEn: lastEn,
          firstNameEn: firstEn,
          gender,
        })
        .returning({ id: employee.id });
      teacherId = made!.id;
      const [assignment] = await tx
        .insert(employeeAcademicClass)
        .values({ campusId, employeeId: teacherId, academicYearId, academicClassId: cls.id, isMain: true, isReserve: false, academicTimeShift: cls.shift })
        .returning({ id: employeeAcademicClass.id });
      await tx
        .insert(employeeAcademicClassSubject)
        .values(subjects.map((s) => ({ campusId, employeeAcademicClassId: assignment!.id, courseLevelSubjectId: s.id })));
    }
    const periods = times.filter(
      (p) => p.levelClassifiedId === cls.levelId && (cls.shift === ACADEMIC_TIME_SHIFT.FULL_DAY || p.academicTimeShift === cls.shift),
    );
    const days = levels.find((l) => l.id === cls.levelId)?.studyDays ?? [1, 2, 3, 4, 5];
    for (const day of days) {
      for (const [p, period] of periods.entries()) {
        rows.push({
          campusId,
          academicYearId,
          academicClassId: cls.id,
          dayOfWeek: day,
          sessionTimeId: period.id,
          courseLevelSubjectId: subjects[(day * periods.length + p) % subjects.length]!.id,
          employeeId: teacherId,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(classRoutine).values(rows.slice(i, i + 500));
}
