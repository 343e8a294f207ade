import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACADEMIC_SCORE_STATUS, EXAM_PERIOD_TYPE } from '@school/contract';
import { courseLevelSubject, examType, subjectStandardScore } from '../src/db/schema/index';
import type { TTestApp } from './test-app';
import type { TNewStudent } from '../src/modules/student/student.create';
import { addStudent, createSchool, type TSchool } from './people-fixtures';
import { addGradeSubjects } from './employee-fixtures';

const { NORMAL, ABSENT } = ACADEMIC_SCORE_STATUS;

/** A student's scores of one exam, per subject in the order Khmer, Mathematics, Physics; null is not entered. */
export type TExampleScores = Record<string, Array<number | 'absent' | null>>;

export type TGradingExample = {
  s: TSchool;
  /** Another school, for the isolation checks. */
  other: TSchool;
  khmer: string;
  maths: string;
  physics: string;
  november: string;
  december: string;
  semesterExam: string;
  dara: string;
  /** Dara's guardian (Sopheak). */
  daraGuardianId: string;
  bopha: string;
  chenda: string;
  /** Saves an exam's three sheets of class A through the score entry calls, as the office. */
  saveExam: (exam: string, scores: TExampleScores) => Promise<void>;
  /**
   * Adds the semester-2 exam (no monthly exams: the semester's average is its exam's, grading.md 'A semester'), for a
   * test of the year; its id. Tests that add it run last in their file: the year's results change with it.
   */
  addSemester2Exam: () => Promise<string>;
};

/**
 * The worked example of docs/spec/grading.md, the one case the score area and every result report test against:
 * a grade-7 class (class A of a new school) with Khmer (M 100, c 2), Mathematics (100, 2) and Physics (50, 1);
 * November and December (monthly, counted in the average) and the semester-1 exam; Dara, Bopha and Chenda
 * (Khmer name order ក Bopha, ច Chenda, ដ Dara), their scores saved through the score entry calls:
 * November Dara 80 90 40, Bopha 50 40 20, Chenda 80 90 40 (a tie); December Dara 70 60 30, Bopha 60 50 25,
 * Chenda 70, absent, 30; the semester exam Dara 85 75 35, Bopha 70 55 30, Chenda nothing (semester 1 incomplete).
 * All three are girls (addStudent's default) unless `options.dara` says otherwise.
 */
