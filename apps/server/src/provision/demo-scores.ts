import { sql } from 'drizzle-orm';
import { ACADEMIC_SCORE_STATUS, EXAM_PERIOD_TYPE, MOBILE_ACTOR_TYPE, SCORE_VISIBILITY_STATUS } from '@school/contract';
import type { TTx } from '../db/engine';

/**
 * Every score sheet with each active student of its class, the class, the subject (`cls`) and the subject's
 * standard score (`ss`): what the demo's score inserts choose from (`from ${SHEET_STUDENTS} where sh...`).
 */
export const SHEET_STUDENTS = sql`score_sheet sh
  join academic_class c on c.campus_id = sh.campus_id and c.id = sh.academic_class_id
  join course_level_subject cls on cls.campus_id = sh.campus_id and cls.id = sh.course_level_subject_id
  join subject_standard_score ss on ss.campus_id = c.campus_id and ss.academic_year_id = c.academic_year_id
    and ss.course_level_id = c.course_level_id and ss.program_type = c.program_type and ss.subject_id = cls.subject_id
  join student_academic_class sac on sac.campus_id = sh.campus_id and sac.academic_class_id = sh.academic_class_id and sac.status = 0
  join student st on st.campus_id = sac.campus_id and st.id = sac.student_id`;

/**
 * Scores of the demo schools (issue 13, first slice: entry). The current month exam (the latest monthly exam
 * held by `today`, else the year's first) is made the current exam type with its entry open two more weeks,
 * and every class × subject the demo teacher teaches gets a DRAFT sheet of it, scored for every active student
 * (about one in 19 absent, one student exempt), except one sheet left empty, so `/score` shows every state on a
 * first start. Scores lie between 45% and 100% of the subject's maximum, in halves, hashed on the student code
 * and the subject: the same on every first start. Set-based: a few statements whatever the school's size.
 */
export async function seedDemoScores(tx: TTx, campusId: string, yearId: string, today: string) {
  const month = sql.raw(String(EXAM_PERIOD_TYPE.MONTH));
  const exams = await tx.execute<{ id: string }>(sql`
    select id from exam_type
    where campus_id = ${campusId} and academic_year_id = ${yearId} and exam_type = ${month}
    order by (exam_date <= ${today}::date) desc, case when exam_date <= ${today}::date then exam_date end desc, exam_date asc
    limit 1`);
  const examId = exams.rows[0]?.id;
  if (!examId) return;
  await tx.execute(sql`update exam_type set is_current = false where campus_id = ${campusId} and academic_year_id = ${yearId} and is_current`);
  await tx.execute(sql`
    update exam_type set is_current = true, score_entry_end_date = greatest(coalesce(score_entry_end_date, ${today}::date), ${today}::date + 14)
    where campus_id = ${campusId} and id = ${examId}`);
  // The teacher's sheets but the last (her last class's last subject), which stays empty.
  await tx.execute(sql`
    insert into score_sheet (campus_id, id, academic_class_id, exam_type_id, course_level_subject_id)
    select campus_id, gen_random_uuid(), academic_class_id, ${examId}, course_level_subject_id
    from (
      select eac.campus_id, eac.academic_class_id, eacs.course_level_subject_id,
        row_number() over (order by eac.academic_class_id desc, cls.sort_index desc, cls.id desc) as n
      from employee_academic_class_subject eacs
      join employee_academic_class eac on eac.campus_id = eacs.campus_id and eac.id = eacs.employee_academic_class_id
      join course_level_subject cls on cls.campus_id = eacs.campus_id and cls.id = eacs.course_level_subject_id and cls.is_scoring
      join app_user u on u.campus_id = eac.campus_id and u.actor_id = eac.employee_id and u.mobile_actor_type = ${sql.raw(String(MOBILE_ACTOR_TYPE.TEACHER))}
      where eacs.campus_id = ${campusId} and eac.academic_year_id = ${yearId}
    ) t
    where n > 1
    on conflict do nothing`);
  await tx.execute(sql`
    insert into score (campus_id, id, score_sheet_id, student_id, score, status)
    select campus_id, gen_random_uuid(), sheet_id, student_id,
      case when status = ${sql.raw(String(ACADEMIC_SCORE_STATUS.NORMAL))} then score end, status
    from (
      select sh.campus_id, sh.id as sheet_id, st.id as student_id,
        round(ss.max_score * (45 + abs(hashtext(st.code || cls.subject_id::text)) % 56) / 50) / 2 as score,
        case
          when row_number() over (order by sh.academic_class_id, cls.sort_index, st.code) = 2 then ${sql.raw(String(ACADEMIC_SCORE_STATUS.EXEMPTED))}
          when abs(hashtext(st.code || cls.id::text)) % 19 = 0 then ${sql.raw(String(ACADEMIC_SCORE_STATUS.ABSENT))}
          else ${sql.raw(String(ACADEMIC_SCORE_STATUS.NORMAL))}
        end as status
      from ${SHEET_STUDENTS}
      where sh.campus_id = ${campusId} and sh.exam_type_id = ${examId}
    ) t
    on conflict do nothing`);
  await seedDemoResults(tx, campusId, yearId, examId);
}

