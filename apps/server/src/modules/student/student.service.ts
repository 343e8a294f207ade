import { personFullNameWire, personNameRow } from '../../lib/person-name';
import {
  ENUM_ITEMS,
  STUDENT_STATUS,
  enumName,
  todayInCambodia,
  type TAcademicCard,
  type TAcademicInfo,
  type TDuplicateQuery,
  type TStudent,
  type TStudentActivate,
  type TStudentCreate,
  type TStudentDeactivate,
  type TStudentGuardian,
  type TStudentListItem,
  type TStudentListQuery,
  type TStudentUpdate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { badRequest, codeTaken, forbidden, missingReference, notFound, stale } from '../../lib/app-error';
import { inTenant, inTenantRead } from '../../db/tenant';
import { pageOffset } from '../../lib/paging';
import { getCurrentYear, requireYear, yearOrCurrent } from '../academic-year/academic-year.service';
import { assertStudentReadable, studentScope, assertClassInScope, reachableStudents } from '../access/access.service';
import { createStudent, type TGuardianLinkInput } from './student.create';
import { dropPicture, personPictureUrl, preparePicture } from './student.picture';
import * as repo from './student.repository';

/**
 * Students (issue 5; data-calls §7 'Students'). Reads are narrowed to the caller's reach (student.access);
 * every change runs in one tenant transaction and names the Version it read.
 */

export const statusName = (status: number) => ({
  StatusName: enumName(ENUM_ITEMS.studentStatus, status, 'km'),
  StatusNameEn: enumName(ENUM_ITEMS.studentStatus, status, 'en'),
});
export const studentNotFound = () => notFound('រកមិនឃើញសិស្សនេះទេ', 'The student was not found');
export const placementNotFound = () => notFound('រកមិនឃើញព័ត៌មានសិក្សានេះទេ', 'The academic info was not found');

export function toListItem(deps: TAppDeps, r: repo.TStudentListSource): TStudentListItem {
  const s = r.student;
  return {
    Id: s.id,
    Code: s.code,
    ...personFullNameWire(s),
    Gender: s.gender,
    DateOfBirth: s.dateOfBirth,
    MobilePhone: s.mobilePhone,
    Email: s.email,
    Profile: personPictureUrl(deps, s.campusId, s.pictureFileId),
    Status: r.placement.status,
    ...statusName(r.placement.status),
    StudentAcademicClassId: r.placement.id,
    AcademicYearId: r.placement.academicYearId,
    AcademicClassId: r.placement.academicClassId,
    AcademicClassDescription: r.classDescription,
    AcademicClassDescriptionEn: r.classDescriptionEn,
    CourseLevelId: r.courseLevelId,
    Version: s.version,
  };
}

export const toCard = (c: repo.TAcademicCardRow): TAcademicCard => ({
  Id: c.id,
  StudentAcademicClassId: c.studentAcademicClassId,
  CardId: c.cardId,
  CardDescription: c.cardDescription,
  CardDescriptionEn: c.cardDescriptionEn,
  CardNumber: c.cardNumber,
  IssueDate: c.issueDate,
  ExpiryDate: c.expiryDate,
  Version: c.version,
});

export function toAcademicInfo(r: Omit<repo.TPlacedStudentRow, 'student'>, cards: repo.TAcademicCardRow[]): TAcademicInfo {
  const p = r.placement;
  return {
    Id: p.id,
    StudentId: p.studentId,
    AcademicYearId: p.academicYearId,
    AcademicClassId: p.academicClassId,
    AcademicClassCode: r.classCode,
    AcademicClassDescription: r.classDescription,
    AcademicClassDescriptionEn: r.classDescriptionEn,
    CourseLevelId: r.courseLevelId,
    CourseLevelDescription: r.courseLevelDescription,
    CourseLevelDescriptionEn: r.courseLevelDescriptionEn,
    Status: p.status,
    ...statusName(p.status),
    AcademicResultStatus: p.academicResultStatus,
    PromoteNextAcademicClassId: p.promoteNextAcademicClassId,
    PromoteNextAcademicClassDescription: r.nextClassDescription,
    PromoteNextAcademicClassDescriptionEn: r.nextClassDescriptionEn,
    ReferenceCardId: p.referenceCardId,
    AcademicCards: cards.filter((c) => c.studentAcademicClassId === p.id).map(toCard),
    Version: p.version,
  };
}

export function toStudentGuardian(r: repo.TStudentGuardianRow): TStudentGuardian {
  const g = r.guardian;
  return {
    Id: r.link.id,
    StudentId: r.link.studentId,
    GuardianId: g.id,
    ...personFullNameWire(g),
    Gender: g.gender,
    MobilePhone: g.mobilePhone,
    Email: g.email,
    Occupation: g.occupation,
    RelationshipType: r.link.relationshipType,
    RelationshipName: enumName(ENUM_ITEMS.relationshipType, r.link.relationshipType, 'km'),
    RelationshipNameEn: enumName(ENUM_ITEMS.relationshipType, r.link.relationshipType, 'en'),
    IsPrimary: r.link.isPrimary,
    Version: r.link.version,
  };
}

export async function academicInfos(tx: TQueryable, campusId: string, placements: repo.TPlacedStudentRow[]) {
  const cards = await repo.listAcademicCards(tx, { campusId, placementIds: placements.map((p) => p.placement.id) });
  return placements.map((p) => toAcademicInfo(p, cards));
}

/** The whole record of one student (no access check: callers check first), read in one query. */
export async function loadStudent(tx: TQueryable, deps: TAppDeps, campusId: string, id: string, missing = studentNotFound): Promise<TStudent> {
  const record = await repo.getStudentRecord(tx, { campusId, id });
  if (!record) throw missing();
  const { student: s, addresses, guardians } = record;
  const infos = record.placements.map((p) => toAcademicInfo(p, p.cards));
  const currentInfo = infos.find((i) => i.AcademicYearId === record.currentYearId) ?? infos[0];
  return {
    Id: s.id,
    Code: s.code,
    ...personFullNameWire(s),
    Gender: s.gender,
    DateOfBirth: s.dateOfBirth,
    PlaceOfBirth: s.placeOfBirth,
    Nationality: s.nationality,
    MobilePhone: s.mobilePhone,
    Email: s.email,
    Note: s.note,
    Profile: personPictureUrl(deps, campusId, s.pictureFileId),
    Status: s.status,
    ...statusName(s.status),
    StatusReason: s.statusReason,
    StatusDate: s.statusDate,
    AcademicClassId: currentInfo?.AcademicClassId ?? null,
    Addresses: addresses.map((a) => ({
      Id: a.id,
      ProvinceId: a.provinceId,
      ProvinceName: a.provinceId ? a.provinceName : null,
      ProvinceNameEn: a.provinceId ? a.provinceNameEn : null,
      Address: a.address,
      IsPrimary: a.isPrimary,
      Version: a.version,
    })),
    Guardians: guardians.map(toStudentGuardian),
    AcademicInfos: infos,
    Version: s.version,
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading

export async function listStudents(deps: TAppDeps, auth: TAuth, q: TStudentListQuery): Promise<{ rows: TStudentListItem[]; total: number }> {
  return inTenantRead(deps, auth, async (tx) => {
    const scope = await studentScope(tx, auth);
    if (scope.kind === 'campus') {
      // A reader of the whole campus: the year, the counts and the page in one query.
      const page = await repo.listStudentPage(tx, {
        campusId: auth.campusId,
        academicYearId: q.academicYearId,
        academicClassId: q.academicClassId,
        courseLevelId: q.courseLevelId,
        status: q.status,
        search: q.search,
        limit: q.pageSize,
        offset: pageOffset(q),
      });
      if (page.yearId === null && q.academicYearId) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
      return { rows: page.rows.map((r) => toListItem(deps, r)), total: page.total };
    }
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!year) return { rows: [], total: 0 };
    const { rows, total } = await repo.listPlacedStudents(tx, {
      campusId: auth.campusId,
      academicYearId: year.id,
      academicClassId: q.academicClassId,
      courseLevelId: q.courseLevelId,
      status: q.status,
      search: q.search,
      scope,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return { rows: rows.map((r) => toListItem(deps, r)), total };
  });
}

/**
 * One student's record. A reader of the whole campus needs no check of her own: the record's query is the
 * campus's, and a missing one answers the same 404 as one out of reach.
 */
export const findStudent = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenantRead(deps, auth, async (tx) => {
    const scope = await studentScope(tx, auth);
    if (scope.kind !== 'campus') await assertStudentReadable(tx, auth, id);
    return loadStudent(tx, deps, auth.campusId, id, notFound);
  });

export async function academicInfo(deps: TAppDeps, auth: TAuth, q: { id?: string; studentId?: string; isCurrentYear?: boolean; academicYearId?: string }) {
  return inTenantRead(deps, auth, async (tx) => {
    let studentId = q.studentId;
    if (q.id) {
      const placement = await repo.getPlacement(tx, { campusId: auth.campusId, id: q.id });
      if (!placement || (studentId && placement.studentId !== studentId)) throw placementNotFound();
      studentId = placement.studentId;
    }
    await assertStudentReadable(tx, auth, studentId!);
    let academicYearId = q.academicYearId;
    if (!academicYearId && q.isCurrentYear) {
      const current = await getCurrentYear(tx, { campusId: auth.campusId });
      if (!current) return [];
      academicYearId = current.id;
    }
    const placements = (await repo.listPlacements(tx, { campusId: auth.campusId, studentIds: [studentId!], academicYearId })).filter(
      (p) => !q.id || p.placement.id === q.id,
    );
    return academicInfos(tx, auth.campusId, placements);
  });
}

export async function studentsOfClass(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; status?: number }) {
  return inTenantRead(deps, auth, async (tx) => {
    const [cls] = await repo.getClasses(tx, { campusId: auth.campusId, ids: [q.academicClassId] });
    if (!cls) throw missingReference('ថ្នាក់', 'class');
    const scope = await studentScope(tx, auth);
    if (scope.kind === 'classes') assertClassInScope(scope, cls.id);
    const { rows } = await repo.listPlacedStudents(tx, {
      campusId: auth.campusId,
      academicYearId: cls.academicYearId,
      academicClassId: cls.id,
      status: q.status,
      scope,
    });
    return rows.map((r) => toListItem(deps, r));
  });
}

/**
 * data-calls §5: the duplicate check uses first and last names in both scripts and the birth date. A
 * student is a possible duplicate when her Khmer or her Latin name is the same and so is her birth date,
 * or when both names are the same (a birth date typed wrong must not hide her).
 */
export async function possibleDuplicates(deps: TAppDeps, auth: TAuth, q: TDuplicateQuery) {
  const hasKm = !!(q.firstName && q.lastName);
  const hasEn = !!(q.firstNameEn && q.lastNameEn);
  if (!hasKm && !hasEn) return [];
  return inTenantRead(deps, auth, async (tx) => {
    const rows = await repo.findPossibleDuplicates(tx, {
      campusId: auth.campusId,
      firstName: hasKm ? q.firstName : undefined,
      lastName: hasKm ? q.lastName : undefined,
      firstNameEn: hasEn ? q.firstNameEn : undefined,
      lastNameEn: hasEn ? q.lastNameEn : undefined,
      dateOfBirth: q.dateOfBirth,
    });
    const current = await getCurrentYear(tx, { campusId: auth.campusId });
    const placements = await repo.listPlacements(tx, { campusId: auth.campusId, studentIds: rows.map((r) => r.student.id) });
    return rows.map(({ student: s, matches }) => {
      const mine = placements.filter((p) => p.student.id === s.id);
      const placement = mine.find((p) => p.placement.academicYearId === current?.id) ?? mine[0];
      return {
        Id: s.id,
        Code: s.code,
        ...personFullNameWire(s),
        Gender: s.gender,
        DateOfBirth: s.dateOfBirth,
        MobilePhone: s.mobilePhone,
        Email: s.email,
        Profile: personPictureUrl(deps, auth.campusId, s.pictureFileId),
        Status: s.status,
        ...statusName(s.status),
        AcademicClassId: placement?.placement.academicClassId ?? null,
        AcademicClassDescription: placement?.classDescription ?? null,
        AcademicClassDescriptionEn: placement?.classDescriptionEn ?? null,
        Matches: matches,
        Version: s.version,
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Create and update

const guardianInput = (g: TStudentCreate['Guardians'][number]): TGuardianLinkInput =>
  g.GuardianId
    ? { guardianId: g.GuardianId, relationshipType: g.RelationshipType, isPrimary: g.IsPrimary }
    : {
        relationshipType: g.RelationshipType,
        isPrimary: g.IsPrimary,
        guardian: {
          firstName: g.Guardian!.FirstName,
          lastName: g.Guardian!.LastName,
          firstNameEn: g.Guardian!.FirstNameEn,
          lastNameEn: g.Guardian!.LastNameEn,
          gender: g.Guardian!.Gender,
          mobilePhone: g.Guardian!.MobilePhone ?? null,
          email: g.Guardian!.Email ?? null,
          occupation: g.Guardian!.Occupation ?? null,
          provinceId: g.Guardian!.ProvinceId ?? null,
          address: g.Guardian!.Address ?? null,
        },
      };

function checkPrimaryAddress(addresses: Array<{ IsPrimary: boolean }>) {
  if (addresses.filter((a) => a.IsPrimary).length > 1)
    throw badRequest('មានតែអាសយដ្ឋានមួយប៉ុណ្ណោះដែលអាចជាអាសយដ្ឋានចម្បង', 'Only one address can be the primary one', [
      { Field: 'Addresses', Message: 'មានតែអាសយដ្ឋានមួយប៉ុណ្ណោះដែលអាចជាអាសយដ្ឋានចម្បង', MessageEn: 'Only one address can be the primary one' },
    ]);
}

/** The student's own columns of a create or update body. */
const studentValues = (body: TStudentCreate | TStudentUpdate, pictureFileId: string | null) => ({
  code: body.Code,
  ...personNameRow(body),
  gender: body.Gender,
  dateOfBirth: body.DateOfBirth,
  placeOfBirth: body.PlaceOfBirth ?? null,
  nationality: body.Nationality ?? null,
  mobilePhone: body.MobilePhone ?? null,
  email: body.Email ?? null,
  note: body.Note ?? null,
  pictureFileId,
});

export async function createStudentRecord(deps: TAppDeps, auth: TAuth, body: TStudentCreate): Promise<TStudent> {
  checkPrimaryAddress(body.Addresses);
  const picture = await preparePicture(deps, auth.campusId, body.Profile, 'student');
  try {
    return await inTenant(deps, auth, async (tx) => {
      await requireYear(tx, auth.campusId, body.AcademicYearId);
      const pictureFileId = picture ? await picture.insert(tx) : null;
      const created = await createStudent(tx, auth.campusId, {
        ...studentValues(body, pictureFileId),
        addresses: body.Addresses.map((a) => ({ provinceId: a.ProvinceId ?? null, address: a.Address, isPrimary: a.IsPrimary })),
        academicYearId: body.AcademicYearId,
        academicClassId: body.AcademicClassId,
        referenceCardId: body.ReferenceCardId ?? null,
        cards: body.AcademicCards.map((c) => ({
          cardId: c.CardId,
          cardNumber: c.CardNumber ?? null,
          issueDate: c.IssueDate ?? null,
          expiryDate: c.ExpiryDate ?? null,
        })),
        guardians: body.Guardians.map(guardianInput),
      });
      return loadStudent(tx, deps, auth.campusId, created.studentId);
    });
  } catch (error) {
    await picture?.discard();
    throw error;
  }
}

export async function updateStudent(deps: TAppDeps, auth: TAuth, body: TStudentUpdate): Promise<TStudent> {
  checkPrimaryAddress(body.Addresses);
  const picture = await preparePicture(deps, auth.campusId, body.Profile, 'student');
  let replacedKey: string | undefined;
  try {
    const saved = await inTenant(deps, auth, async (tx) => {
      const campusId = auth.campusId;
      const current = await repo.getStudent(tx, { campusId, id: body.Id });
      if (!current) throw studentNotFound();
      if (current.version !== body.Version) throw stale();
      const [sameCode] = await repo.findStudentsByCodes(tx, { campusId, codes: [body.Code] });
      if (sameCode && sameCode.id !== body.Id) throw codeTaken(body.Code);
      const provinces = new Set((await repo.listProvinceIds(tx)).map((p) => p.id));
      if (body.Addresses.some((a) => a.ProvinceId && !provinces.has(a.ProvinceId))) throw missingReference('រាជធានី/ខេត្ត', 'province');
      const existing = await repo.listAddresses(tx, { campusId, studentIds: [body.Id] });
      const kept = body.Addresses.filter((a) => a.Id);
      if (kept.some((a) => !existing.some((e) => e.id === a.Id))) throw notFound('រកមិនឃើញអាសយដ្ឋាននេះទេ', 'The address was not found');

      let pictureFileId = current.pictureFileId;
      if (picture) pictureFileId = await picture.insert(tx);
      else if (body.RemoveProfile) pictureFileId = null;
      await repo.studentRows.update(tx, { campusId, id: body.Id, version: body.Version }, studentValues(body, pictureFileId));
      await repo.deleteAddressesExcept(tx, { campusId, studentId: body.Id, keep: kept.map((a) => a.Id!) });
      const noPrimary = !body.Addresses.some((a) => a.IsPrimary);
      for (const [i, a] of body.Addresses.entries()) {
        const values = { provinceId: a.ProvinceId ?? null, address: a.Address, isPrimary: a.IsPrimary || (noPrimary && i === 0) };
        if (a.Id) await repo.updateAddress(tx, { campusId, id: a.Id, studentId: body.Id, values });
        else await repo.insertAddresses(tx, { campusId, rows: [{ ...values, studentId: body.Id }] });
      }
      if (current.pictureFileId && current.pictureFileId !== pictureFileId) replacedKey = await dropPicture(tx, campusId, current.pictureFileId);
      return loadStudent(tx, deps, campusId, body.Id);
    });
    if (replacedKey) await deps.storage.remove(replacedKey).catch(() => undefined);
    return saved;
  } catch (error) {
    await picture?.discard();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Status

async function setStatus(
  deps: TAppDeps,
  auth: TAuth,
  p: { id: string; version: number; status: number; reason: string | null; date?: string; academicYearId?: string },
) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const current = await repo.getStudent(tx, { campusId, id: p.id });
    if (!current) throw studentNotFound();
    const year = await yearOrCurrent(tx, campusId, p.academicYearId);
    const changed = await repo.setStudentStatus(tx, {
      campusId,
      id: p.id,
      version: p.version,
      status: p.status,
      statusReason: p.reason,
      statusDate: p.date ?? todayInCambodia(),
    });
    if (changed.length === 0) throw stale();
    if (year) {
      const placement = await repo.findPlacementOfYear(tx, { campusId, studentId: p.id, academicYearId: year.id });
      if (placement) await repo.setPlacementStatus(tx, { campusId, id: placement.id, status: p.status });
    }
    return loadStudent(tx, deps, campusId, p.id);
  });
}

export const deactivateStudent = (deps: TAppDeps, auth: TAuth, body: TStudentDeactivate) =>
  setStatus(deps, auth, { id: body.Id, version: body.Version, status: body.Status, reason: body.Reason, date: body.Date, academicYearId: body.AcademicYearId });

export const activateStudent = (deps: TAppDeps, auth: TAuth, body: TStudentActivate) =>
  setStatus(deps, auth, {
    id: body.Id,
    version: body.Version,
    status: STUDENT_STATUS.ACTIVE,
    reason: body.Reason ?? null,
    date: body.Date,
    academicYearId: body.AcademicYearId,
  });

export async function assertReachable(tx: TQueryable, auth: TAuth, studentId: string) {
  const scope = await studentScope(tx, auth);
  if (!(await reachableStudents(tx, auth.campusId, scope, [studentId])).has(studentId)) throw forbidden();
}
