import { sql } from 'drizzle-orm';
import { foreignKey, pgPolicy, primaryKey, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { campus } from './campus.table';

/**
 * Tenancy (DESIGN 'Data'): every tenant table starts with these columns, is keyed by (campus_id, id),
 * references its campus, and carries the row-level-security policy below. Foreign keys between tenant
 * tables name campus_id too, so rows of two campuses can never point at each other.
 */
export const tenantColumns = () => ({
  campusId: uuid('campus_id').notNull(),
  id: uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7()),
});

export const TENANT_POLICY_SQL = sql`campus_id = nullif(current_setting('app.campus_id', true), '')::uuid`;

/** Primary key, campus foreign key and policy of a tenant table; spread into the table's extras. */
export function tenantExtras(table: string, t: { campusId: PgColumn; id: PgColumn }) {
  return [
    primaryKey({ name: `${table}_pkey`, columns: [t.campusId, t.id] }),
    foreignKey({ name: `${table}_campus_fk`, columns: [t.campusId], foreignColumns: [campus.id] }).onDelete('cascade'),
    pgPolicy(`${table}_tenant_isolation`, { as: 'permissive', for: 'all', using: TENANT_POLICY_SQL, withCheck: TENANT_POLICY_SQL }),
  ];
}

/**
 * The extras of a tenant link table keyed by (campus_id, owner, `keys` …) instead of an id: that primary key,
 * the campus foreign key and policy, and the reference to the owner (`ownerFk`), whose rows take the links along.
 */
export function tenantLinkExtras(
  table: string,
  t: { campusId: PgColumn },
  owner: { column: PgColumn; target: { campusId: PgColumn; id: PgColumn }; fk: string },
  keys: PgColumn[],
) {
  const [, campusFk, policy] = tenantExtras(table, { campusId: t.campusId, id: owner.column });
  return [
    primaryKey({ name: `${table}_pkey`, columns: [t.campusId, owner.column, ...keys] }),
    campusFk!,
    policy!,
    tenantRef(owner.fk, t.campusId, owner.column, owner.target).onDelete('cascade'),
  ];
}

/** A foreign key from one tenant table to another, campus included. */
export function tenantRef(name: string, campusId: PgColumn, column: PgColumn, target: { campusId: PgColumn; id: PgColumn }) {
  return foreignKey({ name, columns: [campusId, column], foreignColumns: [target.campusId, target.id] });
}

export { newId } from '../../lib/ids';
