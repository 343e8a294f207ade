import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addStudentAccount, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../../../test/fee-fixtures';
import { expectOk } from '../../../test/setup-fixtures';
import { scheduleFeeReminders, sendFeeReminders } from './fee-reminder.service';

/**
 * Due-soon and overdue reminders (issue 14) on both engines with a fixed clock: three days before the due date
 * the student and her guardian are told once, in Khmer and English, with a link to her fees; once the date has
 * passed, once more as overdue; never twice; a paid invoice and another school's users are told nothing.
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let debtor: string;
let payer: string;
let studentToken: string;
let guardianToken: string;
let payerToken: string;
let otherToken: string;
const DUE = '2031-03-10';
/** 08:00 in Phnom Penh on a date. */
const at = (date: string) => new Date(`${date}T01:00:00Z`);

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  await addPaymentSetting(t, s.campus, { ExchangeRate: 4100 });
  const type = await addFeeType(t, s.campus);
  const termId = (await addFeeTerm(t, s.campus, s.yearId, { DueDate: DUE })).Id;
  await addFeeItem(t, s.campus, { feeTypeId: type.Id, gradeId: s.gradeId, termId, price: 80 });
  const cash = (await addPaymentMethod(t, s.campus)).Id;
  const added = await addStudent(t, s, s.classA, {
    guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }],
  });
  debtor = added.studentId;
  payer = (await addStudent(t, s, s.classA)).studentId;
  studentToken = (await addStudentAccount(t, s.campus, debtor)).token;
  guardianToken = (await addGuardianAccount(t, s.campus, added.guardianIds[0]!)).token;
  payerToken = (await addStudentAccount(t, s.campus, payer)).token;
  otherToken = (await addStudentAccount(t, other.campus, (await addStudent(t, other, other.classA)).studentId)).token;
  expectOk(await t.call('POST', '/api/proforma-invoice', { token: s.campus.adminToken, json: { FeeTermId: termId, AcademicClassId: s.classA } }));
  const paid = expectOk(await t.call('POST', '/api/proforma-invoice/find', { token: s.campus.adminToken, json: { StudentId: payer } })).data.Data[0];
  expectOk(
    await t.call('POST', '/api/proforma-invoice/payment', {
      token: s.campus.adminToken,
      json: { ProformaInvoiceId: paid.Id, Version: paid.Version, PaymentMethodId: cash, CurrencyType: 1, PaidAmount: 80 },
    }),
  );
}, 180_000);
afterAll(async () => t?.close());

type TNotice = { Topic: string; Title: string; TitleEn: string; Description: string; DescriptionEn: string; Link: string | null };
const feeNotices = async (token: string): Promise<TNotice[]> =>
  expectOk(await t.call('GET', '/api/notification/list', { token, query: { topic: 'SCHOOL_FEE', pageSize: '50' } })).data.Data;
const reminders = () =>
  t.database.system((tx) =>
    tx.execute<{ kind: number; recipients: number }>(sql`select kind, recipients from fee_reminder where campus_id = ${s.campus.id} order by kind`),
  );

describe('fee reminders', () => {
  it('says nothing more than three days ahead', async () => {
    await sendFeeReminders(t.database, at('2031-03-06'));
    expect(await feeNotices(studentToken)).toEqual([]);
    expect((await reminders()).rows).toEqual([]);
  });

  it('tells the student and her guardian three days ahead, once, in Khmer and English, with a link to her fees', async () => {
    await sendFeeReminders(t.database, at('2031-03-07'));
    const mine = await feeNotices(studentToken);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      Topic: 'SCHOOL_FEE',
      Title: expect.stringContaining('ដល់កំណត់បង់ថ្ងៃ ១០-០៣-២០៣១'),
      TitleEn: expect.stringMatching(/^Invoice INV-\d{6} is due on 10-03-2031$/),
      Description: expect.stringContaining('$៨០.០០'),
      DescriptionEn: expect.stringContaining('$80.00'),
      Link: `/school-fee/${debtor}`,
    });
    expect(await feeNotices(guardianToken)).toHaveLength(1);
    expect(await feeNotices(payerToken)).toEqual([]);
    expect(await feeNotices(otherToken)).toEqual([]);
    await sendFeeReminders(t.database, at('2031-03-08'));
    await sendFeeReminders(t.database, at('2031-03-10'));
    expect(await feeNotices(studentToken)).toHaveLength(1);
    expect((await reminders()).rows.map((r) => [Number(r.kind), Number(r.recipients)])).toEqual([[0, 2]]);
  });

  it('tells them once more when the invoice is overdue, and never again', async () => {
    await sendFeeReminders(t.database, at('2031-03-11'));
    await sendFeeReminders(t.database, at('2031-03-12'));
    const mine = await feeNotices(studentToken);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ Title: expect.stringContaining('ហួសកំណត់'), TitleEn: expect.stringMatching(/is overdue$/), Link: `/school-fee/${debtor}` });
    expect(await feeNotices(guardianToken)).toHaveLength(2);
    expect(await feeNotices(payerToken)).toEqual([]);
    expect((await reminders()).rows.map((r) => Number(r.kind))).toEqual([0, 1]);
  });

  it('runs from the schedule with the clock it is given, and stops', async () => {
    // With the overdue record gone the scheduled run sends it again: the record is what keeps it to once.
    await t.database.system((tx) => tx.execute(sql`delete from fee_reminder where campus_id = ${s.campus.id} and kind = 1`));
    const stop = scheduleFeeReminders(t.database, { everyMs: 60_000, now: () => at('2031-03-13') });
    await expect.poll(async () => (await reminders()).rows.length, { timeout: 10_000 }).toBe(2);
    stop();
    expect(await feeNotices(studentToken)).toHaveLength(3);
  });
});
