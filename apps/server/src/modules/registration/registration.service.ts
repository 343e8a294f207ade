import crypto from 'node:crypto';
import { QUESTION_ANSWER_TYPE, REGISTRATION_STATUS, todayInCambodia } from '@school/contract';
import type {
  TAnswerInput,
  TCurrentRegistration,
  TExamRoomAssignment,
  TPreApplicant,
  TPreApplicantDetail,
  TPreApplicantInfo,
  TPreApplicantListQuery,
  TPreApplicantRegister,
  TPreApplicantUpdate,
  TRegistrationConfiguration,
  TRegistrationConfigurationCreate,
  TRegistrationConfigurationUpdate,
  TRegistrationQuestion,
  TRegistrationReceipt,
  TRegistrationStatusView,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { conflict, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { requireYear } from '../academic-year/academic-year.service';
import * as campusModule from '../campus/index';
import * as files from '../file/file.service';
import { createApplicantIn, fieldError, findByPreApplicantIn } from '../applicant/applicant.service';
import * as repo from './registration.repository';

/**
 * Online registration (portal §2 'Registration'; data-calls §7 'Pre-applicants and external registration').
 *
 * Public calls name the school by its code and are answered from that campus only (looked up through
 * `database.system`, then everything in `database.tenant(campus)`, like the login configuration). What
 * they answer never depends on other applicants: a registration always makes a new record and answers its
 * own reference, whatever phone or e-mail it carries (no enumeration); the office sees possible duplicates.
 */

const closed = () =>
  notFound(
    'ការចុះឈ្មោះតាមអនឡាញមិនទាន់បើក ឬបានបិទហើយ',
    'Online registration is not open at this school now',
  );
const configurationNotFound = () => notFound('រកមិនឃើញការកំណត់ការចុះឈ្មោះនេះទេ', 'The registration configuration was not found');
const preApplicantNotFound = () => notFound('រកមិនឃើញការចុះឈ្មោះនេះទេ', 'The registration was not found');

// ---------------------------------------------------------------------------------------------------
// Configurations

function toConfigurations(
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

const toQuestion = (q: repo.TQuestionRow): TRegistrationQuestion => ({
  Id: q.id,
  Question: q.question,
  QuestionEn: q.questionEn,
  AnswerType: q.answerType,
  IsRequired: q.isRequired,
  SortIndex: q.sortIndex,
});

async function loadConfigurations(tx: TQueryable, campusId: string, p: { academicYearId?: string; ids?: string[] }) {
  const rows = await repo.listConfigurations(tx, { campusId, ...p });
  const configIds = rows.map((r) => r.config.id);
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it from v9.
  const levels = await repo.configurationCourseLevels(tx, { campusId, configIds });
  const subjects = await repo.configurationSubjects(tx, { campusId, configIds });
  const questions = await repo.configurationQuestions(tx, { campusId, configIds });
  return toConfigurations(rows, levels, subjects, questions, todayInCambodia());
}

async function loadConfiguration(tx: TQueryable, campusId: string, id: string) {
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
    if (q.Id && !existing.some((e) => e.id === q.Id)) throw fieldError('Questions', 'សំណួរនេះមិនមែនជារបស់ការចុះឈ្មោះនេះទេ', 'A question does not belong to this registration');
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

// ---------------------------------------------------------------------------------------------------
// Public calls

type TPublicCampus = { id: string; code: string; name: string; nameEn: string; registrationAvailable: boolean };

/**
 * The school a public call is for: by code, or the signed-in user's own when no code is given. An unknown
 * or inactive school answers 404 (schools are public, so saying so tells nothing about any person).
 */
async function publicCampus(deps: TAppDeps, schoolCode: string | undefined, auth: TAuth | undefined): Promise<TPublicCampus> {
  const row = schoolCode
    ? await deps.database.system((tx) => campusModule.findCampusByCode(tx, { code: schoolCode }))
    : auth
      ? await deps.database.tenant(auth.campusId, (tx) => campusModule.getCampus(tx, { campusId: auth.campusId }))
      : undefined;
  if (!schoolCode && !auth) throw fieldError('schoolCode', 'សូមបញ្ជាក់លេខកូដសាលា', 'The school code is required');
  if (!row || !row.isActive) throw notFound(`រកមិនឃើញសាលាដែលមានលេខកូដ «${schoolCode ?? ''}» ទេ`, `No school has the code "${schoolCode ?? ''}"`);
  return { id: row.id, code: row.code, name: row.name, nameEn: row.nameEn, registrationAvailable: row.isOnlineRegistrationAvailable };
}

/** The configuration open today, or 404: the school must offer online registration and have one open. */
async function currentIn(tx: TQueryable, campus: TPublicCampus): Promise<TRegistrationConfiguration> {
  if (!campus.registrationAvailable) throw closed();
  const id = await repo.findCurrentConfiguration(tx, { campusId: campus.id, today: todayInCambodia() });
  if (!id) throw closed();
  return loadConfiguration(tx, campus.id, id);
}

export async function getCurrent(deps: TAppDeps, schoolCode: string | undefined, auth: TAuth | undefined): Promise<TCurrentRegistration> {
  const campus = await publicCampus(deps, schoolCode, auth);
  const c = await inTenant(deps, { campusId: campus.id }, (tx) => currentIn(tx, campus));
  return {
    Id: c.Id,
    SchoolCode: campus.code,
    SchoolName: campus.name,
    SchoolNameEn: campus.nameEn,
    Description: c.Description,
    DescriptionEn: c.DescriptionEn,
    AcademicYear: c.AcademicYear,
    OpenDate: c.OpenDate,
    CloseDate: c.CloseDate,
    ExamDate: c.ExamDate,
    Note: c.Note,
    NoteEn: c.NoteEn,
    CourseLevels: c.CourseLevels,
    PrioritySubjects: c.PrioritySubjects,
    Questions: c.Questions,
  };
}

export async function getQuestions(deps: TAppDeps, schoolCode: string | undefined, auth: TAuth | undefined) {
  return (await getCurrent(deps, schoolCode, auth)).Questions;
}

export async function listOccupations(deps: TAppDeps) {
  const rows = await deps.database.system((tx) => repo.listOccupations(tx));
  return rows.map((r) => ({ Id: r.id, Code: r.code, Name: r.name, NameEn: r.nameEn }));
}

/** Reference codes: 8 letters and digits without look-alikes (0/O, 1/I/L), shown as `RG-XXXX-XXXX`. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newReferenceCode(): string {
  const bytes = crypto.randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `RG-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

type TPersonFields = Omit<TPreApplicantRegister, 'Photo' | 'Website'>;

/** Checks what a registration names against the configuration; answers the rows to store for answers. */
async function checkRegistration(tx: TQueryable, campusId: string, config: TRegistrationConfiguration, b: TPersonFields, o: { strictLevels: boolean; requireAnswers: boolean }) {
  if (o.strictLevels && !config.CourseLevels.some((l) => l.Id === b.AppliedCourseLevelId))
    throw fieldError('AppliedCourseLevelId', 'ថ្នាក់ទីនេះមិនបើកទទួលការចុះឈ្មោះទេ', 'This grade is not open for registration');
  if (!o.strictLevels && (await repo.courseLevelsByIds(tx, { campusId, ids: [b.AppliedCourseLevelId] })).length === 0)
    throw fieldError('AppliedCourseLevelId', 'រកមិនឃើញថ្នាក់ទីនេះទេ', 'The grade was not found');
  for (const id of b.PrioritySubjectIds)
    if (!config.PrioritySubjects.some((s) => s.Id === id)) throw fieldError('PrioritySubjectIds', 'មុខវិជ្ជានេះមិនមែនជាមុខវិជ្ជាអាទិភាពទេ', 'This subject is not one of the priority subjects');
  if (b.ProvinceId !== undefined && !(await repo.provinceExists(tx, b.ProvinceId))) throw fieldError('ProvinceId', 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found');
  if (b.PreviousSchoolType !== undefined && !(await repo.schoolTypeExists(tx, b.PreviousSchoolType)))
    throw fieldError('PreviousSchoolType', 'រកមិនឃើញប្រភេទសាលានេះទេ', 'The kind of school was not found');
  return checkAnswers(tx, config, b.Answers, o.requireAnswers);
}

async function checkAnswers(tx: TQueryable, config: TRegistrationConfiguration, answers: TAnswerInput[], requireAnswers: boolean) {
  const seen = new Set<string>();
  const rows: Array<{ questionId: string; occupationId: number | null; freeText: string | null }> = [];
  for (const [i, a] of answers.entries()) {
    const question = config.Questions.find((q) => q.Id === a.QuestionId);
    if (!question) throw fieldError(`Answers.${i}.QuestionId`, 'សំណួរនេះមិនមែនជារបស់ការចុះឈ្មោះនេះទេ', 'This question is not part of this registration');
    if (seen.has(a.QuestionId)) throw fieldError(`Answers.${i}.QuestionId`, 'សំណួរនេះត្រូវបានឆ្លើយពីរដង', 'This question is answered twice');
    seen.add(a.QuestionId);
    if (a.OccupationId !== undefined && question.AnswerType !== QUESTION_ANSWER_TYPE.OCCUPATION)
      throw fieldError(`Answers.${i}.OccupationId`, 'សំណួរនេះមិនសួររកមុខរបរទេ', 'This question does not ask for an occupation');
    if (a.OccupationId === undefined && a.FreeText === undefined) continue;
    rows.push({ questionId: a.QuestionId, occupationId: a.OccupationId ?? null, freeText: a.FreeText ?? null });
  }
  const occupationIds = [...new Set(rows.flatMap((r) => (r.occupationId === null ? [] : [r.occupationId])))];
  if ((await repo.occupationsByIds(tx, occupationIds)).length !== occupationIds.length) throw fieldError('Answers', 'រកមិនឃើញមុខរបរនេះទេ', 'The occupation was not found');
  if (requireAnswers) {
    const missing = config.Questions.find((q) => q.IsRequired && !rows.some((r) => r.questionId === q.Id));
    if (missing) throw fieldError('Answers', `សូមឆ្លើយសំណួរ «${missing.Question}»`, `Please answer the question '${missing.QuestionEn}'`);
  }
  return rows;
}

const personValues = (b: TPersonFields) => ({
  firstName: b.FirstName,
  lastName: b.LastName,
  firstNameEn: b.FirstNameEn,
  lastNameEn: b.LastNameEn,
  gender: b.Gender,
  dateOfBirth: b.DateOfBirthString,
  mobilePhone: b.MobilePhone ?? null,
  email: b.Email ?? null,
  guardianPhone: b.GuardianPhone,
  previousSchoolName: b.PreviousSchoolName ?? null,
  previousSchoolType: b.PreviousSchoolType ?? null,
  appliedCourseLevelId: b.AppliedCourseLevelId,
  provinceId: b.ProvinceId ?? null,
});

/**
 * A public registration (`/api/pre-applicant/create`, `/api/external/user/register`). Always a new record
 * with a new reference, so the answer is the same whether the phone or e-mail is already known. A robot
 * that fills the hidden `Website` field gets a receipt that looks real, and nothing is stored.
 */
export async function register(deps: TAppDeps, schoolCode: string, body: TPreApplicantRegister): Promise<TRegistrationReceipt> {
  const campus = await publicCampus(deps, schoolCode, undefined);
  if (body.Website) return { ReferenceCode: newReferenceCode(), RegistrationStatus: REGISTRATION_STATUS.PENDING, SubmittedAt: new Date().toISOString() };
  return inTenant(deps, { campusId: campus.id }, async (tx) => {
    const config = await currentIn(tx, campus);
    const answers = await checkRegistration(tx, campus.id, config, body, { strictLevels: true, requireAnswers: true });
    const photo = body.Photo ? await files.saveUpload(deps, tx as TTx, { campusId: campus.id, purpose: 'pre-applicant-photo', file: body.Photo, accept: files.IMAGE_KINDS }) : undefined;
    let referenceCode = newReferenceCode();
    while (await repo.referenceTaken(tx, { campusId: campus.id, referenceCode })) referenceCode = newReferenceCode();
    const row = await repo.insertPreApplicant(tx, {
      campusId: campus.id,
      registrationConfigurationId: config.Id,
      academicYearId: config.AcademicYearId,
      referenceCode,
      registrationStatus: REGISTRATION_STATUS.PENDING,
      photoFileId: photo?.id ?? null,
      ...personValues(body),
    });
    await repo.replaceAnswers(tx, { campusId: campus.id, preApplicantId: row.id, answers });
    await repo.replaceSubjects(tx, { campusId: campus.id, preApplicantId: row.id, subjectIds: [...new Set(body.PrioritySubjectIds)] });
    return { ReferenceCode: row.referenceCode, RegistrationStatus: row.registrationStatus, SubmittedAt: row.createdAt.toISOString() };
  });
}

const INFO_FIELDS = [
  'FirstName',
  'LastName',
  'FirstNameEn',
  'LastNameEn',
  'Gender',
  'DateOfBirthString',
  'MobilePhone',
  'Email',
  'GuardianPhone',
  'PreviousSchoolName',
  'PreviousSchoolType',
  'AppliedCourseLevelId',
  'ProvinceId',
] as const satisfies ReadonlyArray<keyof TPreApplicantInfo>;

/**
 * The pre-applicant info of a failed registration: what the request itself carried, as text, cut to a
 * sane length. It is built from the request only, never from stored records.
 */
export function preApplicantInfo(body: unknown): TPreApplicantInfo {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out = {} as Record<(typeof INFO_FIELDS)[number], string | number | null>;
  for (const key of INFO_FIELDS) {
    const v = source[key];
    out[key] = typeof v === 'number' ? v : typeof v === 'string' ? v.slice(0, 200) : null;
  }
  return out as TPreApplicantInfo;
}

/**
 * The status check: the reference and the birth date must both match, and any mismatch answers the same
 * 404, so a guessed reference tells nothing.
 */
export async function getStatus(deps: TAppDeps, q: { schoolCode: string; referenceCode: string; dateOfBirth: string }): Promise<TRegistrationStatusView> {
  const mismatch = () =>
    notFound('រកមិនឃើញការចុះឈ្មោះដែលមានលេខយោង និងថ្ងៃខែឆ្នាំកំណើតនេះទេ', 'No registration has this reference and date of birth');
  const campus = await publicCampus(deps, q.schoolCode, undefined).catch(() => {
    throw mismatch();
  });
  return inTenant(deps, { campusId: campus.id }, async (tx) => {
    const row = await repo.findByReference(tx, { campusId: campus.id, referenceCode: q.referenceCode.trim() });
    if (!row || row.dateOfBirth !== q.dateOfBirth) throw mismatch();
    const view = (await repo.getPreApplicantView(tx, { campusId: campus.id, id: row.id }))!;
    const [config] = await repo.listConfigurations(tx, { campusId: campus.id, ids: [row.registrationConfigurationId] });
    return {
      ReferenceCode: row.referenceCode,
      FirstName: row.firstName,
      LastName: row.lastName,
      FirstNameEn: row.firstNameEn,
      LastNameEn: row.lastNameEn,
      RegistrationStatus: row.registrationStatus,
      AppliedCourseLevel: { Id: row.appliedCourseLevelId, Description: view.courseLevelDescription, DescriptionEn: view.courseLevelDescriptionEn },
      SubmittedAt: row.createdAt.toISOString(),
      ExamDate: config?.config.examDate ?? null,
      ExamRoom: view.roomId ? { Id: view.roomId, Description: view.roomDescription ?? '', DescriptionEn: view.roomDescriptionEn ?? '' } : null,
      SeatNumber: view.seatNumber ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Pre-applicants (office)

export function toPreApplicant(v: repo.TPreApplicantViewRow): TPreApplicant {
  const r = v.row;
  return {
    Id: r.id,
    ReferenceCode: r.referenceCode,
    RegistrationConfigurationId: r.registrationConfigurationId,
    AcademicYearId: r.academicYearId,
    FirstName: r.firstName,
    LastName: r.lastName,
    FirstNameEn: r.firstNameEn,
    LastNameEn: r.lastNameEn,
    Gender: r.gender,
    DateOfBirthString: r.dateOfBirth,
    MobilePhone: r.mobilePhone,
    Email: r.email,
    GuardianPhone: r.guardianPhone,
    PreviousSchoolName: r.previousSchoolName,
    PreviousSchoolType: r.previousSchoolType,
    PreviousSchoolTypeName: v.schoolTypeName,
    PreviousSchoolTypeNameEn: v.schoolTypeNameEn,
    AppliedCourseLevelId: r.appliedCourseLevelId,
    AppliedCourseLevel: { Id: r.appliedCourseLevelId, Description: v.courseLevelDescription, DescriptionEn: v.courseLevelDescriptionEn },
    ProvinceId: r.provinceId,
    ProvinceName: v.provinceName,
    ProvinceNameEn: v.provinceNameEn,
    RegistrationStatus: r.registrationStatus,
    Note: r.note,
    HasPhoto: r.photoFileId !== null,
    PossibleDuplicates: Number(v.possibleDuplicates),
    ApplicantId: v.applicantId,
    ExamSeat:
      v.roomId && v.seatNumber !== null
        ? { RoomId: v.roomId, RoomCode: v.roomCode ?? '', Room: v.roomDescription ?? '', RoomEn: v.roomDescriptionEn ?? '', SeatNumber: v.seatNumber }
        : null,
    SubmittedAt: r.createdAt.toISOString(),
    Version: r.version,
  };
}

export function listPreApplicants(deps: TAppDeps, auth: TAuth, q: TPreApplicantListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const { rows, total } = await repo.listPreApplicants(tx, {
      campusId: auth.campusId,
      configId: q.registrationConfigurationId,
      academicYearId: q.academicYearId,
      courseLevelId: q.courseLevelId,
      status: q.status,
      search: q.search,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    });
    return { rows: rows.map(toPreApplicant), total };
  });
}

async function detailIn(tx: TQueryable, campusId: string, id: string): Promise<TPreApplicantDetail> {
  const view = await repo.getPreApplicantView(tx, { campusId, id });
  if (!view) throw preApplicantNotFound();
  const answers = await repo.answersOf(tx, { campusId, preApplicantIds: [id] });
  const subjects = await repo.subjectsOf(tx, { campusId, preApplicantId: id });
  return {
    ...toPreApplicant(view),
    PrioritySubjects: subjects.map((s) => ({ Id: s.id, Description: s.description, DescriptionEn: s.descriptionEn })),
    Answers: answers.map((a) => ({
      QuestionId: a.questionId,
      Question: a.question,
      QuestionEn: a.questionEn,
      OccupationId: a.occupationId,
      Occupation: a.occupation,
      OccupationEn: a.occupationEn,
      FreeText: a.freeText,
    })),
  };
}

export const getPreApplicantDetail = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => detailIn(tx, auth.campusId, id));

export const getPreApplicantApplicant = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    if (!(await repo.getPreApplicant(tx, { campusId: auth.campusId, id }))) throw preApplicantNotFound();
    return findByPreApplicantIn(tx, auth.campusId, id);
  });

/** Confirms a pending registration (portal §4: pending 0 → confirmed 1 by approval). */
export function approvePreApplicant(deps: TAppDeps, auth: TAuth, q: { id: string; version?: number }) {
  return inTenant(deps, auth, async (tx) => {
    const row = await repo.getPreApplicant(tx, { campusId: auth.campusId, id: q.id });
    if (!row) throw preApplicantNotFound();
    if (q.version !== undefined && q.version !== row.version) throw stale();
    if (row.registrationStatus === REGISTRATION_STATUS.CONFIRMED) throw conflict('ការចុះឈ្មោះនេះត្រូវបានបញ្ជាក់រួចហើយ', 'This registration is already confirmed');
    if (row.registrationStatus !== REGISTRATION_STATUS.PENDING)
      throw conflict('មានតែការចុះឈ្មោះកំពុងរង់ចាំទេដែលអាចបញ្ជាក់បាន', 'Only a pending registration can be confirmed: set it back to pending first');
    await repo.preApplicantRows.update(tx, { campusId: auth.campusId, id: q.id, version: row.version }, { registrationStatus: REGISTRATION_STATUS.CONFIRMED });
    return toPreApplicant((await repo.getPreApplicantView(tx, { campusId: auth.campusId, id: q.id }))!);
  });
}

/**
 * The office corrects a registration. The status may go between pending and error here; a registration
 * pushed to the applicants keeps its status, and one leaving "confirmed" loses its exam seat.
 */
export async function updatePreApplicant(deps: TAppDeps, auth: TAuth, body: TPreApplicantUpdate) {
  const campusId = auth.campusId;
  let oldPhotoKey: string | undefined;
  const detail = await inTenant(deps, auth, async (tx) => {
    const row = await repo.getPreApplicant(tx, { campusId, id: body.Id });
    if (!row) throw preApplicantNotFound();
    if (row.version !== body.Version) throw stale();
    const config = await loadConfiguration(tx, campusId, row.registrationConfigurationId);
    const answers = await checkRegistration(tx, campusId, config, body, { strictLevels: false, requireAnswers: false });
    const status = body.RegistrationStatus ?? row.registrationStatus;
    if (status !== row.registrationStatus && (await findByPreApplicantIn(tx, campusId, row.id)))
      throw conflict('ការចុះឈ្មោះនេះបានបញ្ជូនទៅបញ្ជីបេក្ខជនរួចហើយ មិនអាចប្តូរស្ថានភាពបានទេ', 'This registration was pushed to the applicants: its status cannot change');
    if (status !== REGISTRATION_STATUS.CONFIRMED) await repo.deleteSeatOf(tx, { campusId, preApplicantId: row.id });
    let photoFileId = row.photoFileId;
    if (body.Photo) {
      photoFileId = (await files.saveUpload(deps, tx as TTx, { campusId, purpose: 'pre-applicant-photo', file: body.Photo, accept: files.IMAGE_KINDS })).id;
    }
    await repo.preApplicantRows.update(tx, { campusId, id: row.id, version: body.Version }, { ...personValues(body), registrationStatus: status, note: body.Note ?? null, photoFileId });
    if (body.Photo && row.photoFileId) oldPhotoKey = await files.deleteStoredFile(tx as TTx, { campusId, id: row.photoFileId });
    await repo.replaceAnswers(tx, { campusId, preApplicantId: row.id, answers });
    await repo.replaceSubjects(tx, { campusId, preApplicantId: row.id, subjectIds: [...new Set(body.PrioritySubjectIds)] });
    return detailIn(tx, campusId, row.id);
  });
  await files.removeStoredBytes(deps, oldPhotoKey);
  return detail;
}

/** Pushes a confirmed registration to the applicant list, once (designed: api-calls.tsv). */
export function pushPreApplicant(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const row = await repo.getPreApplicant(tx, { campusId, id });
    if (!row) throw preApplicantNotFound();
    if (row.registrationStatus !== REGISTRATION_STATUS.CONFIRMED)
      throw conflict('សូមបញ្ជាក់ការចុះឈ្មោះនេះជាមុនសិន', 'Confirm this registration before pushing it to the applicants');
    if (await findByPreApplicantIn(tx, campusId, id)) throw conflict('ការចុះឈ្មោះនេះបានបញ្ជូនទៅបញ្ជីបេក្ខជនរួចហើយ', 'This registration is already on the applicant list');
    return createApplicantIn(
      tx,
      campusId,
      {
        academicYearId: row.academicYearId,
        courseLevelId: row.appliedCourseLevelId,
        firstName: row.firstName,
        lastName: row.lastName,
        firstNameEn: row.firstNameEn,
        lastNameEn: row.lastNameEn,
        gender: row.gender,
        dateOfBirth: row.dateOfBirth,
        mobilePhone: row.mobilePhone,
        email: row.email,
        guardianPhone: row.guardianPhone,
        provinceId: row.provinceId,
        previousSchoolName: row.previousSchoolName,
        previousSchoolType: row.previousSchoolType,
        preApplicantId: row.id,
      },
      [],
    );
  });
}

export function getPreApplicantPhoto(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    const row = await repo.getPreApplicant(tx, { campusId: auth.campusId, id });
    if (!row) throw preApplicantNotFound();
    const stored = row.photoFileId ? await files.readStoredFile(deps, tx as TTx, { campusId: auth.campusId, id: row.photoFileId }) : undefined;
    if (!stored) throw notFound('ការចុះឈ្មោះនេះគ្មានរូបថតទេ', 'This registration has no photo');
    return stored;
  });
}

