import { ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Query pieces of a table with a person's four names (`personNameColumns()`: students, guardians, employees,
 * applicants, pre-applicants, accounts), for the repositories that select and search them.
 */
type TPersonNameTable = { firstName: AnyPgColumn; lastName: AnyPgColumn; firstNameEn: AnyPgColumn; lastNameEn: AnyPgColumn };

/**
 * The name searches of a `containsPattern`, to spread into an `or(…)`: Khmer "family given", with
 * `khmerJoined` also without the space, and Latin in both orders.
 */
export const personNameMatches = (t: TPersonNameTable, pattern: string, { khmerJoined = false } = {}): SQL[] => [
  ilike(sql`${t.lastName} || ' ' || ${t.firstName}`, pattern),
  ...(khmerJoined ? [ilike(sql`${t.lastName} || ${t.firstName}`, pattern)] : []),
  ilike(sql`${t.lastNameEn} || ' ' || ${t.firstNameEn}`, pattern),
  ilike(sql`${t.firstNameEn} || ' ' || ${t.lastNameEn}`, pattern),
];
