import {
  ENUM_ITEMS,
  GENDER,
  RELATIONSHIP_TYPE,
  STUDENT_IMPORT_COLUMNS,
  ZEmail,
  ZPhone,
  isCalendarDate,
  todayInCambodia,
  type TStudentImportColumnKey,
} from '@school/contract';
import type { TFieldMessage } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { cellText, type TCell } from '../../lib/spreadsheet';
import { headerKey, type TSheetColumn } from '../../lib/xlsx/sheet-reader';
import type { TNewStudent } from '../student/index';

/**
 * Reading and checking the rows of a student sheet, with no database: the service gives the lookups
 * (class codes of the year, codes already taken, provinces). Every bad cell gets its own message in
 * Khmer and English, Field being the column key, so the screen can mark the cell.
 */
export type TRowValues = Partial<Record<TStudentImportColumnKey, string | null>>;
export type TCheckedRow = { rowNumber: number; values: TRowValues; errors: TFieldMessage[]; student?: TNewStudent };
export type TImportLookups = {
  academicYearId: string;
  classesByCode: Map<string, string>;
  takenCodes: Set<string>;
  provinces: Array<{ id: number; code: string; name: string; nameEn: string }>;
};

const normalize = headerKey;

const PHONE_KEYS: readonly string[] = ['MobilePhone', 'GuardianPhone'];

/** A phone number typed as a number gets back the 0 Excel dropped. */
function phoneText(cell: TCell | undefined): string | null {
  const text = cellText(cell);
  return text && typeof cell === 'number' && /^[1-9]\d{7,8}$/.test(text) ? `0${text}` : text;
}

/**
 * The sheet's columns for `readSheetRows`: a header cell may name a column by its key, its Khmer or English
 * label, or both (the template's "Khmer *⏎English"). Cells become text (dates as YYYY-MM-DD); the checks come after.
 */
export const IMPORT_SHEET_COLUMNS: Array<TSheetColumn<TStudentImportColumnKey, string | null>> = STUDENT_IMPORT_COLUMNS.map((c) => ({
  key: c.Key,
  names: [c.Name, c.NameEn],
  required: c.Required,
  parse: (cell) => ({ value: c.Key === 'DateOfBirth' ? dateText(cell) : PHONE_KEYS.includes(c.Key) ? phoneText(cell) : cellText(cell) }),
}));

/** Dates: a date cell, an Excel day number, or text as YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY. */
function dateText(cell: TCell | undefined): string | null {
  if (typeof cell === 'number' && cell > 0 && cell < 100_000) {
    // Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included).
    return new Date(Date.UTC(1899, 11, 30) + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  const text = cellText(cell ?? null);
  if (!text) return null;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  const ymd = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  if (ymd) return `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}`;
  return text;
}

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'DD-MM-YYYY'];

/** Codes a sheet may use for each gender and relationship: the number, the English name, the Khmer name. */
export const GENDER_CODES: Record<number, string[]> = {
  [GENDER.MALE]: ['M', 'Male', 'ប្រុស', 'ប'],
  [GENDER.FEMALE]: ['F', 'Female', 'ស្រី', 'ស'],
};
export const RELATIONSHIP_CODES: Record<number, string[]> = Object.fromEntries(
  ENUM_ITEMS.relationshipType.map((item) => {
    const key = Object.entries(RELATIONSHIP_TYPE).find(([, v]) => v === item.Value)![0];
    return [item.Value as number, [key, item.NameEn, item.Name]];
  }),
);

function codeLookup(codes: Record<number, string[]>) {
  const map = new Map<string, number>();
  for (const [value, list] of Object.entries(codes)) {
    map.set(normalize(value), Number(value));
    for (const code of list) map.set(normalize(code), Number(value));
  }
  return (text: string) => map.get(normalize(text));
}
const genderOf = codeLookup(GENDER_CODES);
const relationshipOf = codeLookup(RELATIONSHIP_CODES);

const CODE_PATTERN = /^[\p{L}\p{M}\p{N}._\-/]{1,30}$/u;

function zodMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): [string, string] | undefined {
  if (result.success) return undefined;
  const [km, en] = (result.error?.issues[0]?.message ?? '').split(' | ');
  return [km || 'តម្លៃនេះមិនត្រឹមត្រូវ', en || 'This value is not valid'];
}

