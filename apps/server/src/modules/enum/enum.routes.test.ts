import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUM_ITEMS, ENUM_PATHS, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
let teacherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  teacherToken = (await t.createUser(campus, { username: 'enum.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;

// The `enum` area of spec/api-calls.tsv, line for line.
const SPEC_ENUM_PATHS = [
  'payment-printout-type',
  'payment-printout-footer-type',
  'invoice-payment-status',
  'payment-status',
  'proforma-invoice-status',
  'currency-type',
  'actor-type',
  'program-type',
  'applicant-registration-status',
  'academic-time-shift-type',
  'relationship-type',
  'level-classify-group',
  'mobile-actor-type',
  'exam-type-status',
  'standard-score-type',
  'standard-score-subject-type',
  'exam-type',
  'exam-type-condition',
  'semester-type',
  'month',
  'grade-matrix-score-type',
  'grade-matrix-score-grade-type',
  'academic-language-type',
  'academic-time-shift',
  'gender',
  'employee-status',
  'class-representative-type',
  'sentiment',
  'announcement-target-type',
  'score-entry',
  'academic-score-status',
  'teaching-role',
  'employee-family-relationship-type',
  'employee-feedback-type',
  'working-info-status',
  'statistic-period',
  'fee-type',
]
  .map((name) => `/api/enum/${name}`)
  .concat([
    '/api/attendance-type',
    '/api/score/entry/academic-result-status',
    '/api/student/student-academic-class/status',
    '/api/report/statistic/student-drop/status',
  ]);

type TItem = { Value: number | string; Name: string; NameEn: string };

async function list(path: string): Promise<TItem[]> {
  const res = await t.call('GET', path, { token: teacherToken });
  expect(res.statusCode, path).toBe(200);
  expect(res.data.StatusCode).toBe(200);
  return path === '/api/enum/academic-score-status' ? res.data.Data.AcademicScoreStatuses : res.data.Data;
}

const values = (items: TItem[]) => items.map((i) => i.Value);

describe('enumeration calls', () => {
  it('covers exactly the 41 enumeration calls of the spec', () => {
    expect(SPEC_ENUM_PATHS).toHaveLength(41);
    expect(Object.keys(ENUM_PATHS).sort()).toEqual([...SPEC_ENUM_PATHS].sort());
  });

  it('answers every call with a non-empty list of Value, Khmer Name and English NameEn', async () => {
    for (const path of SPEC_ENUM_PATHS) {
      const items = await list(path);
      expect(items.length, path).toBeGreaterThan(0);
      for (const item of items) {
        expect(['number', 'string'], path).toContain(typeof item.Value);
        expect(item.Name, `${path} ${item.Value}`).toMatch(KHMER);
        expect(item.NameEn, `${path} ${item.Value}`).toMatch(/^[A-Za-z0-9]/);
      }
      expect(new Set(values(items)).size, `${path} has duplicate values`).toBe(items.length);
    }
  });

  it('answers the catalogue the web app shares', async () => {
    expect(await list('/api/enum/relationship-type')).toEqual(ENUM_ITEMS.relationshipType);
    expect(await list('/api/enum/academic-score-status')).toEqual(ENUM_ITEMS.academicScoreStatus);
  });

  it('uses the values portal §3 gives', async () => {
    expect(await list('/api/enum/actor-type')).toEqual([
      { Value: 0, Name: 'សិស្ស', NameEn: 'Student' },
      { Value: 1, Name: 'បុគ្គលិក', NameEn: 'Employee' },
      { Value: 2, Name: 'អាណាព្យាបាល', NameEn: 'Guardian' },
      { Value: 3, Name: 'បេក្ខជន', NameEn: 'Applicant' },
      { Value: 4, Name: 'ភ្ញៀវ', NameEn: 'Visitor' },
      { Value: 5, Name: 'អតីតសិស្ស', NameEn: 'Alumnus' },
    ]);
    const mobile = await list('/api/enum/mobile-actor-type');
    expect(values(mobile)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(mobile.find((i) => i.Value === 2)?.NameEn).toBe('Teacher');
    expect(mobile.find((i) => i.Value === 4)?.NameEn).toBe('School administrator');
    expect(await list('/api/enum/gender')).toEqual([
      { Value: 0, Name: 'ប្រុស', NameEn: 'Male' },
      { Value: 1, Name: 'ស្រី', NameEn: 'Female' },
    ]);
    const representative = await list('/api/enum/class-representative-type');
    expect(representative.map((i) => [i.Value, i.NameEn])).toEqual([
      [0, 'Student'],
      [1, 'Class vice president'],
      [2, 'Class president'],
    ]);
    const examTypes = await list('/api/enum/exam-type');
    expect(examTypes.map((i) => [i.Value, i.NameEn])).toEqual([
      [0, 'Monthly exam'],
      [1, 'Semester 1 exam'],
      [2, 'Semester 2 exam'],
      [3, 'Annual exam'],
    ]);
    expect((await list('/api/enum/score-entry')).map((i) => [i.Value, i.NameEn])).toEqual([
      [0, 'Internal'],
      [1, 'Official'],
    ]);
    const attendance = await list('/api/attendance-type');
    expect(attendance.map((i) => [i.Value, i.NameEn])).toEqual([
      [0, 'Absent'],
      [1, 'Present'],
      [2, 'Late'],
      [3, 'Permission'],
      [6, 'Mission'],
    ]);
    const studentStatus = await list('/api/student/student-academic-class/status');
    expect(values(studentStatus)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(studentStatus.map((i) => i.NameEn)).toEqual([
      'Active',
      'Inactive',
      'Graduated',
      'Promoted',
      'Repeated',
      'Dropped out',
      'Suspended',
      'Transferred',
      'Achieved',
      'Traveled',
    ]);
    const result = await list('/api/score/entry/academic-result-status');
    expect(result.map((i) => [i.Value, i.NameEn])).toEqual([
      [0, 'Not decided'],
      [1, 'Pass'],
      [2, 'Failed'],
      [3, 'Re-exam'],
      [4, 'Dropped out'],
    ]);
    expect(values(await list('/api/enum/applicant-registration-status'))).toEqual([0, 1, 2]);
    const payment = await list('/api/enum/payment-status');
    expect(payment[0]).toMatchObject({ Value: 0, NameEn: 'None' });
    expect(payment.find((i) => i.Value === 3)?.NameEn).toBe('Paid');
    expect(values(await list('/api/enum/employee-status'))).toEqual([0, 1]);
    expect(values(await list('/api/enum/grade-matrix-score-type'))).toEqual([0, 1, 2]);
    expect(values(await list('/api/enum/exam-type-status'))).toEqual([0, 1, 2]);
  });

  it('answers the designed lists with their documented values', async () => {
    const months = await list('/api/enum/month');
    expect(values(months)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months.map((m) => m.Name)).toEqual(['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ']);
    expect((await list('/api/enum/academic-time-shift')).map((i) => i.NameEn)).toEqual(['Morning', 'Afternoon', 'Evening', 'Full day']);
    expect((await list('/api/enum/relationship-type')).map((i) => i.NameEn)).toEqual(['Father', 'Mother', 'Grandparent', 'Sibling', 'Uncle or aunt', 'Other']);
    expect((await list('/api/enum/currency-type')).map((i) => i.NameEn)).toEqual(['Khmer riel (KHR)', 'US dollar (USD)']);
    const sentiment = await list('/api/enum/sentiment');
    expect(values(sentiment)).toEqual([1, 2, 3, 4, 5]);
    expect(sentiment[0]!.NameEn).toBe('Very unhappy');
    expect(sentiment[4]!.NameEn).toBe('Very happy');
    expect((await list('/api/enum/program-type')).slice(0, 2).map((i) => i.NameEn)).toEqual(['General education', 'Bilingual']);
    expect(values(await list('/api/enum/semester-type'))).toEqual([1, 2]);
    expect(values(await list('/api/report/statistic/student-drop/status'))).toEqual([5, 6, 7, 9]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('GET', '/api/enum/gender');
    expect(res.statusCode).toBe(401);
    expect(res.data.Message).toMatch(KHMER);
  });
});
