import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE, REGISTRATION_STATUS } from '@school/contract';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { pdfPageCount, pdfText, renderPage } from '../../../test/pdf-text';
import { multipart, PNG_1X1 } from '../../../test/multipart';
import {
  addExamRooms,
  applicantFields,
  configurationBody,
  createAdmissionSchool,
  dayOffset,
  injectPublic,
  nextAddress,
  registerForm,
  setRegistrationFlag,
  type TAdmissionSchool,
} from '../../../test/admission-fixtures';

let t: TTestApp;
let a: TAdmissionSchool;
let b: TAdmissionSchool;
let teacher: string;
let frontOffice: string;

const countPreApplicants = async (campusId: string) =>
  Number(
    (await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from pre_applicant where campus_id = ${campusId}`))).rows[0]!.n,
  );

/** Registers in school `s` and answers the new registration's id (read by the office). */
async function registered(s: TAdmissionSchool, extra: Record<string, string> = {}) {
  const res = await registerForm(t, s.campus.code, applicantFields(s, extra));
  expect(res.statusCode, res.body).toBe(200);
  const list = await t.call('GET', '/api/pre-applicant', { token: s.campus.adminToken, query: { search: res.data.Data.ReferenceCode } });
  return list.data.Data[0] as { Id: string; Version: number; ReferenceCode: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await createAdmissionSchool(t);
  b = await createAdmissionSchool(t);
  teacher = (await t.createUser(a.campus, { username: 'adm.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  frontOffice = (await t.createUser(a.campus, { username: 'adm.front', mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE })).token;
});
afterAll(async () => t?.close());

describe('registration configuration', () => {
  it('creates, lists, updates (Version) and deletes a configuration', async () => {
    const body = configurationBody(a, { OpenDate: dayOffset(100), CloseDate: dayOffset(120), ExamDate: undefined, Questions: [] });
    const created = await t.call('POST', '/api/rg/configuration', { token: a.campus.adminToken, json: body });
    expect(created.statusCode, created.body).toBe(200);
    const c = created.data.Data;
    expect(c).toMatchObject({ Version: 1, IsCurrent: false, CourseLevels: [{ Id: a.gradeId }], ExamDate: null, Questions: [] });
    const list = await t.call('GET', '/api/rg/configuration', { token: a.campus.adminToken });
    expect(list.data.Data.map((x: { Id: string }) => x.Id)).toContain(c.Id);
    const updated = await t.call('PUT', '/api/rg/configuration', {
      token: a.campus.adminToken,
      json: { ...body, Id: c.Id, Version: 1, DescriptionEn: 'Late admissions', Questions: [{ Question: 'សំណួរ', QuestionEn: 'Question', AnswerType: 1 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data.Data).toMatchObject({ DescriptionEn: 'Late admissions', Version: 2, Questions: [{ QuestionEn: 'Question' }] });
    const late = await t.call('PUT', '/api/rg/configuration', { token: a.campus.adminToken, json: { ...body, Id: c.Id, Version: 1 } });
    expect(late.statusCode).toBe(409);
    expect(late.data.MessageEn).toMatch(/Someone else changed this record/);
    expect((await t.call('DELETE', `/api/rg/configuration/${c.Id}`, { token: a.campus.adminToken })).statusCode).toBe(200);
    const after = await t.call('GET', '/api/rg/configuration', { token: a.campus.adminToken });
    expect(after.data.Data.map((x: { Id: string }) => x.Id)).not.toContain(c.Id);
  });

  it('refuses bad input with field messages in both languages', async () => {
    const res = await t.call('POST', '/api/rg/configuration', {
      token: a.campus.adminToken,
      json: { ...configurationBody(a), OpenDate: dayOffset(210), CloseDate: dayOffset(200), CourseLevelIds: [], Description: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.data.Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(expect.arrayContaining(['Description', 'CloseDate', 'CourseLevelIds']));
    for (const e of res.data.Errors) expect(e.Message).toMatch(/[\u1780-\u17FF]/);
  });

  it('refuses dates that overlap another configuration of the campus', async () => {
    const res = await t.call('POST', '/api/rg/configuration', {
      token: a.campus.adminToken,
      json: configurationBody(a, { OpenDate: dayOffset(5), CloseDate: dayOffset(40) }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toMatch(/overlap/);
  });

  it('refuses writes without MANAGE_REGISTRATION and reads without the menu key', async () => {
    expect((await t.call('POST', '/api/rg/configuration', { token: teacher, json: configurationBody(a) })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/rg/configuration', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/pre-applicant', { token: teacher })).statusCode).toBe(403);
    // The front office reads registrations but does not change them.
    expect((await t.call('GET', '/api/pre-applicant', { token: frontOffice })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/rg/configuration', { token: frontOffice, json: configurationBody(a) })).statusCode).toBe(403);
  });

  it("never reads or changes another campus's configuration", async () => {
    const list = await t.call('GET', '/api/rg/configuration', { token: a.campus.adminToken });
    expect(list.data.Data.map((x: { Id: string }) => x.Id)).not.toContain(b.configId);
    const put = await t.call('PUT', '/api/rg/configuration', {
      token: a.campus.adminToken,
      json: { ...configurationBody(a), Id: b.configId, Version: 1, OpenDate: dayOffset(300), CloseDate: dayOffset(301) },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/rg/configuration/${b.configId}`, { token: a.campus.adminToken })).statusCode).toBe(404);
    // A grade of campus B cannot be offered by campus A.
    const foreign = await t.call('POST', '/api/rg/configuration', {
      token: a.campus.adminToken,
      json: configurationBody(a, { CourseLevelIds: [b.gradeId], OpenDate: dayOffset(400), CloseDate: dayOffset(401) }),
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses to delete a configuration once someone registered', async () => {
    await registered(a);
    const res = await t.call('DELETE', `/api/rg/configuration/${a.configId}`, { token: a.campus.adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toMatch(/[\u1780-\u17FF]/);
  });
});