/** Checks every row; a row without errors carries the student it makes. */
export function checkRows(rows: Array<{ rowNumber: number; values: TRowValues }>, lookups: TImportLookups): TCheckedRow[] {
  const codeCount = new Map<string, number>();
  for (const r of rows) {
    const code = r.values.Code?.toUpperCase();
    if (code) codeCount.set(code, (codeCount.get(code) ?? 0) + 1);
  }
  const provinceOf = (text: string) => {
    const n = normalize(text);
    return lookups.provinces.find((p) => normalize(p.code) === n || normalize(p.name) === n || normalize(p.nameEn) === n || String(p.id) === text.trim());
  };

  return rows.map(({ rowNumber, values }) => {
    const errors: TFieldMessage[] = [];
    const fail = (field: TStudentImportColumnKey, km: string, en: string) => errors.push({ Field: field, Message: km, MessageEn: en });
    const required = (field: TStudentImportColumnKey) => {
      if (!values[field]) fail(field, 'សូមបំពេញក្រឡានេះ', 'This cell is required');
      return values[field] ?? '';
    };
    const max = (field: TStudentImportColumnKey, length: number) => {
      const v = values[field];
      if (v && v.length > length) fail(field, `មិនអាចលើសពី ${khmerDigits(length)} តួអក្សរ`, `Must be at most ${length} characters`);
    };

    const code = values.Code ?? null;
    if (code) {
      if (!CODE_PATTERN.test(code)) fail('Code', 'អត្តលេខអាចមានតែអក្សរ លេខ និង . _ - /', 'A code may hold only letters, digits and . _ - /');
      else if ((codeCount.get(code.toUpperCase()) ?? 0) > 1) fail('Code', 'អត្តលេខនេះមានច្រើនដងក្នុងឯកសារ', 'This code appears more than once in the sheet');
      else if (lookups.takenCodes.has(code.toUpperCase())) fail('Code', 'អត្តលេខនេះមានរួចហើយ', 'This code is already used by a student');
    }
    const lastName = required('LastName');
    const firstName = required('FirstName');
    const lastNameEn = required('LastNameEn');
    const firstNameEn = required('FirstNameEn');
    for (const f of ['LastName', 'FirstName', 'LastNameEn', 'FirstNameEn'] as const) max(f, 100);

    const genderText = required('Gender');
    const gender = genderText ? genderOf(genderText) : undefined;
    if (genderText && gender === undefined) fail('Gender', 'ភេទមិនត្រឹមត្រូវ (ប្រុស ឬ ស្រី)', 'The gender is not valid (M or F)');

    const dob = required('DateOfBirth');
    if (dob) {
      if (!isCalendarDate(dob)) fail('DateOfBirth', 'កាលបរិច្ឆេទមិនត្រឹមត្រូវ (ឆ្នាំ-ខែ-ថ្ងៃ ឬ ថ្ងៃ/ខែ/ឆ្នាំ)', 'The date is not valid (YYYY-MM-DD or DD/MM/YYYY)');
      else if (dob < '1900-01-01' || dob > todayInCambodia())
        fail('DateOfBirth', 'ថ្ងៃខែឆ្នាំកំណើតមិនអាចនៅថ្ងៃអនាគត ឬមុនឆ្នាំ ១៩០០ បានទេ', 'The date of birth cannot be in the future or before 1900');
    }
    max('PlaceOfBirth', 300);
    max('Nationality', 100);
    max('Address', 500);
    if (values.MobilePhone) {
      const m = zodMessage(ZPhone.safeParse(values.MobilePhone));
      if (m) fail('MobilePhone', ...m);
    }
    if (values.Email) {
      const m = zodMessage(ZEmail.safeParse(values.Email));
      if (m) fail('Email', ...m);
    }
    const province = values.Province ? provinceOf(values.Province) : undefined;
    if (values.Province && !province) fail('Province', 'រកមិនឃើញរាជធានី/ខេត្តនេះទេ (មើលទំព័រលេខកូដ)', 'Unknown province (see the codes page)');

    const classCode = required('ClassCode');
    const classId = classCode ? lookups.classesByCode.get(classCode.toUpperCase()) : undefined;
    if (classCode && !classId) fail('ClassCode', 'រកមិនឃើញថ្នាក់នេះក្នុងឆ្នាំសិក្សា', 'No class of the academic year has this code');

    const guardianKeys = [
      'GuardianLastName',
      'GuardianFirstName',
      'GuardianLastNameEn',
      'GuardianFirstNameEn',
      'GuardianGender',
      'GuardianRelationship',
      'GuardianPhone',
    ] as const;
    const hasGuardian = guardianKeys.some((k) => values[k]);
    let guardianGender: number | undefined;
    let relationship: number | undefined;
    if (hasGuardian) {
      for (const k of ['GuardianLastName', 'GuardianFirstName', 'GuardianLastNameEn', 'GuardianFirstNameEn'] as const) {
        required(k);
        max(k, 100);
      }
      const g = required('GuardianGender');
      guardianGender = g ? genderOf(g) : undefined;
      if (g && guardianGender === undefined) fail('GuardianGender', 'ភេទមិនត្រឹមត្រូវ (ប្រុស ឬ ស្រី)', 'The gender is not valid (M or F)');
      const rel = required('GuardianRelationship');
      relationship = rel ? relationshipOf(rel) : undefined;
      if (rel && relationship === undefined) fail('GuardianRelationship', 'ទំនាក់ទំនងមិនត្រឹមត្រូវ (មើលទំព័រលេខកូដ)', 'Unknown relationship (see the codes page)');
      if (values.GuardianPhone) {
        const m = zodMessage(ZPhone.safeParse(values.GuardianPhone));
        if (m) fail('GuardianPhone', ...m);
      }
    }

    if (errors.length > 0) return { rowNumber, values, errors };
    const address = values.Address ?? (province ? province.name : null);
    const student: TNewStudent = {
      code,
      firstName,
      lastName,
      firstNameEn,
      lastNameEn,
      gender: gender!,
      dateOfBirth: dob,
      placeOfBirth: values.PlaceOfBirth ?? null,
      nationality: values.Nationality ?? null,
      mobilePhone: values.MobilePhone ?? null,
      email: values.Email ?? null,
      addresses: address ? [{ provinceId: province?.id ?? null, address, isPrimary: true }] : [],
      academicYearId: lookups.academicYearId,
      academicClassId: classId!,
      guardians: hasGuardian
        ? [
            {
              relationshipType: relationship!,
              isPrimary: true,
              guardian: {
                firstName: values.GuardianFirstName!,
                lastName: values.GuardianLastName!,
                firstNameEn: values.GuardianFirstNameEn!,
                lastNameEn: values.GuardianLastNameEn!,
                gender: guardianGender!,
                mobilePhone: values.GuardianPhone ?? null,
              },
            },
          ]
        : [],
    };
    return { rowNumber, values, errors, student };
  });
}
