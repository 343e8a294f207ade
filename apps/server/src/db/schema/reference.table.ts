import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Shared reference data: no campus_id, read by every campus (DESIGN 'Tenancy'). */
export const province = pgTable('province', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sortIndex: integer('sort_index').notNull(),
});

export const schoolType = pgTable('school_type', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sortIndex: integer('sort_index').notNull(),
});
