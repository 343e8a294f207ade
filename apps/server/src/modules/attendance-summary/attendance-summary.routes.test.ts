import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { employeeAttendance, leaveRequest, leaveType } from '../../db/schema/index';

// The 2025 year runs 2025-11-01 … 2026-08-31; 2025-11-03 and 2025-11-10 are Mondays.
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let teacher: Awaited<ReturnType<typeof addTeacher>>; // teaches 7A
let teacherB: Awaited<ReturnType<typeof addTeacher>>; // teaches 7B only
let pupil: string;
let classmate: string;
let studentToken: string;
let guardianToken: string;
let otherGuardianToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const [period] = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [['07:00', '08:00']]);
  const [maths] = await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: s.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  teacher = await addTeacher(t, s, [s.classA], 'summary.teacher');
  teacherB = await addTeacher(t, s, [s.classB], 'summary.teacherb');
  await addTeachingSubjects(t, s.campus.id, { employeeId: teacher.employeeId, academicClassId: s.classA, subjectIds: [maths!] });
  const routine = await t.call('POST', '/api/routine', {
    token: s.campus.adminToken,
    json: { AcademicClassId: s.classA, DayOfWeek: 1, AcademicSessionTimeId: period, CourseLevelSubjectId: maths, EmployeeId: teacher.employeeId },
  });
  expect(routine.statusCode).toBe(200);
  const guardian = [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }];
  const added = await addStudent(t, s, s.classA, { lastName: 'កែវ', firstName: 'បុប្ផា', lastNameEn: 'Keo', firstNameEn: 'Bopha', guardians: guardian });
  pupil = added.studentId;
  classmate = (await addStudent(t, s, s.classA)).studentId;
  const inB = await addStudent(t, s, s.classB, { guardians: guardian });
  studentToken = (await addStudentAccount(t, s.campus, pupil)).token;
  guardianToken = (await addGuardianAccount(t, s.campus, added.guardianIds[0]!)).token;
  otherGuardianToken = (await addGuardianAccount(t, s.campus, inB.guardianIds[0]!)).token;
  // Two Mondays: the pupil absent then late, the classmate present twice.
  for (const [date, types] of [
    ['2025-11-03', [0, 1]],
    ['2025-11-10', [2, 1]],
  ] as const) {
    const res = await t.call('POST', '/api/student-attendance/batch-save', {
      token: teacher.token,
      json: [
        { RoutineId: routine.data.Data.Id, Date: date, Version: null, StudentId: pupil, AttendanceType: types[0] },
        { RoutineId: routine.data.Data.Id, Date: date, Version: null, StudentId: classmate, AttendanceType: types[1] },
      ],
    });
    expect(res.statusCode).toBe(200);
  }
  await t.database.system(async (tx) => {
    // The teacher's days: present, late, mission in the year; an absence before it (not counted).
    await tx.insert(employeeAttendance).values(
      (
        [
          ['2025-11-03', 1],
          ['2025-11-04', 2],
          ['2025-11-05', 6],
          ['2025-10-31', 0],
        ] as const
      ).map(([date, attendanceType]) => ({ campusId: s.campus.id, employeeId: teacher.employeeId, date, attendanceType })),
    );
    const [type] = await tx
      .insert(leaveType)
      .values({ campusId: s.campus.id, actorType: 0, description: 'ឈឺ', descriptionEn: 'Sick' })
      .returning({ id: leaveType.id });
    const leave = (fromDate: string, status: number) => ({
      campusId: s.campus.id,
      actorType: 0,
      studentId: pupil,
      academicClassId: s.classA,
      leaveTypeId: type!.id,
      fromDate,
      toDate: fromDate,
      reason: 'ឈឺ',
      status,
    });
    // Approved twice, pending once, rejected once, and an approved leave of another year.
    await tx
      .insert(leaveRequest)
      .values([leave('2025-11-12', 0), leave('2025-11-13', 0), leave('2025-11-20', 2), leave('2025-11-21', 1), leave('2024-01-10', 0)]);
  });
}, 120_000);
afterAll(async () => t?.close());

