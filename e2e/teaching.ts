import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './browser';

/** Calls the API from a signed-in page's own session (a JSON body when `json` is given). */
export const apiCall = (page: Page, path: string, options: { method?: string; json?: unknown } = {}) =>
  page.evaluate(
    async ({ path, method, json }) => {
      const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
      const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}` };
      if (json !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(`/backend${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
      return (await r.json()) as { StatusCode: number; Data: any; MessageEn?: string };
    },
    { path, method: options.method ?? 'GET', json: options.json },
  );

/** A class × subject of the demo student's class, in both languages. */
export type TRoom = {
  academicClassId: string;
  courseLevelSubjectId: string;
  subject: string;
  subjectEn: string;
  className: string;
  classNameEn: string;
};

/**
 * The demo teacher teaches a class of her own, none of the demo student's (provision/demo-staff.ts), and every subject
 * of the student's class has its teacher (one a subject). For the teacher ↔ student flows the admin hands one subject of
 * the student's class with no live class open to the demo teacher, as the office does on the employee page: the
 * subject leaves its teacher's assignment (`DELETE /api/employee/academic-class/subject`) and the demo teacher gets an
 * assignment to the class with it (`POST /api/employee/academic-class`). `release()` undoes both, so the test files
 * after this one find the demo as it was seeded.
 */
export async function teachStudentSubject(browser: Browser): Promise<{ room: TRoom; release: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await signIn(page, 'student', { to: '/profile' });
  const rooms = (await apiCall(page, '/api/academic-class/classroom')).Data as Array<{
    AcademicClassId: string;
    AcademicClass: string;
    AcademicClassEn: string;
    CourseLevelSubjectId: string;
    Subject: string;
    SubjectEn: string;
    Live: unknown;
  }>;
  await context.close();
  // The last subject: the demo's own homework and live class are on the first ones.
  const free = rooms.filter((r) => !r.Live).at(-1);
  if (!free) throw new Error('The demo student has no classroom without a live class');
  const room: TRoom = {
    academicClassId: free.AcademicClassId,
    courseLevelSubjectId: free.CourseLevelSubjectId,
    subject: free.Subject,
    subjectEn: free.SubjectEn,
    className: free.AcademicClass,
    classNameEn: free.AcademicClassEn,
  };

  const teacher = await newPage(browser);
  await signIn(teacher.page, 'teacher', { to: '/profile' });
  const employeeId = (await apiCall(teacher.page, '/api/user/me', { method: 'POST', json: {} })).Data.Id as string;
  await teacher.context.close();

  const admin = await newPage(browser);
  await signIn(admin.page, 'admin', { to: '/profile' });
  const ok = (answer: { StatusCode: number; Data: any; MessageEn?: string }, what: string) => {
    if (answer.StatusCode !== 200) throw new Error(`${what}: ${answer.StatusCode} ${answer.MessageEn}`);
    return answer.Data;
  };
  // Who teaches the subject in the class now, and the rows that say so.
  const subjects = ok(
    await apiCall(admin.page, `/api/employee/academic-course-level/subject?academicClassId=${room.academicClassId}`),
    'class subjects',
  ) as Array<{
    Id: string;
    Teachers: Array<{ EmployeeId: string }>;
  }>;
  const handedOver: string[] = [];
  for (const { EmployeeId } of subjects.find((x) => x.Id === room.courseLevelSubjectId)?.Teachers ?? []) {
    const assignments = ok(await apiCall(admin.page, `/api/employee/academic-class?id=${EmployeeId}`), 'assignments') as Array<{
      Id: string;
      AcademicClassId: string;
      Subjects: Array<{ Id: string; CourseLevelSubjectId: string }>;
    }>;
    for (const a of assignments.filter((x) => x.AcademicClassId === room.academicClassId)) {
      for (const subject of a.Subjects.filter((x) => x.CourseLevelSubjectId === room.courseLevelSubjectId)) {
        ok(await apiCall(admin.page, `/api/employee/academic-class/subject?id=${subject.Id}`, { method: 'DELETE' }), 'removing the subject from its teacher');
        handedOver.push(a.Id);
      }
    }
  }
  const made = ok(
    await apiCall(admin.page, '/api/employee/academic-class', {
      method: 'POST',
      json: {
        EmployeeId: employeeId,
        AcademicClassId: room.academicClassId,
        IsMain: false,
        IsReserve: false,
        CourseLevelSubjectIds: [room.courseLevelSubjectId],
      },
    }),
    'assigning the demo teacher',
  ) as { Id: string };
  await admin.context.close();
  const release = async () => {
    // A session of its own: the first one's token may have expired meanwhile.
    const again = await newPage(browser);
    await signIn(again.page, 'admin', { to: '/profile' });
    await apiCall(again.page, `/api/employee/academic-class?id=${made.Id}`, { method: 'DELETE' });
    for (const assignmentId of handedOver) {
      await apiCall(again.page, '/api/employee/academic-class/subject', {
        method: 'POST',
        json: { EmployeeAcademicClassId: assignmentId, CourseLevelSubjectIds: [room.courseLevelSubjectId] },
      });
    }
    await again.context.close();
  };
  return { room, release };
}
