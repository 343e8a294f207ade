import crypto from 'node:crypto';
import { fullName, personFullNameWire } from '../../lib/person-name';
import { ACCOUNT_ACTOR_TYPE, ACTOR_TYPE, ENUM_ITEMS, MOBILE_ACTOR_TYPE, enumName } from '@school/contract';
import type {
  TActorSearchRequest,
  TActorSearchResult,
  TCreatedMobileUser,
  TEmployeeMobileUser,
  TEmployeeMobileUserQuery,
  TGenerateMobileUsers,
  TClassGuardianStudent,
  TMobileUser,
  TMobileUserCreate,
  TMobileUserListQuery,
  TMobileUserReset,
  TMobileUserStatus,
} from '@school/contract';
import { GENERATED_ACCOUNTS_PATH } from '@school/contract/mobile-account/mobile-account.routes';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { newId } from '../../lib/ids';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { inTenant } from '../../db/tenant';
import { hashPassword, randomPassword } from '../../lib/password';
import { pageOffset } from '../../lib/paging';
import { XLSX_CONTENT_TYPE, XlsxWriter, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { deleteStoredFile, readStoredFile, removeStoredBytes } from '../file/file.service';
import { insertStoredFile } from '../file/index';
import { studentClassesForTeacher, CAMPUS_STUDENT_KEYS } from '../access/access.service';
import * as employeeModule from '../employee/index';
import * as repo from './mobile-account.repository';
import { revokeUserSessions } from '../auth/index';

/**
 * Accounts of students, guardians and employees (issue 5 'Accounts'). An account gets the default role of
 * its mobile actor type, the names of its person, a username unique in the campus (the student's code;
 * `firstname.lastname` romanised, with a number when taken, for guardians and employees) and a random
 * first password that must be changed at first sign-in. Passwords are hashed outside the transaction that
 * inserts the accounts (scrypt is slow on purpose), and a generation inserts all of its accounts or none.
 */

/** How long a generated sheet waits for its download. */
export const GENERATED_SHEET_MINUTES = 60;
const SHEET_PURPOSE = 'generated-accounts';

const ACCOUNT_TO_ACTOR: Record<number, number> = {
  [ACCOUNT_ACTOR_TYPE.STUDENT]: ACTOR_TYPE.STUDENT,
  [ACCOUNT_ACTOR_TYPE.GUARDIAN]: ACTOR_TYPE.GUARDIAN,
  [ACCOUNT_ACTOR_TYPE.EMPLOYEE]: ACTOR_TYPE.EMPLOYEE,
};
const ACTOR_TO_ACCOUNT: Record<number, number> = Object.fromEntries(Object.entries(ACCOUNT_TO_ACTOR).map(([k, v]) => [v, Number(k)]));

const isSchoolAdmin = (auth: TAuth) => auth.mobileActorType === MOBILE_ACTOR_TYPE.SCHOOL_ADMIN;
const staffOnlyByAdmin = () =>
  new AppError('FORBIDDEN', {
    km: 'មានតែអ្នកគ្រប់គ្រងសាលាប៉ុណ្ណោះ ដែលអាចបង្កើតគណនីសម្រាប់បុគ្គលិកបាន',
    en: 'Only the school administrator can make accounts for staff',
  });

// ---------------------------------------------------------------------------------------------------
// Usernames

/** Lower-case Latin letters and digits of a name (accents dropped); '' when nothing Latin is left. */
export function romanise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The username an account of this person would like: the student's code, else firstname.lastname. */
export function baseUsername(person: repo.TPerson, actorType: number): string {
  if (actorType === ACTOR_TYPE.STUDENT && person.code) {
    const code = person.code.toLowerCase().replace(/[^a-z0-9._-]/g, '');
    if (code) return code;
  }
  const parts = [romanise(person.firstNameEn), romanise(person.lastNameEn)].filter(Boolean);
  if (parts.length) return parts.join('.').slice(0, 60);
  return actorType === ACTOR_TYPE.GUARDIAN ? 'guardian' : actorType === ACTOR_TYPE.STUDENT ? 'student' : 'staff';
}

/** Free usernames for bases, in order: the base itself, then base2, base3 … (case-insensitive, per campus). */
async function pickUsernames(tx: TQueryable, campusId: string, bases: string[]): Promise<string[]> {
  const taken = await repo.usernamesLike(tx, { campusId, prefixes: [...new Set(bases)] });
  return bases.map((base) => {
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  });
}

// ---------------------------------------------------------------------------------------------------
// Wire shapes

function toMobileUser(r: repo.TAccountRow): TMobileUser {
  return {
    Id: r.id,
    Username: r.username,
    ActorType: r.actorType === null ? null : (ACTOR_TO_ACCOUNT[r.actorType] ?? null),
    ActorId: r.actorId,
    Code: r.code,
    FullName: fullName(r.lastName, r.firstName),
    FullNameEn: fullName(r.lastNameEn, r.firstNameEn),
    Gender: r.gender,
    MobileActorType: r.mobileActorType,
    Role: { Id: r.roleId, Name: r.roleName, NameEn: r.roleNameEn },
    IsActive: r.isActive,
    MustChangePassword: r.mustChangePassword,
    LastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    CreatedAt: r.createdAt.toISOString(),
  };
}

const accountRef = (a: repo.TAccountRef | undefined) => (a ? { MobileUserId: a.id, Username: a.username, IsActive: a.isActive } : null);

// ---------------------------------------------------------------------------------------------------
// Lists

export function listAccounts(deps: TAppDeps, auth: TAuth, q: TMobileUserListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const { rows, total } = await repo.listAccounts(tx, {
      campusId: auth.campusId,
      actorType: q.actorType === undefined ? undefined : ACCOUNT_TO_ACTOR[q.actorType],
      search: q.search,
      academicClassId: q.academicClassId,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return { items: rows.map(toMobileUser), total };
  });
}

export function listEmployeeAccounts(deps: TAppDeps, auth: TAuth, q: TEmployeeMobileUserQuery) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const { rows, total } = await employeeModule.listEmployeesIn(tx, {
      campusId,
      status: q.status,
      search: q.search,
      hasAccount: q.hasAccount,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    const accounts = await repo.accountsOf(tx, { campusId, actorType: ACTOR_TYPE.EMPLOYEE, actorIds: rows.map((r) => r.employee.id) });
    const items: TEmployeeMobileUser[] = rows.map((r) => {
      const account = accounts.find((a) => a.actorId === r.employee.id);
      return {
        EmployeeId: r.employee.id,
        Code: r.employee.code,
        FullName: fullName(r.employee.lastName, r.employee.firstName),
        FullNameEn: fullName(r.employee.lastNameEn, r.employee.firstNameEn),
        Gender: r.employee.gender,
        Position: r.employee.positionId
          ? { Id: r.employee.positionId, Description: r.positionDescription ?? '', DescriptionEn: r.positionDescriptionEn ?? '' }
          : null,
        Status: r.employee.status,
        Account: account
          ? {
              ...accountRef(account)!,
              MobileActorType: account.mobileActorType,
              MustChangePassword: account.mustChangePassword,
              LastSignInAt: account.lastSignInAt?.toISOString() ?? null,
            }
          : null,
      };
    });
    return { items, total };
  });
}