// ---------------------------------------------------------------------------------------------------
// Exam rooms

/** The configuration a report or the room generation is about: the one named, else the current one. */
export async function configurationFor(tx: TQueryable, campusId: string, id: string | undefined): Promise<TRegistrationConfiguration> {
  if (id) return loadConfiguration(tx, campusId, id);
  const current = await repo.findCurrentConfiguration(tx, { campusId, today: todayInCambodia() });
  if (!current) throw notFound('គ្មានការចុះឈ្មោះកំពុងបើកទេ សូមជ្រើសរើសការចុះឈ្មោះ', 'No registration is open today: choose a registration configuration');
  return loadConfiguration(tx, campusId, current);
}

export function seatsToAssignment(seats: Awaited<ReturnType<typeof repo.listSeats>>): TExamRoomAssignment[] {
  const rooms: TExamRoomAssignment[] = [];
  for (const s of seats) {
    let room = rooms.find((r) => r.RoomId === s.roomId);
    if (!room) {
      room = { RoomId: s.roomId, RoomCode: s.roomCode, Room: s.roomDescription, RoomEn: s.roomDescriptionEn, Capacity: s.capacity, Seats: [] };
      rooms.push(room);
    }
    room.Seats.push({
      SeatNumber: s.seatNumber,
      PreApplicantId: s.pre.id,
      ReferenceCode: s.pre.referenceCode,
      FirstName: s.pre.firstName,
      LastName: s.pre.lastName,
      FirstNameEn: s.pre.firstNameEn,
      LastNameEn: s.pre.lastNameEn,
      Gender: s.pre.gender,
      AppliedCourseLevel: { Id: s.pre.appliedCourseLevelId, Description: s.courseLevelDescription, DescriptionEn: s.courseLevelDescriptionEn },
    });
  }
  return rooms;
}

