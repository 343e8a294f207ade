import { todayInCambodia } from '@school/contract';
import type { TRegistrationConfiguration, TRegistrationConfigurationCreate, TRegistrationConfigurationUpdate, TRegistrationQuestion } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { conflict, notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { requireYear } from '../academic-year/academic-year.service';
import { fieldError } from '../applicant/applicant.service';
import * as repo from './registration.repository';

/** The office's registration configurations: periods, levels offered, questions (data-calls §8). */
export const closed = () => notFound('ការចុះឈ្មោះតាមអនឡាញមិនទាន់បើក ឬបានបិទហើយ', 'Online registration is not open at this school now');
export const configurationNotFound = () => notFound('រកមិនឃើញការកំណត់ការចុះឈ្មោះនេះទេ', 'The registration configuration was not found');
export const preApplicantNotFound = () => notFound('រកមិនឃើញការចុះឈ្មោះនេះទេ', 'The registration was not found');

// ---------------------------------------------------------------------------------------------------
// Configurations

export function toConfigurations(
  rows: repo.TConfigurationListRow[],
  levels: Array<repo.TRef & { configId: string }>,
  subjects: Array<repo.TRef & { configId: string }>,
  questions: repo.TQuestionRow[],
  today: string,
): TRegistrationConfiguration[] {
  const ref = (r: repo.TRef) => ({ Id: r.id, Description: r.description, DescriptionEn: r.descriptionEn });
  return rows.map(({ config: c, yearDescription, yearDescriptionEn }) => ({
    Id: c.id,
    Description: c.description,
    DescriptionEn: c.descriptionEn,
    AcademicYearId: c.academicYearId,
    AcademicYear: { Id: c.academicYearId, Description: yearDescription, DescriptionEn: yearDescriptionEn },
    OpenDate: c.openDate,
    CloseDate: c.closeDate,
    ExamDate: c.examDate,
    Note: c.note,
    NoteEn: c.noteEn,
    IsCurrent: c.openDate <= today && today <= c.closeDate,
    CourseLevels: levels.filter((l) => l.configId === c.id).map(ref),
    PrioritySubjects: subjects.filter((s) => s.configId === c.id).map(ref),
    Questions: questions.filter((q) => q.registrationConfigurationId === c.id).map(toQuestion),
    Version: c.version,
  }));
}

export const toQuestion = (q: repo.TQuestionRow): TRegistrationQuestion => ({
  Id: q.id,
  Question: q.question,
  QuestionEn: q.questionEn,
  AnswerType: q.answerType,
  IsRequired: q.isRequired,
  SortIndex: q.sortIndex,
});

export async function loadConfigurations(tx: TQueryable, campusId: string, p: { academicYearId?: string; ids?: string[] }) {
  const rows = await repo.listConfigurations(tx, { campusId, ...p });
  const configIds = rows.map((r) => r.config.id);
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it from v9.
  const levels = await repo.configurationCourseLevels(tx, { campusId, configIds });
  const subjects = await repo.configurationSubjects(tx, { campusId, configIds });
  const questions = await repo.configurationQuestions(tx, { campusId, configIds });
  return toConfigurations(rows, levels, subjects, questions, todayInCambodia());
}

export async function loadConfiguration(tx: TQueryable, campusId: string, id: string) {
  const [config] = await loadConfigurations(tx, campusId, { ids: [id] });
  if (!config) throw configurationNotFound();
  return config;
}

export const listConfigurations = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }) =>
  inTenant(deps, auth, (tx) => loadConfigurations(tx, auth.campusId, q));