/** A class's students, their guardians, and everybody's account. */
export function listGuardianStudents(deps: TAppDeps, auth: TAuth, academicClassId: string): Promise<TClassGuardianStudent[]> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    if (!(await repo.getClass(tx, { campusId, id: academicClassId }))) throw notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
    const studentIds = await repo.studentIdsOfClass(tx, { campusId, academicClassId });
    const students = await repo.getStudentPersons(tx, { campusId, ids: studentIds });
    const links = await repo.guardianLinks(tx, { campusId, studentIds });
    const guardianIds = [...new Set(links.map((l) => l.guardianId))];
    const guardians = await repo.getGuardianPersons(tx, { campusId, ids: guardianIds });
    const studentAccounts = await repo.accountsOf(tx, { campusId, actorType: ACTOR_TYPE.STUDENT, actorIds: studentIds });
    const guardianAccounts = await repo.accountsOf(tx, { campusId, actorType: ACTOR_TYPE.GUARDIAN, actorIds: guardianIds });
    return studentIds.map((id) => {
      const s = students.find((x) => x.id === id)!;
      return {
        StudentId: s.id,
        Code: s.code ?? '',
        FullName: fullName(s.lastName, s.firstName),
        FullNameEn: fullName(s.lastNameEn, s.firstNameEn),
        Gender: s.gender,
        Account: accountRef(studentAccounts.find((a) => a.actorId === s.id)),
        Guardians: links
          .filter((l) => l.studentId === s.id)
          .map((l) => {
            const g = guardians.find((x) => x.id === l.guardianId)!;
            return {
              GuardianId: g.id,
              FullName: fullName(g.lastName, g.firstName),
              FullNameEn: fullName(g.lastNameEn, g.firstNameEn),
              Gender: g.gender,
              RelationshipType: l.relationshipType,
              RelationshipName: enumName(ENUM_ITEMS.relationshipType, l.relationshipType),
              RelationshipNameEn: enumName(ENUM_ITEMS.relationshipType, l.relationshipType, 'en'),
              MobilePhone: g.mobilePhone,
              Account: accountRef(guardianAccounts.find((a) => a.actorId === g.id)),
            };
          }),
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Making accounts

type TPlanned = { person: repo.TPerson; actorType: number; mobileActorType: number; password: string; passwordHash: string };

function loadPersons(tx: TQueryable, campusId: string, actorType: number, ids: string[]) {
  if (actorType === ACTOR_TYPE.STUDENT) return repo.getStudentPersons(tx, { campusId, ids });
  if (actorType === ACTOR_TYPE.GUARDIAN) return repo.getGuardianPersons(tx, { campusId, ids });
  return repo.getEmployeePersons(tx, { campusId, ids });
}

const defaultMobileActorType = (actorType: number) =>
  actorType === ACTOR_TYPE.STUDENT ? MOBILE_ACTOR_TYPE.STUDENT : actorType === ACTOR_TYPE.GUARDIAN ? MOBILE_ACTOR_TYPE.GUARDIAN : MOBILE_ACTOR_TYPE.TEACHER;

async function withPasswords(persons: repo.TPerson[], actorType: number, mobileActorType: number): Promise<TPlanned[]> {
  return Promise.all(
    persons.map(async (person) => {
      const password = randomPassword();
      return { person, actorType, mobileActorType, password, passwordHash: await hashPassword(password) };
    }),
  );
}

/** Inserts the planned accounts (usernames picked now, in this transaction); answers their ids and usernames. */
async function insertPlanned(tx: TQueryable, campusId: string, planned: TPlanned[]) {
  if (planned.length === 0) return [];
  const roles = new Map<number, string>();
  for (const type of new Set(planned.map((p) => p.mobileActorType))) {
    const found = await repo.defaultRole(tx, { campusId, mobileActorType: type });
    if (!found) {
      const name = enumName(ENUM_ITEMS.mobileActorType, type);
      const nameEn = enumName(ENUM_ITEMS.mobileActorType, type, 'en');
      throw badRequest(`សាលាមិនមានតួនាទីសម្រាប់ ${name} ទេ`, `The school has no role for ${nameEn} accounts`);
    }
    roles.set(type, found.id);
  }
  const usernames = await pickUsernames(
    tx,
    campusId,
    planned.map((p) => baseUsername(p.person, p.actorType)),
  );
  const rows = planned.map((p, i) => ({
    id: newId(),
    username: usernames[i]!,
    passwordHash: p.passwordHash,
    mobileActorType: p.mobileActorType,
    actorType: p.actorType,
    actorId: p.person.id,
    roleId: roles.get(p.mobileActorType)!,
    firstName: p.person.firstName,
    lastName: p.person.lastName,
    firstNameEn: p.person.firstNameEn,
    lastNameEn: p.person.lastNameEn,
    gender: p.person.gender,
    dateOfBirth: p.person.dateOfBirth,
    mobilePhone: p.person.mobilePhone,
    email: p.person.email,
    position: p.person.position,
    positionEn: p.person.positionEn,
  }));
  try {
    await repo.insertAccounts(tx, { campusId, rows });
  } catch (error) {
    if (isUniqueViolation(error, 'app_user_actor_key'))
      throw conflict('គណនីមួយត្រូវបានបង្កើតរួចហើយ ក្នុងពេលតែមួយ។ សូមព្យាយាមម្តងទៀត', 'An account was made at the same time elsewhere. Please try again');
    throw error;
  }
  return rows.map((r) => ({ id: r.id, username: r.username }));
}

export async function createAccount(deps: TAppDeps, auth: TAuth, body: TMobileUserCreate): Promise<TCreatedMobileUser> {
  const campusId = auth.campusId;
  const actorType = ACCOUNT_TO_ACTOR[body.actorType]!;
  if (actorType === ACTOR_TYPE.EMPLOYEE && !isSchoolAdmin(auth)) throw staffOnlyByAdmin();
  if (actorType !== ACTOR_TYPE.EMPLOYEE && body.mobileActorType !== undefined) {
    throw badRequest('ប្រភេទអ្នកប្រើប្រាស់ត្រូវកំណត់សម្រាប់តែគណនីបុគ្គលិកប៉ុណ្ណោះ', 'The mobile actor type is chosen for employee accounts only', [
      {
        Field: 'mobileActorType',
        Message: 'ប្រភេទអ្នកប្រើប្រាស់ត្រូវកំណត់សម្រាប់តែគណនីបុគ្គលិកប៉ុណ្ណោះ',
        MessageEn: 'The mobile actor type is chosen for employee accounts only',
      },
    ]);
  }
  const mobileActorType = body.mobileActorType ?? defaultMobileActorType(actorType);
  const person = await inTenant(deps, auth, async (tx) => {
    const [found] = await loadPersons(tx, campusId, actorType, [body.actorId]);
    if (!found)
      throw badRequest('រកមិនឃើញបុគ្គលនេះទេ', 'The person was not found', [
        { Field: 'actorId', Message: 'រកមិនឃើញបុគ្គលនេះទេ', MessageEn: 'The person was not found' },
      ]);
    if (!found.isActive) throw badRequest('បុគ្គលនេះអសកម្ម មិនអាចមានគណនីបានទេ', 'This person is inactive and cannot have an account');
    const [existing] = await repo.accountsOf(tx, { campusId, actorType, actorIds: [found.id] });
    if (existing) throw conflict(`បុគ្គលនេះមានគណនីរួចហើយ (${existing.username})`, `This person already has an account (${existing.username})`);
    return found;
  });
  const [planned] = await withPasswords([person], actorType, mobileActorType);
  return inTenant(deps, auth, async (tx) => {
    const [made] = await insertPlanned(tx, campusId, [planned!]);
    const { rows } = await repo.listAccounts(tx, { campusId, ids: [made!.id] });
    return { ...toMobileUser(rows[0]!), Password: planned!.password };
  });
}

type TSheetRow = { code: string; name: string; nameEn: string; note: string; username: string; password: string | null };

/** Who a generation is for: the persons, in sheet order, and notes for the sheet. */
async function generationTargets(tx: TQueryable, campusId: string, body: { ActorType: number; AcademicClassId?: string }) {
  const actorType = ACCOUNT_TO_ACTOR[body.ActorType]!;
  if (actorType === ACTOR_TYPE.EMPLOYEE) {
    const year = await yearOrCurrent(tx, campusId, undefined);
    const ids = await repo.teacherIds(tx, { campusId, academicYearId: year?.id ?? null });
    return { actorType, title: 'គ្រូបង្រៀន Teachers', baseName: 'teacher-accounts', persons: await loadOrdered(tx, campusId, actorType, ids) };
  }
  const cls = await repo.getClass(tx, { campusId, id: body.AcademicClassId! });
  if (!cls)
    throw badRequest('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found', [
      { Field: 'AcademicClassId', Message: 'រកមិនឃើញថ្នាក់នេះទេ', MessageEn: 'The class was not found' },
    ]);
  const studentIds = await repo.studentIdsOfClass(tx, { campusId, academicClassId: cls.id });
  const title = `${cls.description} ${cls.descriptionEn}`;
  const safeCode = cls.code.replace(/[^A-Za-z0-9._-]/g, '') || 'class';
  if (actorType === ACTOR_TYPE.STUDENT) {
    return { actorType, title, baseName: `student-accounts-${safeCode}`, persons: await loadOrdered(tx, campusId, actorType, studentIds) };
  }
  const links = await repo.guardianLinks(tx, { campusId, studentIds });
  const students = await repo.getStudentPersons(tx, { campusId, ids: studentIds });
  const guardianIds = [...new Set(links.map((l) => l.guardianId))];
  const persons = await loadOrdered(tx, campusId, actorType, guardianIds);
  for (const g of persons) {
    // The sheet names each guardian's children in the class, so the office hands the right slip to the right family.
    g.note = links
      .filter((l) => l.guardianId === g.id)
      .map((l) => students.find((s) => s.id === l.studentId))
      .filter((s): s is repo.TPerson => Boolean(s))
      .map((s) => fullName(s.lastName, s.firstName))
      .join(', ');
  }
  return { actorType, title, baseName: `guardian-accounts-${safeCode}`, persons };
}

async function loadOrdered(tx: TQueryable, campusId: string, actorType: number, ids: string[]) {
  const persons = await loadPersons(tx, campusId, actorType, ids);
  return ids.map((id) => persons.find((p) => p.id === id)).filter((p): p is repo.TPerson => Boolean(p));
}

/**
 * Makes the missing accounts of a class's students, their guardians, or the teachers, and answers the
 * sheet rows (everyone of the group: the new accounts with their first password, the others with their
 * username). All new accounts are inserted in one transaction, or none.
 */
async function generate(deps: TAppDeps, auth: TAuth, body: { ActorType: number; AcademicClassId?: string }) {
  const campusId = auth.campusId;
  const actorType = ACCOUNT_TO_ACTOR[body.ActorType]!;
  if (actorType === ACTOR_TYPE.EMPLOYEE && !isSchoolAdmin(auth)) throw staffOnlyByAdmin();
  const first = await inTenant(deps, auth, async (tx) => {
    const targets = await generationTargets(tx, campusId, body);
    const accounts = await repo.accountsOf(tx, { campusId, actorType, actorIds: targets.persons.map((p) => p.id) });
    return { ...targets, missing: targets.persons.filter((p) => p.isActive && !accounts.some((a) => a.actorId === p.id)) };
  });
  const planned = await withPasswords(first.missing, actorType, defaultMobileActorType(actorType));
  return inTenant(deps, auth, async (tx) => {
    const made = await insertPlanned(tx, campusId, planned);
    const accounts = await repo.accountsOf(tx, { campusId, actorType, actorIds: first.persons.map((p) => p.id) });
    const rows: TSheetRow[] = first.persons.map((p) => {
      const index = planned.findIndex((x) => x.person.id === p.id);
      const account = accounts.find((a) => a.actorId === p.id);
      return {
        code: p.code ?? '',
        name: fullName(p.lastName, p.firstName),
        nameEn: fullName(p.lastNameEn, p.firstNameEn),
        note: p.note ?? '',
        username: index >= 0 ? made[index]!.username : (account?.username ?? ''),
        password: index >= 0 ? planned[index]!.password : null,
      };
    });
    const sheet = await accountsSheet(first.actorType, first.title, rows);
    return { sheet, made: made.length, baseName: first.baseName };
  });
}

function accountsSheet(actorType: number, title: string, rows: TSheetRow[]) {
  const status = (r: TSheetRow) => (r.password ? 'គណនីថ្មី / New account' : r.username ? 'មានគណនីរួចហើយ / Has an account' : 'អសកម្ម / Inactive');
  const columns: Array<TXlsxColumn<TSheetRow>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_, i) => i + 1 },
    { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (r) => r.code },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name (Khmer)', width: 26, value: (r) => r.name },
    { header: 'ឈ្មោះឡាតាំង', headerEn: 'Name (Latin)', width: 26, value: (r) => r.nameEn },
    ...(actorType === ACTOR_TYPE.GUARDIAN ? [{ header: 'សិស្ស', headerEn: 'Students', width: 30, value: (r: TSheetRow) => r.note }] : []),
    { header: 'ឈ្មោះអ្នកប្រើប្រាស់', headerEn: 'Username', width: 22, value: (r) => r.username },
    { header: 'ពាក្យសម្ងាត់ដំបូង', headerEn: 'First password', width: 18, value: (r) => r.password },
    { header: 'ស្ថានភាព', headerEn: 'Status', width: 26, value: status },
  ];
  const book = new XlsxWriter();
  book
    .sheet('គណនី Accounts')
    .heading([{ text: `${title} — ពាក្យសម្ងាត់ដំបូងត្រូវប្តូរនៅពេលចូលលើកដំបូង / First passwords must be changed at first sign-in`, size: 13 }], columns.length)
    .table(columns, rows, { freeze: true });
  return book.toBuffer();
}

