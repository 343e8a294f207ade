/**
 * The grading module (issue 13): the one place that turns scores into totals, averages, percents, ranks,
 * mentions, pass/fail and incomplete states, exactly as `docs/spec/grading.md` says. Pure functions, no
 * database and no I/O: the score service feeds it the class's subjects that count, the score rows, the
 * exams and the school's score-grade matrix, stores its answers, and screens and reports read them.
 *
 * Arithmetic is exact (spec: grading 'Numbers'): every input number is read as the decimal it prints as,
 * sums and quotients are fractions of big integers, and only the answers are rounded, half up, to two
 * decimals. Ranks compare those rounded averages (38.004 and 38.001 tie), and a mention is read on the
 * rounded value too, so what a page shows is what was judged (a shown 50.00% never fails).
 */
import { ACADEMIC_SCORE_STATUS, EXAM_PERIOD_TYPE, EXAM_TYPE_CONDITION, RESULT_LEVEL, STANDARD_SCORE_TYPE, VALUE_KIND } from '@school/contract';
import { TEMPLATE_GRADE_MATRIX } from '../../provision/cambodia-template';

// ---------------------------------------------------------------------------------------------------
// Exact decimals: fractions of big integers, always reduced, denominator positive.

type TFraction = { readonly n: bigint; readonly d: bigint };

const ZERO: TFraction = { n: 0n, d: 1n };
const abs = (a: bigint) => (a < 0n ? -a : a);
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}
function fraction(n: bigint, d = 1n): TFraction {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
const plus = (a: TFraction, b: TFraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: TFraction, b: TFraction) => fraction(a.n * b.n, a.d * b.d);
const over = (a: TFraction, b: TFraction) => fraction(a.n * b.d, a.d * b.n);
const compare = (a: TFraction, b: TFraction) => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
const sum = (xs: readonly TFraction[]) => xs.reduce(plus, ZERO);
const mean = (xs: readonly TFraction[]) => over(sum(xs), fraction(BigInt(xs.length)));
const HUNDRED = fraction(100n);

/** A JavaScript number as the exact decimal it prints as (0.1 is 1/10, not the binary float near it). */
function exact(x: number): TFraction {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  // Fast path for what the school stores (numeric with two decimals): x is the double nearest k / 100.
  const k = Math.round(x * 100);
  if (Math.abs(x) < 1e12 && k / 100 === x) return fraction(BigInt(k), 100n);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(x));
  if (!m) throw new RangeError(`not a decimal: ${x}`);
  const [, sign, whole, decimals = '', exponent = '0'] = m;
  const shift = Number(exponent) - decimals.length;
  const digits = BigInt(`${sign}${whole}${decimals}`);
  return shift >= 0 ? fraction(digits * 10n ** BigInt(shift)) : fraction(digits, 10n ** BigInt(-shift));
}

/** Hundredths, rounded half away from zero (as PostgreSQL's `round(numeric, 2)` does). */
function hundredths(a: TFraction): bigint {
  const scaled = a.n * 100n;
  const q = (2n * abs(scaled) + a.d) / (2n * a.d);
  return scaled < 0n ? -q : q;
}
/** The display value: two decimals, half up. */
const shown = (a: TFraction) => Number(hundredths(a)) / 100;

/** Rounds a number to two decimals the way every result of this module is rounded (half up, on its decimal digits). */
export const roundScore = (x: number) => shown(exact(x));

// ---------------------------------------------------------------------------------------------------
// Inputs

/** A subject that counts for the class: its standard score (spec: grading 'Terms'). */
export type TGradingSubject = {
  subjectId: string;
  /** `M`, the maximum score. */
  maxScore: number;
  /** `c`, the coefficient (the subject's weight in the average). */
  coefficient: number;
  /** `P`; half the maximum when absent. */
  passScore?: number | null;
};

/**
 * A score row's state: *entered* (`score` counts), *absent* (missed without leave: 0), *exempt* (the subject
 * leaves the total and the coefficient sum), *not-entered* (the result is incomplete). A subject that counts
 * with no row at all for a student and exam is not entered.
 */
export type TScoreStatus = 'entered' | 'absent' | 'exempt' | 'not-entered';

