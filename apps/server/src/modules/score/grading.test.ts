import { describe, expect, it } from 'vitest';
import { ACADEMIC_SCORE_STATUS, EXAM_PERIOD_TYPE, EXAM_TYPE_CONDITION, RESULT_LEVEL, STANDARD_SCORE_TYPE, VALUE_KIND } from '@school/contract';
import {
  DEFAULT_GRADE_MATRIX,
  annualResult,
  classResult,
  competitionRanks,
  examResult,
  fullAverageOf,
  gradingExamsOf,
  mentionOf,
  roundScore,
  scoreStatusOf,
  semesterPlanOf,
  semesterResult,
  subjectsThatCount,
  yearPlanOf,
  type TClassResult,
  type TGradeRow,
  type TGradingSubject,
  type TScoreRow,
  type TSemesterPlan,
} from './index';

// spec: grading 'Worked example': a grade-7 class, three subjects.
const subjects: TGradingSubject[] = [
  { subjectId: 'khmer', maxScore: 100, coefficient: 2 },
  { subjectId: 'math', maxScore: 100, coefficient: 2 },
  { subjectId: 'physics', maxScore: 50, coefficient: 1 },
];
type TMark = number | 'absent' | 'exempt' | 'not-entered';
/** Score rows of one student and exam, in the order khmer, math, physics. */
function marks(studentId: string, examId: string, values: [TMark, TMark, TMark], of: TGradingSubject[] = subjects): TScoreRow[] {
  return values.map((v, i) => ({
    studentId,
    examId,
    subjectId: of[i]!.subjectId,
    status: typeof v === 'number' ? 'entered' : v,
    score: typeof v === 'number' ? v : null,
  }));
}
const students = ['dara', 'bopha', 'chenda'];
const example: TScoreRow[] = [
  ...marks('dara', 'nov', [80, 90, 40]),
  ...marks('bopha', 'nov', [50, 40, 20]),
  ...marks('chenda', 'nov', [80, 90, 40]),
  ...marks('dara', 'dec', [70, 60, 30]),
  ...marks('bopha', 'dec', [60, 50, 25]),
  ...marks('chenda', 'dec', [70, 'absent', 30]),
  ...marks('dara', 's1', [85, 75, 35]),
  ...marks('bopha', 's1', [70, 55, 30]),
  // Chenda has no semester-exam score entered.
];
const semester1: TSemesterPlan = { semester: 1, monthExamIds: ['nov', 'dec'], semesterExamId: 's1' };
const input = { subjects, scores: example };

/** Each row as the worked example's table states it. */
const table = (r: TClassResult) =>
  r.rows.map((x) => [x.studentId, x.total, x.average, x.percent, x.mention?.grade ?? null, x.mention?.mention ?? null, x.passed, x.rank]);

