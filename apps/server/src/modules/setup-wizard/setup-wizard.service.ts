import {
  SETUP_WIZARD_STEPS,
  SETUP_WIZARD_STEP_NAMES,
  setupWizardPath,
  type TRecordCount,
  type TSemester,
  type TSemesterSave,
  type TSetupWizard,
  type TSetupWizardComplete,
  type TSetupWizardCopy,
  type TSetupWizardStart,
  type TSetupWizardStep,
  type TSetupWizardStepUpdate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { requireYear } from '../academic-year/academic-year.service';
import * as courseModule from '../course-level/index';
import * as classModule from '../academic-class/index';
import * as scoreModule from '../standard-score/index';
import * as matrixModule from '../grade-matrix/index';
import * as examModule from '../exam-type/index';
import * as sessionModule from '../session-time/index';
import { RECORD_NAMES } from '../initial-setup/index';
import * as repo from './setup-wizard.repository';

type TCounts = Record<TSetupWizardStep, number | null>;

/** How many records of the year each step sets up. */
async function countsOf(tx: TQueryable, campusId: string, academicYearId: string | null): Promise<TCounts> {
  const none: TCounts = {
    'academic-year': 0,
    semester: null,
    'academic-class': null,
    subject: null,
    'standard-score': null,
    'grade-matrix': null,
    exam: null,
    schedule: null,
    'student-promotion': null,
    summary: null,
  };
  if (!academicYearId) return none;
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it from v9.
  const semesters = await repo.listSemesters(tx, { campusId, academicYearId });
  const classes = await classModule.listAcademicClasses(tx, { campusId, academicYearId });
  const subjects = await courseModule.listCourseLevelSubjectsIn(tx, { campusId, academicYearId });
  const scores = await scoreModule.listStandardScoresIn(tx, { campusId, academicYearId });
  const matrix = await matrixModule.listGradeMatrixIn(tx, { campusId, academicYearId });
  const exams = await examModule.listExamTypesIn(tx, { campusId, academicYearId });
  const times = await sessionModule.listSessionTimesIn(tx, { campusId });
  return {
    'academic-year': 1,
    semester: semesters.length,
    'academic-class': classes.length,
    subject: subjects.length,
    'standard-score': scores.length,
    'grade-matrix': matrix.length,
    exam: exams.length,
    schedule: times.length,
    'student-promotion': null,
    summary: null,
  };
}

async function toWizard(tx: TQueryable, campusId: string, w: repo.TWizardRow): Promise<TSetupWizard> {
  const counts = await countsOf(tx, campusId, w.academicYearId);
  const current = w.currentStep as TSetupWizardStep;
  return {
    Id: w.id,
    AcademicYearId: w.academicYearId,
    FromAcademicYearId: w.fromAcademicYearId,
    Status: w.status as TSetupWizard['Status'],
    CurrentStep: current,
    Path: setupWizardPath(current),
    Steps: SETUP_WIZARD_STEPS.map((step) => ({
      Step: step,
      Path: setupWizardPath(step),
      Name: SETUP_WIZARD_STEP_NAMES[step][0],
      NameEn: SETUP_WIZARD_STEP_NAMES[step][1],
      IsDone: w.completedSteps.includes(step),
      IsCurrent: step === current,
      Count: counts[step],
    })),
    StartedAt: w.createdAt.toISOString(),
    CompletedAt: w.completedAt ? w.completedAt.toISOString() : null,
    Version: w.version,
  };
}

async function requireWizard(tx: TQueryable, campusId: string, id: string) {
  const w = await repo.getWizard(tx, { campusId, id });
  if (!w) throw notFound();
  return w;
}

const running = (w: repo.TWizardRow) => {
  if (w.status !== 'running') throw conflict('ការរៀបចំឆ្នាំសិក្សានេះបានបញ្ចប់ ឬបានបោះបង់រួចហើយ', 'This year setup has already been completed or cancelled');
};

export const current = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => {
    const w = await repo.findRunning(tx, { campusId: auth.campusId });
    return w ? toWizard(tx, auth.campusId, w) : null;
  });