/** One student's score in one subject of one exam. */
export type TScoreRow = { studentId: string; examId: string; subjectId: string; status: TScoreStatus; score?: number | null };

/** An exam as the averages need it (the exam type's `ExamType`, semester, `IsAverageScore`, `IsSemesterExam`). */
export type TGradingExam = {
  examId: string;
  /** EXAM_PERIOD_TYPE: MONTH, SEMESTER_1, SEMESTER_2, ANNUAL. */
  examType: number;
  /** The semester a month counts in (SEMESTER_TYPE 1 or 2); a semester exam's own semester. */
  semester: number | null;
  isAverageScore: boolean;
  isSemesterExam: boolean;
};

/** The exams of a semester's average: its monthly exams that count toward it, and its semester exam. */
export type TSemesterPlan = { semester: number; monthExamIds: readonly string[]; semesterExamId: string | null };
export type TYearPlan = { semester1: TSemesterPlan; semester2: TSemesterPlan };

/** A row of the score-grade matrix (the `grade_matrix` table's fields; `scoreType` VALUE_KIND, `gradeType` RESULT_LEVEL). */
export type TGradeRow = {
  grade: string;
  mention: string;
  mentionEn: string;
  /** The range is [minScore, maxScore); the scale's top row includes its maximum. */
  minScore: number;
  maxScore: number;
  scoreType: number;
  gradeType: number;
  isPass: boolean;
  sortIndex?: number;
};

/** What every result is computed from: the class's subjects that count, its score rows, its matrix. */
export type TGradingInput = {
  subjects: readonly TGradingSubject[];
  scores: readonly TScoreRow[];
  /** The school's matrix for the year and level classified; a grade type it has no row of uses DEFAULT_GRADE_MATRIX. */
  matrix?: readonly TGradeRow[];
};

/** Which result: one exam, a semester, or the year. */
export type TResultPeriod = { exam: string } | { semester: TSemesterPlan } | { year: TYearPlan };

/** spec: grading 'Mentions and pass', the Cambodian template: A ≥ 90 … E ≥ 50 pass, F < 50, in percent, overall and per subject. */
export const DEFAULT_GRADE_MATRIX: readonly TGradeRow[] = [RESULT_LEVEL.OVERALL, RESULT_LEVEL.SUBJECT].flatMap((gradeType) =>
  TEMPLATE_GRADE_MATRIX.map((m, i) => ({
    grade: m.grade,
    mention: m.km,
    mentionEn: m.en,
    minScore: m.min,
    maxScore: m.max,
    scoreType: VALUE_KIND.PERCENTAGE,
    gradeType,
    isPass: m.pass,
    sortIndex: i + 1,
  })),
);

// ---------------------------------------------------------------------------------------------------
// Outputs

/** complete: has an average; incomplete: a score it needs is not entered; exempt: every subject it needs is exempt. */
export type TResultState = 'complete' | 'incomplete' | 'exempt';
export type TMention = { grade: string; mention: string; mentionEn: string; isPass: boolean };

/** A subject's score in an exam, a semester or the year (values rounded to two decimals). */
export type TSubjectResult = {
  subjectId: string;
  /** scored: has a score (absent scores 0); exempt: left out; incomplete: a score it needs is not entered. */
  state: 'scored' | 'exempt' | 'incomplete';
  /** The score row's status (one exam only). */
  status: TScoreStatus | null;
  score: number | null;
  /** `x ÷ M` in percent. */
  percent: number | null;
  /** `x ≥ P`. */
  passed: boolean | null;
  /** From the matrix's rows of grade type *subject*. */
  grade: TMention | null;
};

/** One student's result of an exam, a semester or the year (values rounded to two decimals; null unless complete). */
export type TStudentResult = {
  studentId: string;
  state: TResultState;
  /** Σ x over the subjects that count (exempt ones out); for a semester or the year, Σ of the subjects' scores. */
  total: number | null;
  /** Σ c over the same subjects. */
  coefficientSum: number | null;
  /** `F = Σ M ÷ Σ c` over the same subjects; for a semester or the year, the exams' F combined like the average. */
  fullAverage: number | null;
  average: number | null;
  /** `Average ÷ F` in percent (84 for 84%). */
  percent: number | null;
  mention: TMention | null;
  passed: boolean | null;
  subjects: TSubjectResult[];
};

