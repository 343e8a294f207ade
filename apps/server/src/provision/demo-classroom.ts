import { sql } from 'drizzle-orm';
import type { TTx } from '../db/engine';

/**
 * A live class open in the demo schools (issue 15 'Demo data'): the demo student's class, its first subject,
 * opened by the office an hour before now with a Jitsi link, so `/classroom` shows "live now" to the demo
 * student on a first start. Also that link saved as the pair's link.
 */
export async function seedDemoLiveClass(tx: TTx, campusId: string, yearId: string) {
  const rows = await tx.execute<{ user_id: string; class_id: string; cls_id: string; name: string; name_en: string }>(sql`
    select o.id as user_id, sac.academic_class_id as class_id, cls.id as cls_id,
      o.last_name || ' ' || o.first_name as name, o.last_name_en || ' ' || o.first_name_en as name_en
    from app_user s
    join student_academic_class sac on sac.campus_id = s.campus_id and sac.student_id = s.actor_id and sac.academic_year_id = ${yearId}
    join academic_class c on c.campus_id = sac.campus_id and c.id = sac.academic_class_id
    join academic_course_level acl on acl.campus_id = c.campus_id and acl.academic_year_id = c.academic_year_id and acl.course_level_id = c.course_level_id
    join course_level_subject cls on cls.campus_id = acl.campus_id and cls.academic_course_level_id = acl.id and cls.program_type = c.program_type
    join app_user o on o.campus_id = s.campus_id and o.username = 'office'
    where s.campus_id = ${campusId} and s.username = 'student'
    order by cls.sort_index, cls.id
    limit 1`);
  const p = rows.rows[0];
  if (!p) return;
  const link = 'https://meet.jit.si/demo-school-live-class';
  await tx.execute(sql`insert into class_live (campus_id, id, academic_class_id, course_level_subject_id, link, started_at, started_by_user_id, started_by, started_by_en)
    values (${campusId}, gen_random_uuid(), ${p.class_id}, ${p.cls_id}, ${link}, now() - interval '1 hour', ${p.user_id}, ${p.name}, ${p.name_en})`);
  await tx.execute(sql`insert into class_link (campus_id, id, academic_class_id, course_level_subject_id, link)
    values (${campusId}, gen_random_uuid(), ${p.class_id}, ${p.cls_id}, ${link})`);
}
