import { RELATIONSHIP_TYPE, STUDENT_STATUS } from '@school/contract';
import { CARD_ACTOR_TYPE } from '@school/contract/enum/enum.setup';
import type { TQueryable } from '../../db/engine';
import { newId } from '../../lib/ids';
import { badRequest, codeTaken, missingReference } from '../../lib/app-error';
import * as guardianModule from '../guardian/index';
import * as repo from './student.repository';

/**
 * Creating students in the caller's transaction: the student form, the spreadsheet import and the
 * approval of an applicant (admission) all come through here, so a student always arrives with her
 * placement in a class of a year, and with her addresses, cards and guardians, or not at all.
 */
export type TNewGuardian = {
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  mobilePhone?: string | null;
  email?: string | null;
  occupation?: string | null;
  provinceId?: number | null;
  address?: string | null;
};

/** An existing guardian (`guardianId`) or a new one (`guardian`), with the relationship to the student. */
export type TGuardianLinkInput = { relationshipType: number; isPrimary?: boolean } & (
  { guardianId: string; guardian?: undefined } | { guardian: TNewGuardian; guardianId?: undefined }
);

export type TNewStudent = {
  /** Unique per campus; the next all-digit code when absent. */
  code?: string | null;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  dateOfBirth?: string | null;
  placeOfBirth?: string | null;
  nationality?: string | null;
  mobilePhone?: string | null;
  email?: string | null;
  note?: string | null;
  /** A stored file (purpose profile-picture) already saved in this transaction. */
  pictureFileId?: string | null;
  addresses?: Array<{ provinceId?: number | null; address: string; isPrimary?: boolean }>;
  academicYearId: string;
  academicClassId: string;
  referenceCardId?: string | null;
  cards?: Array<{ cardId: string; cardNumber?: string | null; issueDate?: string | null; expiryDate?: string | null }>;
  guardians?: TGuardianLinkInput[];
};

export type TCreatedStudent = { studentId: string; code: string; studentAcademicClassId: string; guardianIds: string[] };

/** Width of generated codes: 000001, 000002 … */
const CODE_WIDTH = 6;
const RELATIONSHIPS: readonly number[] = Object.values(RELATIONSHIP_TYPE);
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The next `count` generated codes of the campus, skipping codes that are taken or asked for. */
export async function nextStudentCodes(tx: TQueryable, campusId: string, count: number, reserved: ReadonlySet<string> = new Set()): Promise<string[]> {
  let n = await repo.maxNumericCode(tx, { campusId });
  const codes: string[] = [];
  while (codes.length < count) {
    n += 1;
    const code = String(n).padStart(CODE_WIDTH, '0');
    if (!reserved.has(code.toUpperCase())) codes.push(code);
  }
  return codes;
}

/**
 * Checks every reference of a batch (classes of the named year, student cards, provinces, guardians,
 * codes) and inserts it with a few statements per table. Throws AppError (400 or 409) and inserts nothing
 * on any problem, as long as the caller's transaction rolls back on the throw.
 */