export type TClassResultRow = TStudentResult & { rank: number | null };
/** A class's ranked result: ranked rows by rank, then the unranked ones (incomplete, exempt) in the order the students were given. */
export type TClassResult = {
  /** `F` of the class's subjects that count. */
  fullAverage: number;
  rows: TClassResultRow[];
  counts: { students: number; ranked: number; passed: number; failed: number; incomplete: number; exempt: number };
};

// ---------------------------------------------------------------------------------------------------
// Ranks and mentions

/**
 * Competition ranks (1, 2, 2, 4) of values compared after rounding to two decimals, highest first; null
 * values get no rank. The answer is aligned with the input.
 */
export function competitionRanks(values: readonly (number | null)[]): (number | null)[] {
  return ranksOfHundredths(values.map((v) => (v === null ? null : hundredths(exact(v)))));
}

function ranksOfHundredths(values: readonly (bigint | null)[]): (number | null)[] {
  const ranked = values.filter((v): v is bigint => v !== null).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const firstPlace = new Map<bigint, number>();
  ranked.forEach((v, i) => {
    if (!firstPlace.has(v)) firstPlace.set(v, i + 1);
  });
  return values.map((v) => (v === null ? null : firstPlace.get(v)!));
}

/** The scale of a grade type: the school's rows, or the default template's when it has none; one score type (percent, then average, then score). */
function scaleOf(matrix: readonly TGradeRow[] | undefined, gradeType: number): readonly TGradeRow[] {
  const own = (matrix ?? []).filter((r) => r.gradeType === gradeType);
  const rows = own.length > 0 ? own : DEFAULT_GRADE_MATRIX.filter((r) => r.gradeType === gradeType);
  const scoreType = [VALUE_KIND.PERCENTAGE, VALUE_KIND.AVERAGE, VALUE_KIND.SCORE].find((t) => rows.some((r) => r.scoreType === t));
  return rows.filter((r) => r.scoreType === scoreType);
}

/** The values a result can be read in: `percent` (of F, or of M for a subject), `average`, `score`. */
export type TGradeValues = { percent: number; average: number; score: number };

/**
 * The matrix row a result falls in, read in the scale's score type (the value rounded to two decimals as
 * shown): `minScore ≤ v < maxScore`, the top row also at its maximum. Null when no row holds the value.
 */
export function mentionOf(matrix: readonly TGradeRow[] | undefined, gradeType: number, values: TGradeValues): TMention | null {
  const scale = scaleOf(matrix, gradeType);
  const first = scale[0];
  if (!first) return null;
  const kind = first.scoreType;
  const v = exact(roundScore(kind === VALUE_KIND.PERCENTAGE ? values.percent : kind === VALUE_KIND.AVERAGE ? values.average : values.score));
  const top = scale.reduce((a, b) => (b.maxScore > a.maxScore ? b : a), first);
  const row = scale.find(
    (r) => compare(v, exact(r.minScore)) >= 0 && (compare(v, exact(r.maxScore)) < 0 || (r === top && compare(v, exact(r.maxScore)) === 0)),
  );
  return row ? { grade: row.grade, mention: row.mention, mentionEn: row.mentionEn, isPass: row.isPass } : null;
}

/** Pass from the matrix row's `IsPass`; a value no row holds passes at 50% of F (the default template's line). */
const passOf = (mention: TMention | null, percent: TFraction) => mention?.isPass ?? compare(percent, fraction(50n)) >= 0;

// ---------------------------------------------------------------------------------------------------
// The computation, exact

type TSubject = { id: string; max: TFraction; coefficient: TFraction; pass: TFraction };
type TSubjectCalc = { state: TSubjectResult['state']; status: TScoreStatus | null; score: TFraction | null };
/** `fullAverage` is the F the average stands on: of the scored subjects for one exam, combined like the average for a semester or year. */
type TCalc = { state: TResultState; average: TFraction | null; fullAverage: TFraction | null; subjects: Map<string, TSubjectCalc> };
type TPart = { state: TResultState; value: TFraction | null };

