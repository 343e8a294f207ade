import type { TRecordCount, TTemplate, TTemplateApply } from '@school/contract';
import { EXAM_PERIOD_TYPE, LEVEL, MONTH_NAMES, VALUE_KIND, ACADEMIC_TIME_SHIFT } from '@school/contract/enum/enum.setup';
import type { TQueryable } from '../../db/engine';
import { khmerDigits, CLASS_LETTERS_EN, CLASS_LETTERS_KM } from '../../lib/khmer';
import {
  TEMPLATE_CLASS_GROUPS,
  TEMPLATE_GRADE_MATRIX,
  TEMPLATE_GROUPS,
  TEMPLATE_LEVELS,
  TEMPLATE_ROOT,
  TEMPLATE_SUBJECTS,
  gradeCode,
  gradeNames,
  templateMaxScore,
} from '../../provision/cambodia-template';
import { requireYear } from '../academic-year/academic-year.service';
import * as levelModule from '../level-classified/index';
import * as courseModule from '../course-level/index';
import * as subjectModule from '../subject/index';
import * as classGroupModule from '../class-group/index';
import * as classModule from '../academic-class/index';
import * as scoreModule from '../standard-score/index';
import * as matrixModule from '../grade-matrix/index';
import * as examModule from '../exam-type/index';
import * as sessionModule from '../session-time/index';
import * as semesterModule from '../setup-wizard/index';
import { generatePeriods, shiftLabel } from '../session-time/session-time.service';

