import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { DEFAULT_REPORT_FOOTER, DEFAULT_REPORT_HEADER, DEFAULT_REPORT_SETTING, MOBILE_ACTOR_TYPE } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../test-app';
import { createAdmissionSchool, type TAdmissionSchool } from '../admission-fixtures';
import { addStudent, addTeacher } from '../people-fixtures';
import { addGradeSubjects } from '../employee-fixtures';
import { addSessionTimes } from '../routine-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../fee-fixtures';
import { changedTables, fieldsOf, fillPath, gateRoutes, paramsOf, tableState, tenantTables } from './gate-routes';

/**
 * Isolation gate (issue 11): records made in school A; every id-taking route (a path parameter, or a
 * query or body field named `id`/`…Id`) called by school B's users with A's ids. Passes with 0 reads
 * (no answer below 400 carries an id of A) and 0 writes (A's rows, counted and checksummed, unchanged).
 */
const OPT_OUT: Record<string, string> = {
  'GET /api/notification/stream':
    'a server-sent-events stream that stays open (inject would wait for its end); it reads only the caller’s own rows, proven by notification-stream.test.ts on a real socket',
};
const ID_FIELD = /(^id$|Id$|Ids$)/;

let t: TTestApp;
let a: TAdmissionSchool;
let b: TTestCampus;
const bUsers: Array<{ name: string; token: string }> = [];
beforeAll(async () => {
  t = await buildTestApp();
  a = await createAdmissionSchool(t);
  const pupil = await addStudent(t, a, a.classA);
  const teacher = await addTeacher(t, a, [a.classA]);
  // A day of employee attendance of A (issue 12), so B's calls with A's employee and row ids are tried.
  await t.database.system((tx) =>
    tx.execute(sql`insert into employee_attendance (campus_id, id, employee_id, date, attendance_type, morning_in) values
      (${a.campus.id}, gen_random_uuid(), ${teacher.employeeId}, '2031-03-10', 1, '07:00')`),
  );
  // A routine of A with a taken, confirmed day of student attendance (issue 12).
  const [period] = await addSessionTimes(t, a.campus.id, a.gradeId, 0, [['07:00', '08:00']]);
  const [subject] = await addGradeSubjects(t, a.campus.id, { yearId: a.yearId, gradeId: a.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  await t.database.system(async (tx) => {
    const routine = await tx.execute<{
      id: string;
    }>(sql`insert into class_routine (campus_id, id, academic_year_id, academic_class_id, day_of_week, session_time_id, course_level_subject_id, employee_id)
      values (${a.campus.id}, gen_random_uuid(), ${a.yearId}, ${a.classA}, 1, ${period}, ${subject}, ${teacher.employeeId}) returning id`);
    const routineId = routine.rows[0]!.id;
    await tx.execute(sql`insert into student_attendance (campus_id, id, student_id, academic_class_id, class_routine_id, date, attendance_type) values
      (${a.campus.id}, gen_random_uuid(), ${pupil.studentId}, ${a.classA}, ${routineId}, '2025-11-03', 0)`);
    await tx.execute(sql`insert into student_attendance_sheet (campus_id, id, academic_class_id, class_routine_id, date) values
      (${a.campus.id}, gen_random_uuid(), ${a.classA}, ${routineId}, '2025-11-03')`);
    await tx.execute(sql`insert into student_attendance_confirmation (campus_id, id, academic_class_id, date) values
      (${a.campus.id}, gen_random_uuid(), ${a.classA}, '2025-11-03')`);
    // A saved attendance summary of an exam of A (its sheet and one student's corrected counts).
    const exam = await tx.execute<{ id: string }>(sql`insert into exam_type (campus_id, id, academic_year_id, description, description_en, exam_type, month)
      values (${a.campus.id}, gen_random_uuid(), ${a.yearId}, 'ប្រឡងវត្តមាន', 'Attendance gate exam', 0, 11) returning id`);
    await tx.execute(sql`insert into student_attendance_summary_sheet (campus_id, id, academic_class_id, exam_type_id) values
      (${a.campus.id}, gen_random_uuid(), ${a.classA}, ${exam.rows[0]!.id})`);
    await tx.execute(sql`insert into student_attendance_summary (campus_id, id, exam_type_id, academic_class_id, student_id, absence, present, late, permission, mission, changed_in_version)
      values (${a.campus.id}, gen_random_uuid(), ${exam.rows[0]!.id}, ${a.classA}, ${pupil.studentId}, 2, 10, 1, 0, 0, 1)`);
    // A homework of A (issue 15) given to class A, with a student's submission, its history and a comment.
    const homework = await tx.execute<{
      id: string;
    }>(sql`insert into homework (campus_id, id, subject_id, title, due_at, created_by_user_id, created_by, created_by_en)
      select ${a.campus.id}, gen_random_uuid(), subject_id, 'កិច្ចការ', now() + interval '7 days', ${teacher.userId}, 'គ្រូ', 'Teacher'
      from course_level_subject where campus_id = ${a.campus.id} and id = ${subject} returning id`);
    const homeworkId = homework.rows[0]!.id;
    await tx.execute(sql`insert into homework_class (campus_id, id, homework_id, academic_class_id, course_level_subject_id)
      values (${a.campus.id}, gen_random_uuid(), ${homeworkId}, ${a.classA}, ${subject})`);
    const submission = await tx.execute<{
      id: string;
    }>(sql`insert into homework_submission (campus_id, id, homework_id, student_id, academic_class_id, text, submitted_at)
      values (${a.campus.id}, gen_random_uuid(), ${homeworkId}, ${pupil.studentId}, ${a.classA}, 'ចម្លើយ', now()) returning id`);
    await tx.execute(
      sql`insert into homework_event (campus_id, id, submission_id, kind, by) values (${a.campus.id}, gen_random_uuid(), ${submission.rows[0]!.id}, 1, 'student')`,
    );
    await tx.execute(sql`insert into homework_comment (campus_id, id, homework_id, user_id, user_name, full_name, full_name_en, comment)
      values (${a.campus.id}, gen_random_uuid(), ${homeworkId}, ${teacher.userId}, 'teacher', 'គ្រូ', 'Teacher', 'សួស្តី')`);
    // An open live class of A (issue 15) for class A's subject, a student's join and the pair's saved link.
    const live = await tx.execute<{
      id: string;
    }>(sql`insert into class_live (campus_id, id, academic_class_id, course_level_subject_id, link, started_by_user_id, started_by, started_by_en)
      values (${a.campus.id}, gen_random_uuid(), ${a.classA}, ${subject}, 'https://meet.google.com/iso-gate', ${teacher.userId}, 'គ្រូ', 'Teacher') returning id`);
    await tx.execute(sql`insert into class_live_join (campus_id, id, class_live_id, user_id, student_id, full_name, full_name_en)
      values (${a.campus.id}, gen_random_uuid(), ${live.rows[0]!.id}, ${teacher.userId}, ${pupil.studentId}, 'សិស្ស', 'Pupil')`);
    await tx.execute(sql`insert into class_link (campus_id, id, academic_class_id, course_level_subject_id, link)
      values (${a.campus.id}, gen_random_uuid(), ${a.classA}, ${subject}, 'https://meet.google.com/iso-gate')`);
  });
  // A published announcement of A for class A, with its target, a reader and the reader's notification (issue 16).
  await t.database.system(async (tx) => {
    const made = await tx.execute<{
      id: string;
    }>(sql`insert into announcement (campus_id, id, title, title_en, description, description_en, target_type, is_publish, published_at, created_by)
      values (${a.campus.id}, gen_random_uuid(), 'ប្រជុំមាតាបិតា', 'Parents meeting', 'ថ្ងៃសៅរ៍', 'Saturday', 6, true, now(), 'admin') returning id`);
    const announcementId = made.rows[0]!.id;
    await tx.execute(
      sql`insert into announcement_target (campus_id, id, announcement_id, academic_class_id) values (${a.campus.id}, gen_random_uuid(), ${announcementId}, ${a.classA})`,
    );
    await tx.execute(
      sql`insert into announcement_reader (campus_id, id, announcement_id, user_id) values (${a.campus.id}, gen_random_uuid(), ${announcementId}, ${teacher.userId})`,
    );
    await tx.execute(sql`insert into notification (campus_id, id, user_id, topic, title, title_en, description, description_en, link)
      values (${a.campus.id}, gen_random_uuid(), ${teacher.userId}, 'ANNOUNCEMENT', 'ប្រជុំមាតាបិតា', 'Parents meeting', 'ថ្ងៃសៅរ៍', 'Saturday', ${`/announcement/detail?id=${announcementId}`})`);
  });
  // A class post of A with a like and a comment (issue 16).
  await t.database.system(async (tx) => {
    const made = await tx.execute<{ id: string }>(sql`insert into feed_post (campus_id, id, text, privacy, academic_class_id, author_user_id, author_name)
      values (${a.campus.id}, gen_random_uuid(), 'ទិវាកីឡា', 1, ${a.classA}, ${teacher.userId}, 'teacher') returning id`);
    const postId = made.rows[0]!.id;
    await tx.execute(
      sql`insert into feed_like (campus_id, id, feed_post_id, user_id, user_name) values (${a.campus.id}, gen_random_uuid(), ${postId}, ${teacher.userId}, 'teacher')`,
    );
    await tx.execute(
      sql`insert into feed_comment (campus_id, id, feed_post_id, user_id, user_name, comment_text) values (${a.campus.id}, gen_random_uuid(), ${postId}, ${teacher.userId}, 'teacher', 'ល្អ')`,
    );
  });
  // A message of A between the teacher and A's administrator (issue 16).
  await t.database.system(async (tx) => {
    const admin = await tx.execute<{ id: string }>(sql`select id from app_user where campus_id = ${a.campus.id} and username = 'admin'`);
    await tx.execute(sql`insert into message (campus_id, id, sender_user_id, recipient_user_id, text) values
      (${a.campus.id}, gen_random_uuid(), ${teacher.userId}, ${admin.rows[0]!.id}, 'សួស្តី')`);
  });
  // Fees of A (issue 14): the setup, an invoice of the pupil's class, a discount category she holds and a confirmed payment with its history.
  await addPaymentSetting(t, a.campus);
  const feeType = await addFeeType(t, a.campus);
  const feeTerm = await addFeeTerm(t, a.campus, a.yearId);
  await addFeeItem(t, a.campus, { feeTypeId: feeType.Id, gradeId: a.gradeId, termId: feeTerm.Id, price: 50 });
  const method = await addPaymentMethod(t, a.campus);
  await t.call('POST', '/api/repo/payment-setting/printout-footer', {
    token: a.campus.adminToken,
    json: { PrintoutType: 0, FooterType: 3, Text: 'អរគុណ', TextEn: 'Thank you' },
  });
  const generated = await t.call('POST', '/api/proforma-invoice', { token: a.campus.adminToken, json: { FeeTermId: feeTerm.Id, AcademicClassId: a.classA } });
  const invoice = generated.data.Data.Invoices[0];
  // A discount category of A and the pupil holding it.
  const category = await t.call('POST', '/api/repo/fee-discount-category', {
    token: a.campus.adminToken,
    json: { Code: 'SIB', Description: 'បងប្អូនបង្កើត', DescriptionEn: 'Sibling', DiscountPercentage: 10 },
  });
  await t.call('POST', '/api/student-fee-discount', {
    token: a.campus.adminToken,
    json: { StudentId: invoice.StudentId, AcademicYearId: a.yearId, FeeDiscountCategoryId: category.data.Data.Id },
  });
  await t.call('POST', '/api/proforma-invoice/payment', {
    token: a.campus.adminToken,
    json: { ProformaInvoiceId: invoice.Id, Version: invoice.Version, PaymentMethodId: method.Id, CurrencyType: 1, PaidAmount: 20 },
  });
  // A's saved report settings (the report menu): B's saves write only B's own row.
  await t.call('PUT', '/api/report/setting', {
    token: a.campus.adminToken,
    json: { ReportSetting: DEFAULT_REPORT_SETTING, ReportHeader: DEFAULT_REPORT_HEADER, ReportFooter: DEFAULT_REPORT_FOOTER, Version: null },
  });
  b = await t.createCampus();
  bUsers.push({ name: 'SCHOOL_ADMIN', token: b.adminToken });
  for (const [name, type] of Object.entries(MOBILE_ACTOR_TYPE)) {
    if (type === MOBILE_ACTOR_TYPE.SCHOOL_ADMIN) continue;
    bUsers.push({ name, token: (await t.createUser(b, { username: `iso.${name.toLowerCase()}`, mobileActorType: type })).token });
  }
}, 180_000);
afterAll(async () => t?.close());

/** School A's ids per tenant table. */
async function idsOf(campusId: string, tables: string[]): Promise<Map<string, string[]>> {
  const withId = await t.database.system((tx) =>
    tx.execute<{ table_name: string }>(sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id'`),
  );
  const names = new Set(withId.rows.map((r) => r.table_name));
  const out = new Map<string, string[]>();
  for (const table of tables.filter((n) => names.has(n))) {
    const rows = await t.database.system((tx) =>
      tx.execute<{ id: string }>(sql.raw(`select id::text as id from "${table}" where campus_id = '${campusId}' limit 20`)),
    );
    if (rows.rows.length)
      out.set(
        table,
        rows.rows.map((r) => r.id),
      );
  }
  return out;
}

describe('isolation gate: school B calls every id-taking route with school A ids', () => {
  it('reads nothing of A and writes nothing of A', async () => {
    const started = performance.now();
    const { routes, skipped } = gateRoutes(t, OPT_OUT);
    const tables = await tenantTables(t);
    const ids = await idsOf(a.campus.id, tables);
    const allIds = new Set([...ids.values()].flat());
    const before = await tableState(t, tables, a.campus.id);
    const reads: string[] = [];
    let requests = 0;
    let idRoutes = 0;
    for (const [index, route] of routes.entries()) {
      const def = route.definition;
      const queryIds = fieldsOf(def.query).filter((f) => ID_FIELD.test(f));
      const bodyIds = fieldsOf(def.body).filter((f) => ID_FIELD.test(f));
      const params = paramsOf(route.url);
      if (queryIds.length + bodyIds.length + params.length === 0) continue;
      idRoutes++;
      // The route's own table first (`/api/employee/…` → employee), then ids of other tables.
      const segments = route.path.split('/').map((s) => s.replace(/-/g, '_'));
      const own = [...ids.keys()].filter((table) => segments.includes(table));
      const candidates = [...own, ...[...ids.keys()].filter((k) => !own.includes(k)).filter((_, i) => (i + index) % 7 === 0)].slice(0, 3);
      for (const [k, table] of candidates.entries()) {
        const id = ids.get(table)![k % ids.get(table)!.length]!;
        const user = k === 0 ? bUsers[0]! : bUsers[1 + ((index + k) % (bUsers.length - 1))]!;
        const value = (f: string) => (/Ids$/.test(f) ? [id] : id);
        const request: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: fillPath(route.url, () => id),
          query: Object.fromEntries(queryIds.map((f) => [f, id])),
          headers: {
            authorization: `Bearer ${user.token}`,
            'x-requested-with': 'XMLHttpRequest',
            ...(route.method !== 'GET' ? { 'content-type': 'application/json' } : {}),
          },
          ...(route.method !== 'GET' ? { payload: JSON.stringify(Object.fromEntries(bodyIds.map((f) => [f, value(f)]))) } : {}),
        };
        const res = await t.app.inject(request);
        requests++;
        if (res.statusCode < 400) {
          const leaked = (res.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []).filter((x) => allIds.has(x.toLowerCase()));
          if (leaked.length) reads.push(`${route.method} ${route.path} as B ${user.name} with ${table} ${id} → ${res.statusCode}: ${leaked.length} ids of A`);
        }
      }
    }
    const after = await tableState(t, tables, a.campus.id);
    const writes = changedTables(before, after);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `isolation gate: ${requests} requests over ${idRoutes} id-taking routes with ${allIds.size} ids of school A in ${ids.size} tables: ${reads.length} reads, ${writes.length} tables written, ${seconds} s` +
        (skipped.length ? `\nopted out:\n  ${skipped.join('\n  ')}` : ''),
    );
    expect(reads).toEqual([]);
    expect(writes).toEqual([]);
  }, 600_000);
});