type TContext = {
  subjects: TSubject[];
  scores: Map<string, TScoreRow>;
  matrix: readonly TGradeRow[] | undefined;
  fullAverage: TFraction;
  /**
   * A student's exam and semester calculations, kept while one class's periods are computed together
   * (`classResults`): the semester reads its exams and the year its semesters, so each is computed once.
   */
  memo: Map<string, TCalc>;
};

const scoreKey = (studentId: string, examId: string, subjectId: string) => `${studentId}\u0000${examId}\u0000${subjectId}`;

function prepare(input: TGradingInput): TContext {
  if (input.subjects.length === 0) throw new RangeError('a result needs at least one subject that counts');
  const subjects = input.subjects.map((s) => {
    const max = exact(s.maxScore);
    const coefficient = exact(s.coefficient);
    if (compare(max, ZERO) <= 0 || compare(coefficient, ZERO) <= 0)
      throw new RangeError(`subject ${s.subjectId}: the maximum and coefficient must be positive`);
    return { id: s.subjectId, max, coefficient, pass: s.passScore == null ? over(max, fraction(2n)) : exact(s.passScore) };
  });
  const scores = new Map<string, TScoreRow>();
  for (const row of input.scores) {
    const key = scoreKey(row.studentId, row.examId, row.subjectId);
    if (scores.has(key)) throw new RangeError(`two scores for student ${row.studentId}, exam ${row.examId}, subject ${row.subjectId}`);
    scores.set(key, row);
  }
  const fullAverage = over(sum(subjects.map((s) => s.max)), sum(subjects.map((s) => s.coefficient)));
  return { subjects, scores, matrix: input.matrix, fullAverage, memo: new Map() };
}

/** The memoised calculation `key` of the context (the calculations are never changed once made). */
function memoised(ctx: TContext, key: string, make: () => TCalc): TCalc {
  let calc = ctx.memo.get(key);
  if (!calc) {
    calc = make();
    ctx.memo.set(key, calc);
  }
  return calc;
}

/** spec: grading 'One exam'. */
function examCalc(ctx: TContext, studentId: string, examId: string): TCalc {
  return memoised(ctx, `e\u0000${studentId}\u0000${examId}`, () => examCalcOf(ctx, studentId, examId));
}

function examCalcOf(ctx: TContext, studentId: string, examId: string): TCalc {
  const subjects = new Map<string, TSubjectCalc>();
  for (const s of ctx.subjects) {
    const row = ctx.scores.get(scoreKey(studentId, examId, s.id));
    const status: TScoreStatus = row ? (row.status === 'entered' && row.score == null ? 'not-entered' : row.status) : 'not-entered';
    if (status === 'exempt') subjects.set(s.id, { state: 'exempt', status, score: null });
    else if (status === 'not-entered') subjects.set(s.id, { state: 'incomplete', status, score: null });
    else if (status === 'absent') subjects.set(s.id, { state: 'scored', status, score: ZERO });
    else {
      const score = exact(row!.score!);
      if (compare(score, ZERO) < 0 || compare(score, s.max) > 0)
        throw new RangeError(`student ${studentId}, exam ${examId}, subject ${s.id}: score ${row!.score} outside 0..${shown(s.max)}`);
      subjects.set(s.id, { state: 'scored', status, score });
    }
  }
  return overall(ctx, subjects);
}

/** A result's overall state and average from its subjects: `Σ x ÷ Σ c` over the scored ones. */
function overall(ctx: TContext, subjects: Map<string, TSubjectCalc>): TCalc {
  const all = [...subjects.values()];
  if (all.some((s) => s.state === 'incomplete')) return { state: 'incomplete', average: null, fullAverage: null, subjects };
  const scored = ctx.subjects.filter((s) => subjects.get(s.id)!.state === 'scored');
  if (scored.length === 0) return { state: 'exempt', average: null, fullAverage: null, subjects };
  const total = sum(scored.map((s) => subjects.get(s.id)!.score!));
  const coefficientSum = sum(scored.map((s) => s.coefficient));
  // F of the subjects this student's result stands on: an exempt subject leaves it (grading 'Exempt case').
  return { state: 'complete', average: over(total, coefficientSum), fullAverage: over(sum(scored.map((s) => s.max)), coefficientSum), subjects };
}