export async function createStudents(tx: TQueryable, campusId: string, inputs: TNewStudent[]): Promise<TCreatedStudent[]> {
  if (inputs.length === 0) return [];
  const classes = new Map((await repo.getClasses(tx, { campusId, ids: [...new Set(inputs.map((s) => s.academicClassId))] })).map((c) => [c.id, c]));
  const cardIds = [...new Set(inputs.flatMap((s) => (s.cards ?? []).map((c) => c.cardId)))];
  const cards = new Map((await repo.getCards(tx, { campusId, ids: cardIds })).map((c) => [c.id, c]));
  const provinceIds = new Set((await repo.listProvinceIds(tx)).map((p) => p.id));
  const guardianIds = [...new Set(inputs.flatMap((s) => (s.guardians ?? []).flatMap((g) => (g.guardianId ? [g.guardianId] : []))))];
  const existingGuardians = new Set((await guardianModule.getGuardians(tx, { campusId, ids: guardianIds })).map((g) => g.id));

  const asked = inputs.map((s) => s.code?.trim()).filter((c): c is string => !!c);
  const askedUpper = asked.map((c) => c.toUpperCase());
  const twice = askedUpper.find((c, i) => askedUpper.indexOf(c) !== i);
  if (twice) throw codeTaken(asked[askedUpper.indexOf(twice)]!);
  const taken: Array<{ id: string; code: string }> = [];
  for (const codes of chunks(asked)) taken.push(...(await repo.findStudentsByCodes(tx, { campusId, codes })));
  const firstTaken = taken[0];
  if (firstTaken) throw codeTaken(firstTaken.code);

  for (const s of inputs) {
    const cls = classes.get(s.academicClassId);
    if (!cls) throw missingReference('ថ្នាក់', 'class');
    if (cls.academicYearId !== s.academicYearId)
      throw badRequest('ថ្នាក់នេះមិនមែនជាថ្នាក់នៃឆ្នាំសិក្សាដែលបានជ្រើសទេ', 'The class is not a class of the chosen academic year');
    for (const c of s.cards ?? []) {
      const found = cards.get(c.cardId);
      if (!found || found.actorType !== CARD_ACTOR_TYPE.STUDENT) throw missingReference('កាតសិស្ស', 'student card');
    }
    const cardOnce = new Set((s.cards ?? []).map((c) => c.cardId));
    if (cardOnce.size !== (s.cards ?? []).length) throw badRequest('កាតមួយប្រភេទអាចមានតែម្តងក្នុងមួយឆ្នាំ', 'A kind of card can be given only once a year');
    for (const a of s.addresses ?? []) {
      if (a.provinceId !== undefined && a.provinceId !== null && !provinceIds.has(a.provinceId)) throw missingReference('រាជធានី/ខេត្ត', 'province');
    }
    for (const g of s.guardians ?? []) {
      if (!RELATIONSHIPS.includes(g.relationshipType)) throw badRequest('ប្រភេទទំនាក់ទំនងមិនត្រឹមត្រូវ', 'The relationship type is not valid');
      if (g.guardianId && !existingGuardians.has(g.guardianId)) throw missingReference('អាណាព្យាបាល', 'guardian');
      if (g.guardian?.provinceId && !provinceIds.has(g.guardian.provinceId)) throw missingReference('រាជធានី/ខេត្ត', 'province');
    }
    const linked = (s.guardians ?? []).flatMap((g) => (g.guardianId ? [g.guardianId] : []));
    if (new Set(linked).size !== linked.length) throw badRequest('អាណាព្យាបាលដដែលត្រូវបានបញ្ចូលពីរដង', 'The same guardian is given twice');
    if ((s.guardians ?? []).filter((g) => g.isPrimary).length > 1)
      throw badRequest('សិស្សម្នាក់មានអាណាព្យាបាលចម្បងបានតែម្នាក់', 'A student can have only one primary guardian');
  }

  const generated = await nextStudentCodes(tx, campusId, inputs.filter((s) => !s.code?.trim()).length, new Set(askedUpper));
  let nextGenerated = 0;
  const studentRows = inputs.map((s) => ({
    id: newId(),
    code: s.code?.trim() || generated[nextGenerated++]!,
    firstName: s.firstName.trim(),
    lastName: s.lastName.trim(),
    firstNameEn: s.firstNameEn.trim(),
    lastNameEn: s.lastNameEn.trim(),
    gender: s.gender,
    dateOfBirth: s.dateOfBirth ?? null,
    placeOfBirth: s.placeOfBirth ?? null,
    nationality: s.nationality ?? null,
    mobilePhone: s.mobilePhone ?? null,
    email: s.email ?? null,
    note: s.note ?? null,
    pictureFileId: s.pictureFileId ?? null,
    status: STUDENT_STATUS.ACTIVE,
  }));
  const placementIds = inputs.map(() => newId());
  for (const part of chunks(studentRows)) await repo.insertStudents(tx, { campusId, rows: part });
  const placements = inputs.map((s, i) => ({
    id: placementIds[i]!,
    studentId: studentRows[i]!.id,
    academicYearId: s.academicYearId,
    academicClassId: s.academicClassId,
    referenceCardId: s.referenceCardId ?? null,
  }));
  for (const part of chunks(placements)) await repo.insertPlacements(tx, { campusId, rows: part });

  const addresses = inputs.flatMap((s, i) => {
    const list = s.addresses ?? [];
    const hasPrimary = list.some((a) => a.isPrimary);
    return list.map((a, j) => ({
      studentId: studentRows[i]!.id,
      provinceId: a.provinceId ?? null,
      address: a.address.trim(),
      isPrimary: a.isPrimary || (!hasPrimary && j === 0),
    }));
  });
  for (const part of chunks(addresses)) await repo.insertAddresses(tx, { campusId, rows: part });

  const cardRows = inputs.flatMap((s, i) =>
    (s.cards ?? []).map((c) => ({
      studentAcademicClassId: placementIds[i]!,
      cardId: c.cardId,
      cardNumber: c.cardNumber ?? null,
      issueDate: c.issueDate ?? null,
      expiryDate: c.expiryDate ?? null,
    })),
  );
  for (const part of chunks(cardRows)) await repo.insertAcademicCards(tx, { campusId, rows: part });

  const newGuardians: Array<guardianModule.TGuardianValues & { id: string }> = [];
  const links: Array<{ studentId: string; guardianId: string; relationshipType: number; isPrimary: boolean }> = [];
  const guardianIdsOf: string[][] = inputs.map(() => []);
  inputs.forEach((s, i) => {
    const list = s.guardians ?? [];
    const hasPrimary = list.some((g) => g.isPrimary);
    list.forEach((g, j) => {
      let guardianId = g.guardianId;
      if (!guardianId && g.guardian) {
        guardianId = newId();
        newGuardians.push({
          id: guardianId,
          firstName: g.guardian.firstName.trim(),
          lastName: g.guardian.lastName.trim(),
          firstNameEn: g.guardian.firstNameEn.trim(),
          lastNameEn: g.guardian.lastNameEn.trim(),
          gender: g.guardian.gender,
          mobilePhone: g.guardian.mobilePhone ?? null,
          email: g.guardian.email ?? null,
          occupation: g.guardian.occupation ?? null,
          provinceId: g.guardian.provinceId ?? null,
          address: g.guardian.address ?? null,
        });
      }
      guardianIdsOf[i]!.push(guardianId!);
      links.push({
        studentId: studentRows[i]!.id,
        guardianId: guardianId!,
        relationshipType: g.relationshipType,
        isPrimary: g.isPrimary || (!hasPrimary && j === 0),
      });
    });
  });
  for (const part of chunks(newGuardians)) await guardianModule.insertGuardians(tx, { campusId, rows: part });
  for (const part of chunks(links)) await repo.insertGuardianLinks(tx, { campusId, rows: part });

  return inputs.map((_, i) => ({
    studentId: studentRows[i]!.id,
    code: studentRows[i]!.code,
    studentAcademicClassId: placementIds[i]!,
    guardianIds: guardianIdsOf[i]!,
  }));
}

/**
 * One student, in the caller's transaction (the admission approval calls this with the applicant's
 * data and the chosen class). Throws AppError 400/409 on a bad reference or a taken code.
 */
export async function createStudent(tx: TQueryable, campusId: string, input: TNewStudent): Promise<TCreatedStudent> {
  const [created] = await createStudents(tx, campusId, [input]);
  return created!;
}