async function checkConfiguration(tx: TQueryable, campusId: string, b: TRegistrationConfigurationCreate, selfId?: string) {
  await requireYear(tx, campusId, b.AcademicYearId);
  const levels = [...new Set(b.CourseLevelIds)];
  if ((await repo.courseLevelsByIds(tx, { campusId, ids: levels })).length !== levels.length)
    throw fieldError('CourseLevelIds', 'រកមិនឃើញថ្នាក់ទីខ្លះទេ', 'Some grades were not found');
  const subjects = [...new Set(b.PrioritySubjectIds)];
  if ((await repo.subjectsByIds(tx, { campusId, ids: subjects })).length !== subjects.length)
    throw fieldError('PrioritySubjectIds', 'រកមិនឃើញមុខវិជ្ជាខ្លះទេ', 'Some subjects were not found');
  const overlap = await repo.findOverlapping(tx, { campusId, openDate: b.OpenDate, closeDate: b.CloseDate, exceptId: selfId });
  if (overlap)
    throw conflict(
      `កាលបរិច្ឆេទជាន់គ្នាជាមួយការចុះឈ្មោះ «${overlap.description}»`,
      `The dates overlap the registration '${overlap.descriptionEn}': a school has one registration open at a time`,
    );
  return { levels, subjects };
}

const configurationValues = (b: TRegistrationConfigurationCreate) => ({
  academicYearId: b.AcademicYearId,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  openDate: b.OpenDate,
  closeDate: b.CloseDate,
  examDate: b.ExamDate ?? null,
  note: b.Note ?? null,
  noteEn: b.NoteEn ?? null,
});

/** Saves the questions as listed: kept (by Id), added, and removed ones — a removed one must have no answers. */
async function saveQuestions(tx: TQueryable, campusId: string, configId: string, inputs: TRegistrationConfigurationCreate['Questions']) {
  const existing = await repo.configurationQuestions(tx, { campusId, configIds: [configId] });
  for (const q of inputs) {
    if (q.Id && !existing.some((e) => e.id === q.Id))
      throw fieldError('Questions', 'សំណួរនេះមិនមែនជារបស់ការចុះឈ្មោះនេះទេ', 'A question does not belong to this registration');
  }
  const removed = existing.filter((e) => !inputs.some((q) => q.Id === e.id)).map((e) => e.id);
  if ((await repo.countAnswers(tx, { campusId, questionIds: removed })) > 0)
    throw conflict('មិនអាចលុបសំណួរដែលមានចម្លើយរួចហើយបានទេ', 'A question that applicants have already answered cannot be removed');
  await repo.deleteQuestions(tx, { campusId, ids: removed });
  for (const [i, q] of inputs.entries()) {
    const values = { question: q.Question, questionEn: q.QuestionEn, answerType: q.AnswerType, isRequired: q.IsRequired, sortIndex: i + 1 };
    if (q.Id) await repo.updateQuestion(tx, { campusId, id: q.Id }, values);
    else await repo.insertQuestion(tx, { campusId, registrationConfigurationId: configId, ...values });
  }
}

export function createConfiguration(deps: TAppDeps, auth: TAuth, body: TRegistrationConfigurationCreate) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { levels, subjects } = await checkConfiguration(tx, campusId, body);
    const row = await repo.insertConfiguration(tx, { campusId, ...configurationValues(body) });
    await repo.replaceConfigurationLists(tx, { campusId, configId: row.id, courseLevelIds: levels, subjectIds: subjects });
    await saveQuestions(tx, campusId, row.id, body.Questions);
    return loadConfiguration(tx, campusId, row.id);
  });
}

export function updateConfiguration(deps: TAppDeps, auth: TAuth, body: TRegistrationConfigurationUpdate) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { levels, subjects } = await checkConfiguration(tx, campusId, body, body.Id);
    await repo.registrationConfigurationRows.update(tx, { campusId, id: body.Id, version: body.Version }, configurationValues(body));
    await repo.replaceConfigurationLists(tx, { campusId, configId: body.Id, courseLevelIds: levels, subjectIds: subjects });
    await saveQuestions(tx, campusId, body.Id, body.Questions);
    return loadConfiguration(tx, campusId, body.Id);
  });
}

export function deleteConfiguration(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    await loadConfiguration(tx, auth.campusId, id);
    const n = await repo.countRegistrations(tx, { campusId: auth.campusId, configId: id });
    if (n > 0)
      throw conflict(
        `មិនអាចលុបបានទេ ព្រោះមានអ្នកចុះឈ្មោះ ${khmerDigits(n)} នាក់រួចហើយ`,
        `It cannot be deleted: ${n} ${n === 1 ? 'person has' : 'people have'} registered under it`,
      );
    await repo.registrationConfigurationRows.delete(tx, { campusId: auth.campusId, id });
  });
}
