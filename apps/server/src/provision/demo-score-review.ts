import { sql } from 'drizzle-orm';
import { ACADEMIC_SCORE_STATUS, MOBILE_ACTOR_TYPE, SCORE_VISIBILITY_STATUS } from '@school/contract';
import type { TTx } from '../db/engine';
import { SHEET_STUDENTS } from './demo-scores';

/**
 * Review states of the demo's current exam (issue 13, review, confirmation and release), after `seedDemoScores`:
 * the other classes' sheets are filled too (every scoring subject; no exempt: the one exempt student is the teacher's)
 * and by class, in class order, go LIVE (confirmed by the administrator), submitted, stay a complete draft, or are
 * left missing; of the demo teacher's sheets the first was sent back with a note and the second is submitted, so
 * `/score/confirmation` and the teacher's home show every state on a first start. One score of the first live sheet
 * was corrected by the office after release, with its reason, in the history. Set-based, the same on every start.
 */
export async function seedDemoScoreReview(tx: TTx, campusId: string, yearId: string, today: string) {
  const exam = await tx.execute<{ id: string }>(sql`select id from exam_type where campus_id = ${campusId} and academic_year_id = ${yearId} and is_current`);
  const examId = exam.rows[0]?.id;
  if (!examId) return;
  const admin = await tx.execute<{ id: string }>(sql`select id from app_user where campus_id = ${campusId} and username = 'admin'`);
  const adminId = admin.rows[0]?.id;
  const teacher = await tx.execute<{ id: string; actor_id: string }>(
    sql`select id, actor_id from app_user where campus_id = ${campusId} and username = 'teacher' and mobile_actor_type = ${sql.raw(String(MOBILE_ACTOR_TYPE.TEACHER))}`,
  );
  const teacherUser = teacher.rows[0];
  if (!adminId || !teacherUser) return;
  const { LIVE, REQUIRED_CONFIRMATION } = SCORE_VISIBILITY_STATUS;
  // The other classes with students: rank 1, 5, 9 … live, 2, 6 … submitted, 3, 7 … complete drafts, 4, 8 … missing.
  await tx.execute(sql`
    insert into score_sheet (campus_id, id, academic_class_id, exam_type_id, course_level_subject_id, visibility, submitted_once, submitted_by, submitted_at, confirmed_by, confirmed_at)
    select campus_id, gen_random_uuid(), class_id, ${examId}, subject_id,
      case when r % 4 = 1 then ${LIVE} when r % 4 = 2 then ${REQUIRED_CONFIRMATION} else 0 end,
      r % 4 in (1, 2),
      -- Submitted by a teacher of the class with an account (the administrator when it has none).
      case when r % 4 in (1, 2) then coalesce((
        select u.id from employee_academic_class eac
        join app_user u on u.campus_id = eac.campus_id and u.actor_id = eac.employee_id and u.mobile_actor_type = ${sql.raw(String(MOBILE_ACTOR_TYPE.TEACHER))}
        where eac.campus_id = t.campus_id and eac.academic_class_id = t.class_id
        order by eac.is_main desc, u.username limit 1), ${adminId}::uuid) end,
      case when r % 4 in (1, 2) then ${today}::date - 2 + time '15:00' end at time zone 'Asia/Phnom_Penh',
      case when r % 4 = 1 then ${adminId}::uuid end,
      case when r % 4 = 1 then ${today}::date - 1 + time '09:00' end at time zone 'Asia/Phnom_Penh'
    from (
      select c.campus_id, c.id as class_id, cls.id as subject_id, dense_rank() over (order by c.sort_index, c.code, c.id) as r
      from academic_class c
      join academic_course_level acl on acl.campus_id = c.campus_id and acl.academic_year_id = c.academic_year_id and acl.course_level_id = c.course_level_id
      join course_level_subject cls on cls.campus_id = acl.campus_id and cls.academic_course_level_id = acl.id and cls.program_type = c.program_type and cls.is_scoring
      where c.campus_id = ${campusId} and c.academic_year_id = ${yearId}
        and not exists (select 1 from employee_academic_class eac where eac.campus_id = c.campus_id and eac.academic_class_id = c.id and eac.employee_id = ${teacherUser.actor_id})
        and exists (select 1 from student_academic_class sac where sac.campus_id = c.campus_id and sac.academic_class_id = c.id and sac.status = 0)
    ) t
    where r % 4 <> 0
    on conflict do nothing`);
  await tx.execute(sql`
    insert into score (campus_id, id, score_sheet_id, student_id, score, status)
    select sh.campus_id, gen_random_uuid(), sh.id, st.id,
      case when abs(hashtext(st.code || cls.id::text)) % 19 = 0 then null
        else round(ss.max_score * (45 + abs(hashtext(st.code || cls.subject_id::text)) % 56) / 50) / 2 end,
      case when abs(hashtext(st.code || cls.id::text)) % 19 = 0 then ${sql.raw(String(ACADEMIC_SCORE_STATUS.ABSENT))} else ${sql.raw(String(ACADEMIC_SCORE_STATUS.NORMAL))} end
    from ${SHEET_STUDENTS}
    where sh.campus_id = ${campusId} and sh.exam_type_id = ${examId}
      and not exists (select 1 from score x where x.campus_id = sh.campus_id and x.score_sheet_id = sh.id)
    on conflict do nothing`);
  // The teacher's first sheet (her home's order) sent back with a note, her second submitted.
  const mine = await tx.execute<{ id: string }>(sql`
    select sh.id from score_sheet sh
    join academic_class c on c.campus_id = sh.campus_id and c.id = sh.academic_class_id
    join course_level_subject cls on cls.campus_id = sh.campus_id and cls.id = sh.course_level_subject_id
    join employee_academic_class eac on eac.campus_id = sh.campus_id and eac.academic_class_id = sh.academic_class_id and eac.employee_id = ${teacherUser.actor_id}
    where sh.campus_id = ${campusId} and sh.exam_type_id = ${examId}
      and exists (select 1 from score x where x.campus_id = sh.campus_id and x.score_sheet_id = sh.id)
    order by c.sort_index, c.code, cls.sort_index, cls.id
    limit 2`);
  const [sentBack, submitted] = mine.rows.map((r) => r.id);
  if (sentBack)
    await tx.execute(sql`
      update score_sheet set submitted_once = true, submitted_by = ${teacherUser.id}, submitted_at = (${today}::date - 2 + time '14:00') at time zone 'Asia/Phnom_Penh',
        note = 'សូមពិនិត្យពិន្ទុរបស់សិស្សអវត្តមានម្តងទៀត ហើយបញ្ជាក់ថាពួកគេពិតជាអវត្តមានមែន។ Please check the absent students again.',
        note_by = ${adminId}, note_at = (${today}::date - 1 + time '10:00') at time zone 'Asia/Phnom_Penh'
      where campus_id = ${campusId} and id = ${sentBack}`);
  if (submitted)
    await tx.execute(sql`
      update score_sheet set visibility = ${REQUIRED_CONFIRMATION}, submitted_once = true, submitted_by = ${teacherUser.id},
        submitted_at = (${today}::date - 1 + time '16:00') at time zone 'Asia/Phnom_Penh'
      where campus_id = ${campusId} and id = ${submitted}`);
  // One correction after release: the first live sheet's first scored student, one point up, with the office's reason.
  await tx.execute(sql`
    with target as (
      select s.id, s.score_sheet_id, s.student_id, s.score from score s
      join score_sheet sh on sh.campus_id = s.campus_id and sh.id = s.score_sheet_id
      join academic_class c on c.campus_id = sh.campus_id and c.id = sh.academic_class_id
      join course_level_subject cls on cls.campus_id = sh.campus_id and cls.id = sh.course_level_subject_id
      join student st on st.campus_id = s.campus_id and st.id = s.student_id
      where s.campus_id = ${campusId} and sh.exam_type_id = ${examId} and sh.visibility = ${LIVE} and s.score is not null and s.score >= 1
      order by c.sort_index, c.code, cls.sort_index, cls.id, st.last_name, st.first_name, st.code
      limit 1
    ), history as (
      insert into score_history (campus_id, id, score_sheet_id, student_id, changed_by, changed_at, old_score, old_status, new_score, new_status, visibility, reason)
      select ${campusId}, gen_random_uuid(), score_sheet_id, student_id, ${adminId}, (${today}::date + time '08:30') at time zone 'Asia/Phnom_Penh',
        score - 1, 0, score, 0, ${LIVE}, 'កំហុសក្នុងការបូកពិន្ទុលើក្រដាសប្រឡង / Adding error on the exam paper'
      from target
    )
    select 1`);
  // Results follow the scores: the scores' triggers marked every class stale, and the first read computes it.
}