/** The mean of parts that are there (exempt ones out); incomplete if one is; exempt when none is there. */
function meanOfParts(parts: readonly TPart[]): TPart {
  if (parts.some((p) => p.state === 'incomplete')) return { state: 'incomplete', value: null };
  const values = parts.filter((p) => p.value !== null).map((p) => p.value!);
  return values.length === 0 ? { state: 'exempt', value: null } : { state: 'complete', value: mean(values) };
}

/**
 * A result made of other results (a semester of exams, the year of semesters): `build` states how the
 * parts combine, `pick` reads a part's overall average or, for each subject, that subject's score, so the
 * subjects' semester and annual scores follow the same rule as the average (spec: grading 'A semester').
 */
function combine(ctx: TContext, build: (pick: (c: TCalc) => TPart) => TPart): TCalc {
  const subjects = new Map<string, TSubjectCalc>();
  for (const s of ctx.subjects) {
    const part = build((c) => {
      const sc = c.subjects.get(s.id)!;
      return { state: sc.state === 'scored' ? 'complete' : sc.state, value: sc.score };
    });
    subjects.set(s.id, { state: part.state === 'complete' ? 'scored' : part.state, status: null, score: part.value });
  }
  const own = build((c) => ({ state: c.state, value: c.average }));
  // F combines by the same rule, so an average never exceeds its F even when exemptions differ between
  // exams (with M = 50 × c or M = 10 everywhere, F is the same number throughout).
  const full = build((c) => ({ state: c.state, value: c.fullAverage }));
  return { state: own.state, average: own.value, fullAverage: full.value, subjects };
}

/** spec: grading 'A semester': (semester-exam average + mean of monthly averages) ÷ 2; no month: the semester exam's. */
function semesterCalc(ctx: TContext, studentId: string, plan: TSemesterPlan): TCalc {
  const key = `s\u0000${studentId}\u0000${plan.semester}\u0000${plan.semesterExamId ?? ''}\u0000${plan.monthExamIds.join(',')}`;
  return memoised(ctx, key, () => semesterCalcOf(ctx, studentId, plan));
}

function semesterCalcOf(ctx: TContext, studentId: string, plan: TSemesterPlan): TCalc {
  if (plan.semesterExamId === null) {
    const subjects = new Map(ctx.subjects.map((s) => [s.id, { state: 'incomplete' as const, status: null, score: null }]));
    return { state: 'incomplete', average: null, fullAverage: null, subjects };
  }
  const exam = examCalc(ctx, studentId, plan.semesterExamId);
  const months = plan.monthExamIds.map((id) => examCalc(ctx, studentId, id));
  return combine(ctx, (pick) => meanOfParts([pick(exam), meanOfParts(months.map(pick))]));
}

/** spec: grading 'The year': (semester 1 + semester 2) ÷ 2. */
function annualCalc(ctx: TContext, studentId: string, plan: TYearPlan): TCalc {
  const first = semesterCalc(ctx, studentId, plan.semester1);
  const second = semesterCalc(ctx, studentId, plan.semester2);
  return combine(ctx, (pick) => meanOfParts([pick(first), pick(second)]));
}

function periodCalc(ctx: TContext, studentId: string, period: TResultPeriod): TCalc {
  if ('exam' in period) return examCalc(ctx, studentId, period.exam);
  if ('semester' in period) return semesterCalc(ctx, studentId, period.semester);
  return annualCalc(ctx, studentId, period.year);
}

function subjectResult(ctx: TContext, s: TSubject, c: TSubjectCalc): TSubjectResult {
  if (c.state !== 'scored' || c.score === null)
    return { subjectId: s.id, state: c.state, status: c.status, score: null, percent: null, passed: null, grade: null };
  const percent = times(over(c.score, s.max), HUNDRED);
  const grade = mentionOf(ctx.matrix, RESULT_LEVEL.SUBJECT, {
    percent: shown(percent),
    average: shown(over(c.score, s.coefficient)),
    score: shown(c.score),
  });
  return { subjectId: s.id, state: 'scored', status: c.status, score: shown(c.score), percent: shown(percent), passed: compare(c.score, s.pass) >= 0, grade };
}

