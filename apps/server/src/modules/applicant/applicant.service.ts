import { REGISTRATION_STATUS } from '@school/contract';
import { personNameWire, personNames, personNameRow } from '../../lib/person-name';
import type {
  TApplicant,
  TApplicantApproval,
  TApplicantCreate,
  TApplicantGuardian,
  TApplicantGuardianCreate,
  TApplicantGuardianInput,
  TApplicantGuardianUpdate,
  TApplicantListQuery,
  TApplicantReject,
  TApplicantUpdate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { badRequest, conflict, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { requireYear } from '../academic-year/academic-year.service';
import { getAcademicClassRow } from '../academic-class/index';
import { createStudent, type TGuardianLinkInput } from '../student/index';
import { courseLevelsByIds, provinceExists, schoolTypeExists } from '../registration/index';
import { getPreApplicant } from '../registration/index';
import { readStoredFile } from '../file/file.service';
import { preparePicture, type TPendingPicture } from '../student/index';
import type { TTx } from '../../db/engine';
import * as repo from './applicant.repository';

/**
 * Applicants (data-calls §7 'Applicants'): the office's list of people applying for a grade of a year.
 * Only a pending applicant may be edited; approve and reject decide once.
 */
const applicantNotFound = () => notFound('រកមិនឃើញបេក្ខជននេះទេ', 'The applicant was not found');

export const fieldError = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);

const toGuardian = (g: repo.TApplicantGuardianRow): TApplicantGuardian => ({
  Id: g.id,
  ApplicantId: g.applicantId,
  ...personNameWire(g),
  Gender: g.gender,
  RelatationshipType: g.relationshipType,
  MobilePhone: g.mobilePhone,
  Email: g.email,
  GuardianId: g.guardianId,
  Version: g.version,
});

function toApplicant(v: repo.TApplicantViewRow, guardians: repo.TApplicantGuardianRow[]): TApplicant {
  const r = v.row;
  return {
    Id: r.id,
    AcademicYearId: r.academicYearId,
    AcademicYear: { Id: r.academicYearId, Description: v.yearDescription, DescriptionEn: v.yearDescriptionEn },
    CourseLevelId: r.courseLevelId,
    CourseLevel: { Id: r.courseLevelId, Description: v.courseLevelDescription, DescriptionEn: v.courseLevelDescriptionEn },
    Status: r.status,
    ...personNameWire(r),
    Gender: r.gender,
    DateOfBirth: r.dateOfBirth,
    PlaceOfBirth: r.placeOfBirth,
    MobilePhone: r.mobilePhone,
    Email: r.email,
    GuardianPhone: r.guardianPhone,
    ProvinceId: r.provinceId,
    Address: r.address,
    PreviousSchoolName: r.previousSchoolName,
    PreviousSchoolType: r.previousSchoolType,
    Note: r.note,
    RejectReason: r.rejectReason,
    DecidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    StudentId: r.studentId,
    AcademicClass: r.academicClassId ? { Id: r.academicClassId, Description: v.classDescription ?? '', DescriptionEn: v.classDescriptionEn ?? '' } : null,
    PreApplicantId: r.preApplicantId,
    ReferenceCode: v.referenceCode,
    Guardians: guardians.filter((g) => g.applicantId === r.id).map(toGuardian),
    Version: r.version,
  };
}

/** One applicant with her guardians, read inside the caller's transaction. */
export async function getApplicantIn(tx: TQueryable, campusId: string, id: string): Promise<TApplicant> {
  const view = await repo.getApplicantView(tx, { campusId, id });
  if (!view) throw applicantNotFound();
  return toApplicant(view, await repo.guardiansOf(tx, { campusId, applicantIds: [id] }));
}

/** The applicant pushed from a registration, or null. */
export async function findByPreApplicantIn(tx: TQueryable, campusId: string, preApplicantId: string): Promise<TApplicant | null> {
  const view = await repo.findByPreApplicant(tx, { campusId, preApplicantId });
  return view ? toApplicant(view, await repo.guardiansOf(tx, { campusId, applicantIds: [view.row.id] })) : null;
}

export async function listApplicants(deps: TAppDeps, auth: TAuth, q: TApplicantListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const { rows, total } = await repo.listApplicants(tx, { campusId: auth.campusId, ...q });
    const guardians = await repo.guardiansOf(tx, { campusId: auth.campusId, applicantIds: rows.map((r) => r.row.id) });
    return { rows: rows.map((r) => toApplicant(r, guardians)), total };
  });
}

export const getApplicant = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => getApplicantIn(tx, auth.campusId, id));

