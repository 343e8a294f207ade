import crypto from 'node:crypto';
import { ACTOR_TYPE, ENUM_ITEMS, enumName } from '@school/contract';
import type {
  TClassSubject,
  TEmployee,
  TEmployeeAcademicClass,
  TEmployeeAcademicClassCreate,
  TEmployeeAcademicClassUpdate,
  TEmployeeAcademicCode,
  TEmployeeCreate,
  TEmployeeExportQuery,
  TEmployeeListItem,
  TEmployeeListQuery,
  TEmployeeSchedule,
  TEmployeeUpdate,
  TTeachingSubject,
  TTeachingSubjectCreate,
  TTeachingSubjectUpdate,
} from '@school/contract';
import { CARD_ACTOR_TYPE, SETUP_ENUM_ITEMS, ACADEMIC_TIME_SHIFT } from '@school/contract/enum/enum.setup';
import { DAY_NAMES } from '@school/contract/session-calendar/session-calendar.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { employeeAcademicClass } from '../../db/schema/index';
import { newId } from '../../db/schema/tenant';
import { updateVersioned } from '../../db/versioned';
import { badRequest, codeTaken, conflict, forbidden, missingReference, notFound, stale, type TFieldMessage } from '../../lib/app-error';
import { inTenant, isUniqueViolation } from '../../lib/db-errors';
import { checkImageUpload } from '../../lib/image-upload';
import { signPictureLink } from '../../lib/signed-url';
import { pageOffset } from '../../lib/paging';
import { buildSheet } from '../../lib/xlsx-file';
import { khmerDigits } from '../../lib/khmer';
import { yearOrCurrent } from '../lookup/lookup.service';
import { revokeUserSessions } from '../auth/auth.repository';
import { PROFILE_PICTURE_MAX_BYTES } from '../user/user.service';
import { deleteStoredFile, insertStoredFile, PROFILE_PICTURE_PURPOSE } from '../user/user.repository';
import * as repo from './employee.repository';

/**
 * Employees (issue 5 'Employees'): the record and what hangs on it (cards, addresses, picture), its status
 * and the account that goes with it, and the classes a teacher teaches. Every call is one transaction
 * sealed to the token's campus (`inTenant`); repositories filter by campus as well.
 */

const employeeNotFound = () => notFound('រកមិនឃើញបុគ្គលិកនេះទេ', 'The employee was not found');
const assignmentNotFound = () => notFound('រកមិនឃើញការចាត់តាំងថ្នាក់នេះទេ', 'The class assignment was not found');
const field = (Field: string, Message: string, MessageEn: string): TFieldMessage => ({ Field, Message, MessageEn });
const fieldError = (name: string, km: string, en: string) => badRequest(km, en, [field(name, km, en)]);

const fullName = (last: string, first: string) => `${last} ${first}`.trim();
const shiftName = (value: number) => SETUP_ENUM_ITEMS.academicTimeShift.find((i) => i.Value === value) ?? { Name: '', NameEn: '' };

/** Width of generated employee codes: E0001, E0002 … */
const CODE_WIDTH = 4;

// ---------------------------------------------------------------------------------------------------
// Wire shapes

/** A picture URL the `<img>` of the web app can show: signed, and `v` changes with the picture. */
export function personPictureUrl(deps: TAppDeps, campusId: string, fileId: string | null): string | null {
  if (!fileId) return null;
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  const link = signPictureLink(deps.config.tokenSecret, { campusId, id: fileId, v: fileId });
  return `${base}/api/actor/profile/picture?Id=${fileId}&v=${fileId}&c=${link.c}&exp=${link.exp}&sig=${link.sig}`;
}

function toListItem(deps: TAppDeps, r: repo.TEmployeeRow): TEmployeeListItem {
  const e = r.employee;
  return {
    Id: e.id,
    Code: e.code,
    FirstName: e.firstName,
    LastName: e.lastName,
    FirstNameEn: e.firstNameEn,
    LastNameEn: e.lastNameEn,
    FullName: fullName(e.lastName, e.firstName),
    FullNameEn: fullName(e.lastNameEn, e.firstNameEn),
    Gender: e.gender,
    DateOfBirth: e.dateOfBirth,
    MobilePhone: e.mobilePhone,
    Email: e.email,
    PositionId: e.positionId,
    Position: e.positionId ? { Id: e.positionId, Description: r.positionDescription ?? '', DescriptionEn: r.positionDescriptionEn ?? '' } : null,
    Status: e.status,
    Profile: personPictureUrl(deps, e.campusId, e.pictureFileId),
    MobileUserId: r.mobileUserId,
    Username: r.username,
    Version: e.version,
  };
}

