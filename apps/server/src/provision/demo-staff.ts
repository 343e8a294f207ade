import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ACTOR_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract';
import type { TTx } from '../db/engine';
import {
  academicClass,
  academicCourseLevel,
  appUser,
  courseLevel,
  courseLevelSubject,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
} from '../db/schema/index';
import { findPositionByName, insertPosition } from '../modules/position/position.repository';
import { personNames } from '../lib/person-name';

/**
 * The demo schools' staff accounts (admin, office, teacher) get their employee records, and the demo
 * teacher is the main teacher of the first class of the current year, teaching its subjects: so the
 * teacher's own classes, week and students show something on a fresh demo. A few inserts per school.
 */
export async function seedDemoStaff(tx: TTx, campusId: string, academicYearId: string) {
  const staff = await tx
    .select()
    .from(appUser)
    .where(
      and(
        eq(appUser.campusId, campusId),
        inArray(appUser.mobileActorType, [MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, MOBILE_ACTOR_TYPE.SCHOOL_OFFICE, MOBILE_ACTOR_TYPE.TEACHER]),
        isNull(appUser.actorId),
      ),
    )
    .orderBy(asc(appUser.mobileActorType));
  let n = 0;
  for (const user of staff) {
    n += 1;
    let positionId: string | null = null;
    if (user.position && user.positionEn) {
      const found = await findPositionByName(tx, { campusId, description: user.position, descriptionEn: user.positionEn });
      positionId = (found ?? (await insertPosition(tx, { campusId, values: { description: user.position, descriptionEn: user.positionEn, sortIndex: n } }))).id;
    }
    const [made] = await tx
      .insert(employee)
      .values({
        campusId,
        code: `E${String(n).padStart(4, '0')}`,
        ...personNames(user),
        gender: user.gender ?? 0,
        mobilePhone: user.mobilePhone,
        positionId,
      })
      .returning({ id: employee.id });
    await tx
      .update(appUser)
      .set({ actorType: ACTOR_TYPE.EMPLOYEE, actorId: made!.id })
      .where(and(eq(appUser.campusId, campusId), eq(appUser.id, user.id)));
    if (user.mobileActorType !== MOBILE_ACTOR_TYPE.TEACHER) continue;

    const [first] = await tx
      .select({ id: academicClass.id, courseLevelId: academicClass.courseLevelId, shift: academicClass.academicTimeShift })
      .from(academicClass)
      .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
      .where(and(eq(academicClass.campusId, campusId), eq(academicClass.academicYearId, academicYearId)))
      .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code))
      .limit(1);
    if (!first) continue;
    const [assignment] = await tx
      .insert(employeeAcademicClass)
      .values({ campusId, employeeId: made!.id, academicYearId, academicClassId: first.id, isMain: true, isReserve: false, academicTimeShift: first.shift })
      .returning({ id: employeeAcademicClass.id });
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
          eq(academicCourseLevel.courseLevelId, first.courseLevelId),
        ),
      );
    if (subjects.length > 0) {
      await tx
        .insert(employeeAcademicClassSubject)
        .values(subjects.map((s) => ({ campusId, employeeAcademicClassId: assignment!.id, courseLevelSubjectId: s.id })));
    }
  }
}
