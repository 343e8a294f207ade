import crypto from 'node:crypto';
import { personFullNameWire, personNameRow } from '../../lib/person-name';
import { ACTOR_TYPE, ENUM_ITEMS, enumName } from '@school/contract';
import type { TEmployee, TEmployeeCreate, TEmployeeExportQuery, TEmployeeListItem, TEmployeeListQuery, TEmployeeUpdate } from '@school/contract';
import { CARD_ACTOR_TYPE, SETUP_ENUM_ITEMS } from '@school/contract/enum/enum.setup';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { newId } from '../../lib/ids';
import { badRequest, codeTaken, notFound, stale, type TFieldMessage } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { inTenant, inTenantRead } from '../../db/tenant';
import { checkImageUpload } from '../../lib/image-upload';
import { signPictureLink } from '../../lib/signed-url';
import { pageOffset } from '../../lib/paging';
import { XlsxWriter, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import { khmerDigits } from '../../lib/khmer';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { revokeUserSessions } from '../auth/index';
import { PROFILE_PICTURE_MAX_BYTES } from '../user/user.service';
import { deleteStoredFile, insertStoredFile, PROFILE_PICTURE_PURPOSE } from '../user/index';
import * as repo from './employee.repository';

/**
 * Employees (issue 5 'Employees'): the record and what hangs on it (cards, addresses, picture), its status
 * and the account that goes with it, and the classes a teacher teaches. Every call is one transaction
 * sealed to the token's campus (`inTenant`); repositories filter by campus as well.
 */

export const employeeNotFound = () => notFound('រកមិនឃើញបុគ្គលិកនេះទេ', 'The employee was not found');
export const assignmentNotFound = () => notFound('រកមិនឃើញការចាត់តាំងថ្នាក់នេះទេ', 'The class assignment was not found');
export const field = (Field: string, Message: string, MessageEn: string): TFieldMessage => ({ Field, Message, MessageEn });
export const fieldError = (name: string, km: string, en: string) => badRequest(km, en, [field(name, km, en)]);

export const shiftName = (value: number) => SETUP_ENUM_ITEMS.academicTimeShift.find((i) => i.Value === value) ?? { Name: '', NameEn: '' };

/** Width of generated employee codes: E0001, E0002 … */
export const CODE_WIDTH = 4;

// ---------------------------------------------------------------------------------------------------
// Wire shapes

/** A picture URL the `<img>` of the web app can show: signed, and `v` changes with the picture. */
export function personPictureUrl(deps: TAppDeps, campusId: string, fileId: string | null): string | null {
  if (!fileId) return null;
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  const link = signPictureLink(deps.config.tokenSecret, { campusId, id: fileId, v: fileId });
  return `${base}/api/actor/profile/picture?Id=${fileId}&v=${fileId}&c=${link.c}&exp=${link.exp}&sig=${link.sig}`;
}

function toListItem(deps: TAppDeps, r: repo.TEmployeeListRow): TEmployeeListItem {
  const e = r.employee;
  return {
    Id: e.id,
    Code: e.code,
    ...personFullNameWire(e),
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
  const row = await repo.getEmployeeRecord(tx, { campusId, id });
  if (!row) throw employeeNotFound();
  return {
    ...toListItem(deps, row),
    PlaceOfBirth: row.employee.placeOfBirth,
    Nationality: row.employee.nationality,
    HireDate: row.employee.hireDate,
    StatusReason: row.employee.statusReason,
    Cards: row.cards.map((c) => ({
      Id: c.id,
      CardId: c.cardId,
      Card: { Id: c.cardId, Description: c.description, DescriptionEn: c.descriptionEn },
      CardNumber: c.cardNumber,
      IssueDate: c.issueDate,
      ExpiryDate: c.expiryDate,
    })),
    Addresses: row.addresses.map((a) => ({
      Id: a.id,
      ProvinceId: a.provinceId,
      Province: a.provinceId === null ? null : { Id: a.provinceId, Name: a.provinceName ?? '', NameEn: a.provinceNameEn ?? '' },
      Address: a.address,
      IsPrimary: a.isPrimary,
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
  return inTenantRead(deps, auth, async (tx) => {
    const filter = await listFilter(tx, auth.campusId, q);
    const { rows, total } = await repo.listEmployees(tx, { ...filter, limit: q.pageSize, offset: pageOffset(q) });
    return { items: rows.map((r) => toListItem(deps, r)), total };
  });
}

export const getEmployee = (deps: TAppDeps, auth: TAuth, id: string) => inTenantRead(deps, auth, (tx) => loadEmployee(tx, deps, auth.campusId, id));

export async function listPositions(deps: TAppDeps, auth: TAuth) {
  const rows = await inTenantRead(deps, auth, (tx) => repo.listPositions(tx, { campusId: auth.campusId }));
  return rows.map((r) => ({ Id: r.id, Description: r.description, DescriptionEn: r.descriptionEn, SortIndex: r.sortIndex }));
}

/** The employee list as a sheet: every row of the filter (no paging), Khmer text as it is. */
export async function exportEmployees(deps: TAppDeps, auth: TAuth, q: TEmployeeExportQuery): Promise<Buffer> {
  const rows = await inTenantRead(deps, auth, async (tx) => (await repo.listEmployees(tx, await listFilter(tx, auth.campusId, q))).rows);
  const items = rows.map((r) => toListItem(deps, r));
  const columns: Array<TXlsxColumn<(typeof items)[number]>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_, i) => i + 1 },
    { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (e) => e.Code },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name (Khmer)', width: 26, value: (e) => e.FullName },
    { header: 'ឈ្មោះឡាតាំង', headerEn: 'Name (Latin)', width: 26, value: (e) => e.FullNameEn },
    {
      header: 'ភេទ',
      headerEn: 'Gender',
      width: 12,
      value: (e) => `${enumName(ENUM_ITEMS.gender, e.Gender)} / ${enumName(ENUM_ITEMS.gender, e.Gender, 'en')}`,
    },
    { header: 'ថ្ងៃខែឆ្នាំកំណើត', headerEn: 'Date of birth', width: 14, value: (e) => e.DateOfBirth },
    { header: 'តួនាទី', headerEn: 'Position', width: 24, value: (e) => (e.Position ? `${e.Position.Description} / ${e.Position.DescriptionEn}` : null) },
    { header: 'ទូរស័ព្ទ', headerEn: 'Phone', width: 16, value: (e) => e.MobilePhone },
    { header: 'អ៊ីមែល', headerEn: 'Email', width: 26, value: (e) => e.Email },
    {
      header: 'ស្ថានភាព',
      headerEn: 'Status',
      width: 16,
      value: (e) => `${enumName(ENUM_ITEMS.activeStatus, e.Status)} / ${enumName(ENUM_ITEMS.activeStatus, e.Status, 'en')}`,
    },
    { header: 'ឈ្មោះគណនី', headerEn: 'Username', width: 20, value: (e) => e.Username },
  ];
  const book = new XlsxWriter();
  book
    .sheet('បុគ្គលិក Employees')
    .heading([{ text: `បញ្ជីបុគ្គលិក — Employee list (${khmerDigits(items.length)} នាក់ / ${items.length})`, size: 13 }], columns.length)
    .table(columns, items, { freeze: true });
  return book.toBuffer();
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
    else if (kind.actorType !== CARD_ACTOR_TYPE.EMPLOYEE)
      errors.push(field(`Cards.${i}.CardId`, 'កាតនេះមិនមែនសម្រាប់បុគ្គលិកទេ', 'This card is not an employee card'));
    if (seen.has(c.CardId)) errors.push(field(`Cards.${i}.CardId`, 'កាតនេះមានក្នុងបញ្ជីរួចហើយ', 'This card is in the list twice'));
    seen.add(c.CardId);
    if (c.Id && !existing?.cardIds.includes(c.Id))
      errors.push(field(`Cards.${i}.Id`, 'កាតនេះមិនមែនជារបស់បុគ្គលិកនេះទេ', 'This card row is not one of the employee'));
  });
  const provinces = new Set((await repo.provinceIds(tx, { ids: body.Addresses.flatMap((a) => (a.ProvinceId ? [a.ProvinceId] : [])) })).map((p) => p.id));
  body.Addresses.forEach((a, i) => {
    if (a.ProvinceId && !provinces.has(a.ProvinceId)) errors.push(field(`Addresses.${i}.ProvinceId`, 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found'));
    if (a.Id && !existing?.addressIds.includes(a.Id))
      errors.push(field(`Addresses.${i}.Id`, 'អាសយដ្ឋាននេះមិនមែនជារបស់បុគ្គលិកនេះទេ', 'This address is not one of the employee'));
  });
  if (errors.length) throw badRequest('ទិន្នន័យមិនត្រឹមត្រូវ', 'The data sent is not valid', errors);
}

const personValues = (body: TEmployeeBody) => ({
  ...personNameRow(body),
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
const addressValues = (a: TEmployeeBody['Addresses'][number]): repo.TAddressValues => ({
  provinceId: a.ProvinceId ?? null,
  address: a.Address,
  isPrimary: a.IsPrimary,
});

/** Replaces the cards and addresses with the lists sent: rows with an Id are saved, new ones added, the rest removed. */
async function saveCardsAndAddresses(tx: TQueryable, campusId: string, employeeId: string, body: TEmployeeBody) {
  await repo.employeeCards.sync(tx, { campusId, ownerId: employeeId, rows: body.Cards.map((c) => ({ id: c.Id, values: cardValues(c) })) });
  await repo.employeeAddresses.sync(tx, { campusId, ownerId: employeeId, rows: body.Addresses.map((a) => ({ id: a.Id, values: addressValues(a) })) });
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
          ...personNameRow(body),
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
export async function setEmployeeStatus(
  deps: TAppDeps,
  auth: TAuth,
  q: { employeeId: string; version?: number; reason?: string },
  active: boolean,
): Promise<TEmployee> {
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