describe('grading: the worked example of grading.md', () => {
  it('computes Σ c = 5, Σ M = 250, F = 50', () => {
    expect(fullAverageOf(subjects)).toBe(50);
    expect(classResult(input, students, { exam: 'nov' }).fullAverage).toBe(50);
    expect(examResult(input, 'dara', 'nov')).toMatchObject({ coefficientSum: 5, fullAverage: 50 });
  });

  it('ranks November: Dara and Chenda tie at 42.00 (rank 1), Bopha fails at 44% (rank 3)', () => {
    const r = classResult(input, students, { exam: 'nov' });
    expect(table(r)).toEqual([
      ['dara', 210, 42, 84, 'B', 'ល្អណាស់', true, 1],
      ['chenda', 210, 42, 84, 'B', 'ល្អណាស់', true, 1],
      ['bopha', 110, 22, 44, 'F', 'ខ្សោយ', false, 3],
    ]);
    expect(r.rows[0]!.mention).toEqual({ grade: 'B', mention: 'ល្អណាស់', mentionEn: 'Very good', isPass: true });
    expect(r.counts).toEqual({ students: 3, ranked: 3, passed: 2, failed: 1, incomplete: 0, exempt: 0 });
  });

  it('ranks December: Chenda absent in mathematics scores 0 there (100, 20.00, 40%)', () => {
    expect(table(classResult(input, students, { exam: 'dec' }))).toEqual([
      ['dara', 160, 32, 64, 'D', 'ល្អបង្គួរ', true, 1],
      ['bopha', 135, 27, 54, 'E', 'មធ្យម', true, 2],
      ['chenda', 100, 20, 40, 'F', 'ខ្សោយ', false, 3],
    ]);
    const math = examResult(input, 'chenda', 'dec').subjects.find((s) => s.subjectId === 'math');
    expect(math).toMatchObject({ state: 'scored', status: 'absent', score: 0, percent: 0, passed: false });
  });

  it('reads the semester 1 exam; Chenda, with nothing entered, is incomplete, unranked and listed last', () => {
    const r = classResult(input, students, { exam: 's1' });
    expect(table(r)).toEqual([
      ['dara', 195, 39, 78, 'C', 'ល្អ', true, 1],
      ['bopha', 155, 31, 62, 'D', 'ល្អបង្គួរ', true, 2],
      ['chenda', null, null, null, null, null, null, null],
    ]);
    expect(r.rows[2]!.state).toBe('incomplete');
    expect(r.rows[2]!.subjects.every((s) => s.state === 'incomplete' && s.status === 'not-entered' && s.score === null)).toBe(true);
  });

  it('averages semester 1: Dara 38.00 (76%, C), Bopha 27.75 (55.5%, E, pass), Chenda incomplete', () => {
    const r = classResult(input, students, { semester: semester1 });
    expect(r.rows.map((x) => [x.studentId, x.average, x.percent, x.mention?.grade ?? null, x.mention?.mention ?? null, x.passed, x.rank, x.state])).toEqual([
      ['dara', 38, 76, 'C', 'ល្អ', true, 1, 'complete'],
      ['bopha', 27.75, 55.5, 'E', 'មធ្យម', true, 2, 'complete'],
      ['chenda', null, null, null, null, null, null, 'incomplete'],
    ]);
    expect(semesterResult(input, 'dara', semester1).average).toBe(38);
    expect(r.counts).toMatchObject({ ranked: 2, passed: 2, failed: 0, incomplete: 1 });
  });

  it('gives each subject its semester score by the same rule: (semester exam + mean of months) ÷ 2', () => {
    const scoreOf = (studentId: string) => semesterResult(input, studentId, semester1).subjects.map((s) => [s.subjectId, s.score, s.percent, s.passed]);
    // Dara: Khmer (85 + 75) ÷ 2, mathematics (75 + 75) ÷ 2, physics (35 + 35) ÷ 2; Σ 190 ÷ 5 = 38.
    expect(scoreOf('dara')).toEqual([
      ['khmer', 80, 80, true],
      ['math', 75, 75, true],
      ['physics', 35, 70, true],
    ]);
    // Bopha: Khmer (70 + 55) ÷ 2, mathematics (55 + 45) ÷ 2, physics (30 + 22.5) ÷ 2; Σ 138.75 ÷ 5 = 27.75.
    expect(scoreOf('bopha')).toEqual([
      ['khmer', 62.5, 62.5, true],
      ['math', 50, 50, true],
      ['physics', 26.25, 52.5, true],
    ]);
    expect(semesterResult(input, 'bopha', semester1).total).toBe(138.75);
  });

  it('exempt case: Bopha exempt from physics in November scores 90 over Σ c = 4, 22.50, F 50, 45%', () => {
    const scores = example.map((r) =>
      r.studentId === 'bopha' && r.examId === 'nov' && r.subjectId === 'physics' ? { ...r, status: 'exempt' as const, score: null } : r,
    );
    const r = examResult({ subjects, scores }, 'bopha', 'nov');
    expect(r).toMatchObject({ state: 'complete', total: 90, coefficientSum: 4, average: 22.5, fullAverage: 50, percent: 45, passed: false });
    expect(r.mention?.grade).toBe('F');
    expect(r.subjects[2]).toMatchObject({ subjectId: 'physics', state: 'exempt', status: 'exempt', score: null, passed: null });
  });

  it('passes a subject when x ≥ P (half the maximum unless the standard score says)', () => {
    expect(examResult(input, 'bopha', 'nov').subjects.map((s) => s.passed)).toEqual([true, false, false]);
    const strict = subjects.map((s) => (s.subjectId === 'khmer' ? { ...s, passScore: 60 } : s));
    expect(examResult({ subjects: strict, scores: example }, 'bopha', 'nov').subjects[0]!.passed).toBe(false);
    expect(examResult(input, 'dara', 'nov').subjects.map((s) => [s.percent, s.grade?.grade])).toEqual([
      [80, 'B'],
      [90, 'A'],
      [80, 'B'],
    ]);
  });
});

