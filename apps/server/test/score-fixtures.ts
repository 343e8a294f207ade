import { eq } from 'drizzle-orm';
import { courseLevelSubject, examType, guardian, studentGuardian, subjectStandardScore } from '../src/db/schema/index';
import type { TTestApp } from './test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool } from './people-fixtures';
import { addGradeSubjects } from './employee-fixtures';
import { addTeachingSubjects } from './routine-fixtures';

/**
 * A school for the score calls across subjects: grade 7 with maths (maximum 50, coefficient 1) and Khmer (100, 2),
 * Dara teaching maths in 7A and Vanna maths in 7B, two pupils in 7A (the first with a student and a guardian
 * account, the second with a student account), one in 7B, a current exam open for entry, and another school.
 */
export async function scoreSchool(t: TTestApp, tag: string) {
  const s = await createSchool(t);
  const other = await createSchool(t);
  const [maths, khmer] = (await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  })) as [string, string];
  const dara = await addTeacher(t, s, [s.classA], `dara.${tag}`);
  const vanna = await addTeacher(t, s, [s.classB], `vanna.${tag}`);
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [maths] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: vanna.employeeId, academicClassId: s.classB, subjectIds: [maths] });
  const pupils: string[] = [];
  for (let i = 0; i < 2; i++) pupils.push((await addStudent(t, s, s.classA)).studentId);
  const inB = (await addStudent(t, s, s.classB)).studentId;
  const { exam, guardianId } = await t.database.system(async (tx) => {
    const subjects = await tx
      .select({ id: courseLevelSubject.id, subjectId: courseLevelSubject.subjectId, rootId: courseLevelSubject.subjectGroupRootId })
      .from(courseLevelSubject)
      .where(eq(courseLevelSubject.campusId, s.campus.id));
    for (const cls of subjects)
      await tx.insert(subjectStandardScore).values({
        campusId: s.campus.id,
        academicYearId: s.yearId,
        subjectGroupRootId: cls.rootId,
        courseLevelId: s.gradeId,
        subjectId: cls.subjectId,
        maxScore: cls.id === maths ? 50 : 100,
        coefficient: cls.id === maths ? 1 : 2,
        passScore: cls.id === maths ? 25 : 50,
      });
    const [e] = await tx
      .insert(examType)
      .values({
        campusId: s.campus.id,
        academicYearId: s.yearId,
        description: 'វិច្ឆិកា',
        descriptionEn: 'November',
        examType: 0,
        isCurrent: true,
        scoreEntryEndDate: '2999-12-31',
      })
      .returning({ id: examType.id });
    const [g] = await tx
      .insert(guardian)
      .values({ campusId: s.campus.id, firstName: 'សុខា', lastName: 'ចាន់', firstNameEn: 'Sokha', lastNameEn: 'Chan', gender: 0 })
      .returning({ id: guardian.id });
    await tx.insert(studentGuardian).values({ campusId: s.campus.id, studentId: pupils[0]!, guardianId: g!.id, relationshipType: 0, isPrimary: true });
    return { exam: e!.id, guardianId: g!.id };
  });
  return {
    s,
    other,
    maths,
    khmer,
    dara,
    vanna,
    pupils,
    inB,
    exam,
    studentToken: (await addStudentAccount(t, s.campus, pupils[0]!)).token,
    otherStudentToken: (await addStudentAccount(t, s.campus, pupils[1]!)).token,
    guardianToken: (await addGuardianAccount(t, s.campus, guardianId)).token,
  };
}