function studentResultOf(ctx: TContext, studentId: string, calc: TCalc): TStudentResult {
  const subjects = ctx.subjects.map((s) => subjectResult(ctx, s, calc.subjects.get(s.id)!));
  if (calc.state !== 'complete' || calc.average === null || calc.fullAverage === null)
    return {
      studentId,
      state: calc.state,
      total: null,
      coefficientSum: null,
      fullAverage: null,
      average: null,
      percent: null,
      mention: null,
      passed: null,
      subjects,
    };
  const scored = ctx.subjects.filter((s) => calc.subjects.get(s.id)!.state === 'scored');
  const total = sum(scored.map((s) => calc.subjects.get(s.id)!.score!));
  const coefficientSum = sum(scored.map((s) => s.coefficient));
  const fullAverage = calc.fullAverage;
  const percent = times(over(calc.average, fullAverage), HUNDRED);
  const mention = mentionOf(ctx.matrix, RESULT_LEVEL.OVERALL, { percent: shown(percent), average: shown(calc.average), score: shown(total) });
  return {
    studentId,
    state: 'complete',
    total: shown(total),
    coefficientSum: shown(coefficientSum),
    fullAverage: shown(fullAverage),
    average: shown(calc.average),
    percent: shown(percent),
    mention,
    passed: passOf(mention, exact(shown(percent))),
    subjects,
  };
}

// ---------------------------------------------------------------------------------------------------
// Public answers

/** `F = Σ M ÷ Σ c` of subjects that count (10 in primary, 50 in secondary with the template). */
export function fullAverageOf(subjects: readonly TGradingSubject[]): number {
  return shown(prepare({ subjects, scores: [] }).fullAverage);
}

/** One student's result of one exam: total, average, percent, mention, pass, and each subject's score and pass. */
export function examResult(input: TGradingInput, studentId: string, examId: string): TStudentResult {
  const ctx = prepare(input);
  return studentResultOf(ctx, studentId, examCalc(ctx, studentId, examId));
}

/** One student's semester result; its subjects carry the subjects' semester scores. */
export function semesterResult(input: TGradingInput, studentId: string, plan: TSemesterPlan): TStudentResult {
  const ctx = prepare(input);
  return studentResultOf(ctx, studentId, semesterCalc(ctx, studentId, plan));
}

/** One student's annual result; its subjects carry the subjects' annual scores. */
export function annualResult(input: TGradingInput, studentId: string, plan: TYearPlan): TStudentResult {
  const ctx = prepare(input);
  return studentResultOf(ctx, studentId, annualCalc(ctx, studentId, plan));
}

/**
 * A class's result of an exam, a semester or the year: every student's result, ranked on the average
 * (competition ranks on two decimals), ranked rows first by rank, then the unranked ones. Students of
 * equal rank, and the unranked ones, keep the order given (the class list's name order).
 */
export function classResult(input: TGradingInput, studentIds: readonly string[], period: TResultPeriod): TClassResult {
  return classResults(input, studentIds, [period])[0]!;
}

/**
 * A class's results of several periods at once (a recompute's exams, semesters and year): the input is read
 * once and each student's exam and semester is computed once, whichever periods need it. Aligned with `periods`.
 */
export function classResults(input: TGradingInput, studentIds: readonly string[], periods: readonly TResultPeriod[]): TClassResult[] {
  const ctx = prepare(input);
  return periods.map((period) => rankedResult(ctx, studentIds, period));
}

