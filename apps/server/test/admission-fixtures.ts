import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { QUESTION_ANSWER_TYPE, todayInCambodia } from '@school/contract';
import { building, campus as campusTable, room, subject, subjectGroup, subjectGroupRoot } from '../src/db/schema/index';
import { createSchool, type TSchool } from './people-fixtures';
import type { TTestApp, TTestCampus } from './test-app';

/**
 * Factories of the admission tests: a school with an open online registration (the campus flag on, a
 * configuration open today with a grade, a priority subject and two questions), exam rooms, and public
 * registrations sent from a given address (the public calls are rate limited per address).
 */
export type TAdmissionSchool = TSchool & { configId: string; occupationQuestionId: string; textQuestionId: string; subjectId: string };

export const dayOffset = (days: number) => {
  const d = new Date(`${todayInCambodia()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export async function setRegistrationFlag(t: TTestApp, campus: TTestCampus, on: boolean) {
  await t.database.system((tx) => tx.update(campusTable).set({ isOnlineRegistrationAvailable: on }).where(eq(campusTable.id, campus.id)));
}

export async function addSubject(t: TTestApp, campus: TTestCampus, code: string) {
  return t.database.tenant(campus.id, async (tx) => {
    const [root] = await tx
      .insert(subjectGroupRoot)
      .values({ campusId: campus.id, code: `R${code}`, description: 'ភាសា', descriptionEn: 'Languages' })
      .returning();
    const [group] = await tx
      .insert(subjectGroup)
      .values({ campusId: campus.id, code: `G${code}`, description: 'ភាសាបរទេស', descriptionEn: 'Foreign languages', subjectGroupRootId: root!.id })
      .returning();
    const [s] = await tx
      .insert(subject)
      .values({ campusId: campus.id, code, description: 'ភាសាអង់គ្លេស', descriptionEn: 'English', subjectGroupId: group!.id })
      .returning();
    return s!.id;
  });
}

export const configurationBody = (school: TSchool, extra: Record<string, unknown> = {}) => ({
  Description: 'ការចុះឈ្មោះចូលរៀនឆ្នាំសិក្សា ២០២៥-២០២៦',
  DescriptionEn: 'Admissions 2025-2026',
  AcademicYearId: school.yearId,
  OpenDate: dayOffset(-2),
  CloseDate: dayOffset(30),
  ExamDate: dayOffset(35),
  Note: 'សូមយកសំបុត្រកំណើតមកជាមួយ',
  NoteEn: 'Please bring the birth certificate',
  CourseLevelIds: [school.gradeId],
  PrioritySubjectIds: [] as string[],
  Questions: [
    { Question: 'តើឪពុករបស់ប្អូនប្រកបមុខរបរអ្វី?', QuestionEn: "What is your father's occupation?", AnswerType: QUESTION_ANSWER_TYPE.OCCUPATION, IsRequired: true },
    { Question: 'ហេតុអ្វីបានជាប្អូនជ្រើសរើសសាលានេះ?', QuestionEn: 'Why do you choose this school?', AnswerType: QUESTION_ANSWER_TYPE.FREE_TEXT, IsRequired: false },
  ],
  ...extra,
});

export async function createAdmissionSchool(t: TTestApp): Promise<TAdmissionSchool> {
  const school = await createSchool(t);
  await setRegistrationFlag(t, school.campus, true);
  const subjectId = await addSubject(t, school.campus, `EN${Math.floor(Math.random() * 1e6)}`);
  const res = await t.call('POST', '/api/rg/configuration', {
    token: school.campus.adminToken,
    json: configurationBody(school, { PrioritySubjectIds: [subjectId] }),
  });
  if (res.statusCode !== 200) throw new Error(`configuration: ${res.body}`);
  const config = res.data.Data;
  return { ...school, configId: config.Id, occupationQuestionId: config.Questions[0].Id, textQuestionId: config.Questions[1].Id, subjectId };
}

let address = 0;
/** A new loopback address for each caller that must not share another test's rate-limit budget. */
export const nextAddress = () => {
  address += 1;
  return `127.0.${Math.floor(address / 250) + 1}.${(address % 250) + 1}`;
};

export const applicantFields = (school: TAdmissionSchool, extra: Record<string, unknown> = {}) => ({
  FirstName: 'ស្រីនាង',
  LastName: 'លី',
  FirstNameEn: 'Sreyneang',
  LastNameEn: 'Ly',
  Gender: '1',
  DateOfBirthString: '12-04-2013',
  MobilePhone: '012 345 678',
  Email: 'sreyneang@example.com',
  GuardianPhone: '+855 12 999 888',
  PreviousSchoolName: 'សាលាបឋមសិក្សាអង្គរ',
  PreviousSchoolType: '1',
  AppliedCourseLevelId: school.gradeId,
  ProvinceId: '17',
  PrioritySubjectIds: school.subjectId,
  Answers: JSON.stringify([
    { QuestionId: school.occupationQuestionId, OccupationId: 1 },
    { QuestionId: school.textQuestionId, FreeText: 'ព្រោះសាលានេះមានគុណភាពល្អ' },
  ]),
  ...extra,
});

/** `POST /api/external/user/register` (form) from one address. */
export async function registerForm(t: TTestApp, schoolCode: string, fields: Record<string, string>, remoteAddress = nextAddress()) {
  return injectPublic(t, {
    method: 'POST',
    url: `/api/external/user/register?schoolCode=${encodeURIComponent(schoolCode)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

/** A public call from a given address (rate limits count per address). */
export async function injectPublic(t: TTestApp, options: InjectOptions & { url: string }) {
  const res = await t.app.inject({ ...options, url: `${t.config.apiBase}${options.url}` });
  let data: any;
  try {
    data = res.json();
  } catch {
    data = undefined;
  }
  return Object.assign(res, { data });
}

/** A building with exam rooms of the given capacities (codes E01, E02 …). */
export async function addExamRooms(t: TTestApp, campus: TTestCampus, capacities: number[]) {
  return t.database.tenant(campus.id, async (tx) => {
    const [b] = await tx
      .insert(building)
      .values({ campusId: campus.id, code: `EXAM${Math.floor(Math.random() * 1e6)}`, description: 'អគារប្រឡង', descriptionEn: 'Exam building', floors: 1 })
      .returning();
    const ids: string[] = [];
    for (const [i, capacity] of capacities.entries()) {
      const code = `E${String(i + 1).padStart(2, '0')}-${b!.code}`;
      const [r] = await tx
        .insert(room)
        .values({ campusId: campus.id, code, description: `បន្ទប់ប្រឡង ${i + 1}`, descriptionEn: `Exam room ${i + 1}`, buildingId: b!.id, floor: 1, capacity })
        .returning();
      ids.push(r!.id);
    }
    return ids;
  });
}