/**
 * Seats every confirmed registration of a configuration in the exam rooms, filling each room up to its
 * capacity in room-code order; candidates in order of grade, then Latin name. Earlier seats are replaced,
 * in one transaction; when the rooms hold too few seats nothing changes (409 with the numbers).
 */
export function generateRooms(deps: TAppDeps, auth: TAuth, q: { registrationConfigurationId?: string; roomIds?: string[] }) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const config = await configurationFor(tx, campusId, q.registrationConfigurationId);
    const wanted = q.roomIds && q.roomIds.length > 0 ? [...new Set(q.roomIds)] : undefined;
    let rooms = await repo.roomsForExam(tx, { campusId, ids: wanted });
    if (wanted) {
      if (rooms.length !== wanted.length) throw fieldError('roomIds', 'រកមិនឃើញបន្ទប់ខ្លះទេ', 'Some rooms were not found');
      rooms = wanted.map((id) => rooms.find((r) => r.id === id)!);
    }
    const candidates = await repo.listPreApplicantsForReport(tx, { campusId, configId: config.Id, status: REGISTRATION_STATUS.CONFIRMED });
    const capacity = rooms.reduce((sum, r) => sum + Math.max(r.capacity, 0), 0);
    if (candidates.length === 0) throw conflict('គ្មានបេក្ខជនដែលបានបញ្ជាក់ទេ', 'No registration of this configuration is confirmed yet');
    if (capacity < candidates.length)
      throw conflict(
        `បន្ទប់មានកន្លែងអង្គុយតែ ${khmerDigits(capacity)} ប៉ុន្តែមានបេក្ខជន ${khmerDigits(candidates.length)} នាក់`,
        `The rooms seat ${capacity} but ${candidates.length} candidates are confirmed: add rooms or raise their capacity`,
      );
    await repo.deleteSeats(tx, { campusId, configId: config.Id });
    const seats: Array<{ campusId: string; registrationConfigurationId: string; preApplicantId: string; roomId: string; seatNumber: number }> = [];
    let next = 0;
    for (const room of rooms) {
      for (let seat = 1; seat <= room.capacity && next < candidates.length; seat++, next++) {
        seats.push({ campusId, registrationConfigurationId: config.Id, preApplicantId: candidates[next]!.row.id, roomId: room.id, seatNumber: seat });
      }
    }
    await repo.insertSeats(tx, seats);
    return seatsToAssignment(await repo.listSeats(tx, { campusId, configId: config.Id }));
  });
}
