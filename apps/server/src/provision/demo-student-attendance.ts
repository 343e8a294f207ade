import { sql } from 'drizzle-orm';
import { ATTENDANCE_STATUS } from '@school/contract';
import type { TTx } from '../db/engine';

/**
 * Student attendance of the demo schools (issue 12): every routine of the timetable on the school days
 * (Monday to Friday) of the two weeks before `today` that the year holds, taken for every active student of
 * its class: an approved leave covering the day is permission; otherwise about one student-day in 29 is
 * absent (every session of that day) and one mark in 23 late, the rest present. The pattern hangs on the
 * student codes and dates, so a demo looks the same on every first start. Days older than the last three
 * are confirmed. Set-based: a few statements whatever the school's size.
 */
export async function seedDemoStudentAttendance(tx: TTx, campusId: string, yearId: string, today: string) {
  await tx.execute(sql`
    insert into student_attendance_sheet (campus_id, id, academic_class_id, class_routine_id, date)
    select r.campus_id, gen_random_uuid(), r.academic_class_id, r.id, d.date
    from class_routine r
    join academic_year y on y.campus_id = r.campus_id and y.id = r.academic_year_id
    join (
      select g::date as date from generate_series(${today}::date - 14, ${today}::date - 1, interval '1 day') g
      where extract(isodow from g) between 1 and 5
    ) d on r.day_of_week = extract(isodow from d.date) and d.date between y.start_date and y.end_date
    where r.campus_id = ${campusId} and r.academic_year_id = ${yearId}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into student_attendance (campus_id, id, student_id, academic_class_id, class_routine_id, date, attendance_type)
    select s.campus_id, gen_random_uuid(), sac.student_id, s.academic_class_id, s.class_routine_id, s.date,
      case
        when exists (
          select 1 from leave_request l
          where l.campus_id = s.campus_id and l.student_id = sac.student_id and l.actor_type = 0 and l.status = 0
            and l.from_date <= s.date and s.date <= l.to_date
        ) then ${sql.raw(String(ATTENDANCE_STATUS.PERMISSION))}
        when abs(hashtext(st.code || s.date::text)) % 29 = 0 then ${sql.raw(String(ATTENDANCE_STATUS.ABSENCE))}
        when abs(hashtext(st.code || s.date::text || r.session_time_id::text)) % 23 = 0 then ${sql.raw(String(ATTENDANCE_STATUS.LATE))}
        else ${sql.raw(String(ATTENDANCE_STATUS.PRESENT))}
      end
    from student_attendance_sheet s
    join class_routine r on r.campus_id = s.campus_id and r.id = s.class_routine_id
    join student_academic_class sac on sac.campus_id = s.campus_id and sac.academic_class_id = s.academic_class_id and sac.status = 0
    join student st on st.campus_id = sac.campus_id and st.id = sac.student_id
    where s.campus_id = ${campusId}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into student_attendance_confirmation (campus_id, id, academic_class_id, date)
    select distinct s.campus_id, gen_random_uuid(), s.academic_class_id, s.date
    from (select distinct campus_id, academic_class_id, date from student_attendance_sheet where campus_id = ${campusId} and date < ${today}::date - 3) s
    on conflict do nothing`);
}

/**
 * The exam summary of the demo (issue 12): the monthly exam of the month a week before `today` (the middle
 * of the two weeks of marks) becomes the current exam when the year has none, and the office's correction
 * of one student of the demo teacher's class (the one with most absences; one more absence and one more
 * permission than the marks say, as a paper register might have it) is saved, so the summary shows both
 * counted and corrected rows on a first start.
 */
export async function seedDemoAttendanceSummary(tx: TTx, campusId: string, yearId: string, today: string) {
  const exam = await tx.execute<{ id: string }>(sql`
    select id from exam_type
    where campus_id = ${campusId} and academic_year_id = ${yearId}
      and month = extract(month from ${today}::date - 7) and exam_type = 0
    order by sort_index limit 1`);
  const examId = exam.rows[0]?.id;
  if (!examId) return;
  await tx.execute(sql`
    update exam_type set is_current = true
    where campus_id = ${campusId} and id = ${examId}
      and not exists (select 1 from exam_type where campus_id = ${campusId} and academic_year_id = ${yearId} and is_current)`);
  const pick = await tx.execute<{
    student_id: string;
    academic_class_id: string;
    absence: number;
    present: number;
    late: number;
    permission: number;
    mission: number;
  }>(sql`
    select a.student_id, sac.academic_class_id,
      count(*) filter (where a.attendance_type = ${sql.raw(String(ATTENDANCE_STATUS.ABSENCE))})::int as absence,
      count(*) filter (where a.attendance_type = ${sql.raw(String(ATTENDANCE_STATUS.PRESENT))})::int as present,
      count(*) filter (where a.attendance_type = ${sql.raw(String(ATTENDANCE_STATUS.LATE))})::int as late,
      count(*) filter (where a.attendance_type = ${sql.raw(String(ATTENDANCE_STATUS.PERMISSION))})::int as permission,
      count(*) filter (where a.attendance_type = ${sql.raw(String(ATTENDANCE_STATUS.MISSION))})::int as mission
    from employee_academic_class eac
    join app_user u on u.campus_id = eac.campus_id and u.actor_id = eac.employee_id and u.username = 'teacher'
    join student_academic_class sac on sac.campus_id = eac.campus_id and sac.academic_class_id = eac.academic_class_id and sac.status = 0
    join student st on st.campus_id = sac.campus_id and st.id = sac.student_id
    join student_attendance a on a.campus_id = sac.campus_id and a.student_id = sac.student_id
      and date_trunc('month', a.date) = date_trunc('month', ${today}::date - 7)
    where eac.campus_id = ${campusId} and eac.academic_year_id = ${yearId} and eac.is_main and not eac.is_reserve
    group by a.student_id, sac.academic_class_id, st.code
    order by absence desc, st.code
    limit 1`);
  const row = pick.rows[0];
  if (!row) return;
  await tx.execute(sql`
    insert into student_attendance_summary_sheet (campus_id, id, academic_class_id, exam_type_id)
    values (${campusId}, gen_random_uuid(), ${row.academic_class_id}, ${examId})
    on conflict do nothing`);
  await tx.execute(sql`
    insert into student_attendance_summary (campus_id, id, exam_type_id, academic_class_id, student_id, absence, present, late, permission, mission, changed_in_version)
    values (${campusId}, gen_random_uuid(), ${examId}, ${row.academic_class_id}, ${row.student_id},
      ${row.absence + 1}, ${Math.max(0, row.present - 2)}, ${row.late}, ${row.permission + 1}, ${row.mission}, 1)
    on conflict do nothing`);
}
