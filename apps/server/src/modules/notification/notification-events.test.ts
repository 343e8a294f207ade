import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { multipart } from '../../../test/multipart';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { notify } from './notification.service';

/**
 * Issue 16: the areas' events tell the people they concern, each once, in both languages, with a link.
 * Attendance marked absent → the student and her guardians; a leave request decided → whoever sent it.
 */
const MONDAY = '2025-11-03';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let teacher: Awaited<ReturnType<typeof addTeacher>>;
let routineA: string;
let absentee: { studentId: string; guardianIds: string[] };
let classmate: { studentId: string; guardianIds: string[] };
let student: { token: string; userId: string };
let guardian: { token: string; userId: string };
let classmateGuardian: { token: string; userId: string };

const guardianOf = (firstNameEn: string) => [
  { relationshipType: 1, guardian: { firstName: 'ស្រី', lastName: 'ចាន់', firstNameEn, lastNameEn: 'Chan', gender: 2 } },
];
const attendanceNotices = async (token: string) =>
  expectOk(await t.call('GET', '/api/notification/list', { token, query: { topic: 'ATTENDANCE', pageSize: '20' } })).data;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [['07:00', '08:00']]);
  const [maths] = await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: s.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  teacher = await addTeacher(t, s, [s.classA], 'notice.teacher');
  await addTeachingSubjects(t, s.campus.id, { employeeId: teacher.employeeId, academicClassId: s.classA, subjectIds: [maths!] });
  const routine = expectOk(
    await t.call('POST', '/api/routine', {
      token: s.campus.adminToken,
      json: { AcademicClassId: s.classA, DayOfWeek: 1, AcademicSessionTimeId: periods[0], CourseLevelSubjectId: maths, EmployeeId: teacher.employeeId },
    }),
  );
  routineA = routine.data.Data.Id as string;
  absentee = await addStudent(t, s, s.classA, {
    lastName: 'សុខ',
    firstName: 'ចាន់ណា',
    lastNameEn: 'Sok',
    firstNameEn: 'Channa',
    guardians: guardianOf('Sreymom'),
  });
  classmate = await addStudent(t, s, s.classA, { guardians: guardianOf('Dary') });
  student = await addStudentAccount(t, s.campus, absentee.studentId);
  guardian = await addGuardianAccount(t, s.campus, absentee.guardianIds[0]!);
  classmateGuardian = await addGuardianAccount(t, s.campus, classmate.guardianIds[0]!);
}, 120_000);
afterAll(async () => t?.close());

const saveSheet = (version: number | null, absentType: number) =>
  t.call('POST', '/api/student-attendance/batch-save', {
    token: teacher.token,
    json: [
      { RoutineId: routineA, Date: MONDAY, Version: version, StudentId: absentee.studentId, AttendanceType: absentType },
      { RoutineId: routineA, Date: MONDAY, Version: version, StudentId: classmate.studentId, AttendanceType: 1 },
    ],
  });

describe('attendance marked absent', () => {
  it("tells the student and her guardians once, in Khmer and English, with a link to her month (his child's page for a guardian)", async () => {
    expectOk(await saveSheet(null, 0));
    for (const [token, link] of [
      // The absence's month (November 2025), whenever the notice is opened.
      [guardian.token, `/children/attendance?id=${absentee.studentId}&month=2025-11`],
      [student.token, `/profile/attendance?studentId=${absentee.studentId}&month=2025-11`],
    ] as const) {
      const list = await attendanceNotices(token);
      expect(list.Total).toBe(1);
      expect(list.Data[0]).toMatchObject({
        Topic: 'ATTENDANCE',
        Title: 'សុខ ចាន់ណា អវត្តមាននៅថ្ងៃ ០៣-១១-២០២៥',
        TitleEn: 'Sok Channa was absent on 03-11-2025',
        DescriptionEn: 'Sok Channa was marked absent in Mathematics (Class 7A) on 03-11-2025.',
        Link: link,
        IsRead: false,
      });
      expect(list.Data[0].Description).toContain('គណិតវិទ្យា');
    }
    // The present classmate's guardian, the teacher and another school hear nothing.
    expect((await attendanceNotices(classmateGuardian.token)).Total).toBe(0);
    expect((await attendanceNotices(teacher.token)).Total).toBe(0);
    expect((await attendanceNotices(other.campus.adminToken)).Total).toBe(0);
  });

  it('does not tell again when the same absence is saved a second time (or present, then absent again)', async () => {
    expectOk(await saveSheet(1, 0));
    expectOk(await saveSheet(2, 1));
    expectOk(await saveSheet(3, 0));
    expect((await attendanceNotices(guardian.token)).Total).toBe(1);
    expect((await attendanceNotices(student.token)).Total).toBe(1);
  });

  it('leaves out a guardian who turned attendance notices off', async () => {
    expectOk(await t.call('PUT', '/api/notification/topics', { token: classmateGuardian.token, json: { Topics: [{ Topic: 'ATTENDANCE', Enabled: false }] } }));
    const res = await t.call('POST', '/api/student-attendance/batch-save', {
      token: teacher.token,
      json: [{ RoutineId: routineA, Date: MONDAY, Version: 4, StudentId: classmate.studentId, AttendanceType: 0 }],
    });
    expectOk(res);
    expect((await attendanceNotices(classmateGuardian.token)).Total).toBe(0);
  });
});

