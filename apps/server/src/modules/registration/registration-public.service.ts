import crypto from 'node:crypto';
import { personNameWire, personNameRow } from '../../lib/person-name';
import { QUESTION_ANSWER_TYPE, REGISTRATION_STATUS, todayInCambodia } from '@school/contract';
import type {
  TAnswerInput,
  TCurrentRegistration,
  TPreApplicantInfo,
  TPreApplicantRegister,
  TRegistrationConfiguration,
  TRegistrationReceipt,
  TRegistrationStatusView,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import * as campusModule from '../campus/index';
import * as files from '../file/file.service';
import { fieldError } from '../applicant/applicant.service';
import * as repo from './registration.repository';
import { closed, loadConfiguration } from './registration-configuration.service';

/**
 * Online registration (portal §2 'Registration'; data-calls §7 'Pre-applicants and external registration').
 *
 * Public calls name the school by its code and are answered from that campus only (looked up through
 * `database.system`, then everything in `database.tenant(campus)`, like the login configuration). What
 * they answer never depends on other applicants: a registration always makes a new record and answers its
 * own reference, whatever phone or e-mail it carries (no enumeration); the office sees possible duplicates.
 */
// ---------------------------------------------------------------------------------------------------
// Public calls

export type TPublicCampus = { id: string; code: string; name: string; nameEn: string; registrationAvailable: boolean };

/**
 * The school a public call is for: by code, or the signed-in user's own when no code is given. An unknown
 * or inactive school answers 404 (schools are public, so saying so tells nothing about any person).
 */
export async function publicCampus(deps: TAppDeps, schoolCode: string | undefined, auth: TAuth | undefined): Promise<TPublicCampus> {
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
export async function currentIn(tx: TQueryable, campus: TPublicCampus): Promise<TRegistrationConfiguration> {
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

export type TPersonFields = Omit<TPreApplicantRegister, 'Photo' | 'Website'>;

/** Checks what a registration names against the configuration; answers the rows to store for answers. */
export async function checkRegistration(
  tx: TQueryable,
  campusId: string,
  config: TRegistrationConfiguration,
  b: TPersonFields,
  o: { strictLevels: boolean; requireAnswers: boolean },
) {
  if (o.strictLevels && !config.CourseLevels.some((l) => l.Id === b.AppliedCourseLevelId))
    throw fieldError('AppliedCourseLevelId', 'ថ្នាក់ទីនេះមិនបើកទទួលការចុះឈ្មោះទេ', 'This grade is not open for registration');
  if (!o.strictLevels && (await repo.courseLevelsByIds(tx, { campusId, ids: [b.AppliedCourseLevelId] })).length === 0)
    throw fieldError('AppliedCourseLevelId', 'រកមិនឃើញថ្នាក់ទីនេះទេ', 'The grade was not found');
  for (const id of b.PrioritySubjectIds)
    if (!config.PrioritySubjects.some((s) => s.Id === id))
      throw fieldError('PrioritySubjectIds', 'មុខវិជ្ជានេះមិនមែនជាមុខវិជ្ជាអាទិភាពទេ', 'This subject is not one of the priority subjects');
  if (b.ProvinceId !== undefined && !(await repo.provinceExists(tx, b.ProvinceId)))
    throw fieldError('ProvinceId', 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found');
  if (b.PreviousSchoolType !== undefined && !(await repo.schoolTypeExists(tx, b.PreviousSchoolType)))
    throw fieldError('PreviousSchoolType', 'រកមិនឃើញប្រភេទសាលានេះទេ', 'The kind of school was not found');
  return checkAnswers(tx, config, b.Answers, o.requireAnswers);
}

export async function checkAnswers(tx: TQueryable, config: TRegistrationConfiguration, answers: TAnswerInput[], requireAnswers: boolean) {
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
  if ((await repo.occupationsByIds(tx, occupationIds)).length !== occupationIds.length)
    throw fieldError('Answers', 'រកមិនឃើញមុខរបរនេះទេ', 'The occupation was not found');
  if (requireAnswers) {
    const missing = config.Questions.find((q) => q.IsRequired && !rows.some((r) => r.questionId === q.Id));
    if (missing) throw fieldError('Answers', `សូមឆ្លើយសំណួរ «${missing.Question}»`, `Please answer the question '${missing.QuestionEn}'`);
  }
  return rows;
}

export const personValues = (b: TPersonFields) => ({
  ...personNameRow(b),
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
    const photo = body.Photo
      ? await files.saveUpload(deps, tx as TTx, { campusId: campus.id, purpose: 'pre-applicant-photo', file: body.Photo, accept: files.IMAGE_KINDS })
      : undefined;
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
  const mismatch = () => notFound('រកមិនឃើញការចុះឈ្មោះដែលមានលេខយោង និងថ្ងៃខែឆ្នាំកំណើតនេះទេ', 'No registration has this reference and date of birth');
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
      ...personNameWire(row),
      RegistrationStatus: row.registrationStatus,
      AppliedCourseLevel: { Id: row.appliedCourseLevelId, Description: view.courseLevelDescription, DescriptionEn: view.courseLevelDescriptionEn },
      SubmittedAt: row.createdAt.toISOString(),
      ExamDate: config?.config.examDate ?? null,
      ExamRoom: view.roomId ? { Id: view.roomId, Description: view.roomDescription ?? '', DescriptionEn: view.roomDescriptionEn ?? '' } : null,
      SeatNumber: view.seatNumber ?? null,
    };
  });
}
