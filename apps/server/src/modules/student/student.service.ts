import {
  ACADEMIC_RESULT_STATUS,
  ENUM_ITEMS,
  STUDENT_STATUS,
  enumName,
  todayInCambodia,
  type TAcademicCard,
  type TAcademicCardCreate,
  type TAcademicCardUpdate,
  type TAcademicInfo,
  type TAddAcademicClass,
  type TChangeClassRequest,
  type TChangeClassRow,
  type TDuplicateQuery,
  type TGuardianStudentCreate,
  type TGuardianStudentUpdate,
  type TPromotionRequest,
  type TPromotionRow,
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
import { student, studentAcademicCard, studentGuardian } from '../../db/schema/index';
import { deleteRow, updateVersioned } from '../../db/versioned';
import { badRequest, codeTaken, conflict, forbidden, missingReference, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../lib/db-errors';
import { pageOffset } from '../../lib/paging';
import { CARD_ACTOR_TYPE } from '@school/contract/enum/enum.setup';
import { getCurrentYear } from '../lookup/lookup.repository';
import { requireYear, yearOrCurrent } from '../lookup/lookup.service';
import * as guardianRepo from '../guardian/guardian.repository';
import { assertStudentReadable, scopeCondition, studentScope, assertClassInScope, reachableStudents } from './student.access';
import { createStudent, type TGuardianLinkInput } from './student.create';
import { dropPicture, personPictureUrl, preparePicture } from './student.picture';
import * as repo from './student.repository';

/**
 * Students (issue 5; data-calls §7 'Students'). Reads are narrowed to the caller's reach (student.access);
 * every change runs in one tenant transaction and names the Version it read.
 */

const statusName = (status: number) => ({
  StatusName: enumName(ENUM_ITEMS.studentStatus, status, 'km'),
  StatusNameEn: enumName(ENUM_ITEMS.studentStatus, status, 'en'),
});
const fullName = (p: { lastName: string; firstName: string }) => `${p.lastName} ${p.firstName}`;
const fullNameEn = (p: { lastNameEn: string; firstNameEn: string }) => `${p.lastNameEn} ${p.firstNameEn}`;
const studentNotFound = () => notFound('រកមិនឃើញសិស្សនេះទេ', 'The student was not found');
const placementNotFound = () => notFound('រកមិនឃើញព័ត៌មានសិក្សានេះទេ', 'The academic info was not found');

export function toListItem(deps: TAppDeps, r: repo.TPlacedStudentRow): TStudentListItem {
  const s = r.student;
  return {
    Id: s.id,
    Code: s.code,
    FirstName: s.firstName,
    LastName: s.lastName,
    FirstNameEn: s.firstNameEn,
    LastNameEn: s.lastNameEn,
    FullName: fullName(s),
    FullNameEn: fullNameEn(s),
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

const toCard = (c: repo.TAcademicCardRow): TAcademicCard => ({
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

function toAcademicInfo(r: repo.TPlacedStudentRow, cards: repo.TAcademicCardRow[]): TAcademicInfo {
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
    FirstName: g.firstName,
    LastName: g.lastName,
    FirstNameEn: g.firstNameEn,
    LastNameEn: g.lastNameEn,
    FullName: fullName(g),
    FullNameEn: fullNameEn(g),
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

async function academicInfos(tx: TQueryable, campusId: string, placements: repo.TPlacedStudentRow[]) {
  const cards = await repo.listAcademicCards(tx, { campusId, placementIds: placements.map((p) => p.placement.id) });
  return placements.map((p) => toAcademicInfo(p, cards));
}

/** The whole record of one student (no access check: callers check first). */
export async function loadStudent(tx: TQueryable, deps: TAppDeps, campusId: string, id: string): Promise<TStudent> {
  const s = await repo.getStudent(tx, { campusId, id });
  if (!s) throw studentNotFound();
  // One transaction is one connection: its queries run one after the other.
  const addresses = await repo.listAddresses(tx, { campusId, studentIds: [id] });
  const provinces = await repo.listProvinceIds(tx);
  const guardians = await repo.listGuardiansOfStudents(tx, { campusId, studentIds: [id] });
  const placements = await repo.listPlacements(tx, { campusId, studentIds: [id] });
  const current = await getCurrentYear(tx, { campusId });
  const province = new Map(provinces.map((p) => [p.id, p]));
  const infos = await academicInfos(tx, campusId, placements);
  const currentInfo = infos.find((i) => i.AcademicYearId === current?.id) ?? infos[0];
  return {
    Id: s.id,
    Code: s.code,
    FirstName: s.firstName,
    LastName: s.lastName,
    FirstNameEn: s.firstNameEn,
    LastNameEn: s.lastNameEn,
    FullName: fullName(s),
    FullNameEn: fullNameEn(s),
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
      ProvinceName: a.provinceId ? (province.get(a.provinceId)?.name ?? null) : null,
      ProvinceNameEn: a.provinceId ? (province.get(a.provinceId)?.nameEn ?? null) : null,
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
  return inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!year) return { rows: [], total: 0 };
    const scope = await studentScope(tx, auth);
    const { rows, total } = await repo.listPlacedStudents(tx, {
      campusId: auth.campusId,
      academicYearId: year.id,
      academicClassId: q.academicClassId,
      courseLevelId: q.courseLevelId,
      status: q.status,
      search: q.search,
      scope: scopeCondition(scope, auth.campusId, student.id),
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return { rows: rows.map((r) => toListItem(deps, r)), total };
  });
}

export const findStudent = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await assertStudentReadable(tx, auth, id);
    return loadStudent(tx, deps, auth.campusId, id);
  });

export async function academicInfo(deps: TAppDeps, auth: TAuth, q: { id?: string; studentId?: string; isCurrentYear?: boolean; academicYearId?: string }) {
  return inTenant(deps, auth, async (tx) => {
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
  return inTenant(deps, auth, async (tx) => {
    const [cls] = await repo.getClasses(tx, { campusId: auth.campusId, ids: [q.academicClassId] });
    if (!cls) throw missingReference('ថ្នាក់សិក្សា', 'class');
    const scope = await studentScope(tx, auth);
    if (scope.kind === 'classes') assertClassInScope(scope, cls.id);
    const { rows } = await repo.listPlacedStudents(tx, {
      campusId: auth.campusId,
      academicYearId: cls.academicYearId,
      academicClassId: cls.id,
      status: q.status,
      scope: scopeCondition(scope, auth.campusId, student.id),
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
  return inTenant(deps, auth, async (tx) => {
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
        FirstName: s.firstName,
        LastName: s.lastName,
        FirstNameEn: s.firstNameEn,
        LastNameEn: s.lastNameEn,
        FullName: fullName(s),
        FullNameEn: fullNameEn(s),
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

export async function createStudentRecord(deps: TAppDeps, auth: TAuth, body: TStudentCreate): Promise<TStudent> {
  checkPrimaryAddress(body.Addresses);
  const picture = await preparePicture(deps, auth.campusId, body.Profile, 'student');
  try {
    return await inTenant(deps, auth, async (tx) => {
      await requireYear(tx, auth.campusId, body.AcademicYearId);
      const pictureFileId = picture ? await picture.insert(tx) : null;
      const created = await createStudent(tx, auth.campusId, {
        code: body.Code,
        firstName: body.FirstName,
        lastName: body.LastName,
        firstNameEn: body.FirstNameEn,
        lastNameEn: body.LastNameEn,
        gender: body.Gender,
        dateOfBirth: body.DateOfBirth,
        placeOfBirth: body.PlaceOfBirth ?? null,
        nationality: body.Nationality ?? null,
        mobilePhone: body.MobilePhone ?? null,
        email: body.Email ?? null,
        note: body.Note ?? null,
        pictureFileId,
        addresses: body.Addresses.map((a) => ({ provinceId: a.ProvinceId ?? null, address: a.Address, isPrimary: a.IsPrimary })),
        academicYearId: body.AcademicYearId,
        academicClassId: body.AcademicClassId,
        referenceCardId: body.ReferenceCardId ?? null,
        cards: body.AcademicCards.map((c) => ({ cardId: c.CardId, cardNumber: c.CardNumber ?? null, issueDate: c.IssueDate ?? null, expiryDate: c.ExpiryDate ?? null })),
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
      if (body.Addresses.some((a) => a.ProvinceId && !provinces.has(a.ProvinceId))) throw missingReference('ខេត្ត/រាជធានី', 'province');
      const existing = await repo.listAddresses(tx, { campusId, studentIds: [body.Id] });
      const kept = body.Addresses.filter((a) => a.Id);
      if (kept.some((a) => !existing.some((e) => e.id === a.Id))) throw notFound('រកមិនឃើញអាសយដ្ឋាននេះទេ', 'The address was not found');

      let pictureFileId = current.pictureFileId;
      if (picture) pictureFileId = await picture.insert(tx);
      else if (body.RemoveProfile) pictureFileId = null;
      await updateVersioned(tx, student, { campusId, id: body.Id, version: body.Version }, {
        code: body.Code,
        firstName: body.FirstName,
        lastName: body.LastName,
        firstNameEn: body.FirstNameEn,
        lastNameEn: body.LastNameEn,
        gender: body.Gender,
        dateOfBirth: body.DateOfBirth,
        placeOfBirth: body.PlaceOfBirth ?? null,
        nationality: body.Nationality ?? null,
        mobilePhone: body.MobilePhone ?? null,
        email: body.Email ?? null,
        note: body.Note ?? null,
        pictureFileId,
      });
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
    const changed = await repo.setStudentStatus(tx, { campusId, id: p.id, version: p.version, status: p.status, statusReason: p.reason, statusDate: p.date ?? todayInCambodia() });
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
  setStatus(deps, auth, { id: body.Id, version: body.Version, status: STUDENT_STATUS.ACTIVE, reason: body.Reason ?? null, date: body.Date, academicYearId: body.AcademicYearId });

// ---------------------------------------------------------------------------------------------------
// Years, cards, guardians

async function placedRow(tx: TQueryable, campusId: string, placementId: string) {
  const placement = await repo.getPlacement(tx, { campusId, id: placementId });
  if (!placement) throw placementNotFound();
  const [row] = (await repo.listPlacements(tx, { campusId, studentIds: [placement.studentId], academicYearId: placement.academicYearId })).filter(
    (r) => r.placement.id === placementId,
  );
  return row!;
}

async function loadAcademicInfo(tx: TQueryable, campusId: string, placementId: string) {
  const row = await placedRow(tx, campusId, placementId);
  return (await academicInfos(tx, campusId, [row]))[0]!;
}

export const setReferenceCard = (deps: TAppDeps, auth: TAuth, body: { Id: string; Version: number; ReferenceCardId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    const changed = await repo.setReferenceCard(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, referenceCardId: body.ReferenceCardId ?? null });
    if (changed.length === 0) {
      if (await repo.getPlacement(tx, { campusId: auth.campusId, id: body.Id })) throw stale();
      throw placementNotFound();
    }
    return loadAcademicInfo(tx, auth.campusId, body.Id);
  });

export const addAcademicClass = (deps: TAppDeps, auth: TAuth, body: TAddAcademicClass) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.getStudent(tx, { campusId, id: body.StudentId }))) throw studentNotFound();
    await requireYear(tx, campusId, body.AcademicYearId);
    const [cls] = await repo.getClasses(tx, { campusId, ids: [body.AcademicClassId] });
    if (!cls) throw missingReference('ថ្នាក់សិក្សា', 'class');
    if (cls.academicYearId !== body.AcademicYearId)
      throw badRequest('ថ្នាក់សិក្សានេះមិនមែនជាថ្នាក់នៃឆ្នាំសិក្សាដែលបានជ្រើសទេ', 'The class is not a class of the chosen academic year');
    if (await repo.findPlacementOfYear(tx, { campusId, studentId: body.StudentId, academicYearId: body.AcademicYearId }))
      throw conflict('សិស្សនេះមានថ្នាក់ក្នុងឆ្នាំសិក្សានេះរួចហើយ', 'The student already has a class in this academic year');
    const cards = await repo.getCards(tx, { campusId, ids: body.AcademicCards.map((c) => c.CardId) });
    for (const c of body.AcademicCards) {
      if (!cards.some((k) => k.id === c.CardId && k.actorType === CARD_ACTOR_TYPE.STUDENT)) throw missingReference('កាតសិស្ស', 'student card');
    }
    if (new Set(body.AcademicCards.map((c) => c.CardId)).size !== body.AcademicCards.length)
      throw badRequest('កាតមួយប្រភេទអាចមានតែម្តងក្នុងមួយឆ្នាំ', 'A kind of card can be given only once a year');
    const [placement] = await repo.insertPlacements(tx, {
      campusId,
      rows: [{ studentId: body.StudentId, academicYearId: body.AcademicYearId, academicClassId: body.AcademicClassId, referenceCardId: body.ReferenceCardId ?? null }],
    });
    await repo.insertAcademicCards(tx, {
      campusId,
      rows: body.AcademicCards.map((c) => ({ studentAcademicClassId: placement!.id, cardId: c.CardId, cardNumber: c.CardNumber ?? null, issueDate: c.IssueDate ?? null, expiryDate: c.ExpiryDate ?? null })),
    });
    return loadAcademicInfo(tx, campusId, placement!.id);
  });

async function requireStudentCard(tx: TQueryable, campusId: string, cardId: string) {
  const [found] = await repo.getCards(tx, { campusId, ids: [cardId] });
  if (!found || found.actorType !== CARD_ACTOR_TYPE.STUDENT) throw missingReference('កាតសិស្ស', 'student card');
}

const cardTwice = () => conflict('សិស្សនេះមានកាតប្រភេទនេះក្នុងឆ្នាំនេះរួចហើយ', 'The student already has this kind of card this year');

async function loadCard(tx: TQueryable, campusId: string, id: string) {
  const card = await repo.getAcademicCard(tx, { campusId, id });
  const [row] = (await repo.listAcademicCards(tx, { campusId, placementIds: [card!.studentAcademicClassId] })).filter((c) => c.id === id);
  return toCard(row!);
}

export const createAcademicCard = (deps: TAppDeps, auth: TAuth, body: TAcademicCardCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.getPlacement(tx, { campusId, id: body.StudentAcademicClassId }))) throw placementNotFound();
    await requireStudentCard(tx, campusId, body.CardId);
    if (await repo.findAcademicCard(tx, { campusId, placementId: body.StudentAcademicClassId, cardId: body.CardId })) throw cardTwice();
    const [row] = await repo.insertAcademicCards(tx, {
      campusId,
      rows: [{ studentAcademicClassId: body.StudentAcademicClassId, cardId: body.CardId, cardNumber: body.CardNumber ?? null, issueDate: body.IssueDate ?? null, expiryDate: body.ExpiryDate ?? null }],
    });
    return loadCard(tx, campusId, row!.id);
  });

export const updateAcademicCard = (deps: TAppDeps, auth: TAuth, body: TAcademicCardUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const current = await repo.getAcademicCard(tx, { campusId, id: body.Id });
    if (!current) throw notFound('រកមិនឃើញកាតនេះទេ', 'The card was not found');
    await requireStudentCard(tx, campusId, body.CardId);
    if (await repo.findAcademicCard(tx, { campusId, placementId: current.studentAcademicClassId, cardId: body.CardId, exceptId: body.Id })) throw cardTwice();
    await updateVersioned(tx, studentAcademicCard, { campusId, id: body.Id, version: body.Version }, {
      cardId: body.CardId,
      cardNumber: body.CardNumber ?? null,
      issueDate: body.IssueDate ?? null,
      expiryDate: body.ExpiryDate ?? null,
    });
    return loadCard(tx, campusId, body.Id);
  });

export const deleteAcademicCard = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => deleteRow(tx, studentAcademicCard, { campusId: auth.campusId, id }));

async function loadLink(tx: TQueryable, campusId: string, id: string) {
  const link = await repo.getGuardianLink(tx, { campusId, id });
  const [row] = (await repo.listGuardiansOfStudents(tx, { campusId, studentIds: [link!.studentId] })).filter((r) => r.link.id === id);
  return toStudentGuardian(row!);
}

export const linkGuardian = (deps: TAppDeps, auth: TAuth, body: TGuardianStudentCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.getStudent(tx, { campusId, id: body.StudentId }))) throw studentNotFound();
    let guardianId = body.GuardianId;
    if (guardianId) {
      if (!(await guardianRepo.getGuardian(tx, { campusId, id: guardianId }))) throw missingReference('អាណាព្យាបាល', 'guardian');
      if (await repo.findGuardianLink(tx, { campusId, studentId: body.StudentId, guardianId }))
        throw conflict('អាណាព្យាបាលនេះបានភ្ជាប់ជាមួយសិស្សនេះរួចហើយ', 'This guardian is already linked to this student');
    } else {
      const g = body.Guardian!;
      const provinces = new Set((await repo.listProvinceIds(tx)).map((p) => p.id));
      if (g.ProvinceId && !provinces.has(g.ProvinceId)) throw missingReference('ខេត្ត/រាជធានី', 'province');
      const [created] = await guardianRepo.insertGuardians(tx, {
        campusId,
        rows: [
          {
            firstName: g.FirstName,
            lastName: g.LastName,
            firstNameEn: g.FirstNameEn,
            lastNameEn: g.LastNameEn,
            gender: g.Gender,
            mobilePhone: g.MobilePhone ?? null,
            email: g.Email ?? null,
            occupation: g.Occupation ?? null,
            provinceId: g.ProvinceId ?? null,
            address: g.Address ?? null,
          },
        ],
      });
      guardianId = created!.id;
    }
    if (body.IsPrimary) await repo.clearPrimaryGuardian(tx, { campusId, studentId: body.StudentId });
    const [link] = await repo.insertGuardianLinks(tx, {
      campusId,
      rows: [{ studentId: body.StudentId, guardianId, relationshipType: body.RelationshipType, isPrimary: body.IsPrimary }],
    });
    return loadLink(tx, campusId, link!.id);
  });

export const updateGuardianLink = (deps: TAppDeps, auth: TAuth, body: TGuardianStudentUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const link = await repo.getGuardianLink(tx, { campusId, id: body.Id });
    if (!link) throw notFound('រកមិនឃើញការភ្ជាប់អាណាព្យាបាលនេះទេ', 'The guardian link was not found');
    if (link.version !== body.Version) throw stale();
    if (body.IsPrimary) await repo.clearPrimaryGuardian(tx, { campusId, studentId: link.studentId, exceptId: body.Id });
    await updateVersioned(tx, studentGuardian, { campusId, id: body.Id, version: body.Version }, { relationshipType: body.RelationshipType, isPrimary: body.IsPrimary });
    return loadLink(tx, campusId, body.Id);
  });

export const unlinkGuardian = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => deleteRow(tx, studentGuardian, { campusId: auth.campusId, id }));

// ---------------------------------------------------------------------------------------------------
// Change class (data-calls §3 'Change-class row')

function toChangeClassRow(r: repo.TPlacedStudentRow): TChangeClassRow {
  return {
    Id: r.placement.id,
    StudentId: r.student.id,
    Code: r.student.code,
    FullName: fullName(r.student),
    FullNameEn: fullNameEn(r.student),
    Gender: r.student.gender,
    AcademicYearId: r.placement.academicYearId,
    AcademicClassId: r.placement.academicClassId,
    AcademicClassDescription: r.classDescription,
    AcademicClassDescriptionEn: r.classDescriptionEn,
    Status: r.placement.status,
    ToAcademicClassId: null,
    ToAcademicClassDescription: null,
    ToAcademicClassDescriptionEn: null,
    Version: r.placement.version,
  };
}

export const changeClassRows = (deps: TAppDeps, auth: TAuth, academicClassId: string) =>
  inTenant(deps, auth, async (tx) => {
    const [cls] = await repo.getClasses(tx, { campusId: auth.campusId, ids: [academicClassId] });
    if (!cls) throw missingReference('ថ្នាក់សិក្សា', 'class');
    return (await repo.listClassPlacements(tx, { campusId: auth.campusId, academicClassIds: [academicClassId] })).map(toChangeClassRow);
  });

const rowError = (code: string, km: string, en: string) => badRequest(`សិស្ស ${code}៖ ${km}`, `Student ${code}: ${en}`);

/** All rows move or none: the first bad row (unknown, stale, a class of another year) refuses the batch. */
export const changeClass = (deps: TAppDeps, auth: TAuth, rows: TChangeClassRequest) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const ids = rows.map((r) => r.Id);
    if (new Set(ids).size !== ids.length) throw badRequest('សិស្សដដែលមានពីរដងក្នុងបញ្ជី', 'The same student is listed twice');
    const placements = new Map((await repo.getPlacementsByIds(tx, { campusId, ids })).map((p) => [p.id, p]));
    const students = new Map((await repo.getStudents(tx, { campusId, ids: [...placements.values()].map((p) => p.studentId) })).map((s) => [s.id, s]));
    const targets = new Map((await repo.getClasses(tx, { campusId, ids: rows.flatMap((r) => (r.ToAcademicClassId ? [r.ToAcademicClassId] : [])) })).map((c) => [c.id, c]));
    const moved: string[] = [];
    for (const row of rows) {
      const placement = placements.get(row.Id);
      if (!placement) throw placementNotFound();
      const code = students.get(placement.studentId)?.code ?? '';
      if (placement.version !== row.Version) throw stale();
      if (!row.ToAcademicClassId || row.ToAcademicClassId === placement.academicClassId) continue;
      const target = targets.get(row.ToAcademicClassId);
      if (!target) throw rowError(code, 'រកមិនឃើញថ្នាក់ថ្មី', 'the new class was not found');
      if (target.academicYearId !== placement.academicYearId)
        throw rowError(code, 'ថ្នាក់ថ្មីត្រូវតែជាថ្នាក់នៃឆ្នាំសិក្សាដដែល', 'the new class must be a class of the same academic year');
      const changed = await repo.movePlacement(tx, { campusId, id: placement.id, version: row.Version, academicClassId: target.id });
      if (changed.length === 0) throw stale();
      moved.push(placement.id);
    }
    const after = await repo.listPlacementsByIds(tx, { campusId, ids: moved });
    return after.map(toChangeClassRow);
  });

// ---------------------------------------------------------------------------------------------------
// Promotion (data-calls §3 'Promotion row'; portal §3 'Academic result status')

/** The status a result gives the placement of the ending year; leaving statuses (transferred …) stay. */
const PROMOTABLE: readonly number[] = [STUDENT_STATUS.ACTIVE, STUDENT_STATUS.PROMOTED, STUDENT_STATUS.REPEATED, STUDENT_STATUS.DROPPED];
function statusForResult(result: number, current: number): number {
  if (!PROMOTABLE.includes(current)) return current;
  if (result === ACADEMIC_RESULT_STATUS.PASS) return STUDENT_STATUS.PROMOTED;
  if (result === ACADEMIC_RESULT_STATUS.FAILED) return STUDENT_STATUS.REPEATED;
  if (result === ACADEMIC_RESULT_STATUS.DROPPED) return STUDENT_STATUS.DROPPED;
  return STUDENT_STATUS.ACTIVE;
}

async function promotionRowsOf(tx: TQueryable, campusId: string, placements: repo.TPlacedStudentRow[]): Promise<TPromotionRow[]> {
  const suggestions = await repo.nextClassesOf(tx, { campusId, classIds: [...new Set(placements.map((p) => p.placement.academicClassId))] });
  return placements.map((r) => ({
    Id: r.placement.id,
    StudentId: r.student.id,
    Code: r.student.code,
    FullName: fullName(r.student),
    FullNameEn: fullNameEn(r.student),
    Gender: r.student.gender,
    AcademicYearId: r.placement.academicYearId,
    PreviousAcademicClassId: r.placement.academicClassId,
    PreviousAcademicClassDescription: r.classDescription,
    PreviousAcademicClassDescriptionEn: r.classDescriptionEn,
    Status: r.placement.status,
    AcademicResultStatus: r.placement.academicResultStatus,
    PromoteNextAcademicClassId: r.placement.promoteNextAcademicClassId,
    PromoteNextAcademicClassDescription: r.nextClassDescription,
    PromoteNextAcademicClassDescriptionEn: r.nextClassDescriptionEn,
    SuggestedNextAcademicClassId: suggestions.find((s) => s.previousAcademicClassId === r.placement.academicClassId)?.id ?? null,
    Version: r.placement.version,
  }));
}

export const promotionRows = (deps: TAppDeps, auth: TAuth, q: { academicYearId: string; courseLevelId: string; academicClassId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await requireYear(tx, campusId, q.academicYearId);
    const classes = (await repo.classesOfYear(tx, { campusId, academicYearId: q.academicYearId, courseLevelId: q.courseLevelId })).filter(
      (c) => !q.academicClassId || c.id === q.academicClassId,
    );
    const placements = await repo.listClassPlacements(tx, { campusId, academicClassIds: classes.map((c) => c.id) });
    return promotionRowsOf(tx, campusId, placements);
  });

/**
 * Saves every row or none. A row's next class must belong to a later year; saving it places the student
 * in that class (or moves her placement of that year there). Clearing it removes the placement the
 * promotion had made, if she is still in that class.
 */
export const savePromotion = (deps: TAppDeps, auth: TAuth, body: TPromotionRequest) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const ids = body.Students.map((r) => r.Id);
    if (new Set(ids).size !== ids.length) throw badRequest('សិស្សដដែលមានពីរដងក្នុងបញ្ជី', 'The same student is listed twice');
    const placements = new Map((await repo.getPlacementsByIds(tx, { campusId, ids })).map((p) => [p.id, p]));
    const students = new Map((await repo.getStudents(tx, { campusId, ids: [...placements.values()].map((p) => p.studentId) })).map((s) => [s.id, s]));
    const classIds = [...new Set([...body.Students.flatMap((r) => (r.PromoteNextAcademicClassId ? [r.PromoteNextAcademicClassId] : [])), ...[...placements.values()].flatMap((p) => (p.promoteNextAcademicClassId ? [p.promoteNextAcademicClassId] : []))])];
    const classes = new Map((await repo.getClasses(tx, { campusId, ids: classIds })).map((c) => [c.id, c]));
    const years = new Map((await repo.listYears(tx, { campusId })).map((y) => [y.id, y]));
    for (const row of body.Students) {
      const placement = placements.get(row.Id);
      if (!placement) throw placementNotFound();
      const code = students.get(placement.studentId)?.code ?? '';
      if (placement.version !== row.Version) throw stale();
      const nextId = row.PromoteNextAcademicClassId ?? null;
      if (nextId) {
        const next = classes.get(nextId);
        if (!next) throw rowError(code, 'រកមិនឃើញថ្នាក់បន្ទាប់', 'the next class was not found');
        if ((years.get(next.academicYearId)?.fromYear ?? 0) <= (years.get(placement.academicYearId)?.fromYear ?? 0))
          throw rowError(code, 'ថ្នាក់បន្ទាប់ត្រូវតែជាថ្នាក់នៃឆ្នាំសិក្សាក្រោយ', 'the next class must be a class of a later academic year');
        if (row.AcademicResultStatus === ACADEMIC_RESULT_STATUS.DROPPED)
          throw rowError(code, 'សិស្សដែលបោះបង់ការសិក្សាមិនអាចមានថ្នាក់បន្ទាប់ទេ', 'a student who dropped out cannot have a next class');
        if (!PROMOTABLE.includes(placement.status))
          throw rowError(code, 'សិស្សនេះបានចាកចេញពីសាលា មិនអាចឡើងថ្នាក់បានទេ', 'the student has left the school and cannot be promoted');
      }
      const changed = await repo.setPromotion(tx, {
        campusId,
        id: placement.id,
        version: row.Version,
        academicResultStatus: row.AcademicResultStatus,
        promoteNextAcademicClassId: nextId,
        status: statusForResult(row.AcademicResultStatus, placement.status),
      });
      if (changed.length === 0) throw stale();
      // The placement in the later year follows the next class.
      const previousNext = placement.promoteNextAcademicClassId ? classes.get(placement.promoteNextAcademicClassId) : undefined;
      if (previousNext && previousNext.id !== nextId) {
        const made = await repo.findPlacementOfYear(tx, { campusId, studentId: placement.studentId, academicYearId: previousNext.academicYearId });
        if (made && made.academicClassId === previousNext.id && (!nextId || classes.get(nextId)!.academicYearId !== previousNext.academicYearId)) {
          await repo.deletePlacement(tx, { campusId, id: made.id });
        }
      }
      if (nextId) {
        const next = classes.get(nextId)!;
        const there = await repo.findPlacementOfYear(tx, { campusId, studentId: placement.studentId, academicYearId: next.academicYearId });
        if (!there) {
          await repo.insertPlacements(tx, { campusId, rows: [{ studentId: placement.studentId, academicYearId: next.academicYearId, academicClassId: next.id }] });
        } else if (there.academicClassId !== next.id) {
          const moved = await repo.movePlacement(tx, { campusId, id: there.id, version: there.version, academicClassId: next.id });
          if (moved.length === 0) throw stale();
        }
      }
    }
    const after = await repo.listPlacementsByIds(tx, { campusId, ids });
    return promotionRowsOf(tx, campusId, after);
  });

/** 403 unless the caller reaches the student (used by misconduct and exports). */
export async function assertReachable(tx: TQueryable, auth: TAuth, studentId: string) {
  const scope = await studentScope(tx, auth);
  if (!(await reachableStudents(tx, auth.campusId, scope, [studentId])).has(studentId)) throw forbidden();
}

