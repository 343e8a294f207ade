import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { personAddressColumns, versionColumns } from './columns';
import { storedFile } from './file.table';

/** The extras of a person record (`personRecordColumns`): tenancy, its code unique in the campus, its picture's file. */
export function personRecordExtras(table: string, t: { campusId: PgColumn; id: PgColumn; code: PgColumn; pictureFileId: PgColumn }) {
  return [
    ...tenantExtras(table, t),
    uniqueIndex(`${table}_code_key`).on(t.campusId, sql`upper(${t.code})`),
    tenantRef(`${table}_picture_fk`, t.campusId, t.pictureFileId, storedFile),
  ];
}

const ownerColumn = (name: string) => uuid(name).notNull();

/**
 * The addresses of a person record (`employee_address`, `student_address`): the province (shared reference
 * data, no foreign key across the tenancy wall) and the text, owned by `<owner>_id` and removed with it.
 */
export function personAddressTable<O extends 'employee' | 'student'>(owner: O, ownerTable: { campusId: PgColumn; id: PgColumn }) {
  const table = `${owner}_address` as const;
  const key = `${owner}Id` as const;
  const ownerColumns = { [key]: ownerColumn(`${owner}_id`) } as { [K in typeof key]: ReturnType<typeof ownerColumn> };
  return pgTable(table, { ...tenantColumns(), ...ownerColumns, ...personAddressColumns(), ...versionColumns() }, (t) => {
    const ownerId = (t as unknown as Record<typeof key, PgColumn>)[key];
    return [
      ...tenantExtras(table, t),
      tenantRef(`${table}_${owner}_fk`, t.campusId, ownerId, ownerTable).onDelete('cascade'),
      index(`${table}_${owner}_idx`).on(t.campusId, ownerId),
    ];
  });
}