async function loadEmployee(tx: TQueryable, deps: TAppDeps, campusId: string, id: string): Promise<TEmployee> {
  const row = await repo.getEmployee(tx, { campusId, id });
  if (!row) throw employeeNotFound();
  const cards = await repo.listCards(tx, { campusId, employeeIds: [id] });
  const addresses = await repo.listAddresses(tx, { campusId, employeeIds: [id] });
  return {
    ...toListItem(deps, row),
    PlaceOfBirth: row.employee.placeOfBirth,
    Nationality: row.employee.nationality,
    HireDate: row.employee.hireDate,
    StatusReason: row.employee.statusReason,
    Cards: cards.map((c) => ({
      Id: c.row.id,
      CardId: c.row.cardId,
      Card: { Id: c.row.cardId, Description: c.description, DescriptionEn: c.descriptionEn },
      CardNumber: c.row.cardNumber,
      IssueDate: c.row.issueDate,
      ExpiryDate: c.row.expiryDate,
    })),
    Addresses: addresses.map((a) => ({
      Id: a.row.id,
      ProvinceId: a.row.provinceId,
      Province: a.row.provinceId === null ? null : { Id: a.row.provinceId, Name: a.provinceName ?? '', NameEn: a.provinceNameEn ?? '' },
      Address: a.row.address,
      IsPrimary: a.row.isPrimary,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Lists and reads

async function listFilter(tx: TQueryable, campusId: string, q: TEmployeeExportQuery): Promise<repo.TEmployeeFilter> {
  const year = q.academicLevelClassifiedId ? await yearOrCurrent(tx, campusId, q.academicYearId) : undefined;
  return { campusId, status: q.status, search: q.search, levelClassifiedId: q.academicLevelClassifiedId, academicYearId: year?.id ?? null };
}

export function listEmployees(deps: TAppDeps, auth: TAuth, q: TEmployeeListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const filter = await listFilter(tx, auth.campusId, q);
    const { rows, total } = await repo.listEmployees(tx, { ...filter, limit: q.pageSize, offset: pageOffset(q) });
    return { items: rows.map((r) => toListItem(deps, r)), total };
  });
}

export const getEmployee = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => loadEmployee(tx, deps, auth.campusId, id));

export async function listPositions(deps: TAppDeps, auth: TAuth) {
  const rows = await inTenant(deps, auth, (tx) => repo.listPositions(tx, { campusId: auth.campusId }));
  return rows.map((r) => ({ Id: r.id, Description: r.description, DescriptionEn: r.descriptionEn, SortIndex: r.sortIndex }));
}

/** The employee list as a sheet: every row of the filter (no paging), Khmer text as it is. */
export async function exportEmployees(deps: TAppDeps, auth: TAuth, q: TEmployeeExportQuery): Promise<Buffer> {
  const rows = await inTenant(deps, auth, async (tx) => (await repo.listEmployees(tx, await listFilter(tx, auth.campusId, q))).rows);
  const items = rows.map((r) => toListItem(deps, r));
  return buildSheet({
    sheetName: 'បុគ្គលិក Employees',
    title: `បញ្ជីបុគ្គលិក — Employee list (${khmerDigits(items.length)} នាក់ / ${items.length})`,
    rows: items,
    columns: [
      { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_, i) => i + 1 },
      { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (e) => e.Code },
      { header: 'គោត្តនាម និងនាម', headerEn: 'Name (Khmer)', width: 26, value: (e) => e.FullName },
      { header: 'ឈ្មោះឡាតាំង', headerEn: 'Name (Latin)', width: 26, value: (e) => e.FullNameEn },
      { header: 'ភេទ', headerEn: 'Gender', width: 12, value: (e) => `${enumName(ENUM_ITEMS.gender, e.Gender)} / ${enumName(ENUM_ITEMS.gender, e.Gender, 'en')}` },
      { header: 'ថ្ងៃខែឆ្នាំកំណើត', headerEn: 'Date of birth', width: 14, value: (e) => e.DateOfBirth },
      { header: 'តួនាទី', headerEn: 'Position', width: 24, value: (e) => (e.Position ? `${e.Position.Description} / ${e.Position.DescriptionEn}` : null) },
      { header: 'ទូរស័ព្ទ', headerEn: 'Phone', width: 16, value: (e) => e.MobilePhone },
      { header: 'អ៊ីមែល', headerEn: 'Email', width: 26, value: (e) => e.Email },
      { header: 'ស្ថានភាព', headerEn: 'Status', width: 16, value: (e) => `${enumName(ENUM_ITEMS.activeStatus, e.Status)} / ${enumName(ENUM_ITEMS.activeStatus, e.Status, 'en')}` },
      { header: 'ឈ្មោះគណនី', headerEn: 'Username', width: 20, value: (e) => e.Username },
    ],
  });
}

// ---------------------------------------------------------------------------------------------------
// Create and update

type TEmployeeBody = TEmployeeCreate;

/** Checks the references of the form (position, cards, provinces, card rows of the employee); 400 with the field. */
async function checkReferences(tx: TQueryable, campusId: string, body: TEmployeeBody, existing?: { cardIds: string[]; addressIds: string[] }) {
  const errors: TFieldMessage[] = [];
  if (body.PositionId && !(await repo.positionExists(tx, { campusId, id: body.PositionId }))) {
    errors.push(field('PositionId', 'រកមិនឃើញតួនាទីនេះទេ', 'The position was not found'));
  }
  const kinds = await repo.getCardKinds(tx, { campusId, ids: [...new Set(body.Cards.map((c) => c.CardId))] });
  const seen = new Set<string>();
  body.Cards.forEach((c, i) => {
    const kind = kinds.find((k) => k.id === c.CardId);
    if (!kind) errors.push(field(`Cards.${i}.CardId`, 'រកមិនឃើញកាតនេះទេ', 'The card was not found'));
    else if (kind.actorType !== CARD_ACTOR_TYPE.EMPLOYEE) errors.push(field(`Cards.${i}.CardId`, 'កាតនេះមិនមែនសម្រាប់បុគ្គលិកទេ', 'This card is not an employee card'));
    if (seen.has(c.CardId)) errors.push(field(`Cards.${i}.CardId`, 'កាតនេះមានក្នុងបញ្ជីរួចហើយ', 'This card is in the list twice'));
    seen.add(c.CardId);
    if (c.Id && !existing?.cardIds.includes(c.Id)) errors.push(field(`Cards.${i}.Id`, 'កាតនេះមិនមែនជារបស់បុគ្គលិកនេះទេ', 'This card row is not one of the employee'));
  });
  const provinces = new Set((await repo.provinceIds(tx, { ids: body.Addresses.flatMap((a) => (a.ProvinceId ? [a.ProvinceId] : [])) })).map((p) => p.id));
  body.Addresses.forEach((a, i) => {
    if (a.ProvinceId && !provinces.has(a.ProvinceId)) errors.push(field(`Addresses.${i}.ProvinceId`, 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found'));
    if (a.Id && !existing?.addressIds.includes(a.Id)) errors.push(field(`Addresses.${i}.Id`, 'អាសយដ្ឋាននេះមិនមែនជារបស់បុគ្គលិកនេះទេ', 'This address is not one of the employee'));
  });
  if (errors.length) throw badRequest('ទិន្នន័យមិនត្រឹមត្រូវ', 'The data sent is not valid', errors);
}

const personValues = (body: TEmployeeBody) => ({
  firstName: body.FirstName,
  lastName: body.LastName,
  firstNameEn: body.FirstNameEn,
  lastNameEn: body.LastNameEn,
  gender: body.Gender,
  dateOfBirth: body.DateOfBirth ?? null,
  placeOfBirth: body.PlaceOfBirth ?? null,
  nationality: body.Nationality ?? null,
  mobilePhone: body.MobilePhone ?? null,
  email: body.Email ?? null,
  positionId: body.PositionId ?? null,
  hireDate: body.HireDate ?? null,
});

const cardValues = (c: TEmployeeBody['Cards'][number]): repo.TCardValues => ({
  cardId: c.CardId,
  cardNumber: c.CardNumber ?? null,
  issueDate: c.IssueDate ?? null,
  expiryDate: c.ExpiryDate ?? null,
});
const addressValues = (a: TEmployeeBody['Addresses'][number]): repo.TAddressValues => ({ provinceId: a.ProvinceId ?? null, address: a.Address, isPrimary: a.IsPrimary });

/** Replaces the cards and addresses with the lists sent: rows with an Id are saved, new ones added, the rest removed. */
async function saveCardsAndAddresses(tx: TQueryable, campusId: string, employeeId: string, body: TEmployeeBody) {
  await repo.deleteCardsExcept(tx, { campusId, employeeId, keep: body.Cards.flatMap((c) => (c.Id ? [c.Id] : [])) });
  for (const c of body.Cards.filter((x) => x.Id)) await repo.updateCard(tx, { campusId, employeeId, id: c.Id!, values: cardValues(c) });
  await repo.insertCards(tx, { campusId, employeeId, rows: body.Cards.filter((c) => !c.Id).map(cardValues) });
  await repo.deleteAddressesExcept(tx, { campusId, employeeId, keep: body.Addresses.flatMap((a) => (a.Id ? [a.Id] : [])) });
  for (const a of body.Addresses.filter((x) => x.Id)) await repo.updateAddress(tx, { campusId, employeeId, id: a.Id!, values: addressValues(a) });
  await repo.insertAddresses(tx, { campusId, employeeId, rows: body.Addresses.filter((a) => !a.Id).map(addressValues) });
}

/** The next free generated codes (E0001 …) of the campus. */
export async function nextEmployeeCodes(tx: TQueryable, campusId: string, count: number, reserved: ReadonlySet<string> = new Set()): Promise<string[]> {
  let n = await repo.maxGeneratedCode(tx, { campusId });
  const codes: string[] = [];
  while (codes.length < count) {
    n += 1;
    const code = `E${String(n).padStart(CODE_WIDTH, '0')}`;
    if (!reserved.has(code.toUpperCase())) codes.push(code);
  }
  return codes;
}

type TStagedPicture = { id: string; key: string; data: Buffer; contentType: string; extension: string };

/** A new picture's bytes are written before the transaction (and removed again if it fails). */
async function stagePicture(deps: TAppDeps, campusId: string, body: TEmployeeBody): Promise<TStagedPicture | undefined> {
  if (!body.Profile) return undefined;
  const picture = checkImageUpload(body.Profile, { maxBytes: Math.min(PROFILE_PICTURE_MAX_BYTES, deps.config.maxUploadBytes) });
  const id = newId();
  const key = `${campusId}/${PROFILE_PICTURE_PURPOSE}/${id}`;
  await deps.storage.put(key, picture.data);
  return { id, key, ...picture };
}

async function savePictureRow(tx: TQueryable, campusId: string, picture: TStagedPicture) {
  await insertStoredFile(tx, {
    campusId,
    id: picture.id,
    purpose: PROFILE_PICTURE_PURPOSE,
    fileName: `employee${picture.extension}`,
    contentType: picture.contentType,
    size: picture.data.length,
    storageKey: picture.key,
    sha256: crypto.createHash('sha256').update(picture.data).digest('hex'),
  });
}

const isCodeViolation = (error: unknown) => isUniqueViolation(error, 'employee_code_key');

export async function createEmployee(deps: TAppDeps, auth: TAuth, body: TEmployeeCreate): Promise<TEmployee> {
  const campusId = auth.campusId;
  const picture = await stagePicture(deps, campusId, body);
  try {
    return await inTenant(deps, auth, async (tx) => {
      await checkReferences(tx, campusId, body);
      const code = body.Code ?? (await nextEmployeeCodes(tx, campusId, 1))[0]!;
      if (await repo.findEmployeeByCode(tx, { campusId, code })) throw codeTaken(code);
      if (picture) await savePictureRow(tx, campusId, picture);
      let id: string;
      try {
        id = await repo.insertEmployee(tx, { campusId, values: { code, ...personValues(body), pictureFileId: picture?.id ?? null } });
      } catch (error) {
        if (isCodeViolation(error)) throw codeTaken(code);
        throw error;
      }
      await saveCardsAndAddresses(tx, campusId, id, body);
      return loadEmployee(tx, deps, campusId, id);
    });
  } catch (error) {
    if (picture) await deps.storage.remove(picture.key).catch(() => undefined);
    throw error;
  }
}

export async function updateEmployee(deps: TAppDeps, auth: TAuth, body: TEmployeeUpdate): Promise<TEmployee> {
  const campusId = auth.campusId;
  const picture = await stagePicture(deps, campusId, body);
  let replacedKey: string | undefined;
  try {
    const saved = await inTenant(deps, auth, async (tx) => {
      const current = await repo.getEmployee(tx, { campusId, id: body.Id });
      if (!current) throw employeeNotFound();
      if (current.employee.version !== body.Version) throw stale();
      const cards = await repo.listCards(tx, { campusId, employeeIds: [body.Id] });
      const addresses = await repo.listAddresses(tx, { campusId, employeeIds: [body.Id] });
      await checkReferences(tx, campusId, body, { cardIds: cards.map((c) => c.row.id), addressIds: addresses.map((a) => a.row.id) });
      const code = body.Code ?? current.employee.code;
      const sameCode = await repo.findEmployeeByCode(tx, { campusId, code });
      if (sameCode && sameCode.id !== body.Id) throw codeTaken(code);
      let pictureFileId = current.employee.pictureFileId;
      if (picture) {
        await savePictureRow(tx, campusId, picture);
        pictureFileId = picture.id;
      } else if (body.RemoveProfile) {
        pictureFileId = null;
      }
      try {
        const ok = await repo.updateEmployee(tx, { campusId, id: body.Id, version: body.Version, values: { code, ...personValues(body), pictureFileId } });
        if (!ok) throw stale();
      } catch (error) {
        if (isCodeViolation(error)) throw codeTaken(code);
        throw error;
      }
      if (current.employee.pictureFileId && current.employee.pictureFileId !== pictureFileId) {
        replacedKey = await deleteStoredFile(tx, { campusId, id: current.employee.pictureFileId });
      }
      await saveCardsAndAddresses(tx, campusId, body.Id, body);
      const position = body.PositionId ? await repo.positionExists(tx, { campusId, id: body.PositionId }) : undefined;
      await repo.syncAccountNames(tx, {
        campusId,
        employeeId: body.Id,
        values: {
          firstName: body.FirstName,
          lastName: body.LastName,
          firstNameEn: body.FirstNameEn,
          lastNameEn: body.LastNameEn,
          gender: body.Gender,
          position: position?.description ?? null,
          positionEn: position?.descriptionEn ?? null,
        },
      });
      return loadEmployee(tx, deps, campusId, body.Id);
    });
    // Best effort after the commit: an orphaned object costs space, not correctness.
    if (replacedKey) await deps.storage.remove(replacedKey).catch(() => undefined);
    return saved;
  } catch (error) {
    if (picture) await deps.storage.remove(picture.key).catch(() => undefined);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Status

/**
 * Deactivation (status 1) disables the employee's account and ends all its sessions in the same
 * transaction, so the next request with its token is refused (the auth plugin checks is_active) and its
 * refresh token no longer works. Activation enables the account again.
 */
export async function setEmployeeStatus(deps: TAppDeps, auth: TAuth, q: { employeeId: string; version?: number; reason?: string }, active: boolean): Promise<TEmployee> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const current = await repo.getEmployee(tx, { campusId, id: q.employeeId });
    if (!current) throw employeeNotFound();
    if (q.version !== undefined && q.version !== current.employee.version) throw stale();
    if (!active && auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId === q.employeeId) {
      throw badRequest('អ្នកមិនអាចបិទដំណើរការគណនីខ្លួនឯងបានទេ', 'You cannot deactivate your own employee record');
    }
    const status = active ? 0 : 1;
    if (current.employee.status !== status) {
      const ok = await repo.updateEmployee(tx, {
        campusId,
        id: q.employeeId,
        version: current.employee.version,
        values: { status, statusReason: active ? null : (q.reason ?? null) },
      });
      if (!ok) throw stale();
    }
    await repo.setAccountsActive(tx, { campusId, employeeId: q.employeeId, isActive: active });
    if (!active) {
      for (const account of await repo.accountsOfEmployee(tx, { campusId, employeeId: q.employeeId })) {
        await revokeUserSessions(tx, { campusId, userId: account.id, reason: 'employee-deactivated' });
      }
    }
    return loadEmployee(tx, deps, campusId, q.employeeId);
  });
}

// ---------------------------------------------------------------------------------------------------
// Class assignments and subjects

const toSubject = (s: repo.TTeachingSubjectRow): TTeachingSubject => ({
  Id: s.row.id,
  CourseLevelSubjectId: s.row.courseLevelSubjectId,
  SubjectId: s.subjectId,
  Description: s.description,
  DescriptionEn: s.descriptionEn,
  Version: s.row.version,
});

function toAssignment(r: repo.TAssignmentRow, subjects: repo.TTeachingSubjectRow[]): TEmployeeAcademicClass {
  const shift = shiftName(r.eac.academicTimeShift);
  return {
    Id: r.eac.id,
    EmployeeId: r.eac.employeeId,
    AcademicYearId: r.eac.academicYearId,
    AcademicYear: { Id: r.eac.academicYearId, Description: r.yearDescription, DescriptionEn: r.yearDescriptionEn },
    AcademicClassId: r.eac.academicClassId,
    AcademicClass: { Id: r.eac.academicClassId, Code: r.classCode, Description: r.classDescription, DescriptionEn: r.classDescriptionEn },
    CourseLevelId: r.courseLevelId,
    CourseLevel: { Id: r.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
    IsMain: r.eac.isMain,
    IsReserve: r.eac.isReserve,
    AcademicTimeShift: r.eac.academicTimeShift,
    AcademicTimeShiftName: shift.Name,
    AcademicTimeShiftNameEn: shift.NameEn,
    Subjects: subjects.filter((s) => s.row.employeeAcademicClassId === r.eac.id).map(toSubject),
    Version: r.eac.version,
  };
}

async function loadAssignments(tx: TQueryable, campusId: string, f: Parameters<typeof repo.listAssignments>[1]) {
  const rows = await repo.listAssignments(tx, f);
  const subjects = await repo.listTeachingSubjects(tx, { campusId, assignmentIds: rows.map((r) => r.eac.id) });
  return { rows, subjects, items: rows.map((r) => toAssignment(r, subjects)) };
}

async function loadAssignment(tx: TQueryable, campusId: string, id: string) {
  const { items } = await loadAssignments(tx, campusId, { campusId, ids: [id] });
  if (!items[0]) throw assignmentNotFound();
  return items[0];
}

export function listEmployeeAssignments(deps: TAppDeps, auth: TAuth, q: { id: string; academicYearId?: string }) {
  return inTenant(deps, auth, async (tx) => {
    if (!(await repo.getEmployee(tx, { campusId: auth.campusId, id: q.id }))) throw employeeNotFound();
    return (await loadAssignments(tx, auth.campusId, { campusId: auth.campusId, employeeId: q.id, academicYearId: q.academicYearId })).items;
  });
}

const teacherName = (t: { lastName: string; firstName: string; lastNameEn: string; firstNameEn: string }) => ({
  km: fullName(t.lastName, t.firstName),
  en: fullName(t.lastNameEn, t.firstNameEn),
});

/** One main teacher per class: another main (not reserve) assignment of the class is refused with 409. */
async function assertMainFree(tx: TQueryable, campusId: string, academicClassId: string, exceptId?: string) {
  const main = await repo.findMainTeacher(tx, { campusId, academicClassId, exceptId });
  if (main) {
    const name = teacherName(main);
    throw conflict(`ថ្នាក់នេះមានគ្រូបន្ទុកថ្នាក់រួចហើយ (${name.km})`, `This class already has a main teacher (${name.en})`);
  }
}

/** The subjects must be of the class's grade in the class's year; 400 naming the field otherwise. */
async function assertClassSubjects(tx: TQueryable, campusId: string, cls: { academicYearId: string; courseLevelId: string }, ids: string[], fieldName: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await repo.listGradeSubjects(tx, { campusId, academicYearId: cls.academicYearId, courseLevelId: cls.courseLevelId, ids: unique });
  if (found.length !== unique.length) {
    throw fieldError(fieldName, 'មុខវិជ្ជានេះមិនមែនជាមុខវិជ្ជានៃថ្នាក់ទីរបស់ថ្នាក់នេះក្នុងឆ្នាំសិក្សានេះទេ', "A subject is not one of the class's grade in its academic year");
  }
  return unique;
}

/** A subject of a class has one (not reserve) teacher: 409 naming who teaches it already. */
async function assertSubjectsFree(tx: TQueryable, campusId: string, p: { academicClassId: string; assignmentId: string; isReserve: boolean; ids: string[] }) {
  if (p.isReserve || p.ids.length === 0) return;
  const taken = await repo.otherTeachersOfSubjects(tx, { campusId, academicClassId: p.academicClassId, courseLevelSubjectIds: p.ids, exceptAssignmentId: p.assignmentId });
  if (taken[0]) {
    const name = teacherName(taken[0]);
    throw conflict(
      `មុខវិជ្ជា «${taken[0].subjectDescription}» នៃថ្នាក់នេះមានគ្រូបង្រៀនរួចហើយ (${name.km})`,
      `The subject "${taken[0].subjectDescriptionEn}" of this class already has a teacher (${name.en})`,
    );
  }
}

async function requireClass(tx: TQueryable, campusId: string, id: string) {
  const cls = await repo.getClass(tx, { campusId, id });
  if (!cls) throw fieldError('AcademicClassId', 'រកមិនឃើញថ្នាក់សិក្សានេះទេ', 'The class was not found');
  return cls;
}

export function createAssignment(deps: TAppDeps, auth: TAuth, body: TEmployeeAcademicClassCreate) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const emp = await repo.getEmployee(tx, { campusId, id: body.EmployeeId });
    if (!emp) throw missingReference('បុគ្គលិក', 'employee');
    if (emp.employee.status !== 0) throw fieldError('EmployeeId', 'បុគ្គលិកនេះអសកម្ម', 'This employee is inactive');
    const cls = await requireClass(tx, campusId, body.AcademicClassId);
    if (await repo.findAssignment(tx, { campusId, employeeId: body.EmployeeId, academicClassId: cls.id })) {
      throw conflict('បុគ្គលិកនេះបង្រៀនថ្នាក់នេះរួចហើយ', 'This employee already teaches this class');
    }
    if (body.IsMain && !body.IsReserve) await assertMainFree(tx, campusId, cls.id);
    const subjects = await assertClassSubjects(tx, campusId, cls, body.CourseLevelSubjectIds, 'CourseLevelSubjectIds');
    const id = await repo.insertAssignment(tx, {
      campusId,
      employeeId: body.EmployeeId,
      values: {
        academicYearId: cls.academicYearId,
        academicClassId: cls.id,
        isMain: body.IsMain,
        isReserve: body.IsReserve,
        academicTimeShift: body.AcademicTimeShift ?? cls.academicTimeShift,
      },
    });
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: id, isReserve: body.IsReserve, ids: subjects });
    await repo.insertTeachingSubjects(tx, { campusId, assignmentId: id, courseLevelSubjectIds: subjects });
    return loadAssignment(tx, campusId, id);
  });
}