export const ofYear = (deps: TAppDeps, auth: TAuth, academicYearId: string) =>
  inTenant(deps, auth, async (tx) => {
    const w = await repo.findLatestOfYear(tx, { campusId: auth.campusId, academicYearId });
    return w ? toWizard(tx, auth.campusId, w) : null;
  });

export const start = (deps: TAppDeps, auth: TAuth, body: TSetupWizardStart) =>
  inTenant(deps, auth, async (tx) => {
    if (await repo.findRunning(tx, { campusId: auth.campusId }))
      throw conflict('ការរៀបចំឆ្នាំសិក្សាមួយកំពុងដំណើរការ។ សូមបន្តវា ឬបោះបង់វាសិន', 'A year setup is already running. Resume it or cancel it first');
    if (body.AcademicYearId) await requireYear(tx, auth.campusId, body.AcademicYearId);
    if (body.FromAcademicYearId) await requireYear(tx, auth.campusId, body.FromAcademicYearId);
    const w = await repo.insertWizard(tx, {
      campusId: auth.campusId,
      values: {
        academicYearId: body.AcademicYearId ?? null,
        fromAcademicYearId: body.FromAcademicYearId ?? null,
        currentStep: body.AcademicYearId ? 'semester' : 'academic-year',
        completedSteps: body.AcademicYearId ? ['academic-year'] : [],
        startedBy: auth.userId,
      },
    });
    return toWizard(tx, auth.campusId, w);
  });

/** The least a step needs before the next one: a year, its two semesters, classes, subjects. */
async function checkStepDone(tx: TQueryable, campusId: string, step: TSetupWizardStep, academicYearId: string | null) {
  if (step === 'academic-year') return;
  if (!academicYearId) throw badRequest('សូមជ្រើសរើសឆ្នាំសិក្សាជាមុនសិន', 'Choose the academic year first');
  const counts = await countsOf(tx, campusId, academicYearId);
  const need: Partial<Record<TSetupWizardStep, [number, string, string]>> = {
    semester: [2, 'សូមកំណត់ឆមាសទាំងពីរ', 'Set both semesters'],
    'academic-class': [1, 'សូមបង្កើតថ្នាក់រៀនយ៉ាងហោចណាស់មួយ', 'Create at least one class'],
    subject: [1, 'សូមដាក់មុខវិជ្ជាយ៉ាងហោចណាស់មួយក្នុងថ្នាក់ទី', 'Place at least one subject in a grade'],
  };
  const rule = need[step];
  if (rule && (counts[step] ?? 0) < rule[0]) throw badRequest(rule[1], rule[2]);
}