/** The references an applicant names must be the campus's own (an id of another campus is not found). */
async function checkReferences(
  tx: TQueryable,
  campusId: string,
  b: { AcademicYearId: string; CourseLevelId: string; ProvinceId?: number; PreviousSchoolType?: number },
) {
  await requireYear(tx, campusId, b.AcademicYearId);
  if ((await courseLevelsByIds(tx, { campusId, ids: [b.CourseLevelId] })).length === 0)
    throw fieldError('CourseLevelId', 'រកមិនឃើញថ្នាក់ទីនេះទេ', 'The grade was not found');
  if (b.ProvinceId !== undefined && !(await provinceExists(tx, b.ProvinceId)))
    throw fieldError('ProvinceId', 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found');
  if (b.PreviousSchoolType !== undefined && !(await schoolTypeExists(tx, b.PreviousSchoolType)))
    throw fieldError('PreviousSchoolType', 'រកមិនឃើញប្រភេទសាលានេះទេ', 'The kind of school was not found');
}

const applicantValues = (b: TApplicantUpdate | TApplicantCreate) => ({
  academicYearId: b.AcademicYearId,
  courseLevelId: b.CourseLevelId,
  ...personNameRow(b),
  gender: b.Gender,
  dateOfBirth: b.DateOfBirth,
  placeOfBirth: b.PlaceOfBirth ?? null,
  mobilePhone: b.MobilePhone ?? null,
  email: b.Email ?? null,
  guardianPhone: b.GuardianPhone ?? null,
  provinceId: b.ProvinceId ?? null,
  address: b.Address ?? null,
  previousSchoolName: b.PreviousSchoolName ?? null,
  previousSchoolType: b.PreviousSchoolType ?? null,
  note: b.Note ?? null,
});

const guardianValues = (g: TApplicantGuardianInput): repo.TApplicantGuardianValues => ({
  ...personNameRow(g),
  gender: g.Gender,
  relationshipType: g.RelatationshipType,
  mobilePhone: g.MobilePhone ?? null,
  email: g.Email ?? null,
});

/** Inserts an applicant (pending) and her guardians in the caller's transaction. */
export async function createApplicantIn(
  tx: TQueryable,
  campusId: string,
  values: repo.TApplicantValues,
  guardians: TApplicantGuardianInput[],
): Promise<TApplicant> {
  const row = await repo.insertApplicant(tx, campusId, { ...values, status: REGISTRATION_STATUS.PENDING });
  for (const g of guardians) await repo.insertGuardian(tx, { campusId, applicantId: row.id, values: guardianValues(g) });
  return getApplicantIn(tx, campusId, row.id);
}

export function createApplicant(deps: TAppDeps, auth: TAuth, body: TApplicantCreate) {
  return inTenant(deps, auth, async (tx) => {
    await checkReferences(tx, auth.campusId, body);
    return createApplicantIn(tx, auth.campusId, applicantValues(body), body.Guardians);
  });
}

/** Edits and guardian changes are for pending applicants: a decided one is a record of the decision. */
async function requirePending(tx: TQueryable, campusId: string, id: string) {
  const row = await repo.getApplicant(tx, { campusId, id });
  if (!row) throw applicantNotFound();
  if (row.status !== REGISTRATION_STATUS.PENDING) throw decided(row.status);
  return row;
}

const decided = (status: number) =>
  status === REGISTRATION_STATUS.CONFIRMED
    ? conflict('បេក្ខជននេះត្រូវបានអនុម័តរួចហើយ', 'This applicant has already been approved')
    : conflict('បេក្ខជននេះត្រូវបានបដិសេធរួចហើយ', 'This applicant has already been rejected');

export function updateApplicant(deps: TAppDeps, auth: TAuth, body: TApplicantUpdate) {
  return inTenant(deps, auth, async (tx) => {
    const row = await requirePending(tx, auth.campusId, body.Id);
    if (row.version !== body.Version) throw stale();
    await checkReferences(tx, auth.campusId, body);
    await repo.applicantRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, applicantValues(body));
    return getApplicantIn(tx, auth.campusId, body.Id);
  });
}

export function addGuardian(deps: TAppDeps, auth: TAuth, body: TApplicantGuardianCreate) {
  return inTenant(deps, auth, async (tx) => {
    await requirePending(tx, auth.campusId, body.ApplicantId);
    await repo.insertGuardian(tx, { campusId: auth.campusId, applicantId: body.ApplicantId, values: guardianValues(body) });
    return getApplicantIn(tx, auth.campusId, body.ApplicantId);
  });
}

async function requireGuardian(tx: TQueryable, campusId: string, id: string, applicantId?: string) {
  const guardian = await repo.getGuardian(tx, { campusId, id });
  if (!guardian || (applicantId && guardian.applicantId !== applicantId)) throw notFound('រកមិនឃើញអាណាព្យាបាលនេះទេ', 'The guardian was not found');
  await requirePending(tx, campusId, guardian.applicantId);
  return guardian;
}

export function updateGuardian(deps: TAppDeps, auth: TAuth, body: TApplicantGuardianUpdate) {
  return inTenant(deps, auth, async (tx) => {
    const guardian = await requireGuardian(tx, auth.campusId, body.Id, body.ApplicantId);
    await repo.applicantGuardianRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, guardianValues(body));
    return getApplicantIn(tx, auth.campusId, guardian.applicantId);
  });
}

export function deleteGuardian(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    const guardian = await requireGuardian(tx, auth.campusId, id);
    await repo.deleteGuardian(tx, { campusId: auth.campusId, id });
    return getApplicantIn(tx, auth.campusId, guardian.applicantId);
  });
}