export function updateAssignment(deps: TAppDeps, auth: TAuth, body: TEmployeeAcademicClassUpdate) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const current = await repo.getAssignment(tx, { campusId, id: body.Id });
    if (!current) throw assignmentNotFound();
    if (current.version !== body.Version) throw stale();
    const cls = await requireClass(tx, campusId, body.AcademicClassId);
    if (await repo.findAssignment(tx, { campusId, employeeId: current.employeeId, academicClassId: cls.id, exceptId: body.Id })) {
      throw conflict('បុគ្គលិកនេះបង្រៀនថ្នាក់នេះរួចហើយ', 'This employee already teaches this class');
    }
    if (body.IsMain && !body.IsReserve) await assertMainFree(tx, campusId, cls.id, body.Id);
    const existing = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [body.Id] })).map((s) => s.row.courseLevelSubjectId);
    const subjects = await assertClassSubjects(tx, campusId, cls, body.CourseLevelSubjectIds ?? existing, body.CourseLevelSubjectIds ? 'CourseLevelSubjectIds' : 'AcademicClassId');
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: body.Id, isReserve: body.IsReserve, ids: subjects });
    await updateVersioned(tx, employeeAcademicClass, { campusId, id: body.Id, version: body.Version }, {
      academicYearId: cls.academicYearId,
      academicClassId: cls.id,
      isMain: body.IsMain,
      isReserve: body.IsReserve,
      academicTimeShift: body.AcademicTimeShift ?? cls.academicTimeShift,
    });
    await repo.deleteTeachingSubjects(tx, { campusId, assignmentId: body.Id, exceptCourseLevelSubjectIds: subjects });
    await repo.insertTeachingSubjects(tx, { campusId, assignmentId: body.Id, courseLevelSubjectIds: subjects.filter((s) => !existing.includes(s)) });
    return loadAssignment(tx, campusId, body.Id);
  });
}

