import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { academicCourseLevel, card, courseLevelSubject, subject, subjectGroup, subjectGroupRoot } from '../src/db/schema/index';
import type { TTestApp } from './test-app';

/**
 * Factories of the employee and account tests. Subjects of a grade and employee cards are written
 * straight to their tables (their calls belong to the setup area).
 */

/** Course level subjects of a grade in a year (the academic course level exists once a class of it exists). */
export async function addGradeSubjects(t: TTestApp, campusId: string, p: { yearId: string; gradeId: string; names: Array<[string, string]> }) {
  return t.database.system(async (tx) => {
    const [acl] = await tx
      .select({ id: academicCourseLevel.id })
      .from(academicCourseLevel)
      .where(
        and(eq(academicCourseLevel.campusId, campusId), eq(academicCourseLevel.academicYearId, p.yearId), eq(academicCourseLevel.courseLevelId, p.gradeId)),
      );
    const tag = crypto.randomBytes(3).toString('hex');
    const [root] = await tx
      .insert(subjectGroupRoot)
      .values({ campusId, code: `R${tag}`, description: 'មុខវិជ្ជាមូលដ្ឋាន', descriptionEn: 'Core subjects' })
      .returning({ id: subjectGroupRoot.id });
    const [group] = await tx
      .insert(subjectGroup)
      .values({ campusId, code: `G${tag}`, description: 'ក្រុមទូទៅ', descriptionEn: 'General', subjectGroupRootId: root!.id })
      .returning({ id: subjectGroup.id });
    const ids: string[] = [];
    for (const [index, [km, en]] of p.names.entries()) {
      const [s] = await tx
        .insert(subject)
        .values({ campusId, code: `S${tag}${index}`, description: km, descriptionEn: en, subjectGroupId: group!.id, sortIndex: index })
        .returning({ id: subject.id });
      const [cls] = await tx
        .insert(courseLevelSubject)
        .values({
          campusId,
          academicCourseLevelId: acl!.id,
          subjectId: s!.id,
          subjectGroupRootId: root!.id,
          description: km,
          descriptionEn: en,
          sortIndex: index,
        })
        .returning({ id: courseLevelSubject.id });
      ids.push(cls!.id);
    }
    return ids;
  });
}

/** A card kind: actor type 1 for employees, 0 for students. */
export async function addCardKind(t: TTestApp, campusId: string, actorType: number, name: [string, string]) {
  const [row] = await t.database.system((tx) =>
    tx.insert(card).values({ campusId, actorType, description: name[0], descriptionEn: name[1] }).returning({ id: card.id }),
  );
  return row!.id;
}
