import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATE_TYPE, LEAVE_REQUEST_STATUS, LEAVE_TYPE_ACTOR } from '@school/contract';
import { healthPoint } from '@school/contract/actor-health/actor-health.schemas';
import type { TTx } from '../db/engine';
import { appUser, employeeAcademicClass, leaveRequest, leaveType, medicalHealthCheck, studentAcademicClass } from '../db/schema/index';

/**
 * Leave and health in the demo schools (issue 12 'Demo data'): three leave types, three leave requests
 * (the demo student's, sent by her guardian and still pending: the office's menu badge shows it; a student
 * of the teacher's main class on sick leave covering today, approved by the teacher; the teacher's own
 * annual leave, approved by the office) and a week of daily health checks of every student of the year
 * and the teacher. Dates follow `today`; a few inserts.
 */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const shift = (date: string, days: number) => new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);

const SYMPTOM_DAYS: Array<{ every: number; codes: string[]; temperature: number }> = [
  { every: 11, codes: ['FEVER', 'HEADACHE'], temperature: 38.3 },
  { every: 17, codes: ['COUGH', 'RUNNY_NOSE'], temperature: 37.2 },
  { every: 29, codes: ['STOMACH_ACHE'], temperature: 36.9 },
  { every: 41, codes: ['VOMITING', 'FEVER'], temperature: 39.4 },
];

export async function seedDemoLeaveHealth(tx: TTx, campusId: string, academicYearId: string, today: string) {
  const [sick, family, annual] = await tx
    .insert(leaveType)
    .values([
      { campusId, actorType: LEAVE_TYPE_ACTOR.STUDENT, description: 'ច្បាប់ឈឺ', descriptionEn: 'Sick leave', isRequireAttachment: false, sortIndex: 1 },
      { campusId, actorType: LEAVE_TYPE_ACTOR.STUDENT, description: 'កិច្ចការគ្រួសារ', descriptionEn: 'Family matter', maxDays: 5, sortIndex: 2 },
      { campusId, actorType: LEAVE_TYPE_ACTOR.EMPLOYEE, description: 'ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ', descriptionEn: 'Annual leave', maxDays: 18, sortIndex: 3 },
    ])
    .returning({ id: leaveType.id });

  const accounts = await tx
    .select({ id: appUser.id, username: appUser.username, actorId: appUser.actorId })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), inArray(appUser.username, ['admin', 'teacher', 'student', 'guardian'])));
  const account = (username: string) => accounts.find((a) => a.username === username);
  const teacher = account('teacher');
  const [mainClass] = teacher?.actorId
    ? await tx
        .select({ classId: employeeAcademicClass.academicClassId })
        .from(employeeAcademicClass)
        .where(
          and(
            eq(employeeAcademicClass.campusId, campusId),
            eq(employeeAcademicClass.employeeId, teacher.actorId),
            eq(employeeAcademicClass.academicYearId, academicYearId),
            eq(employeeAcademicClass.isMain, true),
          ),
        )
        .limit(1)
    : [];
  const classmates = mainClass
    ? await tx
        .select({ studentId: studentAcademicClass.studentId })
        .from(studentAcademicClass)
        .where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.academicClassId, mainClass.classId)))
        .orderBy(asc(studentAcademicClass.studentId))
    : [];

  const student = account('student');
  const guardian = account('guardian');
  const admin = account('admin');
  const requests: (typeof leaveRequest.$inferInsert)[] = [];
  if (student?.actorId) {
    const [placed] = await tx
      .select({ classId: studentAcademicClass.academicClassId })
      .from(studentAcademicClass)
      .where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.studentId, student.actorId)));
    requests.push({
      campusId,
      actorType: LEAVE_TYPE_ACTOR.STUDENT,
      studentId: student.actorId,
      academicClassId: placed?.classId ?? null,
      leaveTypeId: family!.id,
      dateType: DATE_TYPE.DAY,
      fromDate: shift(today, 2),
      toDate: shift(today, 3),
      reason: 'ចូលរួមពិធីមង្គលការបងប្អូនជីដូនមួយនៅខេត្តកំពត',
      status: LEAVE_REQUEST_STATUS.PENDING,
      submittedByUserId: guardian?.id ?? student.id,
      submittedBy: guardian ? 'guardian' : 'student',
    });
  }
  const classmate = classmates.find((c) => c.studentId !== student?.actorId);
  if (classmate && mainClass && teacher) {
    requests.push({
      campusId,
      actorType: LEAVE_TYPE_ACTOR.STUDENT,
      studentId: classmate.studentId,
      academicClassId: mainClass.classId,
      leaveTypeId: sick!.id,
      dateType: DATE_TYPE.DAY,
      fromDate: shift(today, -1),
      toDate: shift(today, 1),
      reason: 'គ្រុនក្តៅ និងក្អក តាមវេជ្ជបញ្ជាឲ្យសម្រាកបីថ្ងៃ',
      status: LEAVE_REQUEST_STATUS.APPROVED,
      submittedByUserId: admin?.id ?? null,
      submittedBy: 'admin',
      decidedByUserId: teacher.id,
      decidedBy: 'teacher',
      decidedAt: new Date(),
      comment: 'សូមឲ្យឆាប់ជាសះស្បើយ',
    });
  }
  if (teacher?.actorId) {
    requests.push({
      campusId,
      actorType: LEAVE_TYPE_ACTOR.EMPLOYEE,
      employeeId: teacher.actorId,
      leaveTypeId: annual!.id,
      dateType: DATE_TYPE.DAY,
      fromDate: shift(today, 14),
      toDate: shift(today, 16),
      reason: 'ទៅលេងឪពុកម្តាយនៅខេត្តសៀមរាប',
      status: LEAVE_REQUEST_STATUS.APPROVED,
      submittedByUserId: teacher.id,
      submittedBy: 'teacher',
      decidedByUserId: admin?.id ?? null,
      decidedBy: 'admin',
      decidedAt: new Date(),
    });
  }
  if (requests.length > 0) await tx.insert(leaveRequest).values(requests);

  // A week of checks (today and the six days before) of every student of the year, a few unwell each day.
  const yearStudents = await tx
    .select({ studentId: studentAcademicClass.studentId })
    .from(studentAcademicClass)
    .where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.academicYearId, academicYearId)))
    .orderBy(asc(studentAcademicClass.studentId));
  const checks: (typeof medicalHealthCheck.$inferInsert)[] = [];
  for (let d = -6; d <= 0; d++) {
    const date = shift(today, d);
    yearStudents.forEach(({ studentId }, i) => {
      const n = (i + 1) * 7 + (d + 7) * 3;
      const sick = SYMPTOM_DAYS.find((s) => n % s.every === 0);
      const temperature = sick ? sick.temperature : 36 + ((n * 37) % 11) / 10;
      const symptoms = sick ? sick.codes : [];
      checks.push({
        campusId,
        actorType: 0,
        studentId,
        date,
        temperature,
        symptoms,
        point: healthPoint(symptoms),
        recordedByUserId: teacher?.id,
        recordedBy: 'teacher',
      });
    });
    if (teacher?.actorId) {
      checks.push({
        campusId,
        actorType: 1,
        employeeId: teacher.actorId,
        date,
        temperature: 36.4,
        symptoms: [],
        point: 0,
        recordedByUserId: teacher.id,
        recordedBy: 'teacher',
      });
    }
  }
  if (checks.length > 0) await tx.insert(medicalHealthCheck).values(checks);
}