type TYear = { id: string; startDate: string; endDate: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The months of a year, first to last, as [year, month 1–12]. */
function monthsOf(year: TYear): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let y = Number(year.startDate.slice(0, 4));
  let m = Number(year.startDate.slice(5, 7));
  const endY = Number(year.endDate.slice(0, 4));
  const endM = Number(year.endDate.slice(5, 7));
  while ((y < endY || (y === endY && m <= endM)) && out.length < 24) {
    out.push([y, m]);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Semester 1 is the first half of the months (the longer half), semester 2 the rest. */
export function semestersOf(year: TYear) {
  const months = monthsOf(year);
  const cut = Math.ceil(months.length / 2);
  const [y1, m1] = months[cut - 1]!;
  const s1End = `${y1}-${String(m1).padStart(2, '0')}-${String(lastDay(y1, m1)).padStart(2, '0')}`;
  const s2Start = iso(new Date(Date.parse(`${s1End}T00:00:00Z`) + 86_400_000));
  return [
    { semesterType: 1, startDate: String(year.startDate).slice(0, 10), endDate: s1End, months: months.slice(0, cut) },
    { semesterType: 2, startDate: s2Start, endDate: String(year.endDate).slice(0, 10), months: months.slice(cut) },
  ];
}

/** Monthly exams in every month of a semester but its last, the semester exam in its last month, and the annual result. */
export function examsOf(year: TYear) {
  const exams: Array<{ km: string; en: string; examType: number; semesterType: number | null; month: number | null; examDate: string; isAverage: boolean }> =
    [];
  const date = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-${String(Math.min(25, lastDay(y, m))).padStart(2, '0')}`;
  for (const s of semestersOf(year)) {
    s.months.forEach(([y, m], i) => {
      const last = i === s.months.length - 1;
      if (last) {
        exams.push({
          km: `ប្រឡងឆមាសទី${khmerDigits(s.semesterType)}`,
          en: `Semester ${s.semesterType} exam`,
          examType: s.semesterType === 1 ? EXAM_PERIOD_TYPE.SEMESTER_1 : EXAM_PERIOD_TYPE.SEMESTER_2,
          semesterType: s.semesterType,
          month: m,
          examDate: date(y, m),
          isAverage: false,
        });
      } else {
        exams.push({
          km: `ប្រឡងប្រចាំខែ${MONTH_NAMES[m - 1]![0]}`,
          en: `Monthly exam ${MONTH_NAMES[m - 1]![1]}`,
          examType: EXAM_PERIOD_TYPE.MONTH,
          semesterType: s.semesterType,
          month: m,
          examDate: date(y, m),
          isAverage: false,
        });
      }
    });
  }
  exams.push({
    km: 'លទ្ធផលប្រចាំឆ្នាំ',
    en: 'Annual result',
    examType: EXAM_PERIOD_TYPE.ANNUAL,
    semesterType: null,
    month: null,
    examDate: String(year.endDate).slice(0, 10),
    isAverage: true,
  });
  return exams;
}

const plus7 = (d: string) => iso(new Date(Date.parse(`${d}T00:00:00Z`) + 7 * 86_400_000));

/** What the template holds, for the wizard to show before applying it. */
export function describeTemplate(year?: TYear): TTemplate {
  return {
    Levels: TEMPLATE_LEVELS.map((l) => ({
      Code: l.code,
      Description: l.km,
      DescriptionEn: l.en,
      Grades: l.grades.map((g) => ({
        Code: gradeCode(g),
        Description: gradeNames(g).km,
        DescriptionEn: gradeNames(g).en,
        Subjects: l.subjects
          .filter((s) => !s.from || g >= s.from)
          .map((s) => {
            const subject = TEMPLATE_SUBJECTS.find((x) => x.code === s.code)!;
            return {
              Code: s.code,
              Description: subject.km,
              DescriptionEn: subject.en,
              GroupCode: subject.group,
              MaxScore: templateMaxScore(l, s.coefficient),
              Coefficient: s.coefficient,
            };
          }),
      })),
    })),
    GradeMatrix: TEMPLATE_GRADE_MATRIX.map((m) => ({ Grade: m.grade, Mention: m.km, MentionEn: m.en, MinScore: m.min, MaxScore: m.max, IsPass: m.pass })),
    Exams: year ? examsOf(year).map((e) => ({ Description: e.km, DescriptionEn: e.en, ExamType: e.examType, Month: e.month })) : [],
  };
}

class Counter {
  private readonly counts = new Map<string, TRecordCount>();
  constructor(private readonly names: Record<string, readonly [string, string]>) {}
  add(entity: string, isNew: boolean, n = 1) {
    const [Name, NameEn] = this.names[entity] ?? [entity, entity];
    const c = this.counts.get(entity) ?? { Entity: entity, Name, NameEn, New: 0, Existing: 0 };
    if (isNew) c.New += n;
    else c.Existing += n;
    this.counts.set(entity, c);
  }
  list() {
    return [...this.counts.values()];
  }
}

export const RECORD_NAMES: Record<string, readonly [string, string]> = {
  LevelClassified: ['កម្រិតសិក្សា', 'Classified levels'],
  CourseLevel: ['ថ្នាក់ទី', 'Grades'],
  AcademicCourseLevel: ['ថ្នាក់ទីនៃឆ្នាំសិក្សា', 'Grades of the year'],
  SubjectGroupRoot: ['ក្រុមមុខវិជ្ជាមេ', 'Subject group roots'],
  SubjectGroup: ['ក្រុមមុខវិជ្ជា', 'Subject groups'],
  Subject: ['មុខវិជ្ជា', 'Subjects'],
  CourseLevelSubject: ['មុខវិជ្ជាតាមថ្នាក់ទី', 'Grade subjects'],
  StandardScore: ['ពិន្ទុស្តង់ដារ', 'Standard scores'],
  GradeMatrix: ['តារាងនិទ្ទេស', 'Grade matrix rows'],
  ExamType: ['ប្រភេទប្រឡង', 'Exam types'],
  Semester: ['ឆមាស', 'Semesters'],
  SessionTime: ['ម៉ោងសិក្សា', 'Session times'],
  ClassGroup: ['ក្រុមថ្នាក់', 'Class groups'],
  AcademicClass: ['ថ្នាក់រៀន', 'Classes'],
  AcademicYear: ['ឆ្នាំសិក្សា', 'Academic years'],
  Position: ['តួនាទី', 'Positions'],
  Employee: ['បុគ្គលិក', 'Employees'],
  TeachingClass: ['ថ្នាក់បង្រៀន', 'Teaching classes'],
  Student: ['សិស្ស', 'Students'],
};

/**
 * Applies the template to a year in the caller's transaction. What exists already (by code, or by
 * description for exams) is kept as it is, so applying twice changes nothing.
 */
export async function applyTemplateIn(tx: TQueryable, campusId: string, body: TTemplateApply): Promise<TRecordCount[]> {
  const year = await requireYear(tx, campusId, body.AcademicYearId);
  const y: TYear = { id: year.id, startDate: String(year.startDate), endDate: String(year.endDate) };
  const count = new Counter(RECORD_NAMES);
  const levels = TEMPLATE_LEVELS.filter((l) => !body.LevelCodes || body.LevelCodes.includes(l.code));

  // Levels and grades
  const levelIds = new Map<string, string>();
  for (const l of levels) {
    const found = await levelModule.findLevelClassifiedByCode(tx, { campusId, code: l.code });
    count.add('LevelClassified', !found);
    const row =
      found ??
      (await levelModule.insertLevelClassified(tx, {
        campusId,
        values: {
          code: l.code,
          description: l.km,
          descriptionEn: l.en,
          levelClassifyGroup: l.group,
          studyDays: [1, 2, 3, 4, 5, 6],
          sortIndex: TEMPLATE_LEVELS.indexOf(l) + 1,
        },
      }));
    levelIds.set(l.code, row.id);
  }
  const gradeIds = new Map<number, string>();
  for (const l of levels) {
    for (const g of l.grades) {
      const found = await courseModule.findCourseLevelByCode(tx, { campusId, code: gradeCode(g) });
      count.add('CourseLevel', !found);
      const id =
        found?.id ??
        (
          await courseModule.insertCourseLevel(tx, {
            campusId,
            values: {
              code: gradeCode(g),
              description: gradeNames(g).km,
              descriptionEn: gradeNames(g).en,
              levelClassifiedId: levelIds.get(l.code)!,
              sortIndex: g,
            },
          })
        ).id;
      gradeIds.set(g, id);
    }
  }
  const aclIds = new Map<number, string>();
  const offered = await courseModule.listAcademicCourseLevelsIn(tx, { campusId, academicYearId: y.id });
  for (const [g, courseLevelId] of gradeIds) {
    count.add('AcademicCourseLevel', !offered.some((o) => o.courseLevel.level.id === courseLevelId));
    aclIds.set(g, await courseModule.ensureAcademicCourseLevel(tx, { campusId, academicYearId: y.id, courseLevelId }));
  }

  // Subjects
  let root = await subjectModule.findRootByCode(tx, { campusId, code: TEMPLATE_ROOT.code });
  count.add('SubjectGroupRoot', !root);
  root ??= await subjectModule.insertRoot(tx, {
    campusId,
    values: {
      code: TEMPLATE_ROOT.code,
      description: TEMPLATE_ROOT.km,
      descriptionEn: TEMPLATE_ROOT.en,
      abbreviation: TEMPLATE_ROOT.abbreviation,
      sortIndex: 1,
    },
  });
  const rootLevels = (await subjectModule.getRoot(tx, { campusId, id: root.id }))!.levelClassifiedIds;
  await subjectModule.setRootLevels(tx, { campusId, rootId: root.id, levelIds: [...new Set([...rootLevels, ...levelIds.values()])] });
  const groupIds = new Map<string, string>();
  for (const [i, g] of TEMPLATE_GROUPS.entries()) {
    const found = await subjectModule.findGroupByCode(tx, { campusId, code: g.code });
    count.add('SubjectGroup', !found);
    groupIds.set(
      g.code,
      found?.id ??
        (
          await subjectModule.insertGroup(tx, {
            campusId,
            values: { code: g.code, description: g.km, descriptionEn: g.en, subjectGroupRootId: root.id, levelClassifiedId: null, sortIndex: i + 1 },
          })
        ).id,
    );
  }
  const subjects = new Map<string, { id: string; rootId: string; km: string; en: string }>();
  const used = new Set(levels.flatMap((l) => l.subjects.map((s) => s.code)));
  for (const [i, s] of TEMPLATE_SUBJECTS.entries()) {
    if (!used.has(s.code)) continue;
    const found = await subjectModule.findSubjectByCode(tx, { campusId, code: s.code });
    count.add('Subject', !found);
    if (found) {
      const withRoot = (await subjectModule.getSubject(tx, { campusId, id: found.id }))!;
      subjects.set(s.code, { id: found.id, rootId: withRoot.rootId, km: found.description, en: found.descriptionEn });
    } else {
      const row = await subjectModule.insertSubject(tx, {
        campusId,
        values: {
          code: s.code,
          description: s.km,
          descriptionEn: s.en,
          abbreviation: s.abbreviation,
          subjectGroupId: groupIds.get(s.group)!,
          sortIndex: i + 1,
        },
      });
      subjects.set(s.code, { id: row.id, rootId: root.id, km: s.km, en: s.en });
    }
  }

  // Grade subjects and standard scores
  const existingScores = await scoreModule.listStandardScoresIn(tx, { campusId, academicYearId: y.id, programType: 0 });
  const newScores: scoreModule.TStandardScoreValues[] = [];
  for (const l of levels) {
    for (const g of l.grades) {
      const existing = await courseModule.listCourseLevelSubjectsIn(tx, { campusId, academicCourseLevelId: aclIds.get(g)!, programType: 0 });
      for (const [i, s] of l.subjects.entries()) {
        if (s.from && g < s.from) continue;
        const subject = subjects.get(s.code)!;
        const has = existing.some((e) => e.row.subjectId === subject.id);
        count.add('CourseLevelSubject', !has);
        if (!has)
          await courseModule.insertCourseLevelSubject(tx, {
            campusId,
            values: {
              academicCourseLevelId: aclIds.get(g)!,
              subjectId: subject.id,
              subjectGroupRootId: subject.rootId,
              description: subject.km,
              descriptionEn: subject.en,
              isScoring: true,
              programType: 0,
              sortIndex: i + 1,
            },
          });
        const hasScore = existingScores.some((e) => e.row.courseLevelId === gradeIds.get(g) && e.row.subjectId === subject.id);
        count.add('StandardScore', !hasScore);
        if (!hasScore) {
          const max = templateMaxScore(l, s.coefficient);
          newScores.push({
            academicYearId: y.id,
            subjectGroupRootId: subject.rootId,
            courseLevelId: gradeIds.get(g)!,
            programType: 0,
            subjectId: subject.id,
            maxScore: max,
            coefficient: s.coefficient,
            passScore: max / 2,
            standardScoreType: 0,
            standardScoreSubjectType: 0,
            sortIndex: i + 1,
          });
        }
      }
    }
  }
  await scoreModule.insertStandardScores(tx, { campusId, rows: newScores });

  // Grade matrix: overall and per subject, in percentages, for every level whose scale is empty.
  for (const l of levels) {
    for (const gradeType of [LEVEL.OVERALL, LEVEL.SUBJECT]) {
      const scale = await matrixModule.listScale(tx, {
        campusId,
        academicYearId: y.id,
        levelClassifiedId: levelIds.get(l.code)!,
        gradeType,
        scoreType: VALUE_KIND.PERCENTAGE,
      });
      count.add('GradeMatrix', scale.length === 0, scale.length === 0 ? TEMPLATE_GRADE_MATRIX.length : scale.length);
      if (scale.length > 0) continue;
      await matrixModule.insertGradeMatrix(tx, {
        campusId,
        rows: TEMPLATE_GRADE_MATRIX.map((m, i) => ({
          academicYearId: y.id,
          levelClassifiedId: levelIds.get(l.code)!,
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
      });
    }
  }

  // Semesters and exams
  const semesters = await semesterModule.listSemestersIn(tx, { campusId, academicYearId: y.id });
  for (const s of semestersOf(y)) {
    const has = semesters.some((x) => x.semesterType === s.semesterType);
    count.add('Semester', !has);
    if (!has)
      await semesterModule.insertSemester(tx, {
        campusId,
        values: { academicYearId: y.id, semesterType: s.semesterType, startDate: s.startDate, endDate: s.endDate },
      });
  }
  const exams = await examModule.listExamTypesIn(tx, { campusId, academicYearId: y.id });
  const newExams: examModule.TExamTypeValues[] = [];
  for (const [i, e] of examsOf(y).entries()) {
    const has = exams.some((x) => x.row.descriptionEn.toLowerCase() === e.en.toLowerCase());
    count.add('ExamType', !has);
    if (!has)
      newExams.push({
        academicYearId: y.id,
        description: e.km,
        descriptionEn: e.en,
        examType: e.examType,
        kind: 0,
        semesterType: e.semesterType,
        month: e.month,
        examDate: e.examDate,
        scoreEntryEndDate: plus7(e.examDate),
        isSemesterExam: e.examType === EXAM_PERIOD_TYPE.SEMESTER_1 || e.examType === EXAM_PERIOD_TYPE.SEMESTER_2,
        isAverageScore: e.isAverage,
        condition: 0,
        status: 0,
        examTypeStatus: 0,
        isCurrent: false,
        sortIndex: i + 1,
      });
  }
  await examModule.insertExamTypes(tx, { campusId, rows: newExams });

  // Session times: four 50-minute periods in the morning and the afternoon of every level.
  for (const l of levels) {
    const levelId = levelIds.get(l.code)!;
    for (const shift of [ACADEMIC_TIME_SHIFT.MORNING, ACADEMIC_TIME_SHIFT.AFTERNOON]) {
      const label = shiftLabel(shift);
      const groupId = await sessionModule.ensureGroup(tx, {
        campusId,
        levelClassifiedId: levelId,
        academicTimeShift: shift,
        description: `${l.km} ${label.Name}`,
        descriptionEn: `${l.en} ${label.NameEn}`,
      });
      const times = await sessionModule.listSessionTimesIn(tx, { campusId, groupId });
      const periods = times.length > 0 ? [] : generatePeriods(levelId, { academicTimeShift: shift, sessionMinutes: 50, breakMinutes: 10, sessionCount: 4 });
      count.add('SessionTime', times.length === 0, times.length === 0 ? periods.length : times.length);
      await sessionModule.insertSessionTimes(tx, {
        campusId,
        rows: periods.map((p) => ({
          groupId,
          levelClassifiedId: levelId,
          academicTimeShift: shift,
          fromTime: p.From,
          toTime: p.To,
          description: p.Description,
          descriptionEn: p.DescriptionEn,
          sortIndex: p.SortIndex,
        })),
      });
    }
  }

  // Class groups (the streams of grades 11–12) and classes
  for (const [i, g] of TEMPLATE_CLASS_GROUPS.entries()) {
    const found = await classGroupModule.findClassGroupByCode(tx, { campusId, code: g.code });
    count.add('ClassGroup', !found);
    if (!found) await classGroupModule.insertClassGroup(tx, { campusId, values: { code: g.code, description: g.km, descriptionEn: g.en, sortIndex: i + 1 } });
  }
  if (body.ClassesPerGrade > 0) {
    const existing = await classModule.listAcademicClasses(tx, { campusId, academicYearId: y.id });
    const codes = new Set(existing.map((c) => c.cls.code.toUpperCase()));
    const rows: classModule.TAcademicClassValues[] = [];
    for (const l of levels) {
      for (const g of l.grades) {
        for (let k = 0; k < body.ClassesPerGrade; k++) {
          const code = `${g}${CLASS_LETTERS_EN[k]}`;
          const has = codes.has(code);
          count.add('AcademicClass', !has);
          if (has) continue;
          rows.push({
            academicYearId: y.id,
            courseLevelId: gradeIds.get(g)!,
            classGroupId: null,
            code,
            description: `ថ្នាក់ទី${khmerDigits(g)}${CLASS_LETTERS_KM[k]}`,
            descriptionEn: `Grade ${g}${CLASS_LETTERS_EN[k]}`,
            academicTimeShift: k % 2 === 0 ? ACADEMIC_TIME_SHIFT.MORNING : ACADEMIC_TIME_SHIFT.AFTERNOON,
            academicTimeShiftType: 0,
            isPromoteNextYear: g !== 12,
            programType: 0,
            previousAcademicClassId: null,
            sortIndex: k + 1,
          });
        }
      }
    }
    await classModule.insertAcademicClasses(tx, { campusId, rows });
  }
  return count.list();
}
