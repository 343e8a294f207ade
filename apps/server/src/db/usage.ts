import { sql } from 'drizzle-orm';
import type { TQueryable } from './engine';
import { inUse, notFound } from '../lib/app-error';
import { khmerDigits } from '../lib/khmer';

/**
 * "Deleting anything still in use answers a clear error and deletes nothing." Which tables use a record
 * is read from the catalog: every foreign key that references the table and would refuse the delete (NO
 * ACTION or RESTRICT; CASCADE children belong to the record and go with it). Tables added later (students,
 * scores, routines …) are covered without a change here; `USAGE_LABELS` only names them nicely.
 */
type TReference = { table: string; campusColumn: string; column: string };

/** Read at every delete (one catalog query; deletes are rare), so a table added by a later migration counts at once. */
async function referencesTo(db: TQueryable, table: string): Promise<TReference[]> {
  const result = await db.execute<{ table: string; columns: string[]; ref_columns: string[] }>(sql`
    select cl.relname as table,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.ord) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.ord) as ref_columns
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class rt on rt.oid = c.confrelid
    join pg_namespace n on n.oid = rt.relnamespace
    where c.contype = 'f' and n.nspname = 'public' and rt.relname = ${table} and c.confdeltype in ('a', 'r')
    order by cl.relname, c.conname`);
  const refs: TReference[] = [];
  for (const row of result.rows) {
    const idAt = row.ref_columns.indexOf('id');
    const campusAt = row.ref_columns.indexOf('campus_id');
    if (idAt < 0 || campusAt < 0) continue;
    refs.push({ table: row.table, campusColumn: row.columns[campusAt]!, column: row.columns[idAt]! });
  }
  return refs;
}

/** Khmer and English names of the tables that may hold a reference, for the 409 message. */
export const USAGE_LABELS: Record<string, readonly [string, string]> = {
  academic_class: ['ថ្នាក់រៀន', 'classes'],
  academic_course_level: ['ថ្នាក់ទីនៃឆ្នាំសិក្សា', 'grades of a year'],
  course_level: ['ថ្នាក់ទី', 'grades'],
  course_level_subject: ['មុខវិជ្ជាតាមថ្នាក់ទី', 'grade subjects'],
  subject: ['មុខវិជ្ជា', 'subjects'],
  subject_group: ['ក្រុមមុខវិជ្ជា', 'subject groups'],
  subject_group_root_level: ['ក្រុមមុខវិជ្ជាមេ', 'subject group roots'],
  subject_standard_score: ['ពិន្ទុស្តង់ដារ', 'standard scores'],
  grade_matrix: ['តារាងនិទ្ទេស', 'grade matrix rows'],
  exam_type: ['ប្រភេទប្រឡង', 'exam types'],
  academic_session_time: ['ម៉ោងសិក្សា', 'session times'],
  academic_session_time_group: ['ក្រុមម៉ោងសិក្សា', 'session time groups'],
  academic_year_setup: ['ការរៀបចំឆ្នាំសិក្សា', 'year setups'],
  initial_setup_employee: ['បុគ្គលិក', 'employees'],
  initial_setup_student: ['សិស្ស', 'students'],
  initial_setup_teaching_class: ['ថ្នាក់បង្រៀន', 'teaching classes'],
  initial_setup_teaching_class_subject: ['មុខវិជ្ជាបង្រៀន', 'teaching subjects'],
  student: ['សិស្ស', 'students'],
  student_academic_class: ['សិស្សក្នុងថ្នាក់', 'students in classes'],
  student_academic_card: ['កាតសិស្ស', 'student cards'],
  student_guardian: ['សិស្សរបស់អាណាព្យាបាល', 'guardian–student links'],
  student_misconduct: ['វិន័យសិស្ស', 'misconduct records'],
  student_import: ['ការនាំចូលសិស្ស', 'student imports'],
  employee: ['បុគ្គលិក', 'employees'],
  employee_card: ['កាតបុគ្គលិក', 'employee cards'],
  employee_academic_class: ['គ្រូប្រចាំថ្នាក់', 'teacher assignments'],
  employee_academic_class_subject: ['មុខវិជ្ជាដែលគ្រូបង្រៀន', 'subjects taught'],
  fee_term: ['វគ្គបង់ប្រាក់', 'fee terms'],
  fee_item: ['ថ្លៃសេវា', 'fee items'],
  proforma_invoice: ['វិក្កយបត្រ', 'invoices'],
  proforma_invoice_item: ['ជួរវិក្កយបត្រ', 'invoice lines'],
  payment: ['ការបង់ប្រាក់', 'payments'],
  student_fee_discount: ['ការបញ្ចុះតម្លៃរបស់សិស្ស', "students' discounts"],
};

export type TUsage = { table: string; count: number };

/** The records that use one record, by table (empty when it is free to delete). */
export async function findUsages(db: TQueryable, p: { table: string; campusId: string; id: string; ignore?: readonly string[] }): Promise<TUsage[]> {
  const out: TUsage[] = [];
  for (const ref of await referencesTo(db, p.table)) {
    if (p.ignore?.includes(`${ref.table}.${ref.column}`)) continue;
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(ref.table)} where ${sql.identifier(ref.campusColumn)} = ${p.campusId} and ${sql.identifier(ref.column)} = ${p.id}`,
    );
    const count = Number(result.rows[0]?.n ?? 0);
    if (count > 0) {
      const existing = out.find((u) => u.table === ref.table);
      if (existing) existing.count += count;
      else out.push({ table: ref.table, count });
    }
  }
  return out;
}

const label = (table: string): readonly [string, string] => USAGE_LABELS[table] ?? [`ទិន្នន័យ ${table}`, table.replace(/_/g, ' ') + ' records'];

/** Refuses the delete (409, Khmer and English) when anything uses the record. */
export async function assertNotInUse(
  db: TQueryable,
  p: { table: string; campusId: string; id: string; name: string; nameEn: string; ignore?: readonly string[] },
) {
  const usages = await findUsages(db, p);
  if (usages.length === 0) return;
  const km = usages.map((u) => `${label(u.table)[0]} (${khmerDigits(u.count)})`).join(', ');
  const en = usages.map((u) => `${u.count} ${label(u.table)[1]}`).join(', ');
  throw inUse(`មិនអាចលុប «${p.name}» បានទេ ព្រោះកំពុងប្រើដោយ ${km}`, `'${p.nameEn}' cannot be deleted: it is used by ${en}`);
}

/**
 * The delete of one described record (card, leave type, class group, subject …) in the caller's transaction:
 * 404 when the campus has no such record, 409 naming it (`named`, by default its description and English
 * description) when anything uses it, else the row goes.
 */
export async function deleteUnused<TRow>(
  db: TQueryable,
  p: {
    table: string;
    key: { campusId: string; id: string };
    get: (db: TQueryable, key: { campusId: string; id: string }) => Promise<TRow | undefined>;
    remove: (db: TQueryable, key: { campusId: string; id: string }) => Promise<unknown>;
    named?: (row: TRow) => { description: string; descriptionEn: string };
  },
) {
  const row = await p.get(db, p.key);
  if (!row) throw notFound();
  const { description, descriptionEn } = p.named ? p.named(row) : (row as unknown as { description: string; descriptionEn: string });
  await assertNotInUse(db, { table: p.table, ...p.key, name: description, nameEn: descriptionEn });
  await p.remove(db, p.key);
}