function rankedResult(ctx: TContext, studentIds: readonly string[], period: TResultPeriod): TClassResult {
  const results = studentIds.map((id) => studentResultOf(ctx, id, periodCalc(ctx, id, period)));
  const ranks = competitionRanks(results.map((r) => (r.state === 'complete' ? r.average : null)));
  const rows = results.map((r, i) => ({ ...r, rank: ranks[i]! }));
  const ordered = [...rows.filter((r) => r.rank !== null).sort((a, b) => a.rank! - b.rank!), ...rows.filter((r) => r.rank === null)];
  return {
    fullAverage: shown(ctx.fullAverage),
    rows: ordered,
    counts: {
      students: rows.length,
      ranked: rows.filter((r) => r.rank !== null).length,
      passed: rows.filter((r) => r.passed === true).length,
      failed: rows.filter((r) => r.passed === false).length,
      incomplete: rows.filter((r) => r.state === 'incomplete').length,
      exempt: rows.filter((r) => r.state === 'exempt').length,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// From what the school stores (the standard-score, course-level, exam-type and grade-matrix rows)

/**
 * The subjects that count (spec: grading 'Terms'): standard scores of type SCORE (a letter-grade or
 * pass/fail subject has no maximum to add up) whose course-level subject is scoring (`IsScoring`), when
 * the course-level subjects are given.
 */
export function subjectsThatCount(
  standardScores: ReadonlyArray<{ subjectId: string; maxScore: number; coefficient: number; passScore?: number | null; standardScoreType?: number }>,
  courseLevelSubjects?: ReadonlyArray<{ subjectId: string; isScoring: boolean }>,
): TGradingSubject[] {
  const scoring = courseLevelSubjects ? new Set(courseLevelSubjects.filter((s) => s.isScoring).map((s) => s.subjectId)) : null;
  return standardScores
    .filter((s) => (s.standardScoreType ?? STANDARD_SCORE_TYPE.SCORE) === STANDARD_SCORE_TYPE.SCORE && (!scoring || scoring.has(s.subjectId)))
    .map((s) => ({ subjectId: s.subjectId, maxScore: s.maxScore, coefficient: s.coefficient, passScore: s.passScore ?? null }));
}

/**
 * A stored score status (ACADEMIC_SCORE_STATUS) as grading reads it. PERMISSION (absent with leave) is
 * read as exempt: grading.md counts 0 only for an absence without leave, and a student excused from an
 * exam is not marked down for it (her result stands on the subjects she sat).
 */
export function scoreStatusOf(status: number, score: number | null): TScoreStatus {
  switch (status) {
    case ACADEMIC_SCORE_STATUS.NORMAL:
      return score == null ? 'not-entered' : 'entered';
    case ACADEMIC_SCORE_STATUS.ABSENT:
      return 'absent';
    case ACADEMIC_SCORE_STATUS.PERMISSION:
    case ACADEMIC_SCORE_STATUS.EXEMPTED:
      return 'exempt';
    default:
      throw new RangeError(`unknown score status ${status}`);
  }
}

/** Exam types as grading reads them; re-exams and make-up exams (`Condition` other than NORMAL) stay out of averages. */
export function gradingExamsOf(
  examTypes: ReadonlyArray<{ id: string; examType: number; semesterType: number | null; isAverageScore: boolean; isSemesterExam: boolean; condition?: number }>,
): TGradingExam[] {
  return examTypes
    .filter((e) => (e.condition ?? EXAM_TYPE_CONDITION.NORMAL) === EXAM_TYPE_CONDITION.NORMAL)
    .map((e) => ({
      examId: e.id,
      examType: e.examType,
      semester: e.semesterType ?? (e.examType === EXAM_PERIOD_TYPE.SEMESTER_1 || e.examType === EXAM_PERIOD_TYPE.SEMESTER_2 ? e.examType : null),
      isAverageScore: e.isAverageScore,
      isSemesterExam: e.isSemesterExam || e.examType === EXAM_PERIOD_TYPE.SEMESTER_1 || e.examType === EXAM_PERIOD_TYPE.SEMESTER_2,
    }));
}

/**
 * spec: grading 'A semester': its monthly exams that count toward the average (`ExamType` MONTH of that
 * semester with `IsAverageScore`) and its semester exam (the first, in the order given, when a school has
 * set up more than one; none: every student's semester is incomplete).
 */
export function semesterPlanOf(exams: readonly TGradingExam[], semester: number): TSemesterPlan {
  const monthExamIds = exams.filter((e) => e.examType === EXAM_PERIOD_TYPE.MONTH && e.semester === semester && e.isAverageScore).map((e) => e.examId);
  const semesterExam = exams.find((e) => e.isSemesterExam && e.examType !== EXAM_PERIOD_TYPE.MONTH && e.semester === semester);
  return { semester, monthExamIds, semesterExamId: semesterExam?.examId ?? null };
}

export const yearPlanOf = (exams: readonly TGradingExam[]): TYearPlan => ({ semester1: semesterPlanOf(exams, 1), semester2: semesterPlanOf(exams, 2) });