export async function deleteAssignment(deps: TAppDeps, auth: TAuth, id: string) {
  await inTenant(deps, auth, async (tx) => {
    if (!(await repo.deleteAssignment(tx, { campusId: auth.campusId, id }))) throw assignmentNotFound();
  });
}

export function addTeachingSubjects(deps: TAppDeps, auth: TAuth, body: TTeachingSubjectCreate) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const assignment = await repo.getAssignment(tx, { campusId, id: body.EmployeeAcademicClassId });
    if (!assignment) throw missingReference('ការចាត់តាំងថ្នាក់', 'class assignment');
    const cls = (await repo.getClass(tx, { campusId, id: assignment.academicClassId }))!;
    const wanted = [...(body.CourseLevelSubjectId ? [body.CourseLevelSubjectId] : []), ...body.CourseLevelSubjectIds];
    const ids = await assertClassSubjects(tx, campusId, cls, wanted, body.CourseLevelSubjectId ? 'CourseLevelSubjectId' : 'CourseLevelSubjectIds');
    const existing = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [assignment.id] })).map((s) => s.row.courseLevelSubjectId);
    if (ids.some((id) => existing.includes(id))) throw conflict('គ្រូនេះបង្រៀនមុខវិជ្ជានេះក្នុងថ្នាក់នេះរួចហើយ', 'The teacher already teaches this subject in this class');
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: assignment.id, isReserve: assignment.isReserve, ids });
    await repo.insertTeachingSubjects(tx, { campusId, assignmentId: assignment.id, courseLevelSubjectIds: ids });
    return loadAssignment(tx, campusId, assignment.id);
  });
}