/** Locks a pending applicant at the version the user saw, for a decision. */
export async function lockPending(tx: TQueryable, campusId: string, id: string, version: number) {
  const row = await repo.lockApplicant(tx, { campusId, id });
  if (!row) throw applicantNotFound();
  if (row.status !== REGISTRATION_STATUS.PENDING) throw decided(row.status);
  if (row.version !== version) throw stale();
  return row;
}

export function rejectApplicant(deps: TAppDeps, auth: TAuth, body: TApplicantReject) {
  return inTenant(deps, auth, async (tx) => {
    await lockPending(tx, auth.campusId, body.Id, body.Version);
    await repo.applicantRows.update(
      tx,
      { campusId: auth.campusId, id: body.Id, version: body.Version },
      {
        status: REGISTRATION_STATUS.REJECTED,
        rejectReason: body.Reason,
        decidedAt: new Date(),
        decidedByUserId: auth.userId,
      },
    );
    return getApplicantIn(tx, auth.campusId, body.Id);
  });
}

/**
 * Approval (portal §2 'Applicants': "creates the student in the chosen class, in one transaction"): the
 * student is made in a class of the applicant's year with her address and guardians (an existing guardian
 * record with the same phone and Latin names is linked rather than copied), the applicant's guardians point
 * at the guardian records, and the applicant is marked approved. Any failure leaves nothing behind.
 */
export async function approveApplicant(deps: TAppDeps, auth: TAuth, body: TApplicantApproval) {
  let picture: TPendingPicture | undefined;
  try {
    return await approveIn(deps, auth, body, (p) => (picture = p));
  } catch (error) {
    await picture?.discard();
    throw error;
  }
}

/**
 * The photo sent with the online registration the applicant came from, copied as the new student's
 * picture (a file of its own: the registration keeps its photo, and a later change of the student's
 * picture never touches the registration's).
 */
async function registrationPhoto(deps: TAppDeps, tx: TQueryable, campusId: string, preApplicantId: string | null) {
  if (!preApplicantId) return undefined;
  const pre = await getPreApplicant(tx, { campusId, id: preApplicantId });
  if (!pre?.photoFileId) return undefined;
  const stored = await readStoredFile(deps, tx as TTx, { campusId, id: pre.photoFileId });
  if (!stored) return undefined;
  return preparePicture(deps, campusId, { FileName: stored.file.fileName, ContentType: stored.file.contentType, Data: stored.data }, 'student');
}

function approveIn(deps: TAppDeps, auth: TAuth, body: TApplicantApproval, keep: (picture: TPendingPicture | undefined) => void) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const row = await lockPending(tx, campusId, body.Id, body.Version);
    const cls = await getAcademicClassRow(tx, { campusId, id: body.AcademicClassId });
    if (!cls) throw fieldError('AcademicClassId', 'រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
    if (cls.academicYearId !== row.academicYearId)
      throw fieldError('AcademicClassId', 'ថ្នាក់នេះមិនមែនជាថ្នាក់នៃឆ្នាំសិក្សារបស់បេក្ខជនទេ', "The class is not a class of the applicant's academic year");
    const guardians = await repo.guardiansOf(tx, { campusId, applicantIds: [row.id] });
    const links: TGuardianLinkInput[] = [];
    for (const [i, g] of guardians.entries()) {
      const existing = g.mobilePhone
        ? await repo.findMatchingGuardian(tx, { campusId, mobilePhone: g.mobilePhone, firstNameEn: g.firstNameEn, lastNameEn: g.lastNameEn })
        : undefined;
      const common = { relationshipType: g.relationshipType, isPrimary: i === 0 };
      links.push(
        existing && !links.some((l) => l.guardianId === existing)
          ? { ...common, guardianId: existing }
          : {
              ...common,
              guardian: {
                ...personNames(g),
                gender: g.gender,
                mobilePhone: g.mobilePhone,
                email: g.email,
              },
            },
      );
    }
    const picture = await registrationPhoto(deps, tx, campusId, row.preApplicantId);
    keep(picture);
    const pictureFileId = picture ? await picture.insert(tx) : null;
    const created = await createStudent(tx, campusId, {
      pictureFileId,
      ...personNames(row),
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      placeOfBirth: row.placeOfBirth,
      mobilePhone: row.mobilePhone,
      email: row.email,
      addresses: row.address ? [{ provinceId: row.provinceId, address: row.address, isPrimary: true }] : [],
      academicYearId: row.academicYearId,
      academicClassId: cls.id,
      guardians: links,
    });
    for (const [i, g] of guardians.entries()) {
      const guardianId = created.guardianIds[i];
      if (guardianId) await repo.setGuardianLink(tx, { campusId, id: g.id, guardianId });
    }
    await repo.applicantRows.update(
      tx,
      { campusId, id: row.id, version: body.Version },
      {
        status: REGISTRATION_STATUS.CONFIRMED,
        studentId: created.studentId,
        academicClassId: cls.id,
        decidedAt: new Date(),
        decidedByUserId: auth.userId,
      },
    );
    return getApplicantIn(tx, campusId, row.id);
  });
}
