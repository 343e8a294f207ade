import { expectOk } from './setup-fixtures';
import type { TTestApp, TTestCampus } from './test-app';

/**
 * Factories of the fees area's tests (issue 14): a fee setup through the API (a fee type, a term of a year,
 * fee items of a grade, a payment method, the current payment setting).
 */
let seq = 0;

export async function addFeeType(t: TTestApp, campus: TTestCampus, extra: Record<string, unknown> = {}) {
  seq += 1;
  const body = { Code: `TU${seq}`, Description: `ថ្លៃសិក្សា ${seq}`, DescriptionEn: `Tuition ${seq}`, Type: 0, ...extra };
  return expectOk(await t.call('POST', '/api/repo/fee-type', { token: campus.adminToken, json: body })).data.Data as { Id: string };
}

export async function addFeeTerm(t: TTestApp, campus: TTestCampus, yearId: string, extra: Record<string, unknown> = {}) {
  seq += 1;
  const body = {
    Code: `T${seq}`,
    Description: `ឆមាសទី ${seq}`,
    DescriptionEn: `Semester ${seq}`,
    AcademicYearId: yearId,
    TotalMonths: 5,
    DueDate: '2025-11-30',
    ...extra,
  };
  return expectOk(await t.call('POST', '/api/repo/fee-term', { token: campus.adminToken, json: body })).data.Data as { Id: string };
}

export async function addFeeItem(
  t: TTestApp,
  campus: TTestCampus,
  p: { feeTypeId: string; gradeId: string; termId: string; price: number; currency?: number },
) {
  seq += 1;
  const body = {
    Code: `FI${seq}`,
    Description: `ថ្លៃសេវា ${seq}`,
    DescriptionEn: `Fee item ${seq}`,
    Price: p.price,
    CurrencyType: p.currency ?? 1,
    FeetypeId: p.feeTypeId,
    CourseLevelId: p.gradeId,
    FeeTermId: p.termId,
  };
  return expectOk(await t.call('POST', '/api/repo/fee-item', { token: campus.adminToken, json: body })).data.Data as { Id: string; Price: number };
}

export async function addPaymentMethod(t: TTestApp, campus: TTestCampus, extra: Record<string, unknown> = {}) {
  seq += 1;
  const body = { Code: `CASH${seq}`, Description: 'សាច់ប្រាក់', DescriptionEn: 'Cash', Abbreviation: 'CASH', ...extra };
  return expectOk(await t.call('POST', '/api/repo/payment-method', { token: campus.adminToken, json: body })).data.Data as { Id: string };
}

export async function addPaymentSetting(t: TTestApp, campus: TTestCampus, extra: Record<string, unknown> = {}) {
  const body = { CurrencyType: 1, ExchangeRate: 4100, IsAllowPartialPayment: true, TaxIdentificationNumber: 'K001-901234567', ...extra };
  return expectOk(await t.call('POST', '/api/repo/payment-setting', { token: campus.adminToken, json: body })).data.Data as { Id: string; Version: number };
}
