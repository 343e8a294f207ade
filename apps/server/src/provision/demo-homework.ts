import { sql } from 'drizzle-orm';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import type { TTx } from '../db/engine';

/** The demo homework: a title and instructions, days from today it is due, its maximum score (null: not scored). */
const ITEMS: Array<{ title: string; instructions: string; days: number; max: number | null; archived?: boolean; office?: boolean }> = [
  { title: 'លំហាត់ប្រចាំសប្តាហ៍ទី១', instructions: 'ធ្វើលំហាត់ទាំងអស់នៅទំព័រ ១២ ហើយថតរូបសៀវភៅលំហាត់ផ្ញើមក។', days: -12, max: 10, archived: true },
  { title: 'សរសេរអត្ថបទខ្លី', instructions: 'សរសេរអត្ថបទខ្លីប្រហែល ១០ បន្ទាត់អំពីគ្រួសាររបស់អ្នក។', days: -3, max: 20 },
  { title: 'អានមេរៀនទី៥', instructions: 'អានមេរៀនទី៥ ហើយឆ្លើយសំណួរ ១ ដល់ ៤ នៅចុងមេរៀន។', days: 2, max: null, office: true },
  { title: 'លំហាត់គណនា', instructions: 'ដោះស្រាយលំហាត់ ១ ដល់ ១០។ បង្ហាញរបៀបគណនាឱ្យបានច្បាស់។', days: 5, max: 10 },
  { title: 'គម្រោងក្រុម៖ បរិស្ថានសាលា', instructions: 'ជាក្រុម ៣ នាក់ ស្រាវជ្រាវពីបញ្ហាសំរាមនៅសាលា ហើយស្នើដំណោះស្រាយ។', days: 9, max: 20, office: true },
];

/**
 * Homework of the demo schools (issue 15): five items across classes: three the demo teacher gave her class in
 * her first subjects (one archived, one past due, one to come) and two the office gave the demo student's class
 * (7A), with the students' work: most handed in on the past ones (some late), half of the second returned with a
 * score and a comment, a few on the next one (never the demo student, whose hand-in is hers to try), and a
 * question and its answer in the comments, so `/homeworks` shows every state on a first start. Set-based: a few
 * statements per item.
 */