describe('leave request decided', () => {
  it('tells whoever sent it that it was approved or rejected, with the comment', async () => {
    const type = expectOk(
      await t.call('POST', '/api/leave-type', { token: s.campus.adminToken, json: { ActorType: 0, Description: 'ឈឺ', DescriptionEn: 'Sick' } }),
    ).data.Data.Id as string;
    const send = async (FromDate: string) =>
      expectOk(
        await t.call('POST', '/api/leave-request', {
          token: guardian.token,
          ...multipart({ ActorType: 0, ActorId: absentee.studentId, LeaveTypeId: type, FromDate, ToDate: FromDate, Reason: 'គ្រុនក្តៅ' }),
        }),
      ).data.Data.Id as string;
    const first = await send('2025-12-01');
    const second = await send('2025-12-08');
    expectOk(await t.call('POST', '/api/leave-request/approve', { token: s.campus.adminToken, json: { Id: first, Version: 1, Status: 0 } }));
    expectOk(
      await t.call('POST', '/api/leave-request/approve', { token: s.campus.adminToken, json: { Id: second, Version: 1, Status: 1, Comment: 'សូមភ្ជាប់លិខិតពេទ្យ' } }),
    );
    const list = expectOk(await t.call('GET', '/api/notification/list', { token: guardian.token, query: { topic: 'LEAVE_REQUEST' } })).data;
    expect(list.Data.map((n: { TitleEn: string }) => n.TitleEn)).toEqual(['Leave request rejected', 'Leave request approved']);
    expect(list.Data[0]).toMatchObject({
      Title: 'សំណើសុំច្បាប់ត្រូវបានបដិសេធ',
      DescriptionEn: 'Sok Channa: Sick, 08-12-2025 (សូមភ្ជាប់លិខិតពេទ្យ)',
      Link: '/leave-request',
    });
    expect(list.Data[1].Description).toBe('សុខ ចាន់ណា: ឈឺ ថ្ងៃ ០១-១២-២០២៥');
    // The student did not send them: she is not told.
    const hers = expectOk(await t.call('GET', '/api/notification/list', { token: student.token, query: { topic: 'LEAVE_REQUEST' } })).data;
    expect(hers.Total).toBe(0);
  });
});

describe("a guardian's links to a student page", () => {
  const scoreNotice = (userIds: string[], about?: { academicClassId?: string; studentIds?: string[] }) =>
    t.database.tenant(s.campus.id, (tx) =>
      notify(tx, {
        campusId: s.campus.id,
        userIds,
        topic: 'SCORE',
        title: 'ពិន្ទុបានចេញផ្សាយ',
        titleEn: 'Scores released',
        description: 'ពិន្ទុអាចមើលបានហើយ',
        descriptionEn: 'The scores can now be seen',
        link: '/profile/score',
        about,
      }),
    );
  const latestScoreLink = async (token: string) =>
    expectOk(await t.call('GET', '/api/notification/list', { token, query: { topic: 'SCORE', pageSize: '1' } })).data.Data[0]?.Link;

  it("opens the child's page (/children/score?id=) for a guardian, the student's own for the student", async () => {
    await scoreNotice([student.userId, guardian.userId], { academicClassId: s.classA });
    expect(await latestScoreLink(guardian.token)).toBe(`/children/score?id=${absentee.studentId}`);
    expect(await latestScoreLink(student.token)).toBe('/profile/score');
  });

  it('names the child of the class the notice is about when a guardian has children in two classes', async () => {
    // The classmate's guardian also has a child in 7B.
    const sibling = await addStudent(t, s, s.classB, {});
    expectOk(
      await t.call('POST', '/api/student/guardian-student', {
        token: s.campus.adminToken,
        form: { StudentId: sibling.studentId, GuardianId: classmate.guardianIds[0]!, RelationshipType: '1' },
      }),
    );
    const guardianUser = classmateGuardian.userId;
    await scoreNotice([guardianUser], { academicClassId: s.classB });
    expect(await latestScoreLink(classmateGuardian.token)).toBe(`/children/score?id=${sibling.studentId}`);
    await scoreNotice([guardianUser], { academicClassId: s.classA });
    expect(await latestScoreLink(classmateGuardian.token)).toBe(`/children/score?id=${classmate.studentId}`);
    // Of no class he has a child in: his children's list.
    await scoreNotice([guardianUser], { studentIds: [absentee.studentId] });
    expect(await latestScoreLink(classmateGuardian.token)).toBe('/children');
  });
});