export async function seedGradingExample(t: TTestApp, options: { dara?: Partial<TNewStudent> } = {}): Promise<TGradingExample> {
  const s = await createSchool(t);
  const other = await createSchool(t);
  const [khmer, maths, physics] = (await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['ភាសាខ្មែរ', 'Khmer'],
      ['គណិតវិទ្យា', 'Mathematics'],
      ['រូបវិទ្យា', 'Physics'],
    ],
  })) as [string, string, string];
  const exams = await t.database.system(async (tx) => {
    const subjects = await tx
      .select({ id: courseLevelSubject.id, subjectId: courseLevelSubject.subjectId, rootId: courseLevelSubject.subjectGroupRootId })
      .from(courseLevelSubject)
      .where(eq(courseLevelSubject.campusId, s.campus.id));
    for (const x of subjects)
      await tx.insert(subjectStandardScore).values({
        campusId: s.campus.id,
        academicYearId: s.yearId,
        subjectGroupRootId: x.rootId,
        courseLevelId: s.gradeId,
        subjectId: x.subjectId,
        maxScore: x.id === physics ? 50 : 100,
        coefficient: x.id === physics ? 1 : 2,
        passScore: x.id === physics ? 25 : 50,
      });
    const exam = async (description: string, descriptionEn: string, values: Partial<typeof examType.$inferInsert>) =>
      (
        await tx
          .insert(examType)
          .values({ campusId: s.campus.id, academicYearId: s.yearId, description, descriptionEn, examType: EXAM_PERIOD_TYPE.MONTH, ...values })
          .returning({ id: examType.id })
      )[0]!.id;
    return {
      november: await exam('វិច្ឆិកា', 'November', {
        semesterType: 1,
        month: 11,
        isAverageScore: true,
        sortIndex: 1,
        isCurrent: true,
        scoreEntryEndDate: '2999-12-31',
      }),
      december: await exam('ធ្នូ', 'December', { semesterType: 1, month: 12, isAverageScore: true, sortIndex: 2 }),
      semesterExam: await exam('ប្រឡងឆមាសទី១', 'Semester 1 exam', {
        examType: EXAM_PERIOD_TYPE.SEMESTER_1,
        semesterType: 1,
        isSemesterExam: true,
        sortIndex: 3,
      }),
    };
  });
  const daraAdded = await addStudent(t, s, s.classA, {
    lastName: 'ដួង',
    firstName: 'ដារា',
    lastNameEn: 'Duong',
    firstNameEn: 'Dara',
    guardians: [{ relationshipType: 1, guardian: { firstName: 'សុភ័ក្រ', lastName: 'ដួង', firstNameEn: 'Sopheak', lastNameEn: 'Duong', gender: 1 } }],
    ...options.dara,
  });
  const bopha = (await addStudent(t, s, s.classA, { lastName: 'កែវ', firstName: 'បុប្ផា', lastNameEn: 'Keo', firstNameEn: 'Bopha' })).studentId;
  const chenda = (await addStudent(t, s, s.classA, { lastName: 'ចាន់', firstName: 'ចិន្តា', lastNameEn: 'Chan', firstNameEn: 'Chenda' })).studentId;
  const dara = daraAdded.studentId;

  const saveExam = async (exam: string, scores: TExampleScores) => {
    for (const [i, subject] of [khmer, maths, physics].entries()) {
      const sheet = await t.call('GET', '/api/score/entry/by-class-and-exam-type', {
        token: s.campus.adminToken,
        query: { academicClassId: s.classA, examTypeId: exam, courseLevelSubjectId: subject },
      });
      expect(sheet.statusCode).toBe(200);
      const items = Object.entries(scores).map(([studentId, row]) => {
        const v = row[i];
        return v === 'absent' ? { StudentId: studentId, Score: null, Status: ABSENT } : { StudentId: studentId, Score: v ?? null, Status: NORMAL };
      });
      const saved = await t.call('POST', '/api/score/entry/v2/batch-save', {
        token: s.campus.adminToken,
        json: { AcademicClassId: s.classA, ExamTypeId: exam, CourseLevelSubjectId: subject, Version: sheet.data.Data.Version, Items: items },
      });
      expect(saved.statusCode).toBe(200);
    }
  };
  await saveExam(exams.november, { [dara]: [80, 90, 40], [bopha]: [50, 40, 20], [chenda]: [80, 90, 40] });
  await saveExam(exams.december, { [dara]: [70, 60, 30], [bopha]: [60, 50, 25], [chenda]: [70, 'absent', 30] });
  await saveExam(exams.semesterExam, { [dara]: [85, 75, 35], [bopha]: [70, 55, 30], [chenda]: [null, null, null] });
  const addSemester2Exam = async () =>
    (
      await t.database.system((tx) =>
        tx
          .insert(examType)
          .values({
            campusId: s.campus.id,
            academicYearId: s.yearId,
            description: 'ប្រឡងឆមាសទី២',
            descriptionEn: 'Semester 2 exam',
            examType: EXAM_PERIOD_TYPE.SEMESTER_2,
            semesterType: 2,
            isSemesterExam: true,
            sortIndex: 4,
          })
          .returning({ id: examType.id }),
      )
    )[0]!.id;
  return { s, other, khmer, maths, physics, ...exams, dara, daraGuardianId: daraAdded.guardianIds[0]!, bopha, chenda, saveExam, addSemester2Exam };
}