const summary = (token: string, actorType: number | string, actorId: string, extra = '') =>
  t.call('GET', `/api/attendance/summary?actorType=${actorType}&actorId=${actorId}${extra}`, { token });

describe('attendance summary', () => {
  it("counts a student's marks of the current year and her leave requests, for herself, her guardian, her teacher and the office", async () => {
    for (const token of [studentToken, guardianToken, teacher.token, s.campus.adminToken]) {
      const res = await summary(token, 0, pupil);
      expect(res.statusCode).toBe(200);
      expect(res.data.Data).toEqual({
        ActorType: 0,
        ActorId: pupil,
        Code: expect.any(String),
        FullName: 'កែវ បុប្ផា',
        FullNameEn: 'Keo Bopha',
        AcademicYearId: s.yearId,
        FromDate: '2025-11-01',
        ToDate: '2026-08-31',
        Absence: 1,
        Present: 0,
        Late: 1,
        Permission: 0,
        Mission: 0,
        LeavePending: 1,
        LeaveApproved: 2,
      });
    }
    expect((await summary(s.campus.adminToken, 0, classmate)).data.Data).toMatchObject({ Present: 2, Absence: 0, LeavePending: 0 });
    // Another year: nothing counted.
    expect((await summary(s.campus.adminToken, 0, pupil, `&academicYearId=${s.nextYearId}`)).data.Data).toMatchObject({
      AcademicYearId: s.nextYearId,
      Absence: 0,
      Late: 0,
      LeaveApproved: 0,
    });
  });

  it("answers 404 to anyone else: another student, another child's guardian, a teacher of another class, another school", async () => {
    for (const token of [otherGuardianToken, teacherB.token, other.campus.adminToken]) expect((await summary(token, 0, pupil)).statusCode).toBe(404);
    expect((await summary(studentToken, 0, classmate)).statusCode).toBe(404);
    expect((await summary(studentToken, 1, teacher.employeeId)).statusCode).toBe(404);
    expect((await summary(teacherB.token, 1, teacher.employeeId)).statusCode).toBe(404);
    expect((await summary(other.campus.adminToken, 1, teacher.employeeId)).statusCode).toBe(404);
  });

  it("counts an employee's days of the year for herself and the office", async () => {
    for (const token of [teacher.token, s.campus.adminToken]) {
      const res = await summary(token, 1, teacher.employeeId);
      expect(res.statusCode).toBe(200);
      expect(res.data.Data).toMatchObject({
        ActorType: 1,
        FullNameEn: 'Sok Dara',
        Absence: 0,
        Present: 1,
        Late: 1,
        Permission: 0,
        Mission: 1,
        LeavePending: 0,
        LeaveApproved: 0,
      });
    }
  });

  it('answers 400 in Khmer and English for a bad actor type, id or year', async () => {
    for (const query of [
      `actorType=2&actorId=${pupil}`,
      `actorType=x&actorId=${pupil}`,
      'actorType=0&actorId=nope',
      `actorType=0&actorId=${pupil}&academicYearId=bad`,
      `actorId=${pupil}`,
    ]) {
      const res = await t.call('GET', `/api/attendance/summary?${query}`, { token: s.campus.adminToken });
      expect(res.statusCode, query).toBe(400);
      expect(res.data.Message).toMatch(/[\u1780-\u17FF]/);
      expect(res.data.MessageEn).toMatch(/[a-z]/);
    }
    // A year of another school is unknown here.
    const foreignYear = await summary(s.campus.adminToken, 0, pupil, `&academicYearId=${other.yearId}`);
    expect(foreignYear.statusCode).toBe(400);
    expect(foreignYear.data.MessageEn).toContain('academic year');
  });
});