export function updateTeachingSubject(deps: TAppDeps, auth: TAuth, body: TTeachingSubjectUpdate): Promise<TTeachingSubject> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const current = await repo.getTeachingSubject(tx, { campusId, id: body.Id });
    if (!current) throw notFound('រកមិនឃើញមុខវិជ្ជាបង្រៀននេះទេ', 'The taught subject was not found');
    if (current.version !== body.Version) throw stale();
    const assignment = (await repo.getAssignment(tx, { campusId, id: current.employeeAcademicClassId }))!;
    const cls = (await repo.getClass(tx, { campusId, id: assignment.academicClassId }))!;
    await assertClassSubjects(tx, campusId, cls, [body.CourseLevelSubjectId], 'CourseLevelSubjectId');
    const others = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [assignment.id] })).filter((s) => s.row.id !== body.Id);
    if (others.some((s) => s.row.courseLevelSubjectId === body.CourseLevelSubjectId)) {
      throw conflict('គ្រូនេះបង្រៀនមុខវិជ្ជានេះក្នុងថ្នាក់នេះរួចហើយ', 'The teacher already teaches this subject in this class');
    }
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: assignment.id, isReserve: assignment.isReserve, ids: [body.CourseLevelSubjectId] });
    if (!(await repo.updateTeachingSubject(tx, { campusId, id: body.Id, version: body.Version, courseLevelSubjectId: body.CourseLevelSubjectId }))) throw stale();
    const saved = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [assignment.id] })).find((s) => s.row.id === body.Id)!;
    return toSubject(saved);
  });
}