describe('grading: ranks', () => {
  it('shares a rank between equal averages and skips the next (1, 2, 2, 4)', () => {
    expect(competitionRanks([40, 38, 38, 30])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([30, 38, null, 40, 38])).toEqual([4, 2, null, 1, 2]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('compares averages rounded to two decimals: 38.004 and 38.001 tie, 38.005 rounds up', () => {
    expect(competitionRanks([38.004, 38.001, 37.999])).toEqual([1, 1, 1]);
    expect(competitionRanks([38.004, 38.005])).toEqual([2, 1]);
  });

  it('ties students whose exact averages differ below a hundredth, in class order', () => {
    // One subject group with Σ c = 3: 114.01 ÷ 3 = 38.0033…, 114.00 ÷ 3 = 38.00, 114.02 ÷ 3 = 38.0066… (38.01).
    const three: TGradingSubject[] = [
      { subjectId: 'a', maxScore: 50, coefficient: 1 },
      { subjectId: 'b', maxScore: 50, coefficient: 1 },
      { subjectId: 'c', maxScore: 50, coefficient: 1 },
    ];
    const scores = [
      ...marks('s1', 'm', [40, 40, 34.01], three),
      ...marks('s2', 'm', [40, 40, 34], three),
      ...marks('s3', 'm', [40, 40, 34.02], three),
      ...marks('s4', 'm', [40, 40, 'not-entered'], three),
      ...marks('s5', 'm', [10, 10, 10], three),
    ];
    const r = classResult({ subjects: three, scores }, ['s1', 's2', 's3', 's4', 's5'], { exam: 'm' });
    expect(r.rows.map((x) => [x.studentId, x.average, x.rank])).toEqual([
      ['s3', 38.01, 1],
      ['s1', 38, 2],
      ['s2', 38, 2],
      ['s5', 10, 4],
      ['s4', null, null],
    ]);
  });
});

describe('grading: incomplete, exempt, absent', () => {
  it('never treats a score not entered as 0: a missing row, a not-entered row, an entered row without a score', () => {
    const scores = [
      ...marks('a', 'm', [80, 90, 40]),
      ...marks('b', 'm', [80, 90, 'not-entered']),
      ...marks('c', 'm', [80, 90, 40]).slice(0, 2),
      { studentId: 'd', examId: 'm', subjectId: 'khmer', status: 'entered' as const, score: null },
      ...marks('d', 'm', [0, 90, 40]).slice(1),
    ];
    const r = classResult({ subjects, scores }, ['e', 'd', 'c', 'b', 'a'], { exam: 'm' });
    expect(r.rows.map((x) => [x.studentId, x.state, x.average, x.rank, x.mention, x.passed])).toEqual([
      ['a', 'complete', 42, 1, expect.objectContaining({ grade: 'B' }), true],
      ['e', 'incomplete', null, null, null, null],
      ['d', 'incomplete', null, null, null, null],
      ['c', 'incomplete', null, null, null, null],
      ['b', 'incomplete', null, null, null, null],
    ]);
    expect(r.counts).toMatchObject({ ranked: 1, incomplete: 4 });
    // The subjects that are there still show their scores.
    expect(r.rows[4]!.subjects.map((s) => [s.state, s.score])).toEqual([
      ['scored', 80],
      ['scored', 90],
      ['incomplete', null],
    ]);
  });

  it('makes a semester incomplete when a month it needs is, and the year when a semester is', () => {
    const scores = example.filter((r) => !(r.studentId === 'bopha' && r.examId === 'dec' && r.subjectId === 'physics'));
    expect(semesterResult({ subjects, scores }, 'bopha', semester1)).toMatchObject({ state: 'incomplete', average: null });
    expect(semesterResult({ subjects, scores }, 'bopha', semester1).subjects.map((s) => s.state)).toEqual(['scored', 'scored', 'incomplete']);
    const year = { semester1, semester2: { semester: 2, monthExamIds: [], semesterExamId: 's2' } };
    const withS2 = [...scores, ...marks('bopha', 's2', [60, 60, 30])];
    expect(annualResult({ subjects, scores: withS2 }, 'bopha', year)).toMatchObject({ state: 'incomplete', average: null });
  });

  it('leaves out a month in which the student is exempt from every subject (exempt, not incomplete)', () => {
    // Sokha joined in December: exempt from every November subject.
    const scores = [
      ...example,
      ...marks('sokha', 'nov', ['exempt', 'exempt', 'exempt']),
      ...marks('sokha', 'dec', [70, 60, 30]),
      ...marks('sokha', 's1', [85, 75, 35]),
    ];
    expect(examResult({ subjects, scores }, 'sokha', 'nov')).toMatchObject({ state: 'exempt', average: null, passed: null });
    // (39 + 32) ÷ 2 = 35.5.
    expect(semesterResult({ subjects, scores }, 'sokha', semester1)).toMatchObject({ state: 'complete', average: 35.5, percent: 71 });
    const r = classResult({ subjects, scores }, ['sokha', ...students], { exam: 'nov' });
    expect(r.rows.at(-1)).toMatchObject({ studentId: 'sokha', state: 'exempt', rank: null });
    expect(r.counts).toMatchObject({ exempt: 1, ranked: 3 });
  });

  it('counts an absence as 0 in the total while keeping the coefficient', () => {
    const r = examResult({ subjects, scores: marks('x', 'm', ['absent', 'absent', 'absent']) }, 'x', 'm');
    expect(r).toMatchObject({ state: 'complete', total: 0, coefficientSum: 5, average: 0, percent: 0, passed: false });
    expect(r.mention?.grade).toBe('F');
  });

  it('refuses a score outside 0..M and two rows for one cell', () => {
    expect(() => examResult({ subjects, scores: marks('x', 'm', [101, 0, 0]) }, 'x', 'm')).toThrow(RangeError);
    expect(() => examResult({ subjects, scores: marks('x', 'm', [-1, 0, 0]) }, 'x', 'm')).toThrow(RangeError);
    expect(() => examResult({ subjects, scores: [...marks('x', 'm', [1, 0, 0]), ...marks('x', 'm', [1, 0, 0])] }, 'x', 'm')).toThrow(/two scores/);
  });
});

describe('grading: semesters and the year', () => {
  it('takes the semester-exam average as the semester average when the semester has no monthly exam', () => {
    const plan = { semester: 1, monthExamIds: [], semesterExamId: 's1' };
    expect(semesterResult(input, 'dara', plan)).toMatchObject({ average: 39, percent: 78 });
    expect(semesterResult(input, 'dara', plan).subjects.map((s) => s.score)).toEqual([85, 75, 35]);
  });

  it('combines F like the average, so a semester average never passes its F when exemptions differ between exams', () => {
    // Free standard scores (not M = 50 × c): F is 100 in a month the student sits A only, 55 in the semester exam.
    const free: TGradingSubject[] = [
      { subjectId: 'a', maxScore: 100, coefficient: 1 },
      { subjectId: 'b', maxScore: 10, coefficient: 1 },
    ];
    const scores: TScoreRow[] = [
      { studentId: 's', examId: 'm', subjectId: 'a', status: 'entered', score: 100 },
      { studentId: 's', examId: 'm', subjectId: 'b', status: 'exempt' },
      { studentId: 's', examId: 'x', subjectId: 'a', status: 'entered', score: 100 },
      { studentId: 's', examId: 'x', subjectId: 'b', status: 'entered', score: 10 },
    ];
    expect(examResult({ subjects: free, scores }, 's', 'm')).toMatchObject({ average: 100, fullAverage: 100, percent: 100 });
    expect(examResult({ subjects: free, scores }, 's', 'x')).toMatchObject({ average: 55, fullAverage: 55, percent: 100 });
    // (55 + 100) ÷ 2 over (55 + 100) ÷ 2.
    const r = semesterResult({ subjects: free, scores }, 's', { semester: 1, monthExamIds: ['m'], semesterExamId: 'x' });
    expect(r).toMatchObject({ average: 77.5, fullAverage: 77.5, percent: 100, mention: { grade: 'A' } });
  });

  it('makes every semester incomplete when the school has no semester exam for it', () => {
    const r = classResult(input, students, { semester: { semester: 1, monthExamIds: ['nov', 'dec'], semesterExamId: null } });
    expect(r.rows.every((x) => x.state === 'incomplete' && x.rank === null)).toBe(true);
  });

  it('averages the year as (semester 1 + semester 2) ÷ 2, subjects likewise, rounding only what it shows (half up)', () => {
    const scores = [...example, ...marks('dara', 's2', [90, 80, 40]), ...marks('bopha', 's2', [60, 60, 30]), ...marks('chenda', 's2', [90, 90, 50])];
    const year = { semester1, semester2: { semester: 2, monthExamIds: [], semesterExamId: 's2' } };
    const r = classResult({ subjects, scores }, students, { year });
    // Dara (38 + 42) ÷ 2 = 40; Bopha (27.75 + 30) ÷ 2 = 28.875 → 28.88 (57.75%); Chenda's semester 1 is incomplete.
    expect(r.rows.map((x) => [x.studentId, x.average, x.percent, x.mention?.grade ?? null, x.rank])).toEqual([
      ['dara', 40, 80, 'B', 1],
      ['bopha', 28.88, 57.75, 'E', 2],
      ['chenda', null, null, null, null],
    ]);
    // Dara's Khmer: (80 + 90) ÷ 2; Bopha's physics: (26.25 + 30) ÷ 2 = 28.125 → 28.13.
    expect(annualResult({ subjects, scores }, 'dara', year).subjects[0]!.score).toBe(85);
    expect(annualResult({ subjects, scores }, 'bopha', year).subjects[2]).toMatchObject({ score: 28.13, percent: 56.25, passed: true });
  });
});

describe('grading: mentions, thresholds and full averages', () => {
  const one: TGradingSubject[] = [{ subjectId: 'x', maxScore: 100, coefficient: 2 }];
  const percentOf = (score: number) =>
    examResult({ subjects: one, scores: [{ studentId: 's', examId: 'm', subjectId: 'x', status: 'entered', score }] }, 's', 'm');

  it('passes at exactly 50% (E) and gives A at exactly 90%, the top row including 100%', () => {
    expect([50, 49.99, 90, 89.99, 100, 0].map((x) => [percentOf(x).percent, percentOf(x).mention?.grade, percentOf(x).passed])).toEqual([
      [50, 'E', true],
      [49.99, 'F', false],
      [90, 'A', true],
      [89.99, 'B', true],
      [100, 'A', true],
      [0, 'F', false],
    ]);
  });

  it('judges the percent as shown: 49.996% shows as 50.00% and passes', () => {
    const big: TGradingSubject[] = [{ subjectId: 'x', maxScore: 1000, coefficient: 20 }];
    const r = examResult({ subjects: big, scores: [{ studentId: 's', examId: 'm', subjectId: 'x', status: 'entered', score: 499.96 }] }, 's', 'm');
    expect(r).toMatchObject({ percent: 50, passed: true, average: 25 });
    expect(r.mention?.grade).toBe('E');
  });

  it('computes F rather than assuming it: 10 in primary (M = 10, c = 1), 50 in secondary (M = 50 c)', () => {
    const primary = ['khmer', 'math', 'science', 'social', 'pe', 'art'].map((subjectId) => ({ subjectId, maxScore: 10, coefficient: 1 }));
    expect(fullAverageOf(primary)).toBe(10);
    const secondary = [2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1].map((c, i) => ({ subjectId: `s${i}`, maxScore: 50 * c, coefficient: c }));
    expect(fullAverageOf(secondary)).toBe(50);
    // A primary pupil with 7.5 on average stands at 75% (C), the same place as 37.5 of 50 in secondary.
    const pupil = primary.map((s, i) => ({ studentId: 'p', examId: 'm', subjectId: s.subjectId, status: 'entered' as const, score: i % 2 ? 7 : 8 }));
    expect(examResult({ subjects: primary, scores: pupil }, 'p', 'm')).toMatchObject({
      total: 45,
      average: 7.5,
      fullAverage: 10,
      percent: 75,
      mention: { grade: 'C' },
    });
    const student = secondary.map((s) => ({ studentId: 'q', examId: 'm', subjectId: s.subjectId, status: 'entered' as const, score: s.maxScore * 0.75 }));
    expect(examResult({ subjects: secondary, scores: student }, 'q', 'm')).toMatchObject({
      average: 37.5,
      fullAverage: 50,
      percent: 75,
      mention: { grade: 'C' },
    });
  });

  it('reads a school matrix in its own score type (an average out of 10) and falls back to the template per grade type', () => {
    const byAverage: TGradeRow[] = [
      { grade: 'G', mention: 'ល្អ', mentionEn: 'Good', minScore: 5, maxScore: 10, scoreType: VALUE_KIND.AVERAGE, gradeType: RESULT_LEVEL.OVERALL, isPass: true },
      {
        grade: 'W',
        mention: 'ខ្សោយ',
        mentionEn: 'Weak',
        minScore: 0,
        maxScore: 5,
        scoreType: VALUE_KIND.AVERAGE,
        gradeType: RESULT_LEVEL.OVERALL,
        isPass: false,
      },
    ];
    const primary = [{ subjectId: 'k', maxScore: 10, coefficient: 1 }];
    const at = (score: number) =>
      examResult({ subjects: primary, matrix: byAverage, scores: [{ studentId: 's', examId: 'm', subjectId: 'k', status: 'entered', score }] }, 's', 'm');
    expect([at(5), at(4.99), at(10)].map((r) => [r.mention?.grade, r.passed])).toEqual([
      ['G', true],
      ['W', false],
      ['G', true],
    ]);
    // No subject rows in the school's matrix: the subject grade is the template's.
    expect(at(9).subjects[0]!.grade?.grade).toBe('A');
    expect(mentionOf(byAverage, RESULT_LEVEL.OVERALL, { percent: 0, average: 11, score: 0 })).toBeNull();
  });

  it('holds the Cambodian template, overall and per subject, in Khmer and English', () => {
    const overall = DEFAULT_GRADE_MATRIX.filter((r) => r.gradeType === RESULT_LEVEL.OVERALL);
    expect(overall.map((r) => [r.grade, r.minScore, r.mention, r.mentionEn, r.isPass])).toEqual([
      ['A', 90, 'ល្អប្រសើរ', 'Excellent', true],
      ['B', 80, 'ល្អណាស់', 'Very good', true],
      ['C', 70, 'ល្អ', 'Good', true],
      ['D', 60, 'ល្អបង្គួរ', 'Fairly good', true],
      ['E', 50, 'មធ្យម', 'Average', true],
      ['F', 0, 'ខ្សោយ', 'Weak', false],
    ]);
    expect(DEFAULT_GRADE_MATRIX.filter((r) => r.gradeType === RESULT_LEVEL.SUBJECT)).toHaveLength(6);
    expect(DEFAULT_GRADE_MATRIX.every((r) => r.scoreType === VALUE_KIND.PERCENTAGE)).toBe(true);
  });

  it('rounds half up on the decimal digits, not on the binary float', () => {
    expect([roundScore(38.005), roundScore(2.675), roundScore(27.125), roundScore(1.005), roundScore(0.004)]).toEqual([38.01, 2.68, 27.13, 1.01, 0]);
  });
});

describe('grading: from what the school stores', () => {
  it('counts the standard scores of type score whose course-level subject is scoring', () => {
    const standard = [
      { subjectId: 'khmer', maxScore: 100, coefficient: 2, passScore: 50, standardScoreType: STANDARD_SCORE_TYPE.SCORE },
      { subjectId: 'art', maxScore: 50, coefficient: 1, passScore: 25, standardScoreType: STANDARD_SCORE_TYPE.PASS_FAIL },
      { subjectId: 'pe', maxScore: 50, coefficient: 1, passScore: 20, standardScoreType: STANDARD_SCORE_TYPE.SCORE },
      { subjectId: 'ict', maxScore: 50, coefficient: 1, passScore: 25, standardScoreType: STANDARD_SCORE_TYPE.SCORE },
    ];
    const courseLevel = [
      { subjectId: 'khmer', isScoring: true },
      { subjectId: 'art', isScoring: true },
      { subjectId: 'pe', isScoring: true },
      { subjectId: 'ict', isScoring: false },
    ];
    expect(subjectsThatCount(standard, courseLevel)).toEqual([
      { subjectId: 'khmer', maxScore: 100, coefficient: 2, passScore: 50 },
      { subjectId: 'pe', maxScore: 50, coefficient: 1, passScore: 20 },
    ]);
    expect(subjectsThatCount(standard).map((s) => s.subjectId)).toEqual(['khmer', 'pe', 'ict']);
  });

  it('reads stored score statuses: absent counts 0, absent with leave and exempted leave the sums', () => {
    expect(scoreStatusOf(ACADEMIC_SCORE_STATUS.NORMAL, 12.5)).toBe('entered');
    expect(scoreStatusOf(ACADEMIC_SCORE_STATUS.NORMAL, null)).toBe('not-entered');
    expect(scoreStatusOf(ACADEMIC_SCORE_STATUS.ABSENT, null)).toBe('absent');
    expect(scoreStatusOf(ACADEMIC_SCORE_STATUS.PERMISSION, null)).toBe('exempt');
    expect(scoreStatusOf(ACADEMIC_SCORE_STATUS.EXEMPTED, null)).toBe('exempt');
    expect(() => scoreStatusOf(9, null)).toThrow(RangeError);
  });

  it("plans a semester from the year's exam types: months of the semester counted in the average, then its semester exam", () => {
    const month = (id: string, semesterType: number, isAverageScore = true, condition: number = EXAM_TYPE_CONDITION.NORMAL) => ({
      id,
      examType: EXAM_PERIOD_TYPE.MONTH,
      semesterType,
      isAverageScore,
      isSemesterExam: false,
      condition,
    });
    const exams = gradingExamsOf([
      month('nov', 1),
      month('dec', 1),
      month('jan', 1, false),
      month('dec-retake', 1, true, EXAM_TYPE_CONDITION.RE_EXAM),
      { id: 's1', examType: EXAM_PERIOD_TYPE.SEMESTER_1, semesterType: 1, isAverageScore: true, isSemesterExam: true },
      month('mar', 2),
      { id: 's2', examType: EXAM_PERIOD_TYPE.SEMESTER_2, semesterType: null, isAverageScore: false, isSemesterExam: false },
      { id: 'annual', examType: EXAM_PERIOD_TYPE.ANNUAL, semesterType: null, isAverageScore: false, isSemesterExam: false },
    ]);
    expect(semesterPlanOf(exams, 1)).toEqual({ semester: 1, monthExamIds: ['nov', 'dec'], semesterExamId: 's1' });
    expect(yearPlanOf(exams)).toEqual({
      semester1: { semester: 1, monthExamIds: ['nov', 'dec'], semesterExamId: 's1' },
      semester2: { semester: 2, monthExamIds: ['mar'], semesterExamId: 's2' },
    });
    expect(semesterPlanOf([], 2)).toEqual({ semester: 2, monthExamIds: [], semesterExamId: null });
    // The plan gives the worked example's semester.
    expect(semesterResult(input, 'bopha', semesterPlanOf(exams, 1)).average).toBe(27.75);
  });
});

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('grading: properties over random classes', () => {
  /** A random class: primary, secondary or free standard scores; scores in hundredths; some absent, exempt, not entered. */
  function randomClass(seed: number) {
    const next = random(seed);
    const pick = (n: number) => Math.floor(next() * n);
    const kind = pick(3);
    const subjectCount = 1 + pick(10);
    const subjectsOf: TGradingSubject[] = Array.from({ length: subjectCount }, (_, i) => {
      const c = kind === 0 ? 1 : 1 + pick(3);
      const maxScore = kind === 0 ? 10 : kind === 1 ? 50 * c : (1 + pick(1000)) / (pick(2) ? 1 : 4);
      return { subjectId: `sub${i}`, maxScore, coefficient: kind === 2 ? (1 + pick(400)) / 100 : c };
    });
    const studentIds = Array.from({ length: 1 + pick(40) }, (_, i) => `st${i}`);
    const exams = ['m1', 'm2', 'm3', 's1', 'm4', 's2'];
    const scores: TScoreRow[] = [];
    for (const studentId of studentIds)
      for (const examId of exams)
        for (const s of subjectsOf) {
          const roll = next();
          if (roll < 0.01) continue;
          const status = roll < 0.03 ? 'not-entered' : roll < 0.06 ? 'absent' : roll < 0.09 ? 'exempt' : 'entered';
          // Many equal scores, so ties happen.
          const score = pick(4) === 0 ? s.maxScore : Math.round(next() * s.maxScore * 100) / 100;
          scores.push({ studentId, examId, subjectId: s.subjectId, status, score: status === 'entered' ? score : null });
        }
    const year = {
      semester1: { semester: 1, monthExamIds: ['m1', 'm2', 'm3'], semesterExamId: 's1' },
      semester2: { semester: 2, monthExamIds: pick(2) ? ['m4'] : [], semesterExamId: 's2' },
    };
    return { input: { subjects: subjectsOf, scores }, studentIds, periods: [{ exam: 'm1' }, { exam: 's1' }, { semester: year.semester1 }, { year }] };
  }

  it('keeps every average within 0..F, every percent within 0..100, and ranks a valid competition ranking', () => {
    let ranked = 0;
    let incomplete = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const { input: classInput, studentIds, periods } = randomClass(seed);
      for (const period of periods) {
        const r = classResult(classInput, studentIds, period);
        const context = `seed ${seed}, period ${JSON.stringify(period)}`;
        expect(r.rows.map((x) => x.studentId).sort(), context).toEqual([...studentIds].sort());
        const firstUnranked = r.rows.findIndex((x) => x.rank === null);
        for (const [i, row] of r.rows.entries()) {
          if (row.state !== 'complete') {
            expect([row.average, row.rank, row.mention, row.passed], context).toEqual([null, null, null, null]);
            expect(i >= firstUnranked, context).toBe(true);
            incomplete++;
            continue;
          }
          ranked++;
          expect(row.average!, context).toBeGreaterThanOrEqual(0);
          expect(row.average!, context).toBeLessThanOrEqual(row.fullAverage!);
          expect(row.percent!, context).toBeGreaterThanOrEqual(0);
          expect(row.percent!, context).toBeLessThanOrEqual(100);
          // A competition rank: one more than the number of students with a higher (rounded) average.
          const above = r.rows.filter((o) => o.average !== null && o.average > row.average!).length;
          expect(row.rank, context).toBe(above + 1);
          if (i > 0) expect(row.rank!, context).toBeGreaterThanOrEqual(r.rows[i - 1]!.rank!);
          for (const s of row.subjects) {
            const max = classInput.subjects.find((x) => x.subjectId === s.subjectId)!.maxScore;
            if (s.score !== null) expect(s.score >= 0 && s.score <= max, context).toBe(true);
          }
        }
        // Ranks are 1 at the top and never skip more than the ties before them.
        const ranks = r.rows.filter((x) => x.rank !== null).map((x) => x.rank!);
        if (ranks.length) expect(ranks[0], context).toBe(1);
        ranks.forEach((rank, i) => expect(rank === ranks[i - 1] || rank === i + 1, context).toBe(true));
      }
    }
    // The random classes reach both sides.
    expect(ranked).toBeGreaterThan(1000);
    expect(incomplete).toBeGreaterThan(100);
  });
});