export const moveStep = (deps: TAppDeps, auth: TAuth, body: TSetupWizardStepUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const w = await requireWizard(tx, auth.campusId, body.Id);
    running(w);
    const index = SETUP_WIZARD_STEPS.indexOf(body.Step);
    let academicYearId = w.academicYearId;
    let fromAcademicYearId = w.fromAcademicYearId;
    let completed = [...w.completedSteps];
    let currentStep: TSetupWizardStep;
    if (body.Step === 'summary' && body.Done) throw badRequest('សូមបញ្ចប់ការរៀបចំដោយប៊ូតុងបញ្ចប់', 'Finish the setup with the complete call');
    if (body.Done) {
      const reachable = completed.includes(body.Step) || body.Step === w.currentStep;
      if (!reachable) throw badRequest('សូមធ្វើជំហានមុនៗជាមុនសិន', 'Finish the earlier steps first');
      if (body.Step === 'academic-year') {
        if (!body.AcademicYearId) throw badRequest('សូមជ្រើសរើសឆ្នាំសិក្សា', 'Choose the academic year');
        await requireYear(tx, auth.campusId, body.AcademicYearId);
        academicYearId = body.AcademicYearId;
        if (body.FromAcademicYearId) {
          await requireYear(tx, auth.campusId, body.FromAcademicYearId);
          fromAcademicYearId = body.FromAcademicYearId;
        }
      }
      await checkStepDone(tx, auth.campusId, body.Step, academicYearId);
      if (!completed.includes(body.Step)) completed.push(body.Step);
      currentStep = SETUP_WIZARD_STEPS.find((s, i) => i > index && !completed.includes(s)) ?? 'summary';
    } else {
      const allowed = completed.includes(body.Step) || body.Step === w.currentStep;
      if (!allowed) throw badRequest('មិនអាចរំលងទៅជំហាននេះបានទេ', 'This step cannot be reached yet');
      currentStep = body.Step;
      completed = completed.filter((s) => s !== body.Step);
    }
    await repo.academicYearSetupRows.update(
      tx,
      { campusId: auth.campusId, id: w.id, version: body.Version },
      { academicYearId, fromAcademicYearId, completedSteps: completed, currentStep },
    );
    return toWizard(tx, auth.campusId, (await repo.getWizard(tx, { campusId: auth.campusId, id: w.id }))!);
  });

export const complete = (deps: TAppDeps, auth: TAuth, body: TSetupWizardComplete) =>
  inTenant(deps, auth, async (tx) => {
    const w = await requireWizard(tx, auth.campusId, body.Id);
    running(w);
    const missing = SETUP_WIZARD_STEPS.filter((s) => s !== 'summary' && !w.completedSteps.includes(s));
    if (missing.length > 0)
      throw badRequest(
        `ជំហានខាងក្រោមមិនទាន់រួចរាល់៖ ${missing.map((s) => SETUP_WIZARD_STEP_NAMES[s][0]).join(', ')}`,
        `These steps are not done yet: ${missing.map((s) => SETUP_WIZARD_STEP_NAMES[s][1]).join(', ')}`,
      );
    if (body.MakeCurrent && w.academicYearId) await repo.makeYearCurrent(tx, { campusId: auth.campusId, academicYearId: w.academicYearId });
    await repo.academicYearSetupRows.update(
      tx,
      { campusId: auth.campusId, id: w.id, version: body.Version },
      {
        status: 'completed',
        currentStep: 'summary',
        completedSteps: [...SETUP_WIZARD_STEPS],
        completedAt: new Date(),
      },
    );
    return toWizard(tx, auth.campusId, (await repo.getWizard(tx, { campusId: auth.campusId, id: w.id }))!);
  });

export const cancel = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const w = await requireWizard(tx, auth.campusId, id);
    running(w);
    await repo.academicYearSetupRows.update(tx, { campusId: auth.campusId, id, version: w.version }, { status: 'cancelled' });
  });

export const summary = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const w = await requireWizard(tx, auth.campusId, id);
    const counts = await countsOf(tx, auth.campusId, w.academicYearId);
    const entity: Partial<Record<TSetupWizardStep, string>> = {
      semester: 'Semester',
      'academic-class': 'AcademicClass',
      subject: 'CourseLevelSubject',
      'standard-score': 'StandardScore',
      'grade-matrix': 'GradeMatrix',
      exam: 'ExamType',
      schedule: 'SessionTime',
    };
    const records: TRecordCount[] = Object.entries(entity).map(([step, e]) => ({
      Entity: e,
      Name: RECORD_NAMES[e]![0],
      NameEn: RECORD_NAMES[e]![1],
      New: 0,
      Existing: counts[step as TSetupWizardStep] ?? 0,
    }));
    return { Wizard: await toWizard(tx, auth.campusId, w), RecordSummary: records };
  });

// ---- Semesters

