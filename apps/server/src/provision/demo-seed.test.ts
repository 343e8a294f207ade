import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACADEMIC_RESULT_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../test/test-app';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD, demoYears, seedDemo } from './demo-seed';

// A day long after the dates the demo used to carry (2024-2026): the seed must follow it.
const TODAY = '2031-10-15';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, { today: TODAY });
}, 120_000);
afterAll(async () => t?.close());

describe('demo data on the day of the first start', () => {
  it('leaves planner statistics that know its rows (issue 17: the embedded database has no autovacuum)', async () => {
    const { rows } = await t.database.pool.query<{ relname: string; reltuples: number }>(
      `select relname, reltuples from pg_class where relkind = 'r' and relname in ('student', 'student_academic_class', 'employee', 'app_user') order by 1`,
    );
    const counted = await Promise.all(rows.map(async (r) => Number((await t.database.pool.query(`select count(*) as n from ${r.relname}`)).rows[0].n)));
    expect(rows.map((r) => Number(r.reltuples))).toEqual(counted);
    expect(Math.min(...counted)).toBeGreaterThan(0);
  });

  it("gives five homework items across classes with the students' work, one archived: three of the demo teacher's class, two of the demo student's", async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    const student = (await t.signIn({ basic }, 'student', DEMO_PASSWORD)).access_token;
    const open = await t.call('GET', '/api/student/v2/homework', { token: teacher, query: { pageSize: '20' } });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.data.Total).toBe(2);
    const archived = await t.call('GET', '/api/student/v2/homework', { token: teacher, query: { pageSize: '20', archived: 'true' } });
    expect(archived.data.Total).toBe(1);
    const items: Array<{ Submitted: number; Late: number; Returned: number; NotYet: number }> = [...open.data.Data, ...archived.data.Data];
    expect(items.filter((h) => h.Submitted > 0).length).toBe(2);
    expect(items.some((h) => h.Late > 0)).toBe(true);
    expect(items.some((h) => h.Returned > 0)).toBe(true);
    const mine = await t.call('GET', '/api/student/v2/homework', { token: student, query: { pageSize: '20' } });
    expect(mine.data.Total).toBe(2);
    expect(mine.data.Data.map((h: { MyStatus: number }) => h.MyStatus)).toEqual([0, 0]);
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    expect((await t.call('GET', '/api/student/v2/homework', { token: admin, query: { pageSize: '20' } })).data.Total).toBe(4);
  });

  it("opens one live class for the demo student's class, which she sees on her classroom", async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const student = (await t.signIn({ basic }, 'student', DEMO_PASSWORD)).access_token;
    const rooms = await t.call('GET', '/api/academic-class/classroom', { token: student });
    expect(rooms.statusCode, rooms.body).toBe(200);
    const live = rooms.data.Data.filter((r: { Live: { Link: string } | null }) => r.Live);
    expect(live.map((r: { Live: { Link: string } }) => r.Live.Link)).toEqual(['https://meet.jit.si/demo-school-live-class']);
  });

  it('makes the current year the one that contains today, with registration open in it', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const years = await t.call('GET', '/api/academic-year/by-token', { token: admin });
    const current = years.data.Data.filter((y: { IsCurrent: boolean }) => y.IsCurrent);
    expect(current).toEqual([expect.objectContaining({ FromYear: 2031, ToYear: 2032, DescriptionEn: 'Academic year 2031-2032' })]);
    expect(current[0].StartDate <= TODAY && TODAY <= current[0].EndDate).toBe(true);
    expect(years.data.Data.map((y: { FromYear: number }) => y.FromYear).sort()).toEqual([2030, 2031]);
    // The demo students are placed in that year.
    const students = await t.call('GET', '/api/student', { token: admin, query: { pageSize: '100', academicYearId: current[0].Id } });
    expect(students.data.Total).toBe(48);
    const config = await t.database.system((tx) =>
      tx.execute(sql`select r.open_date::text as open, r.close_date::text as close, y.is_current from registration_configuration r
        join academic_year y on y.id = r.academic_year_id join campus c on c.id = r.campus_id where c.code = 'DEMO'`),
    );
    expect(config.rows).toEqual([{ open: '2031-10-08', close: '2031-12-14', is_current: true }]);
  });

  it("gives the staff two weeks of attendance with lates and absences, and this morning's arrivals", async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const office = (await t.signIn({ basic }, 'office', DEMO_PASSWORD)).access_token;
    const grid = await t.call('GET', '/api/employee-attendance/monthly', { token: office, query: { fromDate: '2031-10-01', toDate: '2031-10-15' } });
    expect(grid.statusCode, grid.body).toBe(200);
    const employees: Array<{ FullNameEn: string; Counts: Record<string, number> }> = grid.data.Data.Employees;
    // Every employee of the demo: the three staff accounts, the class teachers of the timetable, three more staff.
    const staffCount = (await t.call('GET', '/api/employee/list', { token: office })).data.Total as number;
    expect(employees).toHaveLength(staffCount);
    const total = (k: string) => employees.reduce((sum, e) => sum + e.Counts[k]!, 0);
    expect(total('Late')).toBeGreaterThanOrEqual(2);
    expect(total('Absence')).toBeGreaterThanOrEqual(2);
    expect(total('Present')).toBeGreaterThan(30);
    // Weekends are not recorded: Saturday 11 October.
    const saturday = grid.data.Data.Days.indexOf('2031-10-11');
    expect(grid.data.Data.Employees.every((e: { Days: unknown[] }) => e.Days[saturday] === null)).toBe(true);
    const today = await t.call('GET', '/api/employee-attendance/employee-by-date', { token: office, query: { date: TODAY } });
    // Two of every three arrived this morning (in the order of their codes): most, not all.
    const arrived = today.data.Data.filter((d: { MorningIn: string | null }) => d.MorningIn).length;
    expect(arrived).toBeGreaterThan(staffCount / 2);
    expect(arrived).toBeLessThan(staffCount);
  });

  it('gives every class two weeks of student attendance: lates, absences, approved leave as permission, older days confirmed', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    // Monday 13 October: the teacher's routines are taken; the sheet answers the marks.
    const day = await t.call('GET', '/api/student-attendance/routines-by-date', { token: teacher, query: { date: '2031-10-13' } });
    expect(day.data.Data.length).toBeGreaterThan(0);
    expect(day.data.Data.every((r: { Taken: boolean }) => r.Taken)).toBe(true);
    const sheet = await t.call('GET', '/api/student-attendance/attendance-by-routine-and-date', {
      token: teacher,
      query: { routineId: day.data.Data[0].Id, date: '2031-10-13' },
    });
    expect(sheet.data.length).toBeGreaterThan(0);
    expect(sheet.data.every((x: { AttendanceType: number | null }) => x.AttendanceType !== null)).toBe(true);
    const rows = await t.database.system((tx) =>
      tx.execute<{ type: number; n: number; weekend: number; classes: number; outside: number }>(sql`
        select a.attendance_type as type, count(*)::int as n,
          count(*) filter (where extract(isodow from a.date) > 5)::int as weekend,
          count(distinct a.academic_class_id)::int as classes,
          count(*) filter (where a.date >= ${TODAY}::date or a.date < '2031-10-01')::int as outside
        from student_attendance a join campus c on c.id = a.campus_id where c.code = 'DEMO' group by a.attendance_type`),
    );
    const of = (type: number) => rows.rows.find((r) => r.type === type)?.n ?? 0;
    expect(of(1)).toBeGreaterThan(100);
    expect(of(0)).toBeGreaterThan(0);
    expect(of(2)).toBeGreaterThan(0);
    expect(rows.rows.every((r) => r.weekend === 0 && r.outside === 0)).toBe(true);
    // Every mark of an approved leave's student and day is permission.
    const leaveMismatch = await t.database.system((tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from student_attendance a join leave_request l
        on l.campus_id = a.campus_id and l.student_id = a.student_id and l.actor_type = 0 and l.status = 0 and a.date between l.from_date and l.to_date
        where a.attendance_type <> 3`),
    );
    expect(leaveMismatch.rows[0]!.n).toBe(0);
    const confirmed = await t.database.system((tx) =>
      tx.execute<{ n: number; recent: number }>(sql`select count(*)::int as n, count(*) filter (where date >= ${TODAY}::date - 3)::int as recent
        from student_attendance_confirmation`),
    );
    expect(confirmed.rows[0]!.n).toBeGreaterThan(0);
    expect(confirmed.rows[0]!.recent).toBe(0);
  });

  it("gives the teacher's sheets of the current month exam scores (absents, one exempt) and leaves one empty", async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    const home = await t.call('GET', '/api/scoring/home', { token: teacher });
    expect(home.statusCode).toBe(200);
    const current = home.data.Data.ExamTypes.find((e: { Id: string }) => e.Id === home.data.Data.ExamTypeId);
    expect(current).toMatchObject({ IsCurrent: true, Closed: false, DescriptionEn: 'Monthly exam October' });
    const states = home.data.Data.Sheets.map((x: { State: string }) => x.State);
    expect(states.length).toBeGreaterThan(2);
    expect(states.filter((x: string) => x === 'not-started')).toHaveLength(1);
    expect(states.filter((x: string) => x === 'complete')).toHaveLength(states.length - 1);
    const first = home.data.Data.Sheets[0];
    const sheet = await t.call('GET', '/api/score/entry/by-class-and-exam-type', {
      token: teacher,
      query: { academicClassId: first.AcademicClassId, examTypeId: first.ExamTypeId, courseLevelSubjectId: first.CourseLevelSubjectId },
    });
    const students = sheet.data.Data.Students as Array<{ Score: number | null; Status: number }>;
    expect(students.filter((x) => x.Status === 0).every((x) => x.Score !== null && x.Score >= 0 && x.Score <= sheet.data.Data.MaxScore)).toBe(true);
    const counts = await t.database.system((tx) =>
      tx.execute<{ status: number; n: number }>(sql`select s.status, count(*)::int as n from score s join campus c on c.id = s.campus_id
        where c.code = 'DEMO' group by s.status order by s.status`),
    );
    const of = (status: number) => counts.rows.find((r) => r.status === status)?.n ?? 0;
    expect(of(0)).toBeGreaterThan(20);
    expect(of(1)).toBeGreaterThan(0);
    expect(of(3)).toBe(1);
  });

  it('gives the demo student two released months (rank, mention) and the office a ranked first semester', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const student = (await t.signIn({ basic }, 'student', DEMO_PASSWORD)).access_token;
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const mine = (await t.call('GET', '/api/score/result/student', { token: student })).data.Data;
    expect(mine.Periods.map((p: { Kind: string; Released: boolean }) => [p.Kind, p.Released])).toEqual([
      ['exam', true],
      ['exam', true],
    ]);
    expect(mine.Periods.every((p: { Subjects: unknown[]; Grade: string | null }) => p.Subjects.length > 2)).toBe(true);
    const semester = await t.call('GET', '/api/score/result/class', {
      token: admin,
      query: { academicClassId: mine.AcademicClassId, kind: 'semester', semester: '1' },
    });
    expect(semester.statusCode).toBe(200);
    expect(semester.data.Data.Rows.length).toBeGreaterThan(2);
    expect(semester.data.Data.Rows[0]).toMatchObject({ Rank: 1, State: 'complete' });
    expect(semester.data.Data.Released).toBe(false);
  });

  it('scores two months and the first semester exam in every class with students, DRAFT, submitted and LIVE across classes, results on first read', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const perClass = await t.database.system((tx) =>
      tx.execute<{ class_id: string; exams: number; visibilities: number[]; unscored: number }>(sql`
        select c.id as class_id, count(distinct sh.exam_type_id) filter (where e.exam_type in (0, 1) and not e.is_current)::int as exams,
          array_agg(distinct sh.visibility) filter (where e.exam_type = 1) as visibilities,
          count(*) filter (where not exists (select 1 from score x where x.campus_id = sh.campus_id and x.score_sheet_id = sh.id))::int as unscored
        from academic_class c join campus k on k.id = c.campus_id and k.code = 'DEMO'
        join academic_year y on y.campus_id = c.campus_id and y.id = c.academic_year_id and y.is_current
        join score_sheet sh on sh.campus_id = c.campus_id and sh.academic_class_id = c.id
        join exam_type e on e.campus_id = sh.campus_id and e.id = sh.exam_type_id
        where exists (select 1 from student_academic_class sac where sac.campus_id = c.campus_id and sac.academic_class_id = c.id and sac.status = 0)
        group by c.id`),
    );
    const withStudents = await t.database.system((tx) =>
      tx.execute<{ n: number }>(sql`select count(distinct sac.academic_class_id)::int as n from student_academic_class sac
        join campus k on k.id = sac.campus_id and k.code = 'DEMO' join academic_class c on c.campus_id = sac.campus_id and c.id = sac.academic_class_id
        join academic_year y on y.campus_id = c.campus_id and y.id = c.academic_year_id and y.is_current where sac.status = 0`),
    );
    expect(perClass.rows.length).toBe(withStudents.rows[0]!.n);
    expect(perClass.rows.every((r) => r.exams === 3)).toBe(true);
    const semesterStates = new Set(perClass.rows.flatMap((r) => r.visibilities));
    expect([...semesterStates].sort()).toEqual([0, 1, 2]);
    // A class whose semester is all LIVE: its first semester is released, computed on first read.
    const released = perClass.rows.find((r) => r.visibilities.length === 1 && r.visibilities[0] === 2)!;
    const semester = await t.call('GET', '/api/score/result/class', {
      token: admin,
      query: { academicClassId: released.class_id, kind: 'semester', semester: '1' },
    });
    expect(semester.statusCode).toBe(200);
    expect(semester.data.Data.Rows.length).toBeGreaterThan(2);
    expect(semester.data.Data.Rows[0]).toMatchObject({ Rank: 1 });
  });

  it("keeps last year's 6A complete: its year results rank every student and the promotion screen proposes a pass and a fail", async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const [past] = (
      await t.database.system((tx) =>
        tx.execute<{ year_id: string; grade_id: string; class_id: string }>(sql`
          select y.id as year_id, c.course_level_id as grade_id, c.id as class_id from academic_class c
          join campus k on k.id = c.campus_id and k.code = 'DEMO'
          join academic_year y on y.campus_id = c.campus_id and y.id = c.academic_year_id and not y.is_current
          where c.code = '6A'`),
      )
    ).rows;
    const rows = await t.call('GET', '/api/academic-class/promotion/previous-class', {
      token: admin,
      query: { academicYearId: past!.year_id, courseLevelId: past!.grade_id },
    });
    expect(rows.statusCode, rows.body).toBe(200);
    const inClass = rows.data.Data.filter((r: { PreviousAcademicClassId: string }) => r.PreviousAcademicClassId === past!.class_id);
    expect(inClass).toHaveLength(8);
    expect(inClass.every((r: { YearResult: { State: string; Rank: number } | null }) => r.YearResult?.State === 'complete' && r.YearResult.Rank >= 1)).toBe(
      true,
    );
    const proposed = inClass.map((r: { ProposedResultStatus: number | null }) => r.ProposedResultStatus);
    expect(proposed.filter((x: number | null) => x === ACADEMIC_RESULT_STATUS.PASS)).toHaveLength(7);
    expect(proposed.filter((x: number | null) => x === ACADEMIC_RESULT_STATUS.FAILED)).toHaveLength(1);
    // Released: the year of a class whose every sheet is LIVE.
    const year = await t.call('GET', '/api/score/result/class', { token: admin, query: { academicClassId: past!.class_id, kind: 'year' } });
    expect(year.data.Data).toMatchObject({ Released: true });
    expect(year.data.Data.Rows.map((r: { Rank: number }) => r.Rank)[0]).toBe(1);
  });

  it('shows the office every review state of the current exam, and the teacher the note of a sheet sent back', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const overview = await t.call('GET', '/api/score/entry/confirmation', { token: admin });
    expect(overview.statusCode).toBe(200);
    const counts = overview.data.Data.Counts;
    for (const state of ['missing', 'complete', 'submitted', 'live']) expect(counts[state]).toBeGreaterThan(0);
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    const home = await t.call('GET', '/api/scoring/home', { token: teacher });
    expect(home.data.Data.Sheets[0].Note).toContain('Please check');
    expect(home.data.Data.Sheets[1].Visibility).toBe(1);
    const history = await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from score_history`));
    expect(history.rows[0]!.n).toBeGreaterThan(0);
  });

  it("gives the current exam's attendance summary counted rows and one corrected by the office", async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    const exam = (await t.call('GET', '/api/exam-type/current', { token: teacher })).data.Data;
    expect(exam).toMatchObject({ ExamType: 0, Month: 10, IsCurrent: true });
    const classes = (await t.call('GET', '/api/employee/teacher-teaching-class', { token: teacher })).data.Data;
    const main = classes.find((c: { IsMain: boolean }) => c.IsMain);
    const res = await t.call('GET', '/api/student-attendance/summary', {
      token: teacher,
      query: { academicClassId: main.AcademicClassId, examTypeId: exam.Id },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.data.Data.Students as Array<{ Source: string; Computed: { Present: number; Absence: number }; Saved: { Absence: number } | null }>;
    expect(rows.filter((r) => r.Source === 'SAVED')).toHaveLength(1);
    const corrected = rows.find((r) => r.Saved)!;
    expect(corrected.Saved!.Absence).toBe(corrected.Computed.Absence + 1);
    expect(rows.every((r) => r.Computed.Present > 0)).toBe(true);
  });

  it('has announcements: one to everyone, one to the demo student’s class with notices, a draft for the office only', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const office = (await t.signIn({ basic }, 'office', DEMO_PASSWORD)).access_token;
    const guardian = (await t.signIn({ basic }, 'guardian', DEMO_PASSWORD)).access_token;
    const all = await t.call('GET', '/api/school-announcement/v1/current-campus', { token: office, query: { admin: 'true' } });
    expect(all.data.Data.map((a: { TitleEn: string; IsPublish: boolean }) => [a.TitleEn, a.IsPublish]).sort()).toEqual([
      ['Khmer New Year holiday', true],
      ['Parents’ meeting', true],
      ['Teachers’ training', false],
    ]);
    const mine = await t.call('GET', '/api/school-announcement/v1/current-campus', { token: guardian });
    expect(mine.data.Data.map((a: { TitleEn: string }) => a.TitleEn)).toEqual(['Parents’ meeting', 'Khmer New Year holiday']);
    const notices = await t.call('GET', '/api/notification/list', { token: guardian });
    expect(notices.data.Data.filter((n: { Topic: string }) => n.Topic === 'ANNOUNCEMENT')).toHaveLength(2);
  });

  it('has feed posts: the school’s for everyone, the teacher’s class post liked and commented by the demo family', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const guardian = (await t.signIn({ basic }, 'guardian', DEMO_PASSWORD)).access_token;
    const office = (await t.signIn({ basic }, 'office', DEMO_PASSWORD)).access_token;
    const all = await t.call('GET', '/api/v2/feed/current', { token: office });
    expect(all.data.Total).toBe(3);
    const mine = await t.call('GET', '/api/v2/feed/current', { token: guardian });
    expect(mine.data.Data.map((p: { Privacy: number }) => p.Privacy)).toEqual([1, 0, 0]);
    expect(mine.data.Data[0]).toMatchObject({ IsActorLike: true, NbLikes: 2, NbComments: 1 });
  });

  it('shows three leave requests (one pending, in the office badge) and a week of health checks', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    const student = (await t.signIn({ basic }, 'student', DEMO_PASSWORD)).access_token;
    const all = await t.call('GET', '/api/leave-request', { token: admin, query: { pageSize: '50' } });
    expect(all.data.Total).toBe(3);
    expect(all.data.Data.map((r: { Status: number }) => r.Status).sort()).toEqual([0, 0, 2]);
    const own = await t.call('GET', '/api/leave-request', { token: student, query: { pageSize: '50' } });
    expect(own.data.Data).toEqual([expect.objectContaining({ Status: 2, CanEdit: false })]);
    expect((await t.call('GET', '/api/leave-request/pending-count', { token: admin })).data.Data.Count).toBe(1);
    // The teacher sees her class's approved sick leave (she decided it) and her own annual leave.
    const teachers = await t.call('GET', '/api/leave-request', { token: teacher, query: { pageSize: '50' } });
    expect(teachers.data.Data.map((r: { ActorType: number; Status: number }) => [r.ActorType, r.Status]).sort()).toEqual([
      [0, 0],
      [1, 0],
    ]);
    // Every student of the year and the teacher, every day of the week; a few unwell. The teacher reads her
    // class (8 students) and herself.
    const week = await t.call('GET', '/api/actor-health/weekly', { token: admin, query: { endDate: TODAY } });
    expect(week.data.Data.Weekend.map((d: { Count: number }) => d.Count)).toEqual(Array(7).fill(49));
    expect(week.data.Data.Weekend.filter((d: { Unwell: number }) => d.Unwell > 0).length).toBeGreaterThan(3);
    const teachersWeek = await t.call('GET', '/api/actor-health/weekly', { token: teacher, query: { endDate: TODAY } });
    expect(teachersWeek.data.Data.Weekend.map((d: { Count: number }) => d.Count)).toEqual(Array(7).fill(9));
  });

  it('gives every student an invoice, payments in both currencies, one refunded, some overdue, the demo student a balance (issue 14)', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const student = (await t.signIn({ basic }, 'student', DEMO_PASSWORD)).access_token;
    const invoices = await t.call('POST', '/api/proforma-invoice/find', { token: admin, json: { PageSize: 100 } });
    const all = invoices.data.Data as Array<{ CurrencyType: number; Status: number; StudentId: string; DueDate: string; FeeTerm: { DescriptionEn: string } }>;
    // A semester 1 invoice (dollars) for each of the 48 students, and riel ones of registration and uniform.
    expect(all.filter((i) => i.CurrencyType === 1)).toHaveLength(48);
    const riel = all.filter((i) => i.CurrencyType === 0);
    expect(riel.length).toBeGreaterThanOrEqual(12);
    expect(invoices.data.Total).toBe(48 + riel.length);
    expect(new Set(riel.map((i) => i.Status))).toEqual(new Set([1, 2, 3]));
    expect(riel.every((i) => i.FeeTerm.DescriptionEn === 'Registration and uniform' && i.DueDate === '2031-10-17')).toBe(true);
    // Unpaid ones fell due ten days before the first start (overdue is read against the real clock, so not asked here).
    const unpaid = await t.call('POST', '/api/proforma-invoice/find', { token: admin, json: { Status: 1, DueTo: '2031-10-05' } });
    expect(unpaid.data.Total).toBeGreaterThan(5);
    const payments = (await t.call('POST', '/api/payment/find', { token: admin, json: { PageSize: 200 } })).data.Data as Array<{
      Kind: number;
      PaidCurrency: number;
      Status: number;
    }>;
    expect(new Set(payments.map((p) => p.PaidCurrency))).toEqual(new Set([0, 1]));
    expect(payments.filter((p) => p.Kind === 1).length).toBeGreaterThan(0);
    expect(payments.filter((p) => p.Status === 1).length).toBeGreaterThan(0);
    // A bank transfer among the payments (ACLEDA, with its reference).
    const transfers = (await t.call('POST', '/api/payment/find', { token: admin, json: { Search: 'ACLEDA-TT', PageSize: 50 } })).data.Data as Array<{
      PaidCurrency: number;
      Amount: number;
    }>;
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.every((p) => p.PaidCurrency === 0 && p.Amount === 323_000)).toBe(true);
    const own = (await t.call('GET', '/api/proforma-invoice', { token: student })).data.Data;
    expect(own).toHaveLength(2);
    expect(own).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ CurrencyType: 1, Status: 2, PaidAmount: 100 }),
        expect.objectContaining({ CurrencyType: 0, Status: 1, Balance: 323_000 }),
      ]),
    );
    // The day's reminders went out with the demo: hers due soon (riel) and overdue (semester 1), to her and her guardian.
    const notices = (await t.call('GET', '/api/notification/list', { token: student })).data.Data as Array<{
      Topic?: string;
      TitleEn?: string;
      Title?: string;
    }>;
    const texts = JSON.stringify(notices);
    expect(texts).toMatch(/is due on 17-10-2031/);
    expect(texts).toMatch(/is overdue/);
    const reminders = await t.database.system((tx) =>
      tx.execute<{ kind: number; n: string }>(sql`select kind, count(*) as n from fee_reminder group by kind order by kind`),
    );
    expect(reminders.rows.map((r) => Number(r.kind))).toEqual([0, 1]);
    const sums = await t.database.system((tx) =>
      tx.execute<{ paid: string; entries: string }>(sql`select (select sum(paid_minor) from proforma_invoice) as paid,
        (select sum(amount_minor) from payment where status in (1, 3)) as entries`),
    );
    expect(sums.rows[0]!.paid).toBe(sums.rows[0]!.entries);
    const summary = await t.call('POST', '/api/campus-statistics/fee-summary', { token: admin, form: { FromDate: '2031-01-01' } });
    expect(summary.data.Data.InvoiceCount).toBe(48 + riel.length);
  });

  it('names who confirmed each confirmed day and shows one correction made after it (/attendance/confirm)', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    // Friday 10 October is the last confirmed school day (days older than the last three are).
    const day = await t.call('GET', '/api/student-attendance/confirmation-by-date', { token: admin, query: { date: '2031-10-10' } });
    expect(day.statusCode).toBe(200);
    const classes = day.data.Data as Array<{ Code: string; Confirmed: boolean; ConfirmedBy: string | null; Changes: Array<{ Before: number; After: number }> }>;
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((c) => c.Confirmed && c.ConfirmedBy)).toBe(true);
    const corrected = classes.filter((c) => c.Changes.length > 0);
    expect(corrected.map((c) => c.Code)).toEqual(['7A']);
    expect(corrected[0]!.Changes).toEqual([expect.objectContaining({ After: 2, Before: expect.any(Number) })]);
  });

  it('picks the year that contains any day of the calendar, October to September', () => {
    for (const [today, from] of [
      ['2026-09-30', 2025],
      ['2026-10-01', 2026],
      ['2026-11-24', 2026],
      ['2027-01-01', 2026],
      ['2027-08-31', 2026],
    ] as const) {
      const current = demoYears(today).find((y) => y.isCurrent)!;
      expect(current.from, today).toBe(from);
      expect(current.startDate <= today && today <= current.endDate, today).toBe(true);
    }
  });
});