describe('public registration pages', () => {
  it('answers the current configuration by school code, without a token', async () => {
    const res = await injectPublic(t, { method: 'GET', url: `/api/rg/configuration/current?schoolCode=${a.campus.code}`, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Data).toMatchObject({
      Id: a.configId,
      SchoolCode: a.campus.code,
      CourseLevels: [{ Id: a.gradeId }],
      PrioritySubjects: [{ Id: a.subjectId }],
    });
    expect(res.data.Data.Questions).toHaveLength(2);
    const questions = await injectPublic(t, { method: 'GET', url: `/api/rg/question?schoolCode=${a.campus.code}`, remoteAddress: nextAddress() });
    expect(questions.data.Data.map((q: { Id: string }) => q.Id)).toEqual([a.occupationQuestionId, a.textQuestionId]);
    const occupations = await injectPublic(t, { method: 'GET', url: '/api/rg/occupation', remoteAddress: nextAddress() });
    expect(occupations.data.Data.length).toBeGreaterThan(10);
    expect(occupations.data.Data[0]).toMatchObject({ Id: 1, Name: expect.stringMatching(/[\u1780-\u17FF]/), NameEn: 'Farmer' });
  });

  it('answers a clear 404 when the school has no registration open', async () => {
    const closedSchool = await createAdmissionSchool(t);
    await setRegistrationFlag(t, closedSchool.campus, false);
    const off = await injectPublic(t, {
      method: 'GET',
      url: `/api/rg/configuration/current?schoolCode=${closedSchool.campus.code}`,
      remoteAddress: nextAddress(),
    });
    expect(off.statusCode).toBe(404);
    expect(off.data.MessageEn).toBe('Online registration is not open at this school now');
    expect(off.data.Message).toMatch(/[\u1780-\u17FF]/);
    const register = await registerForm(t, closedSchool.campus.code, applicantFields(closedSchool));
    expect(register.statusCode).toBe(404);
    expect(await countPreApplicants(closedSchool.campus.id)).toBe(0);
    const unknown = await injectPublic(t, { method: 'GET', url: '/api/rg/configuration/current?schoolCode=NO-SUCH-SCHOOL', remoteAddress: nextAddress() });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('public registration', () => {
  it('registers with a photo (multipart) and answers only a reference', async () => {
    const fields = applicantFields(a);
    const body = multipart(fields, { Photo: { fileName: 'photo.png', contentType: 'image/png', data: PNG_1X1 } });
    const res = await injectPublic(t, { method: 'POST', url: `/api/pre-applicant/create?schoolCode=${a.campus.code}`, ...body, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.data.Data).sort()).toEqual(['ReferenceCode', 'RegistrationStatus', 'SubmittedAt']);
    expect(res.data.Data.ReferenceCode).toMatch(/^RG-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const list = await t.call('GET', '/api/pre-applicant', { token: a.campus.adminToken, query: { search: res.data.Data.ReferenceCode } });
    const row = list.data.Data[0];
    expect(row).toMatchObject({
      FirstName: 'ស្រីនាង',
      LastNameEn: 'Ly',
      DateOfBirthString: '2013-04-12',
      RegistrationStatus: 0,
      HasPhoto: true,
      ProvinceNameEn: 'Siem Reap',
    });
    const photo = await t.call('GET', '/api/pre-applicant/photo', { token: a.campus.adminToken, query: { id: row.Id } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const detail = await t.call('GET', '/api/pre-applicant/detail', { token: a.campus.adminToken, query: { id: row.Id } });
    expect(detail.data.Data.Answers).toEqual([
      expect.objectContaining({ QuestionId: a.occupationQuestionId, OccupationId: 1, OccupationEn: 'Farmer' }),
      expect.objectContaining({ QuestionId: a.textQuestionId, FreeText: 'ព្រោះសាលានេះមានគុណភាពល្អ' }),
    ]);
    expect(detail.data.Data.PrioritySubjects).toEqual([expect.objectContaining({ Id: a.subjectId })]);
  });

  it('refuses a file that is not a picture, and stores nothing', async () => {
    const before = await countPreApplicants(a.campus.id);
    const body = multipart(applicantFields(a), { Photo: { fileName: 'photo.png', contentType: 'image/png', data: Buffer.from('%PDF-1.4 not a picture') } });
    const res = await injectPublic(t, { method: 'POST', url: `/api/pre-applicant/create?schoolCode=${a.campus.code}`, ...body, remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(415);
    expect(await countPreApplicants(a.campus.id)).toBe(before);
  });

  it('answers a failed registration with field messages and the pre-applicant info that was sent', async () => {
    const before = await countPreApplicants(a.campus.id);
    const res = await registerForm(t, a.campus.code, applicantFields(a, { FirstNameEn: 'ស្រី', GuardianPhone: 'abc', DateOfBirthString: '31-02-2013' }));
    expect(res.statusCode).toBe(400);
    expect(res.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(expect.arrayContaining(['FirstNameEn', 'GuardianPhone', 'DateOfBirthString']));
    expect(res.data.Data).toMatchObject({ FirstName: 'ស្រីនាង', LastNameEn: 'Ly', GuardianPhone: 'abc', AppliedCourseLevelId: a.gradeId });
    // A rule of the configuration: the required question must be answered, the grade must be offered.
    const missing = await registerForm(t, a.campus.code, applicantFields(a, { Answers: '[]' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.data.Errors[0].Field).toBe('Answers');
    expect(missing.data.Data).toMatchObject({ FirstName: 'ស្រីនាង' });
    const grade = await registerForm(t, a.campus.code, applicantFields(a, { AppliedCourseLevelId: a.nextGradeId }));
    expect(grade.statusCode).toBe(400);
    expect(grade.data.Errors[0].Field).toBe('AppliedCourseLevelId');
    expect(await countPreApplicants(a.campus.id)).toBe(before);
  });

  it('answers the same whether the phone and e-mail are known or not (no enumeration)', async () => {
    const phone = '+855 97 123 4567';
    const first = await registerForm(t, a.campus.code, applicantFields(a, { GuardianPhone: phone, Email: 'known@example.com' }));
    const again = await registerForm(t, a.campus.code, applicantFields(a, { GuardianPhone: phone, Email: 'known@example.com' }));
    const fresh = await registerForm(t, a.campus.code, applicantFields(a, { GuardianPhone: '+855 97 765 4321', Email: 'new@example.com' }));
    for (const res of [first, again, fresh]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.data).sort()).toEqual(['Data', 'Message', 'MessageEn', 'StatusCode']);
      expect(Object.keys(res.data.Data).sort()).toEqual(['ReferenceCode', 'RegistrationStatus', 'SubmittedAt']);
      expect(res.data.Data.RegistrationStatus).toBe(REGISTRATION_STATUS.PENDING);
    }
    expect(new Set([first.data.Data.ReferenceCode, again.data.Data.ReferenceCode, fresh.data.Data.ReferenceCode]).size).toBe(3);
    // The office sees the possible duplicate instead.
    const list = await t.call('GET', '/api/pre-applicant', { token: a.campus.adminToken, query: { search: again.data.Data.ReferenceCode } });
    expect(list.data.Data[0].PossibleDuplicates).toBeGreaterThan(0);
  });

  it('lands in the school named by its code and never in another', async () => {
    const beforeA = await countPreApplicants(a.campus.id);
    const beforeB = await countPreApplicants(b.campus.id);
    // A grade of school A sent to school B is refused: B does not offer it.
    const crossed = await registerForm(t, b.campus.code, applicantFields(a));
    expect(crossed.statusCode).toBe(400);
    const res = await registerForm(t, b.campus.code, applicantFields(b));
    expect(res.statusCode).toBe(200);
    expect(await countPreApplicants(a.campus.id)).toBe(beforeA);
    expect(await countPreApplicants(b.campus.id)).toBe(beforeB + 1);
    const seenByA = await t.call('GET', '/api/pre-applicant', { token: a.campus.adminToken, query: { search: res.data.Data.ReferenceCode } });
    expect(seenByA.data.Data).toEqual([]);
  });

  it('limits registrations per address', async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await registerForm(t, a.campus.code, applicantFields(a, { LastNameEn: `Rate${'abcdefghijk'[i]}` }), address)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    const limited = await registerForm(t, a.campus.code, applicantFields(a), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.data.MessageEn).toMatch(/Too many attempts/);
    expect(limited.data).not.toHaveProperty('Data');
    // Another address is not held back.
    expect((await registerForm(t, a.campus.code, applicantFields(a))).statusCode).toBe(200);
  });

  it('refuses bodies over the size limit', async () => {
    const huge = await registerForm(t, a.campus.code, applicantFields(a, { PreviousSchoolName: 'ក'.repeat(40_000) }));
    expect(huge.statusCode).toBe(413);
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const body = multipart(applicantFields(a), { Photo: { fileName: 'photo.png', contentType: 'image/png', data: Buffer.concat([PNG_1X1, big]) } });
    const res = await injectPublic(t, { method: 'POST', url: `/api/pre-applicant/create?schoolCode=${a.campus.code}`, ...body, remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(413);
  });

  it('gives a robot that fills the hidden field a receipt and stores nothing', async () => {
    const before = await countPreApplicants(a.campus.id);
    const res = await registerForm(t, a.campus.code, applicantFields(a, { Website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.ReferenceCode).toMatch(/^RG-/);
    expect(await countPreApplicants(a.campus.id)).toBe(before);
  });

  it('tells the status by reference and birth date, and the same 404 for any mismatch', async () => {
    const res = await registerForm(t, a.campus.code, applicantFields(a));
    const ref = res.data.Data.ReferenceCode as string;
    const status = (query: Record<string, string>) =>
      injectPublic(t, { method: 'GET', url: `/api/pre-applicant/status?${new URLSearchParams(query).toString()}`, remoteAddress: nextAddress() });
    const ok = await status({ schoolCode: a.campus.code, referenceCode: ref.toLowerCase(), dateOfBirth: '2013-04-12' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.Data).toMatchObject({ ReferenceCode: ref, FirstNameEn: 'Sreyneang', RegistrationStatus: 0, ExamRoom: null });
    expect(ok.data.Data).not.toHaveProperty('GuardianPhone');
    const wrongBirth = await status({ schoolCode: a.campus.code, referenceCode: ref, dateOfBirth: '2013-04-13' });
    const wrongRef = await status({ schoolCode: a.campus.code, referenceCode: 'RG-AAAA-AAAA', dateOfBirth: '2013-04-12' });
    const wrongSchool = await status({ schoolCode: b.campus.code, referenceCode: ref, dateOfBirth: '2013-04-12' });
    for (const r of [wrongBirth, wrongRef, wrongSchool]) {
      expect(r.statusCode).toBe(404);
      expect(r.data).toEqual(wrongBirth.data);
    }
  });
});

describe('pre-applicants in the office', () => {
  it('lists by status with paging and searches by Khmer name', async () => {
    await registered(a, { FirstName: 'ចន្ទ្រា', LastName: 'ពេជ្រ', FirstNameEn: 'Chantrea', LastNameEn: 'Pich' });
    const found = await t.call('GET', '/api/pre-applicant', {
      token: a.campus.adminToken,
      query: { search: 'ពេជ្រ ចន្ទ្រា', registrationConfigurationId: a.configId },
    });
    expect(found.statusCode).toBe(200);
    expect(found.data.Data.map((r: { FirstNameEn: string }) => r.FirstNameEn)).toEqual(['Chantrea']);
    const page = await t.call('GET', '/api/pre-applicant', { token: a.campus.adminToken, query: { pageSize: '2', pageIndex: '1', status: '0' } });
    expect(page.data.Data).toHaveLength(2);
    expect(page.data.Total).toBeGreaterThan(2);
  });

  it('confirms a pending registration once (0 → 1), with a stale version refused', async () => {
    const row = await registered(a);
    expect(
      (await t.call('POST', '/api/pre-applicant/approve', { token: a.campus.adminToken, query: { id: row.Id, version: String(row.Version + 1) } })).statusCode,
    ).toBe(409);
    const ok = await t.call('POST', '/api/pre-applicant/approve', { token: a.campus.adminToken, query: { id: row.Id, version: String(row.Version) } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.Data).toMatchObject({ RegistrationStatus: REGISTRATION_STATUS.CONFIRMED, Version: row.Version + 1 });
    const again = await t.call('POST', '/api/pre-applicant/approve', { token: a.campus.adminToken, query: { id: row.Id } });
    expect(again.statusCode).toBe(409);
    expect((await t.call('POST', '/api/pre-applicant/approve', { token: frontOffice, query: { id: row.Id } })).statusCode).toBe(403);
  });

  it('updates a registration (multipart, Version) and refuses a stale one', async () => {
    const row = await registered(a);
    const fields = { ...applicantFields(a), Id: row.Id, Version: String(row.Version), FirstNameEn: 'Sreyneath', RegistrationStatus: '2', Note: 'លេខទូរស័ព្ទខុស' };
    const res = await t.call('POST', '/api/pre-applicant/update', { token: a.campus.adminToken, ...multipart(fields) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Data).toMatchObject({ FirstNameEn: 'Sreyneath', RegistrationStatus: 2, Note: 'លេខទូរស័ព្ទខុស', Version: row.Version + 1 });
    const stale = await t.call('POST', '/api/pre-applicant/update', { token: a.campus.adminToken, ...multipart(fields) });
    expect(stale.statusCode).toBe(409);
    // Confirmed is reached only by approve.
    const confirm = await t.call('POST', '/api/pre-applicant/update', {
      token: a.campus.adminToken,
      ...multipart({ ...fields, Version: String(row.Version + 1), RegistrationStatus: '1' }),
    });
    expect(confirm.statusCode).toBe(400);
  });

  it('pushes a confirmed registration to the applicants once, and answers it from /applicant', async () => {
    const row = await registered(a);
    const early = await t.call('POST', '/api/pre-applicant/push', { token: a.campus.adminToken, json: { Id: row.Id } });
    expect(early.statusCode).toBe(409);
    expect((await t.call('GET', '/api/pre-applicant/applicant', { token: a.campus.adminToken, query: { id: row.Id } })).data.Data).toBeNull();
    await t.call('POST', '/api/pre-applicant/approve', { token: a.campus.adminToken, query: { id: row.Id } });
    const pushed = await t.call('POST', '/api/pre-applicant/push', { token: a.campus.adminToken, json: { Id: row.Id } });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.data.Data).toMatchObject({
      Status: 0,
      PreApplicantId: row.Id,
      ReferenceCode: row.ReferenceCode,
      CourseLevelId: a.gradeId,
      DateOfBirth: '2013-04-12',
    });
    const linked = await t.call('GET', '/api/pre-applicant/applicant', { token: a.campus.adminToken, query: { id: row.Id } });
    expect(linked.data.Data.Id).toBe(pushed.data.Data.Id);
    expect((await t.call('POST', '/api/pre-applicant/push', { token: a.campus.adminToken, json: { Id: row.Id } })).statusCode).toBe(409);
  });

  it("carries the registration's photo to the student made when the applicant is approved", async () => {
    const body = multipart(applicantFields(a, { LastNameEn: 'Photo' }), { Photo: { fileName: 'photo.png', contentType: 'image/png', data: PNG_1X1 } });
    const res = await injectPublic(t, { method: 'POST', url: `/api/pre-applicant/create?schoolCode=${a.campus.code}`, ...body, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await t.call('GET', '/api/pre-applicant', { token: a.campus.adminToken, query: { search: res.data.Data.ReferenceCode } })).data.Data[0];
    await t.call('POST', '/api/pre-applicant/approve', { token: a.campus.adminToken, query: { id: row.Id } });
    const pushed = (await t.call('POST', '/api/pre-applicant/push', { token: a.campus.adminToken, json: { Id: row.Id } })).data.Data;
    const approved = await t.call('POST', '/api/applicant/approval', {
      token: a.campus.adminToken,
      json: { Id: pushed.Id, Version: pushed.Version, AcademicClassId: a.classA },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const student = (await t.call('GET', '/api/student/find', { token: a.campus.adminToken, query: { id: approved.data.Data.StudentId } })).data.Data;
    expect(student.Profile).toMatch(/\/api\/actor\/profile\/picture\?Id=/);
    const link = new URL(student.Profile, 'http://x');
    const picture = await t.call('GET', '/api/actor/profile/picture', { query: Object.fromEntries(link.searchParams) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(picture.rawPayload, PNG_1X1)).toBe(0);
    // The registration keeps its own photo.
    expect((await t.call('GET', '/api/pre-applicant/photo', { token: a.campus.adminToken, query: { id: row.Id } })).statusCode).toBe(200);
  });

  it("never reads or changes another campus's registrations", async () => {
    const row = await registered(b);
    expect((await t.call('GET', '/api/pre-applicant/detail', { token: a.campus.adminToken, query: { id: row.Id } })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/pre-applicant/approve', { token: a.campus.adminToken, query: { id: row.Id } })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/pre-applicant/push', { token: a.campus.adminToken, json: { Id: row.Id } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/pre-applicant/photo', { token: a.campus.adminToken, query: { id: row.Id } })).statusCode).toBe(404);
    const update = await t.call('POST', '/api/pre-applicant/update', {
      token: a.campus.adminToken,
      ...multipart({ ...applicantFields(b), Id: row.Id, Version: '1' }),
    });
    expect(update.statusCode).toBe(404);
    const still = await t.call('GET', '/api/pre-applicant/detail', { token: b.campus.adminToken, query: { id: row.Id } });
    expect(still.data.Data).toMatchObject({ RegistrationStatus: 0, Version: 1 });
  });
});

describe('exam rooms and report files', () => {
  let r: TAdmissionSchool;
  let rFront: string;
  const names = [
    ['សុខ', 'ចាន់ដារ៉ា', 'Sok', 'Chandara'],
    ['ស្រី', 'សុភាព', 'Srey', 'Sopheap'],
    ['កែវ', 'មុនីរ័ត្ន', 'Keo', 'Monirath'],
    ['ឈឹម', 'វិចិត្រ', 'Chhim', 'Vichet'],
    ['ពេជ្រ', 'ចន្ទ្រា', 'Pich', 'Chantrea'],
  ] as const;

  beforeAll(async () => {
    r = await createAdmissionSchool(t);
    rFront = (await t.createUser(r.campus, { username: 'r.front', mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE })).token;
    for (const [i, [last, first, lastEn, firstEn]] of names.entries()) {
      const row = await registered(r, { LastName: last, FirstName: first, LastNameEn: lastEn, FirstNameEn: firstEn, Gender: String(i % 2) });
      // Four are confirmed; the last stays pending and gets no seat.
      if (i < 4) expect((await t.call('POST', '/api/pre-applicant/approve', { token: r.campus.adminToken, query: { id: row.Id } })).statusCode).toBe(200);
    }
  });

  it('refuses to seat candidates when the rooms hold too few, and changes nothing', async () => {
    const [small] = await addExamRooms(t, r.campus, [3]);
    const res = await t.call('POST', '/report/generate-room', {
      token: r.campus.adminToken,
      query: { registrationConfigurationId: r.configId, roomIds: small! },
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toMatch(/seat 3 but 4 candidates/);
    const list = await t.call('GET', '/api/pre-applicant', { token: r.campus.adminToken, query: { registrationConfigurationId: r.configId } });
    expect(list.data.Data.every((p: { ExamSeat: unknown }) => p.ExamSeat === null)).toBe(true);
  });

  it('seats the confirmed candidates room by room up to each capacity, replacing earlier seats', async () => {
    const rooms = await addExamRooms(t, r.campus, [3, 2]);
    const res = await t.call('POST', '/report/generate-room', {
      token: r.campus.adminToken,
      query: { registrationConfigurationId: r.configId, roomIds: rooms.join(',') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const assignment = res.data.Data as Array<{ RoomId: string; Capacity: number; Seats: Array<{ SeatNumber: number; LastNameEn: string }> }>;
    expect(assignment.map((x) => [x.RoomId, x.Seats.length])).toEqual([
      [rooms[0], 3],
      [rooms[1], 1],
    ]);
    expect(assignment[0]!.Seats.map((s) => s.SeatNumber)).toEqual([1, 2, 3]);
    // By Latin name within the grade.
    expect(assignment.flatMap((x) => x.Seats.map((s) => s.LastNameEn))).toEqual(['Chhim', 'Keo', 'Sok', 'Srey']);
    // Again with one room: the earlier seats are replaced, not added to.
    const [big] = await addExamRooms(t, r.campus, [40]);
    const again = await t.call('POST', '/report/generate-room', {
      token: r.campus.adminToken,
      query: { registrationConfigurationId: r.configId, roomIds: big! },
    });
    expect(again.data.Data).toHaveLength(1);
    expect(again.data.Data[0].Seats).toHaveLength(4);
    const seats = Number(
      (await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from pre_applicant_exam_seat where campus_id = ${r.campus.id}`)))
        .rows[0]!.n,
    );
    expect(seats).toBe(4);
    // The candidate sees her room in the status check.
    const sok = (await t.call('GET', '/api/pre-applicant', { token: r.campus.adminToken, query: { search: 'Sok' } })).data.Data[0];
    const status = await injectPublic(t, {
      method: 'GET',
      url: `/api/pre-applicant/status?schoolCode=${r.campus.code}&referenceCode=${sok.ReferenceCode}&dateOfBirth=2013-04-12`,
      remoteAddress: nextAddress(),
    });
    expect(status.data.Data).toMatchObject({ RegistrationStatus: 1, SeatNumber: expect.any(Number), ExamRoom: { Id: big } });
    expect((await t.call('POST', '/report/generate-room', { token: rFront, query: { registrationConfigurationId: r.configId } })).statusCode).toBe(403);
  });

  it('prints the list of registrations as a PDF whose Khmer names read back', async () => {
    const res = await t.call('GET', '/report/pre-applicant', { token: r.campus.adminToken, query: { registrationConfigurationId: r.configId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pre-applicants-/);
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    for (const [last, first, lastEn, firstEn] of names) {
      expect(text).toContain(`${last} ${first}`);
      expect(text).toContain(`${lastEn} ${firstEn}`);
    }
    expect(text).toContain('ចុះឈ្មោះ');
    expect(text).toContain(`Test school ${r.campus.code}`);
    renderPage(pdf, path.join(os.tmpdir(), 'pre-applicant-report'), 1, 100);
    // Only confirmed ones when asked; the front office (reader) may print; a teacher may not.
    const onlyConfirmed = await t.call('GET', '/report/pre-applicant', { token: rFront, query: { registrationConfigurationId: r.configId, status: '1' } });
    expect(onlyConfirmed.statusCode, onlyConfirmed.body).toBe(200);
    const confirmed = pdfText(onlyConfirmed.rawPayload);
    expect(confirmed).not.toContain('ពេជ្រ ចន្ទ្រា');
    expect((await t.call('GET', '/report/pre-applicant', { token: teacher })).statusCode).toBe(403);
  });

  it('prints the exam rooms, one room a page, with the candidates of each', async () => {
    const res = await t.call('GET', '/report/pre-applicant-room', { token: r.campus.adminToken, query: { registrationConfigurationId: r.configId } });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    for (const [last, first] of names.slice(0, 4)) expect(text).toContain(`${last} ${first}`);
    expect(text).not.toContain('ពេជ្រ ចន្ទ្រា');
    expect(text).toContain('Signature');
    renderPage(res.rawPayload, path.join(os.tmpdir(), 'pre-applicant-room-report'), 1, 100);
    // Another campus has no rooms generated: a clear message, not an empty file.
    const none = await t.call('GET', '/report/pre-applicant-room', { token: a.campus.adminToken, query: { registrationConfigurationId: a.configId } });
    expect(none.statusCode).toBe(404);
    expect(none.data.MessageEn).toMatch(/No exam rooms/);
    expect(
      (await t.call('GET', '/report/pre-applicant-room', { token: a.campus.adminToken, query: { registrationConfigurationId: r.configId } })).statusCode,
    ).toBe(404);
  });

  it('exports every field and answer as .xlsx', async () => {
    const res = await t.call('GET', '/export/pre-applicant-info', { token: r.campus.adminToken, query: { registrationConfigurationId: r.configId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const header = ws.getRow(8).values as unknown[];
    expect(header).toContain('គោត្តនាម / Last name');
    expect(header).toContain("តើឪពុករបស់ប្អូនប្រកបមុខរបរអ្វី? / What is your father's occupation?");
    const rows = Array.from({ length: names.length }, (_, i) => ws.getRow(9 + i).values as unknown[]);
    expect(rows.map((v) => v[5])).toEqual(expect.arrayContaining(['Chhim', 'Keo', 'Pich', 'Sok', 'Srey']));
    const sok = rows.find((v) => v[5] === 'Sok')!;
    expect(sok[3]).toBe('សុខ');
    expect((sok[8] as Date).toISOString().slice(0, 10)).toBe('2013-04-12');
    expect(sok).toContain('កសិករ');
    expect(sok).toContain('ព្រោះសាលានេះមានគុណភាពល្អ');
  });
});
