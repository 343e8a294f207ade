import type { TExamType, TExamTypeCreate, TExamTypeUpdate } from '@school/contract';
import { ALL_LABEL } from '@school/contract';
import { EXAM_PERIOD_TYPE } from '@school/contract/enum/enum.setup';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { deleteUnused } from '../../db/usage';
import { conflict } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { requireYear, yearOrCurrent } from '../academic-year/academic-year.service';
import * as repo from './exam-type.repository';

const dateText = (d: string | null) => (d ? String(d).slice(0, 10) : null);

export const toExamType = (r: repo.TExamTypeRow): TExamType => ({
  Id: r.row.id,
  AcademicYearId: r.row.academicYearId,
  Description: r.row.description,
  DescriptionEn: r.row.descriptionEn,
  ExamType: r.row.examType,
  Type: r.row.kind,
  SemesterType: r.row.semesterType,
  Month: r.row.month,
  ExamDate: dateText(r.row.examDate),
  ScoreEntryEndDate: dateText(r.row.scoreEntryEndDate),
  IsSemesterExam: r.row.isSemesterExam,
  IsAverageScore: r.row.isAverageScore,
  Condition: r.row.condition,
  Status: r.row.status,
  ExamTypeStatus: r.row.examTypeStatus,
  IsCurrent: r.row.isCurrent,
  CurrentYear: r.yearIsCurrent,
  SortIndex: r.row.sortIndex,
  Version: r.row.version,
});

/** spec: data-calls §3, the 'All' entry with empty value prepended to exam type lists. */
const ALL_EXAM_TYPE: TExamType = {
  Id: '',
  AcademicYearId: '',
  ...ALL_LABEL,
  ExamType: null,
  Type: 0,
  SemesterType: null,
  Month: null,
  ExamDate: null,
  ScoreEntryEndDate: null,
  IsSemesterExam: false,
  IsAverageScore: false,
  Condition: 0,
  Status: 0,
  ExamTypeStatus: 0,
  IsCurrent: false,
  CurrentYear: false,
  SortIndex: 0,
  Version: 0,
};

/** Semester exams carry their semester and the semester flag; annual exams have no semester. */
export function examTypeValues(b: TExamTypeCreate): repo.TExamTypeValues {
  const semesterExam = b.ExamType === EXAM_PERIOD_TYPE.SEMESTER_1 || b.ExamType === EXAM_PERIOD_TYPE.SEMESTER_2;
  return {
    academicYearId: b.AcademicYearId,
    description: b.Description,
    descriptionEn: b.DescriptionEn,
    examType: b.ExamType,
    kind: b.Type,
    semesterType: semesterExam ? b.ExamType : b.ExamType === EXAM_PERIOD_TYPE.ANNUAL ? null : (b.SemesterType ?? null),
    month: b.ExamType === EXAM_PERIOD_TYPE.MONTH ? (b.Month ?? null) : (b.Month ?? null),
    examDate: b.ExamDate ?? null,
    scoreEntryEndDate: b.ScoreEntryEndDate ?? null,
    isSemesterExam: semesterExam || b.IsSemesterExam,
    isAverageScore: b.IsAverageScore,
    condition: b.Condition,
    status: b.Status,
    examTypeStatus: b.ExamTypeStatus,
    isCurrent: b.IsCurrent,
    sortIndex: b.SortIndex,
  };
}

async function check(tx: TQueryable, campusId: string, b: TExamTypeCreate, selfId?: string) {
  await requireYear(tx, campusId, b.AcademicYearId);
  const found = await repo.findByDescription(tx, { campusId, academicYearId: b.AcademicYearId, descriptionEn: b.DescriptionEn });
  if (found && found.id !== selfId)
    throw conflict(`ប្រភេទប្រឡង «${b.Description}» មានរួចហើយក្នុងឆ្នាំសិក្សានេះ`, `The exam type '${b.DescriptionEn}' already exists in this academic year`);
  if (b.IsCurrent) await repo.clearCurrent(tx, { campusId, academicYearId: b.AcademicYearId, exceptId: selfId });
}

export async function listExamTypes(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; examType?: number; includeAll: boolean; activeOnly?: boolean }) {
  const rows = await inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    return year ? repo.listExamTypes(tx, { campusId: auth.campusId, academicYearId: year.id, examType: q.examType, activeOnly: q.activeOnly }) : [];
  });
  const list = rows.map(toExamType);
  return q.includeAll ? [ALL_EXAM_TYPE, ...list] : list;
}

export async function currentExamType(deps: TAppDeps, auth: TAuth) {
  const today = new Date().toISOString().slice(0, 10);
  const row = await inTenant(deps, auth, (tx) => repo.findCurrent(tx, { campusId: auth.campusId, today }));
  return row ? toExamType(row) : null;
}

export const createExamType = (deps: TAppDeps, auth: TAuth, body: TExamTypeCreate) =>
  inTenant(deps, auth, async (tx) => {
    await check(tx, auth.campusId, body);
    const [row] = await repo.insertExamTypes(tx, { campusId: auth.campusId, rows: [examTypeValues(body)] });
    return toExamType((await repo.getExamType(tx, { campusId: auth.campusId, id: row!.id }))!);
  });

export const updateExamType = (deps: TAppDeps, auth: TAuth, body: TExamTypeUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await check(tx, auth.campusId, body, body.Id);
    await repo.examTypeRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, examTypeValues(body));
    return toExamType((await repo.getExamType(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteExamType = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, {
      table: 'exam_type',
      key: { campusId: auth.campusId, id },
      get: repo.getExamType,
      remove: repo.examTypeRows.delete,
      named: (r) => r.row,
    });
  });