/**
 * Results (issue 13 'Results', 'Demo data'): in every class with students, the two monthly exams nearest the
 * current one (those before it first) and the first semester exam are scored in every subject that counts
 * (about one in 23 absent; the one exempt student is the current exam's). States across classes: in the demo
 * teacher's classes and the demo student's the months are LIVE (the demo student's `/profile/score` shows them)
 * and the semester exam submitted; the other classes, in class order, have everything LIVE (a released
 * semester), the months LIVE and the semester exam submitted, or the months submitted and the semester exam a
 * DRAFT. Results are not computed here: the scores' triggers mark the classes stale and the first read computes
 * them (a first start stays fast).
 */
async function seedDemoResults(tx: TTx, campusId: string, yearId: string, currentExamId: string) {
  const { LIVE, REQUIRED_CONFIRMATION, DRAFT } = SCORE_VISIBILITY_STATUS;
  const TEACHER = sql.raw(String(MOBILE_ACTOR_TYPE.TEACHER));
  const STUDENT = sql.raw(String(MOBILE_ACTOR_TYPE.STUDENT));
  // Each class with students and its plan: 0 the demo accounts' classes, then 1, 2, 3 by class order.
  const classes = await tx.execute<{ id: string; plan: number }>(sql`
    with demo as (
      select eac.academic_class_id as id from employee_academic_class eac
      join app_user u on u.campus_id = eac.campus_id and u.actor_id = eac.employee_id and u.mobile_actor_type = ${TEACHER}
      where eac.campus_id = ${campusId} and eac.academic_year_id = ${yearId}
      union
      select sac.academic_class_id from student_academic_class sac
      join app_user u on u.campus_id = sac.campus_id and u.actor_id = sac.student_id and u.mobile_actor_type = ${STUDENT}
      where sac.campus_id = ${campusId} and sac.academic_year_id = ${yearId}
    )
    select c.id, case when c.id in (select id from demo) then 0
      else 1 + (row_number() over (partition by c.id in (select id from demo) order by c.sort_index, c.code, c.id) - 1) % 3 end::int as plan
    from academic_class c
    where c.campus_id = ${campusId} and c.academic_year_id = ${yearId}
      and exists (select 1 from student_academic_class sac where sac.campus_id = c.campus_id and sac.academic_class_id = c.id and sac.status = 0)`);
  if (classes.rows.length === 0) return;
  const exams = await tx.execute<{ id: string; semester_exam: boolean }>(sql`
    (select e.id, false as semester_exam
      from exam_type e, exam_type cur
      where e.campus_id = ${campusId} and e.academic_year_id = ${yearId} and e.exam_type = ${sql.raw(String(EXAM_PERIOD_TYPE.MONTH))}
        and cur.campus_id = e.campus_id and cur.id = ${currentExamId} and e.id <> cur.id
      order by (e.exam_date > cur.exam_date), abs(coalesce(e.exam_date, cur.exam_date) - cur.exam_date), e.exam_date
      limit 2)
    union all
    (select id, true
      from exam_type
      where campus_id = ${campusId} and academic_year_id = ${yearId} and exam_type = ${sql.raw(String(EXAM_PERIOD_TYPE.SEMESTER_1))}
      order by exam_date limit 1)`);
  // Plan → visibility of [a month, the semester exam].
  const visibility: Record<number, [number, number]> = {
    0: [LIVE, REQUIRED_CONFIRMATION],
    1: [LIVE, LIVE],
    2: [LIVE, REQUIRED_CONFIRMATION],
    3: [REQUIRED_CONFIRMATION, DRAFT],
  };
  for (const exam of exams.rows) {
    for (const plan of [0, 1, 2, 3]) {
      const classIds = classes.rows.filter((c) => Number(c.plan) === plan).map((c) => c.id);
      if (classIds.length === 0) continue;
      const v = visibility[plan]![exam.semester_exam ? 1 : 0];
      await tx.execute(sql`
        insert into score_sheet (campus_id, id, academic_class_id, exam_type_id, course_level_subject_id, visibility, submitted_once)
        select c.campus_id, gen_random_uuid(), c.id, ${exam.id}::uuid, cls.id, ${sql.raw(String(v))}, ${sql.raw(v === DRAFT ? 'false' : 'true')}
        from academic_class c
        join academic_course_level acl on acl.campus_id = c.campus_id and acl.academic_year_id = c.academic_year_id and acl.course_level_id = c.course_level_id
        join course_level_subject cls on cls.campus_id = acl.campus_id and cls.academic_course_level_id = acl.id
          and cls.program_type = c.program_type and cls.is_scoring
        where c.campus_id = ${campusId} and c.id in ${classIds}
        on conflict do nothing`);
    }
    await tx.execute(sql`
      insert into score (campus_id, id, score_sheet_id, student_id, score, status)
      select sh.campus_id, gen_random_uuid(), sh.id, st.id,
        case when abs(hashtext(st.code || cls.id::text || ${exam.id}::text)) % 23 = 0 then null
          else round(ss.max_score * (45 + abs(hashtext(st.code || cls.subject_id::text || ${exam.id}::text)) % 56) / 50) / 2 end,
        case when abs(hashtext(st.code || cls.id::text || ${exam.id}::text)) % 23 = 0 then ${sql.raw(String(ACADEMIC_SCORE_STATUS.ABSENT))}
          else ${sql.raw(String(ACADEMIC_SCORE_STATUS.NORMAL))} end
      from ${SHEET_STUDENTS}
      where sh.campus_id = ${campusId} and sh.exam_type_id = ${exam.id}
      on conflict do nothing`);
  }
}

