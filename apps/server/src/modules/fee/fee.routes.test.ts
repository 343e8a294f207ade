import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';
import { createGrade, createLevel, createYear } from '../../../test/setup-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../../../test/fee-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
const setup = new Map<string, { yearId: string; gradeId: string; typeId: string; termId: string }>();
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'fee.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  for (const campus of [a, b]) {
    const yearId = await createYear(t, campus, 2025, { isCurrent: true });
    const level = await createLevel(t, campus, 'FEE');
    const grade = await createGrade(t, campus, level.Id, 'G1');
    const type = await addFeeType(t, campus);
    const term = await addFeeTerm(t, campus, yearId);
    setup.set(campus.id, { yearId, gradeId: grade.Id, typeId: type.Id, termId: term.Id });
  }
}, 120_000);
afterAll(async () => t?.close());
const ctx = () => ({ t, a, b, teacher });
const of = (c: TTestCampus) => setup.get(c.id)!;

describe('fee types', () => {
  crudFamily({
    ctx,
    path: '/api/repo/fee-type',
    deleteBy: 'path',
    body: (_c, n) => ({ Code: `REG${n}`, Description: `ថ្លៃចុះឈ្មោះ ${n}`, DescriptionEn: `Registration ${n}`, Type: 1 }),
    change: { DescriptionEn: 'Registration (changed)', Type: 6 },
    bad: { Type: 42, Code: 'a b', Description: '' },
    badFields: ['Type', 'Code', 'Description'],
  });

  it('refuses deleting a fee type that fee items use, naming them in Khmer and English', async () => {
    const s = of(a);
    const type = await addFeeType(t, a);
    await addFeeItem(t, a, { feeTypeId: type.Id, gradeId: s.gradeId, termId: s.termId, price: 10 });
    const res = await t.call('DELETE', `/api/repo/fee-type/${type.Id}`, { token: a.adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toMatch(/1 fee items/);
    expect(res.data.Message).toMatch(/ថ្លៃសេវា/);
  });
});

describe('fee terms', () => {
  crudFamily({
    ctx,
    path: '/api/repo/fee-term',
    deleteBy: 'path',
    listQuery: (c) => ({ academicYearId: of(c).yearId }),
    body: (c, n) => ({
      Code: `M${n}`,
      Description: `ខែ ${n}`,
      DescriptionEn: `Month ${n}`,
      AcademicYearId: of(c).yearId,
      TotalMonths: 1,
      DueDate: '2025-12-05',
    }),
    change: { DescriptionEn: 'Month (changed)', TotalMonths: 2, DueDate: '2025-12-10' },
    bad: { TotalMonths: 13, DueDate: 'tomorrow', Code: '' },
    badFields: ['TotalMonths', 'DueDate', 'Code'],
  });

  it('refuses a year of another campus and a duplicate code in the year', async () => {
    const wrongYear = await t.call('POST', '/api/repo/fee-term', {
      token: a.adminToken,
      json: { Code: 'X1', Description: 'ក', DescriptionEn: 'X', AcademicYearId: of(b).yearId, TotalMonths: 1 },
    });
    expect(wrongYear.statusCode).toBe(400);
    const body = { Code: 'Y1', Description: 'ឆ្នាំ', DescriptionEn: 'Year', AcademicYearId: of(a).yearId, TotalMonths: 10 };
    expect((await t.call('POST', '/api/repo/fee-term', { token: a.adminToken, json: body })).statusCode).toBe(200);
    const dup = await t.call('POST', '/api/repo/fee-term', { token: a.adminToken, json: { ...body, Code: 'y1' } });
    expect(dup.statusCode).toBe(409);
  });
});

describe('fee items', () => {
  crudFamily({
    ctx,
    path: '/api/repo/fee-item',
    deleteBy: 'path',
    listQuery: (c) => ({ academicYearId: of(c).yearId }),
    body: (c, n) => ({
      Code: `BK${n}`,
      Description: `សៀវភៅ ${n}`,
      DescriptionEn: `Books ${n}`,
      Price: 12.5,
      CurrencyType: 1,
      FeetypeId: of(c).typeId,
      CourseLevelId: of(c).gradeId,
      FeeTermId: of(c).termId,
    }),
    change: { Price: 13.75, DescriptionEn: 'Books (changed)' },
    bad: { Price: -1, CurrencyType: 7, FeetypeId: 'nope' },
    badFields: ['Price', 'CurrencyType', 'FeetypeId'],
  });

  it('keeps money exact: cents for dollars, whole riel, no fraction of a cent or a riel', async () => {
    const s = of(a);
    const usd = await addFeeItem(t, a, { feeTypeId: s.typeId, gradeId: s.gradeId, termId: s.termId, price: 0.1 + 0.2 });
    expect(usd.Price).toBe(0.3);
    const riel = await addFeeItem(t, a, { feeTypeId: s.typeId, gradeId: s.gradeId, termId: s.termId, price: 400000, currency: 0 });
    expect(riel.Price).toBe(400000);
    const body = { Code: 'FR', Description: 'ក', DescriptionEn: 'F', FeetypeId: s.typeId, CourseLevelId: s.gradeId, FeeTermId: s.termId };
    const fractionalRiel = await t.call('POST', '/api/repo/fee-item', { token: a.adminToken, json: { ...body, Price: 100.5, CurrencyType: 0 } });
    expect(fractionalRiel.statusCode).toBe(400);
    expect(fractionalRiel.data.Errors[0]).toMatchObject({ Field: 'Price', MessageEn: 'Riel amounts have no decimals' });
    expect(fractionalRiel.data.Errors[0].Message).toMatch(/រៀល/);
    const subCent = await t.call('POST', '/api/repo/fee-item', { token: a.adminToken, json: { ...body, Price: 1.005, CurrencyType: 1 } });
    expect(subCent.statusCode).toBe(400);
  });

  it('finds the items of a grade and term, with their names, and refuses references of another campus', async () => {
    const s = of(a);
    const res = await t.call('POST', '/api/repo/fee-item/find', { token: a.adminToken, json: { CourseLevelId: s.gradeId, FeeTermId: s.termId } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.length).toBeGreaterThan(0);
    expect(res.data.Data[0].FeeTerm.Id).toBe(s.termId);
    const other = await t.call('POST', '/api/repo/fee-item', {
      token: a.adminToken,
      json: {
        Code: 'ZZ',
        Description: 'ក',
        DescriptionEn: 'Z',
        Price: 1,
        CurrencyType: 1,
        FeetypeId: s.typeId,
        CourseLevelId: s.gradeId,
        FeeTermId: of(b).termId,
      },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('payment methods', () => {
  crudFamily({
    ctx,
    path: '/api/repo/payment-method',
    deleteBy: 'path',
    body: (_c, n) => ({ Code: `ABA${n}`, Description: `អេប៊ីអេ ${n}`, DescriptionEn: `ABA ${n}`, Abbreviation: 'ABA', IsKhqr: true }),
    change: { DescriptionEn: 'ABA Pay', IsKhqr: false },
    bad: { Abbreviation: '', Status: 9 },
    badFields: ['Abbreviation', 'Status'],
  });
});

describe('payment settings', () => {
  it('makes the first setting current, moves current on, and refuses deleting the current one', async () => {
    const c = await t.createCampus();
    expect((await t.call('GET', '/api/repo/payment-setting/current', { token: c.adminToken })).data.Data).toBeNull();
    const first = await addPaymentSetting(t, c, { IsCurrent: false, TaxMode: 1, TaxRate: 10, BakongAccountId: 'school@aclb' });
    const current = await t.call('GET', '/api/repo/payment-setting/current', { token: c.adminToken });
    expect(current.data.Data).toMatchObject({ Id: first.Id, IsCurrent: true, TaxRate: 10, ExchangeRate: 4100, BakongAccountId: 'school@aclb' });
    const second = await addPaymentSetting(t, c, { ExchangeRate: 4050 });
    expect((await t.call('GET', '/api/repo/payment-setting/current', { token: c.adminToken })).data.Data.Id).toBe(second.Id);
    const list = (await t.call('GET', '/api/repo/payment-setting', { token: c.adminToken })).data.Data as Array<{ Id: string; IsCurrent: boolean }>;
    expect(list.filter((s) => s.IsCurrent).map((s) => s.Id)).toEqual([second.Id]);
    const refused = await t.call('DELETE', `/api/repo/payment-setting/${second.Id}`, { token: c.adminToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.MessageEn).toMatch(/current setting cannot be deleted/);
    expect((await t.call('DELETE', `/api/repo/payment-setting/${first.Id}`, { token: c.adminToken })).statusCode).toBe(200);
  });

  it('updates at a version, refuses a stale one, bad rates and a teacher', async () => {
    const c = await t.createCampus();
    const s = await addPaymentSetting(t, c);
    const body = { Id: s.Id, Version: 1, CurrencyType: 0, ExchangeRate: 4000, IsAllowPartialPayment: false };
    const ok = await t.call('PUT', '/api/repo/payment-setting', { token: c.adminToken, json: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.Data).toMatchObject({ CurrencyType: 0, IsAllowPartialPayment: false, IsCurrent: true, Version: 2 });
    expect((await t.call('PUT', '/api/repo/payment-setting', { token: c.adminToken, json: body })).statusCode).toBe(409);
    const bad = await t.call('POST', '/api/repo/payment-setting', {
      token: c.adminToken,
      json: { CurrencyType: 1, ExchangeRate: 4.1, TaxRate: 120, BakongAccountId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(expect.arrayContaining(['ExchangeRate', 'TaxRate', 'BakongAccountId']));
    expect((await t.call('POST', '/api/repo/payment-setting', { token: teacher, json: { CurrencyType: 1, ExchangeRate: 4100 } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/repo/payment-setting/${s.Id}`, { token: a.adminToken })).statusCode).toBe(404);
  });

  it('lets a student read the current setting (the KHQR and rate) but not the list', async () => {
    const student = await t.createUser(a, { username: 'fee.student', mobileActorType: MOBILE_ACTOR_TYPE.STUDENT });
    expect((await t.call('GET', '/api/repo/payment-setting/current', { token: student.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/repo/payment-setting', { token: student.token })).statusCode).toBe(403);
  });
});

describe('printout footers', () => {
  it('adds, lists by printout type and removes footer lines, each campus its own', async () => {
    const body = { PrintoutType: 0, FooterType: 2, Text: 'គណនី ABA ០០០ ១១១ ២២២', TextEn: 'ABA account 000 111 222' };
    const added = await t.call('POST', '/api/repo/payment-setting/printout-footer', { token: a.adminToken, json: body });
    expect(added.statusCode).toBe(200);
    const id = added.data.Data.Id;
    const receipts = await t.call('GET', '/api/repo/payment-setting/printout-footer', { token: a.adminToken, query: { printoutType: '0' } });
    expect(receipts.data.Data.map((f: { Id: string }) => f.Id)).toContain(id);
    const invoices = await t.call('GET', '/api/repo/payment-setting/printout-footer', { token: a.adminToken, query: { printoutType: '1' } });
    expect(invoices.data.Data.map((f: { Id: string }) => f.Id)).not.toContain(id);
    expect((await t.call('GET', '/api/repo/payment-setting/printout-footer', { token: b.adminToken })).data.Data).toEqual([]);
    expect((await t.call('DELETE', '/api/repo/payment-setting/printout-footer', { token: b.adminToken, query: { id } })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/repo/payment-setting/printout-footer', { token: teacher, query: { id } })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/repo/payment-setting/printout-footer', { token: a.adminToken, query: { id } })).statusCode).toBe(200);
    const bad = await t.call('POST', '/api/repo/payment-setting/printout-footer', { token: a.adminToken, json: { ...body, PrintoutType: 9, Text: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses deleting a payment method in use only once payments exist (free now)', async () => {
    const m = await addPaymentMethod(t, a);
    expect((await t.call('DELETE', `/api/repo/payment-method/${m.Id}`, { token: a.adminToken })).statusCode).toBe(200);
  });
});