export async function deleteTeachingSubject(deps: TAppDeps, auth: TAuth, id: string) {
  await inTenant(deps, auth, async (tx) => {
    if (!(await repo.deleteTeachingSubject(tx, { campusId: auth.campusId, id }))) throw notFound('រកមិនឃើញមុខវិជ្ជាបង្រៀននេះទេ', 'The taught subject was not found');
  });
}

/** The subjects of a class's grade in its year, and who teaches each of them in that class. */
export function listClassSubjects(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; courseLevelId?: string }): Promise<TClassSubject[]> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const cls = await repo.getClass(tx, { campusId, id: q.academicClassId });
    if (!cls) throw notFound('រកមិនឃើញថ្នាក់សិក្សានេះទេ', 'The class was not found');
    if (q.courseLevelId && q.courseLevelId !== cls.courseLevelId) {
      throw fieldError('courseLevelId', 'ថ្នាក់នេះមិនមែនជាថ្នាក់នៃថ្នាក់ទីនេះទេ', 'The class is not a class of this grade');
    }
    const subjects = await repo.listGradeSubjects(tx, { campusId, academicYearId: cls.academicYearId, courseLevelId: cls.courseLevelId });
    const { rows, subjects: taught } = await loadAssignments(tx, campusId, { campusId, academicClassId: cls.id });
    return subjects.map((s) => ({
      Id: s.id,
      SubjectId: s.subjectId,
      SubjectGroupRootId: s.subjectGroupRootId,
      Description: s.description,
      DescriptionEn: s.descriptionEn,
      IsScoring: s.isScoring,
      ProgramType: s.programType,
      SortIndex: s.sortIndex,
      Teachers: taught
        .filter((t) => t.row.courseLevelSubjectId === s.id)
        .map((t) => rows.find((r) => r.eac.id === t.row.employeeAcademicClassId)!)
        .map((r) => ({
          EmployeeId: r.eac.employeeId,
          FullName: fullName(r.employeeLastName, r.employeeFirstName),
          FullNameEn: fullName(r.employeeLastNameEn, r.employeeFirstNameEn),
          IsReserve: r.eac.isReserve,
        })),
    }));
  });
}

