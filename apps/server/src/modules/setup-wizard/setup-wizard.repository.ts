import { versionedRows } from '../../db/versioned';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicSemester, academicYearSetup } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TSemesterRow = typeof academicSemester.$inferSelect;
export type TWizardRow = typeof academicYearSetup.$inferSelect;

export function listSemesters(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select()
    .from(academicSemester)
    .where(and(eq(academicSemester.campusId, campusId), eq(academicSemester.academicYearId, academicYearId)))
    .orderBy(asc(academicSemester.semesterType));
}

export async function insertSemester(
  db: TQueryable,
  { campusId, values }: { campusId: string; values: { academicYearId: string; semesterType: number; startDate: string; endDate: string } },
) {
  const [row] = await db
    .insert(academicSemester)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export async function updateSemester(db: TQueryable, { campusId, id, startDate, endDate }: TKey & { startDate: string; endDate: string }) {
  const [row] = await db
    .update(academicSemester)
    .set({ startDate, endDate, updatedAt: new Date() })
    .where(and(eq(academicSemester.campusId, campusId), eq(academicSemester.id, id)))
    .returning();
  return row!;
}

export function getWizard(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(academicYearSetup)
    .where(and(eq(academicYearSetup.campusId, campusId), eq(academicYearSetup.id, id)))
    .then((rows) => rows[0]);
}

export function findRunning(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(academicYearSetup)
    .where(and(eq(academicYearSetup.campusId, campusId), eq(academicYearSetup.status, 'running')))
    .then((rows) => rows[0]);
}

export function findLatestOfYear(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select()
    .from(academicYearSetup)
    .where(and(eq(academicYearSetup.campusId, campusId), eq(academicYearSetup.academicYearId, academicYearId)))
    .orderBy(desc(academicYearSetup.createdAt))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertWizard(
  db: TQueryable,
  { campusId, values }: { campusId: string; values: Omit<typeof academicYearSetup.$inferInsert, 'campusId'> },
) {
  const [row] = await db
    .insert(academicYearSetup)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

/** The year becomes the campus's current year (one current year per campus). */
export async function makeYearCurrent(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  await db.execute(
    sql`update academic_year set is_current = false, version = version + 1, updated_at = now() where campus_id = ${campusId} and is_current and id <> ${academicYearId}`,
  );
  await db.execute(
    sql`update academic_year set is_current = true, version = version + 1, updated_at = now() where campus_id = ${campusId} and id = ${academicYearId} and not is_current`,
  );
}

/**
 * Copies one step's records of a year to another, keeping what the target has (by its natural key).
 * Dates move by the number of years between the two. Answers how many were made and kept.
 */
export async function copyYearRecords(
  db: TQueryable,
  p: { campusId: string; step: 'semester' | 'subject' | 'standard-score' | 'grade-matrix' | 'exam'; fromYearId: string; toYearId: string },
): Promise<{ entity: string; created: number; existing: number }> {
  const { campusId, fromYearId, toYearId } = p;
  const shift = sql`make_interval(years => (select t.from_year - f.from_year from academic_year t, academic_year f where t.campus_id = ${campusId} and t.id = ${toYearId} and f.campus_id = ${campusId} and f.id = ${fromYearId}))`;
  const count = async (table: string) =>
    Number(
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where campus_id = ${campusId} and academic_year_id = ${toYearId}`,
        )
      ).rows[0]?.n ?? 0,
    );
  const run = async (entity: string, table: string, statements: ReturnType<typeof sql>[]) => {
    const before = await count(table);
    for (const s of statements) await db.execute(s);
    const after = await count(table);
    return { entity, created: after - before, existing: before };
  };
  switch (p.step) {
    case 'semester':
      return run('Semester', 'academic_semester', [
        sql`insert into academic_semester (campus_id, id, academic_year_id, semester_type, start_date, end_date)
            select s.campus_id, gen_random_uuid(), ${toYearId}, s.semester_type, (s.start_date + ${shift})::date, (s.end_date + ${shift})::date
            from academic_semester s where s.campus_id = ${campusId} and s.academic_year_id = ${fromYearId}
            and not exists (select 1 from academic_semester t where t.campus_id = s.campus_id and t.academic_year_id = ${toYearId} and t.semester_type = s.semester_type)`,
      ]);
    case 'exam':
      return run('ExamType', 'exam_type', [
        sql`insert into exam_type (campus_id, id, academic_year_id, description, description_en, exam_type, kind, semester_type, month, exam_date, score_entry_end_date,
              is_semester_exam, is_average_score, condition, status, exam_type_status, is_current, sort_index)
            select e.campus_id, gen_random_uuid(), ${toYearId}, e.description, e.description_en, e.exam_type, e.kind, e.semester_type, e.month,
              (e.exam_date + ${shift})::date, (e.score_entry_end_date + ${shift})::date, e.is_semester_exam, e.is_average_score, e.condition, e.status, 0, false, e.sort_index
            from exam_type e where e.campus_id = ${campusId} and e.academic_year_id = ${fromYearId}
            and not exists (select 1 from exam_type t where t.campus_id = e.campus_id and t.academic_year_id = ${toYearId} and lower(t.description_en) = lower(e.description_en))`,
      ]);
    case 'grade-matrix':
      return run('GradeMatrix', 'grade_matrix', [
        sql`insert into grade_matrix (campus_id, id, academic_year_id, level_classified_id, grade, mention, mention_en, min_score, max_score, score_type, grade_type, is_pass, sort_index)
            select g.campus_id, gen_random_uuid(), ${toYearId}, g.level_classified_id, g.grade, g.mention, g.mention_en, g.min_score, g.max_score, g.score_type, g.grade_type, g.is_pass, g.sort_index
            from grade_matrix g where g.campus_id = ${campusId} and g.academic_year_id = ${fromYearId}
            and not exists (select 1 from grade_matrix t where t.campus_id = g.campus_id and t.academic_year_id = ${toYearId}
              and t.level_classified_id = g.level_classified_id and t.grade_type = g.grade_type and t.score_type = g.score_type)`,
      ]);
    case 'standard-score':
      return run('StandardScore', 'subject_standard_score', [
        sql`insert into subject_standard_score (campus_id, id, academic_year_id, subject_group_root_id, course_level_id, program_type, subject_id, max_score, coefficient, pass_score,
              standard_score_type, standard_score_subject_type, sort_index)
            select s.campus_id, gen_random_uuid(), ${toYearId}, s.subject_group_root_id, s.course_level_id, s.program_type, s.subject_id, s.max_score, s.coefficient, s.pass_score,
              s.standard_score_type, s.standard_score_subject_type, s.sort_index
            from subject_standard_score s where s.campus_id = ${campusId} and s.academic_year_id = ${fromYearId}
            and not exists (select 1 from subject_standard_score t where t.campus_id = s.campus_id and t.academic_year_id = ${toYearId}
              and t.course_level_id = s.course_level_id and t.program_type = s.program_type and t.subject_id = s.subject_id)`,
      ]);
    case 'subject': {
      const countSubjects = async () =>
        Number(
          (
            await db.execute<{ n: number }>(
              sql`select count(*)::int as n from course_level_subject c join academic_course_level a on a.campus_id = c.campus_id and a.id = c.academic_course_level_id
                  where c.campus_id = ${campusId} and a.academic_year_id = ${toYearId}`,
            )
          ).rows[0]?.n ?? 0,
        );
      const before = await countSubjects();
      await db.execute(sql`insert into academic_course_level (campus_id, id, academic_year_id, course_level_id)
          select a.campus_id, gen_random_uuid(), ${toYearId}, a.course_level_id from academic_course_level a
          where a.campus_id = ${campusId} and a.academic_year_id = ${fromYearId}
          on conflict do nothing`);
      await db.execute(sql`insert into course_level_subject (campus_id, id, academic_course_level_id, subject_id, subject_group_root_id, description, description_en, is_scoring, program_type, sort_index)
          select c.campus_id, gen_random_uuid(), ta.id, c.subject_id, c.subject_group_root_id, c.description, c.description_en, c.is_scoring, c.program_type, c.sort_index
          from course_level_subject c
          join academic_course_level fa on fa.campus_id = c.campus_id and fa.id = c.academic_course_level_id and fa.academic_year_id = ${fromYearId}
          join academic_course_level ta on ta.campus_id = c.campus_id and ta.academic_year_id = ${toYearId} and ta.course_level_id = fa.course_level_id
          where c.campus_id = ${campusId}
          on conflict do nothing`);
      return { entity: 'CourseLevelSubject', created: (await countSubjects()) - before, existing: before };
    }
  }
}

export const academicYearSetupRows = versionedRows(academicYearSetup);
