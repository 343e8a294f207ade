import { sql } from 'drizzle-orm';
import { ATTENDANCE_STATUS } from '@school/contract';
import type { TTx } from '../db/engine';

/**
 * The demo's confirmed days (issue 12, `/attendance/confirm`): each was confirmed by the class's main teacher
 * (the administrator where the class has no teacher account) at 16:30 that day, school time; and the office
 * corrected one mark of the last confirmed day of 7A the next morning (absent → late, or present → late),
 * so the confirmation screen shows a correction with its before and after on a newcomer's first start.
 */
export async function seedDemoAttendanceConfirmations(tx: TTx, campusId: string) {
  await tx.execute(sql`
    update student_attendance_confirmation c set
      confirmed_by = coalesce(
        (select u.id from employee_academic_class e
          join app_user u on u.campus_id = e.campus_id and u.actor_type = 1 and u.actor_id = e.employee_id
          where e.campus_id = c.campus_id and e.academic_class_id = c.academic_class_id and e.is_main and not e.is_reserve
          order by u.username limit 1),
        (select u.id from app_user u where u.campus_id = c.campus_id and u.username = 'admin')),
      confirmed_at = (c.date + time '09:30') at time zone 'UTC'
    where c.campus_id = ${campusId} and c.confirmed_by is null`);
  await tx.execute(sql`
    with target as (
      select a.campus_id, a.id, a.academic_class_id, a.class_routine_id, a.student_id, a.date, a.attendance_type
      from student_attendance a
      join student_attendance_confirmation c on c.campus_id = a.campus_id and c.academic_class_id = a.academic_class_id and c.date = a.date
      join academic_class k on k.campus_id = a.campus_id and k.id = a.academic_class_id
      where a.campus_id = ${campusId} and a.attendance_type in (${sql.raw(String(ATTENDANCE_STATUS.ABSENCE))}, ${sql.raw(String(ATTENDANCE_STATUS.PRESENT))})
      order by (k.code = '7A') desc, a.date desc, a.attendance_type, a.student_id, a.class_routine_id
      limit 1
    ), corrected as (
      update student_attendance s set attendance_type = ${sql.raw(String(ATTENDANCE_STATUS.LATE))}, version = s.version + 1
      from target where s.campus_id = target.campus_id and s.id = target.id
      returning s.id
    )
    insert into student_attendance_change (campus_id, id, academic_class_id, class_routine_id, student_id, date, changed_by, changed_at, before, after)
    select t.campus_id, gen_random_uuid(), t.academic_class_id, t.class_routine_id, t.student_id, t.date,
      (select u.id from app_user u where u.campus_id = t.campus_id and u.username = 'admin'),
      (t.date + 1 + time '01:15') at time zone 'UTC', t.attendance_type, ${sql.raw(String(ATTENDANCE_STATUS.LATE))}
    from target t join corrected on corrected.id = t.id`);
}
