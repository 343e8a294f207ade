import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';

/** The reads of the student attendance reports, each one statement scoped by the campus. */

export type TReportClass = {
  id: string;
  code: string;
  description: string;
  descriptionEn: string;
  sortIndex: number;
  academicYearId: string;
  yearDescription: string;
  yearDescriptionEn: string;
  yearStart: string;
  yearEnd: string;
};

/** One class, or every class of a year, with its year's dates, in the school's class order. */
export async function classesOf(db: TQueryable, p: { campusId: string; academicClassId?: string; academicYearId?: string }): Promise<TReportClass[]> {
  const { rows } = await db.execute<{
    id: string;
    code: string;
    description: string;
    description_en: string;
    sort_index: number;
    academic_year_id: string;
    year_description: string;
    year_description_en: string;
    year_start: string;
    year_end: string;
  }>(sql`
    select ac.id, ac.code, ac.description, ac.description_en, ac.sort_index, ac.academic_year_id,
      y.description as year_description, y.description_en as year_description_en,
      y.start_date::text as year_start, y.end_date::text as year_end
    from academic_class ac
    join academic_year y on y.campus_id = ac.campus_id and y.id = ac.academic_year_id
    left join course_level cl on cl.campus_id = ac.campus_id and cl.id = ac.course_level_id
    where ac.campus_id = ${p.campusId}::uuid
      ${p.academicClassId ? sql`and ac.id = ${p.academicClassId}::uuid` : sql``}
      ${p.academicYearId ? sql`and ac.academic_year_id = ${p.academicYearId}::uuid` : sql``}
    order by cl.sort_index nulls last, ac.sort_index, ac.code, ac.id`);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    descriptionEn: r.description_en,
    sortIndex: r.sort_index,
    academicYearId: r.academic_year_id,
    yearDescription: r.year_description,
    yearDescriptionEn: r.year_description_en,
    yearStart: r.year_start,
    yearEnd: r.year_end,
  }));
}

/** The campus's attendance type: by session 0, by date 1 (portal §3 'Attendance confirm mode'). */
export async function attendanceTypeOf(db: TQueryable, p: { campusId: string }): Promise<number> {
  const { rows } = await db.execute<{ t: number }>(sql`select student_attendance_type as t from campus where id = ${p.campusId}::uuid`);
  return rows[0]?.t ?? 0;
}

export type TReportRoutine = {
  id: string;
  academicClassId: string;
  dayOfWeek: number;
  from: string;
  to: string;
  subjectId: string;
  subject: string;
  subjectEn: string;
  subjectSort: number;
  teacher: string;
  teacherEn: string;
};

/** The classes' routines of the week (the timetable), in session order. */
export async function routinesOf(db: TQueryable, p: { campusId: string; classIds: string[] }): Promise<TReportRoutine[]> {
  if (p.classIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: string;
    academic_class_id: string;
    day_of_week: number;
    from_time: string;
    to_time: string;
    subject_id: string;
    subject: string;
    subject_en: string;
    subject_sort: number;
    teacher: string;
    teacher_en: string;
  }>(sql`
    select r.id, r.academic_class_id, r.day_of_week, left(t.from_time::text, 5) as from_time, left(t.to_time::text, 5) as to_time,
      s.id as subject_id, s.description as subject, s.description_en as subject_en, coalesce(s.sort_index, 0) as subject_sort,
      trim(e.last_name || ' ' || e.first_name) as teacher, trim(e.last_name_en || ' ' || e.first_name_en) as teacher_en
    from class_routine r
    join academic_session_time t on t.campus_id = r.campus_id and t.id = r.session_time_id
    join course_level_subject s on s.campus_id = r.campus_id and s.id = r.course_level_subject_id
    join employee e on e.campus_id = r.campus_id and e.id = r.employee_id
    where r.campus_id = ${p.campusId}::uuid and r.academic_class_id = any(${sql.param(p.classIds)}::uuid[])
    order by t.from_time, r.id`);
  return rows.map((r) => ({
    id: r.id,
    academicClassId: r.academic_class_id,
    dayOfWeek: r.day_of_week,
    from: r.from_time,
    to: r.to_time,
    subjectId: r.subject_id,
    subject: r.subject,
    subjectEn: r.subject_en,
    subjectSort: Number(r.subject_sort),
    teacher: r.teacher,
    teacherEn: r.teacher_en,
  }));
}

