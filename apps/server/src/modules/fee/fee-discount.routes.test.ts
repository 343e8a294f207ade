import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentSetting } from '../../../test/fee-fixtures';
import { expectOk } from '../../../test/setup-fixtures';

/**
 * Discount categories and grade generation (issue 14) on both engines: the school's categories (sibling,
 * scholarship, staff child), students holding them per year, one call generating a term's invoices for every
 * class of a grade with each student's largest category applied (the request's own discount wins), in-use and
 * duplicate refusals, per-role access and other campuses.
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let termId: string;
const pupils: { a: string[]; b: string[] } = { a: [], b: [] };
const cat: Record<'sibling' | 'scholarship' | 'staff', string> = { sibling: '', scholarship: '', staff: '' };
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  await addPaymentSetting(t, s.campus, { ExchangeRate: 4100, TaxMode: 0 });
  const tuition = await addFeeType(t, s.campus);
  termId = (await addFeeTerm(t, s.campus, s.yearId, { DueDate: '2025-12-15' })).Id;
  // A riel price: 1,234,567 ៛ makes the percentage rounding visible.
  await addFeeItem(t, s.campus, { feeTypeId: tuition.Id, gradeId: s.gradeId, termId, price: 1_234_567, currency: 0 });
  for (let i = 0; i < 3; i++) pupils.a.push((await addStudent(t, s, s.classA)).studentId);
  for (let i = 0; i < 2; i++) pupils.b.push((await addStudent(t, s, s.classB)).studentId);
}, 180_000);
afterAll(async () => t?.close());

const admin = () => s.campus.adminToken;
const addCategory = async (code: string, km: string, en: string, pct: number, token = admin()) =>
  t.call('POST', '/api/repo/fee-discount-category', { token, json: { Code: code, Description: km, DescriptionEn: en, DiscountPercentage: pct } });

describe('discount categories', () => {
  it('keeps the school’s categories with their percentage, code-unique, refusing bad percentages', async () => {
    cat.sibling = expectOk(await addCategory('SIB', 'បងប្អូនបង្កើត', 'Sibling', 10)).data.Data.Id;
    cat.scholarship = expectOk(await addCategory('SCH', 'អាហារូបករណ៍', 'Scholarship', 50)).data.Data.Id;
    const staff = expectOk(await addCategory('STAFF', 'កូនបុគ្គលិក', 'Staff child', 25.5)).data.Data;
    cat.staff = staff.Id;
    expect(staff).toMatchObject({ Code: 'STAFF', DiscountPercentage: 25.5, Status: 0, Version: 1 });
    expect((await addCategory('sib', 'ក', 'K', 5)).statusCode).toBe(409);
    for (const bad of [-1, 100.5, 12.345]) {
      const res = await addCategory(`BAD${String(bad).replace(/\W/g, '')}`, 'ក', 'K', bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const list = expectOk(await t.call('GET', '/api/repo/fee-discount-category', { token: admin() })).data.Data;
    expect(list.map((c: { Code: string }) => c.Code).sort()).toEqual(['SCH', 'SIB', 'STAFF']);
    // Updates name the version read.
    const upd = { Id: staff.Id, Version: staff.Version, Code: 'STAFF', Description: 'កូនបុគ្គលិក', DescriptionEn: 'Staff child', DiscountPercentage: 25 };
    expect(expectOk(await t.call('PUT', '/api/repo/fee-discount-category', { token: admin(), json: upd })).data.Data.DiscountPercentage).toBe(25);
    expect((await t.call('PUT', '/api/repo/fee-discount-category', { token: admin(), json: upd })).statusCode).toBe(409);
    // Another school sees none of them.
    expect(expectOk(await t.call('GET', '/api/repo/fee-discount-category', { token: other.campus.adminToken })).data.Data).toEqual([]);
  });

  it('gives students categories per year: duplicates 409, other campuses’ students and categories 400, a teacher 403', async () => {
    const give = (studentId: string, categoryId: string, token = admin(), yearId = s.yearId) =>
      t.call('POST', '/api/student-fee-discount', { token, json: { StudentId: studentId, AcademicYearId: yearId, FeeDiscountCategoryId: categoryId } });
    expectOk(await give(pupils.a[0]!, cat.sibling));
    expectOk(await give(pupils.a[0]!, cat.scholarship)); // both: the larger applies
    expectOk(await give(pupils.a[1]!, cat.staff));
    expectOk(await give(pupils.b[0]!, cat.sibling));
    expectOk(await give(pupils.b[1]!, cat.scholarship)); // the request's own discount will win
    expect((await give(pupils.a[0]!, cat.sibling)).statusCode).toBe(409);
    const otherCat = expectOk(await addCategory('X', 'ក', 'X', 90, other.campus.adminToken)).data.Data.Id;
    const foreign = await give(pupils.a[2]!, otherCat);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.data.Message).toMatch(/[\u1780-\u17FF]/);
    expect((await give(pupils.a[2]!, cat.sibling, other.campus.adminToken)).statusCode).toBe(400);
    const teacher = await addTeacher(t, s, [s.classA]);
    expect((await give(pupils.a[2]!, cat.sibling, teacher.token)).statusCode).toBe(403);
    const ofClass = expectOk(
      await t.call('GET', '/api/student-fee-discount', { token: admin(), query: { academicYearId: s.yearId, academicClassId: s.classA } }),
    ).data.Data as Array<{ StudentId: string; DiscountPercentage: number }>;
    expect(ofClass.map((d) => `${pupils.a.indexOf(d.StudentId)}:${d.DiscountPercentage}`).sort()).toEqual(['0:10', '0:50', '1:25']);
    expect(
      expectOk(await t.call('GET', '/api/student-fee-discount', { token: other.campus.adminToken, query: { academicYearId: s.yearId } })).data.Data,
    ).toEqual([]);
    // A category students hold is not deleted.
    const del = await t.call('DELETE', `/api/repo/fee-discount-category/${cat.sibling}`, { token: admin() });
    expect(del.statusCode).toBe(409);
    expect(del.data.MessageEn).toMatch(/students' discounts/);
  });
});

describe('generating a grade', () => {
  it("makes every class's invoices of the grade in one call with each student's largest category, the request's own discount first", async () => {
    const res = await t.call('POST', '/api/proforma-invoice', {
      token: admin(),
      json: { FeeTermId: termId, CourseLevelId: s.gradeId, Discounts: [{ StudentId: pupils.b[1], DiscountAmount: 1000, Reason: 'ផ្សេងៗ · other' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Data).toMatchObject({ Created: 5, Skipped: 0 });
    type TInv = {
      StudentId: string;
      AcademicClass: { Id: string };
      Amount: number;
      DiscountAmount: number;
      DiscountReason: string | null;
      CurrencyType: number;
    };
    const by = new Map((res.data.Data.Invoices as TInv[]).map((i) => [i.StudentId, i]));
    const price = 1_234_567;
    // 50 % (scholarship beats sibling) of 1,234,567 ៛ is 617,283.5, rounded half up to 617,284 ៛ off.
    expect(by.get(pupils.a[0]!)).toMatchObject({
      DiscountAmount: 617_284,
      Amount: price - 617_284,
      DiscountReason: 'អាហារូបករណ៍ · Scholarship',
      CurrencyType: 0,
    });
    expect(by.get(pupils.a[1]!)).toMatchObject({ DiscountAmount: 308_642, Amount: price - 308_642, DiscountReason: 'កូនបុគ្គលិក · Staff child' });
    expect(by.get(pupils.a[2]!)).toMatchObject({ DiscountAmount: 0, Amount: price, DiscountReason: null });
    expect(by.get(pupils.b[0]!)).toMatchObject({ DiscountAmount: 123_457, AcademicClass: { Id: s.classB } });
    expect(by.get(pupils.b[1]!)).toMatchObject({ DiscountAmount: 1000, Amount: price - 1000, DiscountReason: 'ផ្សេងៗ · other' });
    // Every invoice is whole riel.
    for (const i of by.values()) expect(Number.isInteger(i.Amount)).toBe(true);
    const again = expectOk(await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, CourseLevelId: s.gradeId } }));
    expect(again.data.Data).toMatchObject({ Created: 0, Skipped: 5 });
  });

  it("refuses another campus's grade and a grade without classes in the term's year", async () => {
    expect((await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, CourseLevelId: other.gradeId } })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, CourseLevelId: s.nextGradeId } })).statusCode).toBe(400);
  });

  it('takes a category from a student; invoices already made keep their discount', async () => {
    const list = expectOk(await t.call('GET', '/api/student-fee-discount', { token: admin(), query: { academicYearId: s.yearId, studentId: pupils.a[1]! } }))
      .data.Data as Array<{ Id: string }>;
    expect(list).toHaveLength(1);
    expect((await t.call('DELETE', `/api/student-fee-discount/${list[0]!.Id}`, { token: other.campus.adminToken })).statusCode).toBe(404);
    expectOk(await t.call('DELETE', `/api/student-fee-discount/${list[0]!.Id}`, { token: admin() }));
    const inv = expectOk(await t.call('POST', '/api/proforma-invoice/find', { token: admin(), json: { StudentId: pupils.a[1], FeeTermId: termId } })).data
      .Data[0];
    expect(inv.DiscountAmount).toBe(308_642);
  });
});
