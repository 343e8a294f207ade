import {
  ACTOR_TYPE,
  ENUM_ITEMS,
  enumName,
  type TGuardian,
  type TGuardianCreate,
  type TGuardianDuplicate,
  type TGuardianDuplicateQuery,
  type TGuardianListQuery,
  type TGuardianUpdate,
} from '@school/contract';
import { personFullName, personFullNameEn, personFullNameWire, personNameRow } from '../../lib/person-name';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { badRequest, inUse, missingReference, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { pageOffset } from '../../lib/paging';
import { CAMPUS_GUARDIAN_KEYS, assertClassInScope, studentScope, type TStudentScope } from '../access/access.service';
import { dropPicture, personPictureUrl, preparePicture } from '../student/index';
import * as studentModule from '../student/index';
import * as repo from './guardian.repository';

/**
 * Guardians (portal §2 /administration/guardian). Office users read the campus; a teacher reads the
 * guardians of the students of her classes; a guardian account himself; a student account her own
 * guardians. Out of reach looks like not found.
 */
const guardianNotFound = () => notFound('រកមិនឃើញអាណាព្យាបាលនេះទេ', 'The guardian was not found');

type TGuardianScope = { kind: 'campus' } | { kind: 'guardians'; ids: string[] };

async function guardianScope(tx: TQueryable, auth: TAuth): Promise<{ guardians: TGuardianScope; students: TStudentScope }> {
  const students = await studentScope(tx, auth, CAMPUS_GUARDIAN_KEYS);
  if (students.kind === 'campus') return { guardians: { kind: 'campus' }, students };
  if (auth.actorType === ACTOR_TYPE.GUARDIAN && auth.actorId) return { guardians: { kind: 'guardians', ids: [auth.actorId] }, students };
  if (students.kind === 'students') {
    return {
      guardians: { kind: 'guardians', ids: await repo.guardianIdsOfStudents(tx, { campusId: auth.campusId, studentIds: students.studentIds }) },
      students,
    };
  }
  if (students.classIds.length === 0) return { guardians: { kind: 'guardians', ids: [] }, students };
  const placed = await studentModule.listClassPlacements(tx, { campusId: auth.campusId, academicClassIds: students.classIds });
  const ids = await repo.guardianIdsOfStudents(tx, { campusId: auth.campusId, studentIds: [...new Set(placed.map((p) => p.student.id))] });
  return { guardians: { kind: 'guardians', ids }, students };
}

const scopeSql = (scope: TGuardianScope) => repo.guardianScopeSql(scope.kind === 'campus' ? undefined : scope.ids);

async function toGuardians(tx: TQueryable, deps: TAppDeps, campusId: string, rows: repo.TGuardianRow[], onlyStudents?: Set<string>): Promise<TGuardian[]> {
  const links = await repo.listStudentsOfGuardians(tx, { campusId, guardianIds: rows.map((g) => g.id) });
  return rows.map((g) => ({
    Id: g.id,
    ...personFullNameWire(g),
    Gender: g.gender,
    MobilePhone: g.mobilePhone,
    Email: g.email,
    Occupation: g.occupation,
    ProvinceId: g.provinceId,
    Address: g.address,
    Note: g.note,
    Profile: personPictureUrl(deps, campusId, g.pictureFileId),
    Students: links
      .filter((l) => l.link.guardianId === g.id && (!onlyStudents || onlyStudents.has(l.student.id)))
      .map((l) => ({
        Id: l.link.id,
        StudentId: l.student.id,
        Code: l.student.code,
        FullName: personFullName(l.student),
        FullNameEn: personFullNameEn(l.student),
        Gender: l.student.gender,
        RelationshipType: l.link.relationshipType,
        RelationshipName: enumName(ENUM_ITEMS.relationshipType, l.link.relationshipType, 'km'),
        RelationshipNameEn: enumName(ENUM_ITEMS.relationshipType, l.link.relationshipType, 'en'),
        IsPrimary: l.link.isPrimary,
        Version: l.link.version,
      })),
    Version: g.version,
  }));
}

/** A teacher, student or guardian sees only the students in reach on a guardian's record. */
async function visibleStudents(tx: TQueryable, campusId: string, scope: TStudentScope): Promise<Set<string> | undefined> {
  if (scope.kind === 'campus') return undefined;
  if (scope.kind === 'students') return new Set(scope.studentIds);
  const placed = await studentModule.listClassPlacements(tx, { campusId, academicClassIds: scope.classIds });
  return new Set(placed.map((p) => p.student.id));
}

export const listGuardians = (deps: TAppDeps, auth: TAuth, q: TGuardianListQuery) =>
  inTenant(deps, auth, async (tx) => {
    const scope = await guardianScope(tx, auth);
    if (q.classId) {
      const [cls] = await studentModule.getClasses(tx, { campusId: auth.campusId, ids: [q.classId] });
      if (!cls) throw missingReference('ថ្នាក់', 'class');
      if (scope.students.kind === 'classes') assertClassInScope(scope.students, cls.id);
    }
    const { rows, total } = await repo.listGuardians(tx, {
      campusId: auth.campusId,
      academicClassId: q.classId,
      studentId: q.studentId,
      search: q.search,
      scope: scopeSql(scope.guardians),
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return { rows: await toGuardians(tx, deps, auth.campusId, rows, await visibleStudents(tx, auth.campusId, scope.students)), total };
  });

export const findGuardian = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const scope = await guardianScope(tx, auth);
    if (scope.guardians.kind === 'guardians' && !scope.guardians.ids.includes(id)) throw guardianNotFound();
    const row = await repo.getGuardian(tx, { campusId: auth.campusId, id });
    if (!row) throw guardianNotFound();
    return (await toGuardians(tx, deps, auth.campusId, [row], await visibleStudents(tx, auth.campusId, scope.students)))[0]!;
  });

export const relationshipTypes = () => [...ENUM_ITEMS.relationshipType];

/** Guardians who may be the one about to be created (issue 10, item 11); the office chooses to reuse one. */
export async function possibleDuplicates(deps: TAppDeps, auth: TAuth, q: TGuardianDuplicateQuery): Promise<TGuardianDuplicate[]> {
  const hasKm = !!(q.firstName && q.lastName);
  const hasEn = !!(q.firstNameEn && q.lastNameEn);
  if (!hasKm && !hasEn) return [];
  return inTenant(deps, auth, async (tx) => {
    const found = await repo.findPossibleDuplicates(tx, {
      campusId: auth.campusId,
      firstName: hasKm ? q.firstName : undefined,
      lastName: hasKm ? q.lastName : undefined,
      firstNameEn: hasEn ? q.firstNameEn : undefined,
      lastNameEn: hasEn ? q.lastNameEn : undefined,
      mobilePhone: q.mobilePhone,
    });
    const guardians = await toGuardians(
      tx,
      deps,
      auth.campusId,
      found.map((f) => f.guardian),
    );
    return guardians.map((g, i) => ({ ...g, Matches: [...found[i]!.matches] }));
  });
}

async function checkProvince(tx: TQueryable, provinceId: number | undefined) {
  if (!provinceId) return;
  const provinces = new Set((await studentModule.listProvinceIds(tx)).map((p) => p.id));
  if (!provinces.has(provinceId)) throw missingReference('រាជធានី/ខេត្ត', 'province');
}

const values = (b: TGuardianCreate | TGuardianUpdate) => ({
  ...personNameRow(b),
  gender: b.Gender,
  mobilePhone: b.MobilePhone ?? null,
  email: b.Email ?? null,
  occupation: b.Occupation ?? null,
  provinceId: b.ProvinceId ?? null,
  address: b.Address ?? null,
  note: b.Note ?? null,
});

export async function createGuardian(deps: TAppDeps, auth: TAuth, body: TGuardianCreate): Promise<TGuardian> {
  const picture = await preparePicture(deps, auth.campusId, body.Profile, 'guardian');
  try {
    return await inTenant(deps, auth, async (tx) => {
      const campusId = auth.campusId;
      await checkProvince(tx, body.ProvinceId);
      const studentIds = body.Students.map((s) => s.StudentId);
      if (new Set(studentIds).size !== studentIds.length) throw badRequest('សិស្សដដែលមានពីរដងក្នុងបញ្ជី', 'The same student is listed twice');
      const students = await studentModule.getStudents(tx, { campusId, ids: studentIds });
      if (students.length !== studentIds.length) throw missingReference('សិស្ស', 'student');
      const pictureFileId = picture ? await picture.insert(tx) : null;
      const [created] = await repo.insertGuardians(tx, { campusId, rows: [{ ...values(body), pictureFileId }] });
      for (const s of body.Students.filter((x) => x.IsPrimary)) await studentModule.clearPrimaryGuardian(tx, { campusId, studentId: s.StudentId });
      await studentModule.insertGuardianLinks(tx, {
        campusId,
        rows: body.Students.map((s) => ({ studentId: s.StudentId, guardianId: created!.id, relationshipType: s.RelationshipType, isPrimary: s.IsPrimary })),
      });
      const row = await repo.getGuardian(tx, { campusId, id: created!.id });
      return (await toGuardians(tx, deps, campusId, [row!]))[0]!;
    });
  } catch (error) {
    await picture?.discard();
    throw error;
  }
}

export async function updateGuardian(deps: TAppDeps, auth: TAuth, body: TGuardianUpdate): Promise<TGuardian> {
  const picture = await preparePicture(deps, auth.campusId, body.Profile, 'guardian');
  let replacedKey: string | undefined;
  try {
    const saved = await inTenant(deps, auth, async (tx) => {
      const campusId = auth.campusId;
      const current = await repo.getGuardian(tx, { campusId, id: body.Id });
      if (!current) throw guardianNotFound();
      if (current.version !== body.Version) throw stale();
      await checkProvince(tx, body.ProvinceId);
      let pictureFileId = current.pictureFileId;
      if (picture) pictureFileId = await picture.insert(tx);
      else if (body.RemoveProfile) pictureFileId = null;
      await repo.guardianRows.update(tx, { campusId, id: body.Id, version: body.Version }, { ...values(body), pictureFileId });
      if (current.pictureFileId && current.pictureFileId !== pictureFileId) replacedKey = await dropPicture(tx, campusId, current.pictureFileId);
      const row = await repo.getGuardian(tx, { campusId, id: body.Id });
      return (await toGuardians(tx, deps, campusId, [row!]))[0]!;
    });
    if (replacedKey) await deps.storage.remove(replacedKey).catch(() => undefined);
    return saved;
  } catch (error) {
    await picture?.discard();
    throw error;
  }
}

/** Refused (409) while students are linked or a guardian account belongs to the record. */
export async function deleteGuardian(deps: TAppDeps, auth: TAuth, id: string) {
  let pictureKey: string | undefined;
  await inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const current = await repo.getGuardian(tx, { campusId, id });
    if (!current) throw guardianNotFound();
    const links = await repo.listStudentsOfGuardians(tx, { campusId, guardianIds: [id] });
    const name = personFullName(current);
    const nameEn = personFullNameEn(current);
    if (links.length > 0) throw inUse(`មិនអាចលុប «${name}» បានទេ ព្រោះនៅភ្ជាប់ជាមួយសិស្ស`, `'${nameEn}' cannot be deleted: students are still linked to this guardian`);
    if (await repo.hasAccount(tx, { campusId, guardianId: id }))
      throw inUse(`មិនអាចលុប «${name}» បានទេ ព្រោះមានគណនីប្រើប្រាស់`, `'${nameEn}' cannot be deleted: a user account belongs to this guardian`);
    await repo.deleteGuardian(tx, { campusId, id });
    pictureKey = await dropPicture(tx, campusId, current.pictureFileId);
  });
  if (pictureKey) await deps.storage.remove(pictureKey).catch(() => undefined);
}