/** The sheets saved (sessions taken) of the classes between two dates. */
export async function sheetsOf(
  db: TQueryable,
  p: { campusId: string; classIds: string[]; from: string; to: string },
): Promise<Array<{ routineId: string; academicClassId: string; date: string }>> {
  if (p.classIds.length === 0) return [];
  const { rows } = await db.execute<{ routine_id: string; academic_class_id: string; date: string }>(sql`
    select class_routine_id as routine_id, academic_class_id, date::text as date from student_attendance_sheet
    where campus_id = ${p.campusId}::uuid and academic_class_id = any(${sql.param(p.classIds)}::uuid[])
      and date between ${p.from}::date and ${p.to}::date`);
  return rows.map((r) => ({ routineId: r.routine_id, academicClassId: r.academic_class_id, date: r.date }));
}

export type TReportMark = { studentId: string; routineId: string; academicClassId: string; date: string; attendanceType: number };

/** The marks taken in the classes between two dates. */
export async function marksOf(db: TQueryable, p: { campusId: string; classIds: string[]; from: string; to: string }): Promise<TReportMark[]> {
  if (p.classIds.length === 0) return [];
  const { rows } = await db.execute<{ student_id: string; routine_id: string; academic_class_id: string; date: string; attendance_type: number }>(sql`
    select student_id, class_routine_id as routine_id, academic_class_id, date::text as date, attendance_type from student_attendance
    where campus_id = ${p.campusId}::uuid and academic_class_id = any(${sql.param(p.classIds)}::uuid[])
      and date between ${p.from}::date and ${p.to}::date`);
  return rows.map((r) => ({
    studentId: r.student_id,
    routineId: r.routine_id,
    academicClassId: r.academic_class_id,
    date: r.date,
    attendanceType: Number(r.attendance_type),
  }));
}

/** The campus's holidays touching the range, as [first, last] days. */
export async function holidaysOf(db: TQueryable, p: { campusId: string; from: string; to: string }): Promise<Array<{ from: string; to: string }>> {
  const { rows } = await db.execute<{ first: string; last: string }>(sql`
    select date::text as first, coalesce(to_date, date)::text as last from holiday
    where campus_id = ${p.campusId}::uuid and date <= ${p.to}::date and coalesce(to_date, date) >= ${p.from}::date`);
  return rows.map((r) => ({ from: r.first, to: r.last }));
}

export type TReportExam = {
  id: string;
  academicYearId: string;
  description: string;
  descriptionEn: string;
  examType: number;
  month: number | null;
  semesterType: number | null;
  yearStart: string;
  yearEnd: string;
};

/** An exam type with its year's dates (undefined: none in the campus). */
export async function examOf(db: TQueryable, p: { campusId: string; examTypeId: string }): Promise<TReportExam | undefined> {
  const { rows } = await db.execute<{
    id: string;
    academic_year_id: string;
    description: string;
    description_en: string;
    exam_type: number;
    month: number | null;
    semester_type: number | null;
    year_start: string;
    year_end: string;
  }>(sql`
    select x.id, x.academic_year_id, x.description, x.description_en, x.exam_type, x.month, x.semester_type,
      y.start_date::text as year_start, y.end_date::text as year_end
    from exam_type x join academic_year y on y.campus_id = x.campus_id and y.id = x.academic_year_id
    where x.campus_id = ${p.campusId}::uuid and x.id = ${p.examTypeId}::uuid`);
  const r = rows[0];
  return r
    ? {
        id: r.id,
        academicYearId: r.academic_year_id,
        description: r.description,
        descriptionEn: r.description_en,
        examType: r.exam_type,
        month: r.month,
        semesterType: r.semester_type,
        yearStart: r.year_start,
        yearEnd: r.year_end,
      }
    : undefined;
}