/** `POST /api/sms/generate-mobile-user`: the sheet is kept for its maker, once, and its URL answered. */
export async function generateAccounts(deps: TAppDeps, auth: TAuth, body: TGenerateMobileUsers): Promise<{ url: string; made: number }> {
  const campusId = auth.campusId;
  const { sheet, made, baseName } = await generate(deps, auth, body);
  const fileId = newId();
  const storageKey = `${campusId}/${SHEET_PURPOSE}/${fileId}`;
  await deps.storage.put(storageKey, sheet);
  const expiredKeys: Array<string | undefined> = [];
  const id = newId();
  try {
    await inTenant(deps, auth, async (tx) => {
      const now = new Date();
      for (const storedFileId of await repo.deleteExpiredGeneratedFiles(tx, { campusId, now })) {
        expiredKeys.push(await deleteStoredFile(tx, { campusId, id: storedFileId }));
      }
      const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
      await insertStoredFile(tx, {
        campusId,
        id: fileId,
        purpose: SHEET_PURPOSE,
        fileName: `${baseName}-${stamp}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        size: sheet.length,
        storageKey,
        sha256: crypto.createHash('sha256').update(sheet).digest('hex'),
      });
      await repo.insertGeneratedFile(tx, {
        campusId,
        id,
        storedFileId: fileId,
        createdByUserId: auth.userId,
        accountCount: made,
        expiresAt: new Date(now.getTime() + GENERATED_SHEET_MINUTES * 60_000),
      });
    });
  } catch (error) {
    await removeStoredBytes(deps, storageKey);
    throw error;
  }
  for (const key of expiredKeys) await removeStoredBytes(deps, key);
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  return { url: `${base}${GENERATED_ACCOUNTS_PATH.replace('{id}', id)}`, made };
}

/** The generated sheet, for the user who generated it, once; then it is gone. */
export async function downloadGeneratedSheet(deps: TAppDeps, auth: TAuth, id: string): Promise<{ data: Buffer; fileName: string }> {
  const campusId = auth.campusId;
  const gone = () => notFound('ឯកសារនេះមិនមាន ឬត្រូវបានទាញយករួចហើយ', 'This file does not exist or was already downloaded');
  let storageKey: string | undefined;
  const result = await inTenant(deps, auth, async (tx) => {
    const row = await repo.getGeneratedFile(tx, { campusId, id });
    if (!row || row.createdByUserId !== auth.userId) throw gone();
    const stored = await readStoredFile(deps, tx, { campusId, id: row.storedFileId });
    await repo.deleteGeneratedFile(tx, { campusId, id });
    storageKey = await deleteStoredFile(tx, { campusId, id: row.storedFileId });
    if (row.expiresAt.getTime() <= Date.now() || !stored) return undefined;
    return { data: stored.data, fileName: stored.file.fileName };
  });
  await removeStoredBytes(deps, storageKey);
  if (!result) throw gone();
  return result;
}

/** `GET /api/generate/teacher/users`: the teachers' sheet, answered directly. */
export async function teacherAccountsSheet(deps: TAppDeps, auth: TAuth): Promise<Buffer> {
  return (await generate(deps, auth, { ActorType: ACCOUNT_ACTOR_TYPE.EMPLOYEE })).sheet;
}

// ---------------------------------------------------------------------------------------------------
// Actor search

const EMPLOYEE_SEARCH_KEYS = ['VIEW_NAV_EMPLOYEE', 'MANAGE_EMPLOYEE', 'VIEW_NAV_MOBILE_ACCOUNT', 'MANAGE_MOBILE_ACCOUNT'] as const;
const STUDENT_SEARCH_KEYS = [...CAMPUS_STUDENT_KEYS, 'VIEW_NAV_MOBILE_ACCOUNT', 'MANAGE_MOBILE_ACCOUNT'] as const;

/**
 * Employees: for users who manage employees or accounts. Students: the whole school for office users; a
 * teacher finds the students of the classes she teaches in the year; anyone else is refused.
 */
export function searchActors(deps: TAppDeps, auth: TAuth, body: TActorSearchRequest): Promise<TActorSearchResult[]> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    if (body.searchType === 'employee') {
      if (!EMPLOYEE_SEARCH_KEYS.some((k) => auth.permissions.has(k))) throw forbidden();
      const rows = await repo.searchEmployees(tx, { campusId, search: body.search, excludeIds: body.excludeIds, limit: body.limit });
      return rows.map((r) => ({
        Id: r.id,
        ActorType: ACTOR_TYPE.EMPLOYEE,
        Code: r.code,
        ...personFullNameWire(r),
        Gender: r.gender,
        Position: r.positionId ? { Id: r.positionId, Description: r.positionDescription ?? '', DescriptionEn: r.positionDescriptionEn ?? '' } : null,
        AcademicClassId: null,
        AcademicClass: null,
      }));
    }
    const year = body.academicClassId ? undefined : await yearOrCurrent(tx, campusId, body.academicYearId);
    let classIds: string[] | undefined;
    if (!STUDENT_SEARCH_KEYS.some((k) => auth.permissions.has(k))) {
      if (auth.actorType !== ACTOR_TYPE.EMPLOYEE) throw forbidden();
      classIds = await studentClassesForTeacher(tx, { campusId, userId: auth.userId });
    }
    const rows = await repo.searchStudents(tx, {
      campusId,
      academicYearId: year?.id ?? null,
      academicClassId: body.academicClassId,
      classIds,
      search: body.search,
      excludeIds: body.excludeIds,
      limit: body.limit,
    });
    return rows.map((r) => ({
      Id: r.id,
      ActorType: ACTOR_TYPE.STUDENT,
      Code: r.code,
      ...personFullNameWire(r),
      Gender: r.gender,
      Position: null,
      AcademicClassId: r.academicClassId,
      AcademicClass: { Id: r.academicClassId, Description: r.classDescription, DescriptionEn: r.classDescriptionEn },
    }));
  });
}

// ---------------------------------------------------------------------------------------------------
// Password reset and on/off (designed calls: an office's answer to a forgotten password or a person who left)

/** The account of this campus the caller may manage: 404 when unknown, employees' accounts for the school administrator only. */
async function manageableAccount(tx: TQueryable, auth: TAuth, id: string): Promise<repo.TAccountRow> {
  const { rows } = await repo.listAccounts(tx, { campusId: auth.campusId, ids: [id] });
  const account = rows[0];
  if (!account) throw notFound('រកមិនឃើញគណនីនេះទេ', 'The account was not found');
  if (account.actorType === ACTOR_TYPE.EMPLOYEE && !isSchoolAdmin(auth)) throw staffOnlyByAdmin();
  return account;
}

/** A new random first password, to be changed at the next sign-in; the account's sessions end. */
export async function resetAccountPassword(deps: TAppDeps, auth: TAuth, body: TMobileUserReset): Promise<TCreatedMobileUser> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  return inTenant(deps, auth, async (tx) => {
    const account = await manageableAccount(tx, auth, body.Id);
    if (account.id === auth.userId) throw badRequest('សូមប្តូរពាក្យសម្ងាត់ផ្ទាល់ខ្លួនតាមទំព័រប្តូរពាក្យសម្ងាត់', 'Change your own password on the change-password page');
    await repo.updateAccountLogin(tx, { campusId: auth.campusId, id: account.id, set: { passwordHash, mustChangePassword: true } });
    await revokeUserSessions(tx, { campusId: auth.campusId, userId: account.id, reason: 'password reset' });
    const { rows } = await repo.listAccounts(tx, { campusId: auth.campusId, ids: [account.id] });
    return { ...toMobileUser(rows[0]!), Password: password };
  });
}

/** Turns an account off (its sessions end at once) or on again; never the caller's own account. */
export async function setAccountStatus(deps: TAppDeps, auth: TAuth, body: TMobileUserStatus): Promise<TMobileUser> {
  return inTenant(deps, auth, async (tx) => {
    const account = await manageableAccount(tx, auth, body.Id);
    if (account.id === auth.userId) throw badRequest('មិនអាចបិទគណនីផ្ទាល់ខ្លួនបានទេ', 'You cannot turn off your own account');
    await repo.updateAccountLogin(tx, { campusId: auth.campusId, id: account.id, set: { isActive: body.IsActive } });
    if (!body.IsActive) await revokeUserSessions(tx, { campusId: auth.campusId, userId: account.id, reason: 'account turned off' });
    const { rows } = await repo.listAccounts(tx, { campusId: auth.campusId, ids: [account.id] });
    return toMobileUser(rows[0]!);
  });
}