// ---------------------------------------------------------------------------------------------------
// What a teacher reads about her own teaching

/** The caller's own employee record, if the account belongs to one. */
async function ownEmployeeId(tx: TQueryable, auth: TAuth): Promise<string | undefined> {
  if (auth.actorType !== ACTOR_TYPE.EMPLOYEE || !auth.actorId) return undefined;
  return repo.findEmployeeIdOfUser(tx, { campusId: auth.campusId, userId: auth.userId });
}

/**
 * The employee a teaching call is about: `id` when given (her own, or anyone's with VIEW_NAV_EMPLOYEE),
 * else the caller's own record (undefined when the account has none).
 */
async function teachingSubjectOf(tx: TQueryable, auth: TAuth, id: string | undefined): Promise<string | undefined> {
  const own = await ownEmployeeId(tx, auth);
  if (!id) return own;
  if (id !== own && !auth.permissions.has('VIEW_NAV_EMPLOYEE')) throw forbidden();
  if (!(await repo.getEmployee(tx, { campusId: auth.campusId, id }))) throw employeeNotFound();
  return id;
}

export function isMainTeacher(deps: TAppDeps, auth: TAuth, academicClassId: string): Promise<boolean> {
  return inTenant(deps, auth, async (tx) => {
    const own = await ownEmployeeId(tx, auth);
    if (!own) return false;
    const rows = await repo.listAssignments(tx, { campusId: auth.campusId, employeeId: own, academicClassId, activeOnly: true });
    return rows.some((r) => r.eac.isMain && !r.eac.isReserve);
  });
}