/**
 * A complete past year in one class (issue 13: the promotion screen proposes next year's class from the year
 * result): both semester exams of the year scored in every subject that counts and released (LIVE), so the class
 * has a year result and each student a proposal. The template's monthly exams do not count toward the average,
 * so the semester exams are the whole year. Scores as the current year's (45–100% of the maximum, in halves,
 * hashed on the code and subject), but `weakStudentId`'s 20–44%, so the year shows a pass and a fail. Results are
 * computed by the first read (the triggers mark the class stale).
 */
export async function seedDemoPastYearScores(tx: TTx, p: { campusId: string; yearId: string; academicClassId: string; weakStudentId: string }) {
  const exams = await tx.execute<{ id: string }>(sql`
    select id from exam_type
    where campus_id = ${p.campusId} and academic_year_id = ${p.yearId}
      and exam_type in (${sql.raw(String(EXAM_PERIOD_TYPE.SEMESTER_1))}, ${sql.raw(String(EXAM_PERIOD_TYPE.SEMESTER_2))})`);
  const examIds = exams.rows.map((e) => e.id);
  if (examIds.length === 0) return;
  await tx.execute(sql`
    insert into score_sheet (campus_id, id, academic_class_id, exam_type_id, course_level_subject_id, visibility, submitted_once)
    select c.campus_id, gen_random_uuid(), c.id, e.id, cls.id, ${sql.raw(String(SCORE_VISIBILITY_STATUS.LIVE))}, true
    from academic_class c
    join exam_type e on e.campus_id = c.campus_id and e.id in ${examIds}
    join academic_course_level acl on acl.campus_id = c.campus_id and acl.academic_year_id = c.academic_year_id and acl.course_level_id = c.course_level_id
    join course_level_subject cls on cls.campus_id = acl.campus_id and cls.academic_course_level_id = acl.id
      and cls.program_type = c.program_type and cls.is_scoring
    where c.campus_id = ${p.campusId} and c.id = ${p.academicClassId}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into score (campus_id, id, score_sheet_id, student_id, score, status)
    select sh.campus_id, gen_random_uuid(), sh.id, st.id,
      case when st.id = ${p.weakStudentId}::uuid
        then round(ss.max_score * (20 + abs(hashtext(st.code || cls.subject_id::text || sh.exam_type_id::text)) % 25) / 50) / 2
        else round(ss.max_score * (45 + abs(hashtext(st.code || cls.subject_id::text || sh.exam_type_id::text)) % 56) / 50) / 2 end,
      ${sql.raw(String(ACADEMIC_SCORE_STATUS.NORMAL))}
    from ${SHEET_STUDENTS}
    where sh.campus_id = ${p.campusId} and sh.academic_class_id = ${p.academicClassId}
    on conflict do nothing`);
}