export async function seedDemoHomework(tx: TTx, campusId: string, yearId: string, today: string) {
  const pairs = await tx.execute<{ user_id: string; class_id: string; cls_id: string; subject_id: string; name: string; name_en: string }>(sql`
    select u.id as user_id, eac.academic_class_id as class_id, cls.id as cls_id, cls.subject_id,
      u.last_name || ' ' || u.first_name as name, u.last_name_en || ' ' || u.first_name_en as name_en
    from employee_academic_class_subject eacs
    join employee_academic_class eac on eac.campus_id = eacs.campus_id and eac.id = eacs.employee_academic_class_id
    join course_level_subject cls on cls.campus_id = eacs.campus_id and cls.id = eacs.course_level_subject_id
    join app_user u on u.campus_id = eac.campus_id and u.actor_id = eac.employee_id and u.mobile_actor_type = ${sql.raw(String(MOBILE_ACTOR_TYPE.TEACHER))}
    where eacs.campus_id = ${campusId} and eac.academic_year_id = ${yearId}
    order by eac.academic_class_id, cls.sort_index, cls.id
    limit ${ITEMS.length}`);
  // The demo student's class and its first subjects, given by the office.
  const office = await tx.execute<{ user_id: string; class_id: string; cls_id: string; subject_id: string; name: string; name_en: string }>(sql`
    select o.id as user_id, sac.academic_class_id as class_id, cls.id as cls_id, cls.subject_id,
      o.last_name || ' ' || o.first_name as name, o.last_name_en || ' ' || o.first_name_en as name_en
    from app_user s
    join student_academic_class sac on sac.campus_id = s.campus_id and sac.student_id = s.actor_id and sac.academic_year_id = ${yearId}
    join academic_class c on c.campus_id = sac.campus_id and c.id = sac.academic_class_id
    join academic_course_level acl on acl.campus_id = c.campus_id and acl.academic_year_id = c.academic_year_id and acl.course_level_id = c.course_level_id
    join course_level_subject cls on cls.campus_id = acl.campus_id and cls.academic_course_level_id = acl.id and cls.program_type = c.program_type
    join app_user o on o.campus_id = s.campus_id and o.username = 'office'
    where s.campus_id = ${campusId} and s.username = 'student'
    order by cls.sort_index, cls.id
    limit 2`);
  if (pairs.rows.length === 0 || office.rows.length === 0) return;
  let [taught, given] = [0, 0];
  for (const [i, item] of ITEMS.entries()) {
    const p = item.office ? office.rows[given++ % office.rows.length]! : pairs.rows[taught++ % pairs.rows.length]!;
    const created = await tx.execute<{ id: string }>(sql`
      insert into homework (campus_id, id, subject_id, title, instructions, due_at, is_scored, max_score, is_archived, created_by_user_id, created_by, created_by_en, created_at)
      values (${campusId}, gen_random_uuid(), ${p.subject_id}, ${item.title}, ${item.instructions},
        (${today}::date + ${item.days}::int + time '17:00') at time zone 'Asia/Phnom_Penh',
        ${item.max !== null}, ${item.max}, ${item.archived ?? false}, ${p.user_id}, ${p.name}, ${p.name_en},
        (${today}::date + ${item.days - 7}::int + time '08:00') at time zone 'Asia/Phnom_Penh')
      returning id`);
    const homeworkId = created.rows[0]!.id;
    await tx.execute(sql`insert into homework_class (campus_id, id, homework_id, academic_class_id, course_level_subject_id)
      values (${campusId}, gen_random_uuid(), ${homeworkId}, ${p.class_id}, ${p.cls_id})`);
    // Who handed it in: two in three students on past items, one in four on the next; never the demo student on
    // items to come (her own hand-in is the demo's to try). One in four of the past ones late.
    const share = item.days < 0 ? 3 : item.days <= 2 ? 4 : 0;
    if (share === 0) continue;
    const returnHalf = i === 1;
    await tx.execute(sql`
      insert into homework_submission (campus_id, id, homework_id, student_id, academic_class_id, status, text, submitted_at, is_late,
        score, result_comment, returned_at, returned_by)
      select sac.campus_id, gen_random_uuid(), ${homeworkId}, sac.student_id, sac.academic_class_id,
        case when ${returnHalf} and abs(hashtext(st.code)) % 2 = 0 then 3 else 1 end,
        'ខ្ញុំបានធ្វើរួចហើយ។',
        h.due_at + (case when abs(hashtext(st.code || 'late')) % 4 = 0 and ${item.days < 0} then interval '5 hours' else - interval '20 hours' end),
        abs(hashtext(st.code || 'late')) % 4 = 0 and ${item.days < 0},
        case when ${returnHalf} and abs(hashtext(st.code)) % 2 = 0 then round(h.max_score * (50 + abs(hashtext(st.code || 'score')) % 51) / 100) end,
        case when ${returnHalf} and abs(hashtext(st.code)) % 2 = 0 then 'ល្អណាស់ ខិតខំបន្តទៀត។' end,
        case when ${returnHalf} and abs(hashtext(st.code)) % 2 = 0 then h.due_at + interval '1 day' end,
        case when ${returnHalf} and abs(hashtext(st.code)) % 2 = 0 then 'teacher' end
      from student_academic_class sac
      join student st on st.campus_id = sac.campus_id and st.id = sac.student_id
      join homework h on h.campus_id = sac.campus_id and h.id = ${homeworkId}
      where sac.campus_id = ${campusId} and sac.academic_class_id = ${p.class_id} and sac.status = 0
        and abs(hashtext(st.code || ${`item${i}`})) % ${share} <> 0
        and (${item.days < 0} or not exists (select 1 from app_user u where u.campus_id = st.campus_id and u.actor_id = st.id))`);
    await tx.execute(sql`
      insert into homework_event (campus_id, id, submission_id, kind, at, by, text)
      select campus_id, gen_random_uuid(), id, case when is_late then 2 else 1 end, submitted_at, 'student', text
      from homework_submission where campus_id = ${campusId} and homework_id = ${homeworkId}
      union all
      select campus_id, gen_random_uuid(), id, 3, returned_at, 'teacher', result_comment
      from homework_submission where campus_id = ${campusId} and homework_id = ${homeworkId} and status = 3`);
    await tx.execute(sql`update homework_event e set score = s.score from homework_submission s
      where e.campus_id = ${campusId} and s.campus_id = e.campus_id and s.id = e.submission_id and s.homework_id = ${homeworkId} and e.kind = 3`);
    if (i === 2) {
      // A student's question and the office's answer on the next item due.
      await tx.execute(sql`
        insert into homework_comment (campus_id, id, homework_id, user_id, actor_type, actor_id, user_name, full_name, full_name_en, gender, comment, created_at)
        select u.campus_id, gen_random_uuid(), ${homeworkId}, u.id, u.actor_type, u.actor_id, u.username,
          u.last_name || ' ' || u.first_name, u.last_name_en || ' ' || u.first_name_en, u.gender, c.comment, now() - c.ago
        from app_user u
        join (values ('student', 'តើត្រូវឆ្លើយសំណួរទាំងអស់ក្នុងសៀវភៅ ឬលើក្រដាស?', interval '3 hours'),
                     ('office', 'ឆ្លើយក្នុងសៀវភៅលំហាត់ ហើយថតរូបផ្ញើមក។', interval '2 hours')) as c(username, comment, ago)
          on c.username = u.username
        where u.campus_id = ${campusId}`);
    }
  }
}