export function listTeachingClasses(deps: TAppDeps, auth: TAuth, q: { id?: string; academicYearId?: string }): Promise<TEmployeeAcademicClass[]> {
  return inTenant(deps, auth, async (tx) => {
    const employeeId = await teachingSubjectOf(tx, auth, q.id);
    if (!employeeId) return [];
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    return (await loadAssignments(tx, auth.campusId, { campusId: auth.campusId, employeeId, academicYearId: year?.id ?? null })).items;
  });
}

/**
 * A teacher's week. The class routines (which subject in which period of which day) do not exist yet
 * (schedule area, `/api/routine`); until they do, the week is built from what is recorded: each study day
 * of a class's level lists the classes she teaches with the subjects she teaches there and the periods of
 * the class's time shift. Nothing is invented: a day with no class is left out.
 */
export function getSchedule(deps: TAppDeps, auth: TAuth, q: { id?: string; academicYearId?: string }): Promise<TEmployeeSchedule> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const employeeId = await teachingSubjectOf(tx, auth, q.id);
    if (!employeeId) throw employeeNotFound();
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    if (!year) return { EmployeeId: employeeId, AcademicYearId: null, Days: [] };
    const { rows, items } = await loadAssignments(tx, campusId, { campusId, employeeId, academicYearId: year.id });
    const periods = await repo.listPeriods(tx, { campusId, levelClassifiedIds: [...new Set(rows.map((r) => r.levelClassifiedId))] });
    const days: TEmployeeSchedule['Days'] = [];
    for (let day = 1; day <= 7; day++) {
      const classes = rows
        .map((r, i) => ({ r, item: items[i]! }))
        .filter(({ r }) => r.studyDays.includes(day))
        .map(({ r, item }) => ({
          EmployeeAcademicClassId: item.Id,
          AcademicClassId: item.AcademicClassId,
          AcademicClass: item.AcademicClass,
          IsMain: item.IsMain,
          IsReserve: item.IsReserve,
          AcademicTimeShift: item.AcademicTimeShift,
          AcademicTimeShiftName: item.AcademicTimeShiftName,
          AcademicTimeShiftNameEn: item.AcademicTimeShiftNameEn,
          Subjects: item.Subjects,
          Periods: periods
            .filter((p) => p.levelClassifiedId === r.levelClassifiedId && (r.eac.academicTimeShift === ACADEMIC_TIME_SHIFT.FULL_DAY || p.academicTimeShift === r.eac.academicTimeShift))
            .map((p) => ({ Id: p.id, From: p.fromTime.slice(0, 5), To: p.toTime.slice(0, 5), Description: p.description, DescriptionEn: p.descriptionEn })),
        }));
      if (classes.length === 0) continue;
      const [Name, NameEn] = DAY_NAMES[day]!;
      days.push({ Day: day, Name, NameEn, Classes: classes });
    }
    return { EmployeeId: employeeId, AcademicYearId: year.id, Days: days };
  });
}

/** The teachers of a year with their codes, classes and subjects (designed `GET /api/employee/academic-code`). */
export function listAcademicCodes(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }): Promise<TEmployeeAcademicCode[]> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    if (!year) return [];
    const { rows, items } = await loadAssignments(tx, campusId, { campusId, academicYearId: year.id, activeOnly: true });
    const employees = await repo.getEmployeesByIds(tx, { campusId, ids: [...new Set(rows.map((r) => r.eac.employeeId))] });
    employees.sort((a, b) => a.employee.code.localeCompare(b.employee.code, 'en', { numeric: true }));
    return employees.map((e) => ({
      EmployeeId: e.employee.id,
      Code: e.employee.code,
      FullName: fullName(e.employee.lastName, e.employee.firstName),
      FullNameEn: fullName(e.employee.lastNameEn, e.employee.firstNameEn),
      Gender: e.employee.gender,
      Position: e.employee.positionId ? { Id: e.employee.positionId, Description: e.positionDescription ?? '', DescriptionEn: e.positionDescriptionEn ?? '' } : null,
      AcademicClasses: items
        .filter((a) => a.EmployeeId === e.employee.id)
        .map((a) => ({
          EmployeeAcademicClassId: a.Id,
          AcademicClassId: a.AcademicClassId,
          Code: a.AcademicClass.Code,
          Description: a.AcademicClass.Description,
          DescriptionEn: a.AcademicClass.DescriptionEn,
          IsMain: a.IsMain,
          IsReserve: a.IsReserve,
          AcademicTimeShift: a.AcademicTimeShift,
          Subjects: a.Subjects,
        })),
    }));
  });
}