const toSemester = (s: repo.TSemesterRow): TSemester => ({
  Id: s.id,
  AcademicYearId: s.academicYearId,
  SemesterType: s.semesterType,
  Description: `ឆមាសទី${khmerDigits(s.semesterType)}`,
  DescriptionEn: `Semester ${s.semesterType}`,
  StartDate: String(s.startDate).slice(0, 10),
  EndDate: String(s.endDate).slice(0, 10),
  Version: s.version,
});

export const listSemesters = (deps: TAppDeps, auth: TAuth, academicYearId: string) =>
  inTenant(deps, auth, async (tx) => (await repo.listSemesters(tx, { campusId: auth.campusId, academicYearId })).map(toSemester));

/** Both semesters inside the year, semester 2 after semester 1; one transaction. */
export async function saveSemestersIn(tx: TQueryable, campusId: string, body: TSemesterSave) {
  const year = await requireYear(tx, campusId, body.AcademicYearId);
  const types = body.Semesters.map((s) => s.SemesterType);
  if (new Set(types).size !== types.length) throw badRequest('ឆមាសមិនអាចស្ទួនគ្នាទេ', 'A semester may appear once only');
  for (const s of body.Semesters) {
    if (s.StartDate < String(year.startDate) || s.EndDate > String(year.endDate))
      throw badRequest('ឆមាសត្រូវស្ថិតក្នុងឆ្នាំសិក្សា', `Semester ${s.SemesterType} must lie within the academic year (${year.startDate} – ${year.endDate})`);
  }
  const existing = await repo.listSemesters(tx, { campusId, academicYearId: body.AcademicYearId });
  const merged = [1, 2].map(
    (type) =>
      body.Semesters.find((s) => s.SemesterType === type) ??
      existing.map((e) => ({ SemesterType: e.semesterType, StartDate: String(e.startDate), EndDate: String(e.endDate) })).find((e) => e.SemesterType === type),
  );
  if (merged[0] && merged[1] && merged[1].StartDate <= merged[0].EndDate)
    throw badRequest('ឆមាសទី២ ត្រូវចាប់ផ្តើមក្រោយឆមាសទី១ បញ្ចប់', 'Semester 2 must start after semester 1 ends');
  for (const s of body.Semesters) {
    const found = existing.find((e) => e.semesterType === s.SemesterType);
    if (found) await repo.updateSemester(tx, { campusId, id: found.id, startDate: s.StartDate, endDate: s.EndDate });
    else
      await repo.insertSemester(tx, {
        campusId,
        values: { academicYearId: body.AcademicYearId, semesterType: s.SemesterType, startDate: s.StartDate, endDate: s.EndDate },
      });
  }
  return (await repo.listSemesters(tx, { campusId, academicYearId: body.AcademicYearId })).map(toSemester);
}
export const saveSemesters = (deps: TAppDeps, auth: TAuth, body: TSemesterSave) => inTenant(deps, auth, (tx) => saveSemestersIn(tx, auth.campusId, body));

// ---- Copy a step's records from the wizard's source year

export const copyStep = (deps: TAppDeps, auth: TAuth, body: TSetupWizardCopy) =>
  inTenant(deps, auth, async (tx) => {
    const w = await requireWizard(tx, auth.campusId, body.Id);
    running(w);
    if (!w.academicYearId || !w.fromAcademicYearId)
      throw badRequest('សូមជ្រើសរើសឆ្នាំសិក្សា និងឆ្នាំប្រភពជាមុនសិន', 'Choose the academic year and the year to copy from first');
    const records = await repo.copyYearRecords(tx, { campusId: auth.campusId, step: body.Step, fromYearId: w.fromAcademicYearId, toYearId: w.academicYearId });
    const [Name, NameEn] = RECORD_NAMES[records.entity]!;
    return {
      RecordSummary: [{ Entity: records.entity, Name, NameEn, New: records.created, Existing: records.existing }],
      Wizard: await toWizard(tx, auth.campusId, w),
    };
  });
