import {
  ACADEMIC_RESULT_STATUS,
  ACTOR_TYPE,
  EXAM_PERIOD_TYPE,
  SCORE_VISIBILITY_STATUS,
  type TScoreClassResult,
  type TScoreClassResultQuery,
  type TScoreConfiguration,
  type TScoreIndividualReportQuery,
  type TScoreResultCell,
  type TScoreResultKind,
  type TScoreResultSubject,
  type TScoreSetting,
  type TScoreStudentPeriod,
  type TScoreStudentResults,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/app-error';
import { classStudentWire, personFullName, personFullNameEn } from '../../lib/person-name';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { assertStudentReadable, teacherClassIds } from '../access/access.service';
import { absencesOf } from '../student-attendance/index';
import {
  classResults,
  DEFAULT_GRADE_MATRIX,
  fullAverageOf,
  gradingExamsOf,
  roundScore,
  scoreStatusOf,
  subjectsThatCount,
  yearPlanOf,
  type TClassResultRow,
  type TGradingInput,
  type TResultPeriod,
  type TSemesterPlan,
} from './grading';
import * as entryRepo from './score.repository';
import * as repo from './score-result.repository';
import * as confirmationRepo from './score-confirmation.repository';

/**
 * Results (issue 13 'Results'): the grading module's answers stored per class, period and student
 * (`score_result`), recomputed in the transaction that saves a sheet, and read as they are.
 *
 * Periods: each exam of the year with a sheet of the class, each semester (grading's semester plan) with a
 * sheet of one of its exams, and the year once a semester is there. Keys: the exam type's id, `s1`, `s2`, `year`.
 *
 * Release (what students and guardians see): an exam's results are released for a class when every subject
 * that counts in the class has a LIVE sheet of that exam (a class's ranks and averages are one thing: a
 * subject still in draft would change them, so no subject is shown before all are); a semester when each exam
 * of its plan is released; the year when both semesters are.
 */

const KIND = { exam: 0, semester: 1, year: 2 } as const;
const semesterKey = (s: number) => `s${s}`;
const YEAR_KEY = 'year';

const isOffice = (auth: TAuth) => auth.permissions.has('MANAGE_SCORE');

/** What grading needs of a class: its subjects that count (with the wire's columns), the matrix and the scores. */
type TBasis = {
  subjects: Array<Awaited<ReturnType<typeof repo.subjectsOfClass>>[number]>;
  counted: TScoreResultSubject[];
  input: TGradingInput;
};

type TContext = TBasis & {
  cls: repo.TResultClass;
  exams: entryRepo.TExamTypeRow[];
  plans: { s1: TSemesterPlan; s2: TSemesterPlan };
};

/** A class's subjects that count, its matrix and the scores of `scores` (every exam's, the exams named, or none). */
async function basisOf(tx: TQueryable, campusId: string, cls: repo.TResultClass, scores: 'all' | 'none' | string[]): Promise<TBasis> {
  const subjects = await repo.subjectsOfClass(tx, { campusId, cls });
  const counting = subjectsThatCount(subjects.map((s) => ({ ...s, subjectId: s.courseLevelSubjectId })));
  const countingIds = new Set(counting.map((s) => s.subjectId));
  const matrix = await repo.matrixOf(tx, { campusId, academicYearId: cls.academicYearId, levelClassifiedId: cls.levelClassifiedId });
  const rows =
    scores === 'none' ? [] : await repo.scoresOfClass(tx, { campusId, academicClassId: cls.id, ...(scores === 'all' ? {} : { examTypeIds: scores }) });
  return {
    subjects,
    counted: subjects
      .filter((s) => countingIds.has(s.courseLevelSubjectId))
      .map((s) => ({
        CourseLevelSubjectId: s.courseLevelSubjectId,
        Subject: s.description,
        SubjectEn: s.descriptionEn,
        MaxScore: s.maxScore,
        Coefficient: s.coefficient,
        PassScore: s.passScore,
      })),
    input: {
      subjects: counting,
      scores: rows
        .filter((s) => countingIds.has(s.courseLevelSubjectId))
        .map((s) => ({
          studentId: s.studentId,
          examId: s.examTypeId,
          subjectId: s.courseLevelSubjectId,
          status: scoreStatusOf(s.status, s.score),
          score: s.score,
        })),
      matrix: matrix.length > 0 ? matrix : DEFAULT_GRADE_MATRIX,
    },
  };
}

/** The class, its subjects that count, matrix, exams and semester plans; every score of the class when `withScores`. */
async function contextOf(tx: TQueryable, campusId: string, academicClassId: string, withScores: boolean): Promise<TContext | undefined> {
  const cls = await repo.resultClassOf(tx, { campusId, academicClassId });
  if (!cls) return undefined;
  const basis = await basisOf(tx, campusId, cls, withScores ? 'all' : 'none');
  const exams = await entryRepo.examTypesOfYear(tx, { campusId, academicYearId: cls.academicYearId });
  const plan = yearPlanOf(gradingExamsOf(exams));
  return { ...basis, cls, exams, plans: { s1: plan.semester1, s2: plan.semester2 } };
}

const planExams = (p: TSemesterPlan) => [...p.monthExamIds, ...(p.semesterExamId ? [p.semesterExamId] : [])];

function storedRows(
  campusId: string,
  academicClassId: string,
  key: { periodKind: number; period: string; examTypeId: string | null; semester: number | null },
  rows: TClassResultRow[],
): repo.TScoreResultInsert[] {
  const now = new Date();
  return rows.map((r, position) => ({
    campusId,
    academicClassId,
    studentId: r.studentId,
    ...key,
    state: r.state,
    total: r.total,
    coefficientSum: r.coefficientSum,
    fullAverage: r.fullAverage,
    average: r.average,
    percent: r.percent,
    rank: r.rank,
    grade: r.mention?.grade ?? null,
    mention: r.mention?.mention ?? null,
    mentionEn: r.mention?.mentionEn ?? null,
    passed: r.passed,
    position,
    subjects: r.subjects.map((s): repo.TStoredSubjectResult => ({
      subjectId: s.subjectId,
      state: s.state,
      status: s.status,
      score: s.score,
      percent: s.percent,
      passed: s.passed,
      grade: s.grade?.grade ?? null,
    })),
    computedAt: now,
  }));
}

/** What a recompute covers: one exam (its semester and the year), one semester (its exams and the year), or all. */
export type TRecomputeScope = { examTypeId?: string; semester?: 1 | 2 };

type TKey = { periodKind: number; period: string; examTypeId: string | null; semester: number | null };

/**
 * Recomputes and stores a class's results and takes its stale mark. With an exam named: that exam, the
 * semester whose plan holds it (both when neither does) and the year; with a semester: its plan's exams, the
 * semester and the year; with neither, every exam, both semesters and the year. When the class was already
 * stale before this transaction (a placement, a standard score, the matrix or an exam type changed, a score
 * written outside a save, or the semesters a save left to the next read), everything is recomputed whatever
 * the scope. Runs in the caller's transaction (a read's, or one class of the school's recompute). Answers the
 * number of students computed.
 */
export async function recomputeClassResults(tx: TQueryable, p: { campusId: string; academicClassId: string } & TRecomputeScope): Promise<number> {
  const stale = await repo.takeStale(tx, { campusId: p.campusId, academicClassId: p.academicClassId });
  const whole = (stale && !stale.own) || (!p.examTypeId && !p.semester);
  const c = await contextOf(tx, p.campusId, p.academicClassId, true);
  if (!c) return 0;
  const inPlan = { 1: planExams(c.plans.s1), 2: planExams(c.plans.s2) };
  if (whole) return storeResults(tx, p.campusId, c, { examIds: null, semesters: [1, 2] });
  if (p.semester) return storeResults(tx, p.campusId, c, { examIds: new Set(inPlan[p.semester]), semesters: [p.semester] });
  const of = ([1, 2] as const).filter((s) => inPlan[s].includes(p.examTypeId!));
  return storeResults(tx, p.campusId, c, { examIds: new Set([p.examTypeId!]), semesters: of.length > 0 ? [...of] : [1, 2] });
}

/**
 * Grades and stores the periods of a class named by `scope`: the exams of `examIds` (every exam when null),
 * the `semesters` and the year. An exam is stored once the class has a sheet of it, a semester once one of its
 * plan's exams has one, the year once a semester is stored; the rows of a period not stored are cleared.
 */
async function storeResults(tx: TQueryable, campusId: string, c: TContext, scope: { examIds: Set<string> | null; semesters: Array<1 | 2> }) {
  const academicClassId = c.cls.id;
  const students = (await entryRepo.classStudents(tx, { campusId, academicClassId })).map((s) => s.id);
  const sheetExams = new Set((await repo.sheetsOfClass(tx, { campusId, academicClassId })).map((s) => s.examTypeId));
  const inPlan = { 1: planExams(c.plans.s1), 2: planExams(c.plans.s2) };
  const periods: string[] = [];
  const computed: Array<{ key: TKey; period: TResultPeriod }> = [];
  const put = (key: TKey, period: TResultPeriod, keep: boolean) => {
    periods.push(key.period);
    if (keep) computed.push({ key, period });
  };
  for (const exam of c.exams) {
    if (scope.examIds && !scope.examIds.has(exam.id)) continue;
    put({ periodKind: KIND.exam, period: exam.id, examTypeId: exam.id, semester: null }, { exam: exam.id }, sheetExams.has(exam.id));
  }
  const has = { 1: inPlan[1].some((e) => sheetExams.has(e)), 2: inPlan[2].some((e) => sheetExams.has(e)) };
  for (const semester of scope.semesters) {
    const plan = semester === 1 ? c.plans.s1 : c.plans.s2;
    put({ periodKind: KIND.semester, period: semesterKey(semester), examTypeId: null, semester }, { semester: plan }, has[semester]);
  }
  put(
    { periodKind: KIND.year, period: YEAR_KEY, examTypeId: null, semester: null },
    { year: { semester1: c.plans.s1, semester2: c.plans.s2 } },
    has[1] || has[2],
  );
  // Every period in one pass of the grading module (a semester reuses its exams, the year its semesters).
  // No sheet yet (a class without scores, perhaps without subjects that count): nothing to grade, only the
  // periods' old rows to clear.
  const results =
    computed.length === 0
      ? []
      : classResults(
          c.input,
          students,
          computed.map((x) => x.period),
        );
  const rows = computed.flatMap((x, i) => storedRows(campusId, academicClassId, x.key, results[i]!.rows));
  await repo.replaceResults(tx, { campusId, academicClassId, periods, rows });
  return students.length;
}

/**
 * A save's recompute, in its transaction, from what the save already read (the class and its students): the
 * saved exam's results are graded from that exam's scores and stored; the class's semesters and year, which
 * read every exam of the year, are left marked stale for the next read that needs them (the class results of
 * a semester or the year, a record book, promotion), so a teacher saving sheet after sheet does not regrade
 * the year each time. A class already stale before the save is recomputed whole. Nothing is done when the
 * save changed no score (no stale mark) unless it made the sheet.
 */
export async function recomputeAfterSave(
  tx: TQueryable,
  p: { campusId: string; cls: repo.TResultClass; studentIds: string[]; examTypeIds: string[]; created: boolean },
): Promise<void> {
  const academicClassId = p.cls.id;
  const mark = await repo.narrowStaleToSemesters(tx, { campusId: p.campusId, academicClassId });
  if (mark && !mark.own) {
    await recomputeClassResults(tx, { campusId: p.campusId, academicClassId });
    return;
  }
  if (!mark && !p.created) return;
  if (!mark) await repo.markSemestersStale(tx, { campusId: p.campusId, academicClassId });
  const basis = await basisOf(tx, p.campusId, p.cls, p.examTypeIds);
  const results = classResults(
    basis.input,
    p.studentIds,
    p.examTypeIds.map((exam) => ({ exam })),
  );
  const rows = p.examTypeIds.flatMap((exam, i) =>
    storedRows(p.campusId, academicClassId, { periodKind: KIND.exam, period: exam, examTypeId: exam, semester: null }, results[i]!.rows),
  );
  await repo.replaceResults(tx, { campusId: p.campusId, academicClassId, periods: p.examTypeIds, rows });
}

/**
 * The stored result of a class's exam per student, brought up to date first: the office's preview before it
 * confirms (what the students will see once every sheet is LIVE).
 */
export async function examResultsOfClass(tx: TQueryable, p: { campusId: string; academicClassId: string; examTypeId: string }) {
  await refreshIfStale(tx, p.campusId, p.academicClassId, 'exams');
  const rows = await repo.resultsOfPeriod(tx, { campusId: p.campusId, academicClassId: p.academicClassId, period: p.examTypeId });
  return new Map(
    rows.map((r) => [
      r.studentId,
      {
        State: r.state as 'complete' | 'incomplete' | 'exempt',
        Total: r.total,
        Average: r.average,
        Percent: r.percent,
        Rank: r.rank,
        Grade: r.grade,
        Mention: r.mention,
        MentionEn: r.mentionEn,
        Passed: r.passed,
      },
    ]),
  );
}

/**
 * Brings a class's stored results up to date before they are read, when anything they follow from changed:
 * `exams` a reader of exam results only (semesters and year a save left stale wait for their own reader).
 */
async function refreshIfStale(tx: TQueryable, campusId: string, academicClassId: string, need: 'exams' | 'all' = 'all'): Promise<void> {
  const stale = await repo.takeStale(tx, { campusId, academicClassId, examsOnly: need === 'exams' });
  if (!stale) return;
  if (stale.exams) {
    await recomputeClassResults(tx, { campusId, academicClassId });
    return;
  }
  // Only the semesters and the year: the exams are as stored.
  const c = await contextOf(tx, campusId, academicClassId, true);
  if (c) await storeResults(tx, campusId, c, { examIds: new Set(), semesters: [1, 2] });
}

/** A student's stored year result as promotion reads it. */
export type TYearResult = {
  state: 'complete' | 'incomplete' | 'exempt';
  average: number | null;
  percent: number | null;
  rank: number | null;
  grade: string | null;
  mention: string | null;
  mentionEn: string | null;
  passed: boolean | null;
};

/**
 * The stored year result of every student of the classes (a stale class brought up to date first), keyed
 * `classId:studentId`: the promotion screen proposes next year's class from it (issue 13 'Academic result status
 * per student per year feeds promotion').
 */
export async function yearResultsOfClasses(tx: TQueryable, p: { campusId: string; classIds: string[] }): Promise<Map<string, TYearResult>> {
  for (const academicClassId of p.classIds) await refreshIfStale(tx, p.campusId, academicClassId);
  const rows = await repo.yearResultsOfClasses(tx, { campusId: p.campusId, classIds: p.classIds, period: YEAR_KEY });
  return new Map(
    rows.map((r) => [
      `${r.academicClassId}:${r.studentId}`,
      {
        state: r.state as TYearResult['state'],
        average: r.average,
        percent: r.percent,
        rank: r.rank,
        grade: r.grade,
        mention: r.mention,
        mentionEn: r.mentionEn,
        passed: r.passed,
      },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------
// Release and absences

type TReleased = { exams: Set<string>; s1: boolean; s2: boolean; year: boolean };

async function releasedOf(tx: TQueryable, campusId: string, c: TContext): Promise<TReleased> {
  const sheets = await repo.sheetsOfClass(tx, { campusId, academicClassId: c.cls.id });
  const live = new Map<string, Set<string>>();
  for (const s of sheets)
    if (s.visibility === SCORE_VISIBILITY_STATUS.LIVE) live.set(s.examTypeId, (live.get(s.examTypeId) ?? new Set()).add(s.courseLevelSubjectId));
  const exams = new Set(c.exams.filter((e) => c.counted.length > 0 && c.counted.every((s) => live.get(e.id)?.has(s.CourseLevelSubjectId))).map((e) => e.id));
  const semesterReleased = (plan: TSemesterPlan) => plan.semesterExamId != null && planExams(plan).every((e) => exams.has(e));
  const s1 = semesterReleased(c.plans.s1);
  const s2 = semesterReleased(c.plans.s2);
  return { exams, s1, s2, year: s1 && s2 };
}

const isReleased = (r: TReleased, period: string) => (period === 's1' ? r.s1 : period === 's2' ? r.s2 : period === YEAR_KEY ? r.year : r.exams.has(period));

type TAbsence = { absence: number; permission: number };

/** Absences per student of a period: an exam's attendance summary, a semester its semester exam's, the year both. */
async function absencesOfPeriod(tx: TQueryable, campusId: string, c: TContext, period: string): Promise<Map<string, TAbsence>> {
  const examIds =
    period === YEAR_KEY
      ? [c.plans.s1.semesterExamId, c.plans.s2.semesterExamId]
      : period === 's1'
        ? [c.plans.s1.semesterExamId]
        : period === 's2'
          ? [c.plans.s2.semesterExamId]
          : [period];
  const out = new Map<string, TAbsence>();
  for (const examTypeId of examIds) {
    if (!examTypeId) continue;
    for (const r of await absencesOf(tx, { campusId, academicClassId: c.cls.id, examTypeId })) {
      const was = out.get(r.studentId) ?? { absence: 0, permission: 0 };
      out.set(r.studentId, { absence: was.absence + r.counts.Absence, permission: was.permission + r.counts.Permission });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Reading

const cellsOf = (c: TContext, stored: repo.TStoredSubjectResult[]): TScoreResultCell[] => {
  const bySubject = new Map(stored.map((s) => [s.subjectId, s]));
  return c.counted.map((s) => {
    const r = bySubject.get(s.CourseLevelSubjectId);
    return {
      CourseLevelSubjectId: s.CourseLevelSubjectId,
      State: r?.state ?? 'incomplete',
      Status: r?.status ?? null,
      Score: r?.score ?? null,
      Percent: r?.percent ?? null,
      Passed: r?.passed ?? null,
      Grade: r?.grade ?? null,
    };
  });
};

function figuresOf(c: TContext, r: repo.TScoreResultRow, absence: TAbsence | undefined) {
  return {
    State: r.state as 'complete' | 'incomplete' | 'exempt',
    Total: r.total,
    Average: r.average,
    Percent: r.percent,
    FullAverage: r.fullAverage,
    Rank: r.rank,
    Grade: r.grade,
    Mention: r.mention,
    MentionEn: r.mentionEn,
    Passed: r.passed,
    Absence: absence?.absence ?? null,
    Permission: absence?.permission ?? null,
    Subjects: cellsOf(c, r.subjects),
  };
}

const SEMESTER_NAME = (s: number) => ({ km: `ឆមាសទី${s === 1 ? '១' : '២'}`, en: `Semester ${s}` });
const YEAR_NAME = { km: 'ប្រចាំឆ្នាំ', en: 'Annual' };

function periodNames(c: TContext, period: string) {
  if (period === YEAR_KEY) return YEAR_NAME;
  if (period === 's1' || period === 's2') return SEMESTER_NAME(Number(period.slice(1)));
  const exam = c.exams.find((e) => e.id === period);
  return { km: exam?.description ?? '', en: exam?.descriptionEn ?? '' };
}

const classNotFound = () => notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');

/** The office every class; a teacher the classes she teaches (main or subject); anyone else none (404). */
async function assertReachesClass(tx: TQueryable, auth: TAuth, academicClassId: string) {
  if (isOffice(auth)) return;
  if (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId) {
    const classes = await teacherClassIds(tx, auth.campusId, auth.actorId);
    if (classes.includes(academicClassId)) return;
  }
  throw classNotFound();
}

export function classResultOf(deps: TAppDeps, auth: TAuth, q: TScoreClassResultQuery): Promise<TScoreClassResult> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const c = await contextOf(tx, campusId, q.academicClassId, false);
    if (!c) throw classNotFound();
    await assertReachesClass(tx, auth, c.cls.id);
    let period: string = YEAR_KEY;
    if (q.kind === 'exam') {
      if (!c.exams.some((e) => e.id === q.examTypeId))
        throw badRequest('ប្រភេទប្រឡងនេះមិនមែនជារបស់ឆ្នាំសិក្សានៃថ្នាក់នេះទេ', "The exam type is not of the class's academic year", [
          { Field: 'examTypeId', Message: 'រកមិនឃើញប្រភេទប្រឡង', MessageEn: 'The exam type was not found' },
        ]);
      period = q.examTypeId!;
    } else if (q.kind === 'semester') period = semesterKey(q.semester!);
    await refreshIfStale(tx, campusId, c.cls.id, q.kind === 'exam' ? 'exams' : 'all');
    const rows = await repo.resultsOfPeriod(tx, { campusId, academicClassId: c.cls.id, period });
    const students = new Map((await repo.studentsByIds(tx, { campusId, ids: rows.map((r) => r.studentId) })).map((s) => [s.id, s]));
    const absences = rows.length > 0 ? await absencesOfPeriod(tx, campusId, c, period) : new Map<string, TAbsence>();
    const released = await releasedOf(tx, campusId, c);
    const misconduct = await repo.misconductCounts(tx, { campusId, academicYearId: c.cls.academicYearId, studentIds: rows.map((r) => r.studentId) });
    const names = periodNames(c, period);
    const count = (f: (r: repo.TScoreResultRow) => boolean) => rows.filter(f).length;
    return {
      AcademicClassId: c.cls.id,
      AcademicClass: c.cls.description,
      AcademicClassEn: c.cls.descriptionEn,
      Kind: q.kind,
      ExamTypeId: q.kind === 'exam' ? period : null,
      Semester: q.kind === 'semester' ? q.semester! : null,
      Period: names.km,
      PeriodEn: names.en,
      Released: isReleased(released, period),
      ComputedAt: rows[0]?.computedAt.toISOString() ?? null,
      Subjects: c.counted,
      Rows: rows.map((r) => {
        const s = students.get(r.studentId)!;
        return {
          ...classStudentWire(s),
          ...figuresOf(c, r, absences.get(r.studentId)),
          AcademicResultStatus:
            q.kind !== 'year'
              ? null
              : r.passed === true
                ? ACADEMIC_RESULT_STATUS.PASS
                : r.passed === false
                  ? ACADEMIC_RESULT_STATUS.FAILED
                  : ACADEMIC_RESULT_STATUS.DEFAULT,
          Misconduct: misconduct.get(r.studentId) ?? 0,
        };
      }),
      Counts: {
        Students: rows.length,
        Ranked: count((r) => r.rank != null),
        Passed: count((r) => r.passed === true),
        Failed: count((r) => r.passed === false),
        Incomplete: count((r) => r.state === 'incomplete'),
        Exempt: count((r) => r.state === 'exempt'),
      },
    };
  });
}

const kindOf = (period: string): TScoreResultKind => (period === YEAR_KEY ? 'year' : period === 's1' || period === 's2' ? 'semester' : 'exam');

/** The periods of a student in a class, in the year's order (a semester after its semester exam, the year last). */
async function studentResults(
  tx: TQueryable,
  campusId: string,
  c: TContext,
  s: repo.TResultStudent,
  options: { releasedOnly: boolean; throughExamTypeId?: string },
): Promise<TScoreStudentResults> {
  await refreshIfStale(tx, campusId, c.cls.id);
  const { rows, sizes } = await repo.resultsOfStudent(tx, { campusId, academicClassId: c.cls.id, studentId: s.id });
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const released = await releasedOf(tx, campusId, c);
  const order: string[] = [];
  for (const exam of c.exams) {
    order.push(exam.id);
    if (exam.id === c.plans.s1.semesterExamId) order.push('s1');
    if (exam.id === c.plans.s2.semesterExamId) order.push('s2');
    if (options.throughExamTypeId === exam.id) break;
  }
  if (!options.throughExamTypeId) {
    for (const key of ['s1', 's2']) if (!order.includes(key)) order.push(key);
    order.push(YEAR_KEY);
  }
  const periods: TScoreStudentPeriod[] = [];
  const book = options.releasedOnly ? undefined : await recordBookExtras(tx, campusId, c, s.id);
  for (const period of order) {
    const r = byPeriod.get(period);
    if (!r) continue;
    const isOut = isReleased(released, period);
    if (options.releasedOnly && !isOut) continue;
    const absences = await absencesOfPeriod(tx, campusId, c, period);
    const names = periodNames(c, period);
    periods.push({
      Kind: kindOf(period),
      ExamTypeId: r.examTypeId,
      Semester: r.semester,
      Period: names.km,
      PeriodEn: names.en,
      Released: isOut,
      ClassSize: sizes.get(period) ?? 0,
      ...figuresOf(c, r, absences.get(s.id)),
    });
  }
  return {
    StudentId: s.id,
    Code: s.code,
    FirstName: s.firstName,
    LastName: s.lastName,
    FirstNameEn: s.firstNameEn,
    LastNameEn: s.lastNameEn,
    FullName: personFullName(s),
    FullNameEn: personFullNameEn(s),
    AcademicClassId: c.cls.id,
    AcademicClass: c.cls.description,
    AcademicClassEn: c.cls.descriptionEn,
    AcademicYearId: c.cls.academicYearId,
    Subjects: c.counted,
    Periods: periods,
    Misconducts: book?.misconducts ?? [],
    History: book?.history ?? [],
  };
}

/** What the school's record book shows beside the results: the year's misconduct and the score history. */
async function recordBookExtras(tx: TQueryable, campusId: string, c: TContext, studentId: string) {
  const misconducts = await repo.misconductsOf(tx, { campusId, academicYearId: c.cls.academicYearId, studentId });
  const changes = await repo.scoreHistoryOfStudent(tx, { campusId, academicClassId: c.cls.id, studentId });
  const who = await confirmationRepo.accountNames(tx, { campusId, ids: changes.map((h) => h.changedBy) });
  const exams = new Map(c.exams.map((e) => [e.id, e]));
  const subjects = new Map(c.subjects.map((x) => [x.courseLevelSubjectId, x]));
  return {
    misconducts: misconducts.map((m) => ({
      Id: m.id,
      Date: m.date,
      Description: m.description,
      DescriptionEn: m.descriptionEn,
      ActionTaken: m.actionTaken,
    })),
    history: changes.map((h) => ({
      ExamTypeId: h.examTypeId,
      Exam: exams.get(h.examTypeId)?.description ?? '',
      ExamEn: exams.get(h.examTypeId)?.descriptionEn ?? '',
      CourseLevelSubjectId: h.courseLevelSubjectId,
      Subject: subjects.get(h.courseLevelSubjectId)?.description ?? '',
      SubjectEn: subjects.get(h.courseLevelSubjectId)?.descriptionEn ?? '',
      ChangedAt: h.changedAt.toISOString(),
      ChangedBy: who.get(h.changedBy)?.km ?? '',
      ChangedByEn: who.get(h.changedBy)?.en ?? '',
      OldScore: h.oldScore,
      OldStatus: h.oldStatus,
      NewScore: h.newScore,
      NewStatus: h.newStatus,
      Visibility: h.visibility,
      Reason: h.reason,
    })),
  };
}

const studentNotFound = () => notFound('រកមិនឃើញសិស្សនេះទេ', 'The student was not found');

/**
 * A student's released results of a year (`/profile/score`; the guardian's `/children/score` later): a student
 * herself only, a guardian his children, the office and her teachers as the student areas (404 otherwise).
 * Only released periods, whoever reads: this is the student's view; the record book is the school's.
 */
export function studentResultOf(deps: TAppDeps, auth: TAuth, q: { studentId?: string; academicYearId?: string }): Promise<TScoreStudentResults> {
  return inTenant(deps, auth, (tx) => studentResultIn(tx, auth, q));
}

/** studentResultOf in the caller's transaction (the printed record book of a student or guardian). */
export async function studentResultIn(tx: TQueryable, auth: TAuth, q: { studentId?: string; academicYearId?: string }): Promise<TScoreStudentResults> {
  {
    const campusId = auth.campusId;
    const studentId = q.studentId ?? (auth.actorType === ACTOR_TYPE.STUDENT ? auth.actorId : null);
    if (!studentId) throw badRequest('សូមជ្រើសរើសសិស្ស', 'Choose a student', [{ Field: 'studentId', Message: 'សូមជ្រើសរើសសិស្ស', MessageEn: 'Choose a student' }]);
    await assertStudentReadable(tx, auth, studentId);
    const s = await repo.studentOf(tx, { campusId, studentId });
    if (!s) throw studentNotFound();
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    const classId = year ? await repo.classOfStudentInYear(tx, { campusId, studentId, academicYearId: year.id }) : undefined;
    const c = classId ? await contextOf(tx, campusId, classId, false) : undefined;
    if (!c)
      return {
        StudentId: s.id,
        Code: s.code,
        FirstName: s.firstName,
        LastName: s.lastName,
        FirstNameEn: s.firstNameEn,
        LastNameEn: s.lastNameEn,
        FullName: personFullName(s),
        FullNameEn: personFullNameEn(s),
        AcademicClassId: null,
        AcademicClass: null,
        AcademicClassEn: null,
        AcademicYearId: year?.id ?? null,
        Subjects: [],
        Periods: [],
        Misconducts: [],
        History: [],
      };
    return studentResults(tx, campusId, c, s, { releasedOnly: true });
  }
}

/** The record book (សៀវភៅតាមដាន) of a student in a class: every computed period, released or not (the office, her teachers). */
export function recordBookOf(
  deps: TAppDeps,
  auth: TAuth,
  q: { studentAcademicClassId?: string; studentId?: string; academicClassId?: string; examTypeId?: string },
): Promise<TScoreStudentResults> {
  return inTenant(deps, auth, (tx) => recordBookIn(tx, auth, q));
}

/** recordBookOf in the caller's transaction (the printed record book). */
export async function recordBookIn(
  tx: TQueryable,
  auth: TAuth,
  q: { studentAcademicClassId?: string; studentId?: string; academicClassId?: string; examTypeId?: string },
): Promise<TScoreStudentResults> {
  {
    const campusId = auth.campusId;
    let placement: { studentId: string; academicClassId: string } | undefined;
    if (q.studentAcademicClassId) placement = await repo.placementOf(tx, { campusId, id: q.studentAcademicClassId });
    else if (q.studentId && q.academicClassId && (await repo.isPlaced(tx, { campusId, studentId: q.studentId, academicClassId: q.academicClassId })))
      placement = { studentId: q.studentId, academicClassId: q.academicClassId };
    if (!placement) throw studentNotFound();
    const c = await contextOf(tx, campusId, placement.academicClassId, false);
    if (!c) throw studentNotFound();
    await assertReachesClass(tx, auth, c.cls.id).catch(() => {
      throw studentNotFound();
    });
    const s = await repo.studentOf(tx, { campusId, studentId: placement.studentId });
    if (!s) throw studentNotFound();
    if (q.examTypeId && !c.exams.some((e) => e.id === q.examTypeId))
      throw badRequest('ប្រភេទប្រឡងនេះមិនមែនជារបស់ឆ្នាំសិក្សានៃថ្នាក់នេះទេ', "The exam type is not of the class's academic year", [
        { Field: 'examTypeId', Message: 'រកមិនឃើញប្រភេទប្រឡង', MessageEn: 'The exam type was not found' },
      ]);
    return studentResults(tx, campusId, c, s, { releasedOnly: false, throughExamTypeId: q.examTypeId });
  }
}

/**
 * `GET /api/score/entry/individual-report`: one student's subject scores and result of one period in a class. The
 * office and her teachers read it computed, released or not; a student herself and a guardian his child only once
 * released (`Periods` empty before). Anyone else, or a student not placed in the class: 404.
 */
export function individualReportOf(deps: TAppDeps, auth: TAuth, q: TScoreIndividualReportQuery): Promise<TScoreStudentResults> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const studentId = q.studentId ?? (auth.actorType === ACTOR_TYPE.STUDENT ? auth.actorId : null);
    if (!studentId) throw badRequest('សូមជ្រើសរើសសិស្ស', 'Choose a student', [{ Field: 'studentId', Message: 'សូមជ្រើសរើសសិស្ស', MessageEn: 'Choose a student' }]);
    const c = await contextOf(tx, campusId, q.academicClassId, false);
    if (!c) throw studentNotFound();
    let releasedOnly = false;
    if (!isOffice(auth)) {
      const teaches = await assertReachesClass(tx, auth, c.cls.id).then(
        () => true,
        () => false,
      );
      if (!teaches) {
        if (auth.actorType === ACTOR_TYPE.EMPLOYEE) throw studentNotFound();
        await assertStudentReadable(tx, auth, studentId);
        releasedOnly = true;
      }
    }
    if (!(await repo.isPlaced(tx, { campusId, studentId, academicClassId: c.cls.id }))) throw studentNotFound();
    const s = await repo.studentOf(tx, { campusId, studentId });
    if (!s) throw studentNotFound();
    if (q.kind === 'exam' && !c.exams.some((e) => e.id === q.examTypeId))
      throw badRequest('ប្រភេទប្រឡងនេះមិនមែនជារបស់ឆ្នាំសិក្សានៃថ្នាក់នេះទេ', "The exam type is not of the class's academic year", [
        { Field: 'examTypeId', Message: 'រកមិនឃើញប្រភេទប្រឡង', MessageEn: 'The exam type was not found' },
      ]);
    const all = await studentResults(tx, campusId, c, s, { releasedOnly });
    const wanted = (p: TScoreStudentPeriod) =>
      p.Kind === q.kind && (q.kind === 'exam' ? p.ExamTypeId === q.examTypeId : q.kind === 'semester' ? p.Semester === q.semester : true);
    return { ...all, Periods: all.Periods.filter(wanted) };
  });
}

// ---------------------------------------------------------------------------------------------------
// How results are computed (data-calls §3 'Other': Setting and configuration)

const FORMULAS: Array<{ value: number; km: string; en: string; formula: string; formulaEn: string }> = [
  {
    value: EXAM_PERIOD_TYPE.MONTH,
    km: 'ប្រឡងប្រចាំខែ',
    en: 'Monthly exam',
    formula: 'មធ្យមភាគ = ពិន្ទុសរុប ÷ មេគុណសរុប; ភាគរយ = មធ្យមភាគ ÷ មធ្យមភាគពេញ',
    formulaEn: 'Average = total ÷ sum of coefficients; percent = average ÷ full average',
  },
  {
    value: EXAM_PERIOD_TYPE.SEMESTER_1,
    km: 'ឆមាសទី១',
    en: 'Semester 1',
    formula: 'មធ្យមភាគឆមាស = (មធ្យមភាគប្រឡងឆមាស + មធ្យមភាគនៃមធ្យមភាគប្រចាំខែ) ÷ ២',
    formulaEn: 'Semester average = (semester-exam average + mean of the monthly averages) ÷ 2',
  },
  {
    value: EXAM_PERIOD_TYPE.SEMESTER_2,
    km: 'ឆមាសទី២',
    en: 'Semester 2',
    formula: 'មធ្យមភាគឆមាស = (មធ្យមភាគប្រឡងឆមាស + មធ្យមភាគនៃមធ្យមភាគប្រចាំខែ) ÷ ២',
    formulaEn: 'Semester average = (semester-exam average + mean of the monthly averages) ÷ 2',
  },
  {
    value: EXAM_PERIOD_TYPE.ANNUAL,
    km: 'ប្រចាំឆ្នាំ',
    en: 'Annual',
    formula: 'មធ្យមភាគប្រចាំឆ្នាំ = (មធ្យមភាគឆមាសទី១ + មធ្យមភាគឆមាសទី២) ÷ ២',
    formulaEn: 'Annual average = (semester 1 average + semester 2 average) ÷ 2',
  },
];

export function settingOf(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; examType: number }): Promise<TScoreSetting> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const formula = FORMULAS.find((f) => f.value === q.examType)!;
    const base = {
      ExamType: q.examType,
      ExamFormulaTyes: FORMULAS.map((f) => ({ Value: f.value, Name: f.km, NameEn: f.en, Formula: f.formula, FormulaEn: f.formulaEn })),
      Formula: formula.formula,
      FormulaEn: formula.formulaEn,
    };
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    if (!year) return { AcademicYearId: null, RelatedExamTypes: [], ...base };
    const exams = await entryRepo.examTypesOfYear(tx, { campusId, academicYearId: year.id });
    const plan = yearPlanOf(gradingExamsOf(exams));
    const plans =
      q.examType === EXAM_PERIOD_TYPE.SEMESTER_1
        ? [plan.semester1]
        : q.examType === EXAM_PERIOD_TYPE.SEMESTER_2
          ? [plan.semester2]
          : [plan.semester1, plan.semester2];
    const related = exams.flatMap((e) => {
      const role: 'month' | 'semester-exam' | 'exam' | null =
        q.examType === EXAM_PERIOD_TYPE.MONTH
          ? e.examType === EXAM_PERIOD_TYPE.MONTH
            ? 'exam'
            : null
          : plans.some((p) => p.monthExamIds.includes(e.id))
            ? 'month'
            : plans.some((p) => p.semesterExamId === e.id)
              ? 'semester-exam'
              : null;
      return role ? [{ Id: e.id, Description: e.description, DescriptionEn: e.descriptionEn, ExamType: e.examType, Semester: e.semesterType, Role: role }] : [];
    });
    return { AcademicYearId: year.id, RelatedExamTypes: related, ...base };
  });
}

