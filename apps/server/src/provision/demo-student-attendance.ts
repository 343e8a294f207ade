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