export function configurationOf(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; examId?: string }): Promise<TScoreConfiguration> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const c = await contextOf(tx, campusId, q.academicClassId, false);
    if (!c) throw classNotFound();
    await assertReachesClass(tx, auth, c.cls.id);
    if (q.examId && !c.exams.some((e) => e.id === q.examId))
      throw badRequest('ប្រភេទប្រឡងនេះមិនមែនជារបស់ឆ្នាំសិក្សានៃថ្នាក់នេះទេ', "The exam type is not of the class's academic year", [
        { Field: 'examId', Message: 'រកមិនឃើញប្រភេទប្រឡង', MessageEn: 'The exam type was not found' },
      ]);
    const matrix = c.input.matrix ?? DEFAULT_GRADE_MATRIX;
    return {
      AcademicClassId: c.cls.id,
      ExamTypeId: q.examId ?? null,
      Subjects: c.counted,
      CoefficientSum: roundScore(c.input.subjects.reduce((sum, s) => sum + s.coefficient, 0)),
      FullAverage: c.input.subjects.length > 0 ? fullAverageOf(c.input.subjects) : 0,
      Matrix: matrix.map((m) => ({
        Grade: m.grade,
        Mention: m.mention,
        MentionEn: m.mentionEn,
        MinScore: m.minScore,
        MaxScore: m.maxScore,
        ScoreType: m.scoreType,
        GradeType: m.gradeType,
        IsPass: m.isPass,
      })),
      IsDefaultMatrix: matrix === DEFAULT_GRADE_MATRIX,
    };
  });
}
