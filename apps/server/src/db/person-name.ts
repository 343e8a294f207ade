import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../lib/paging';

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

/** A list's search box over people: `search` within the names (`personNameMatches`) or within any of `columns` (phones, codes …). */
export const personSearch = (t: TPersonNameTable, search: string, columns: AnyPgColumn[]): SQL => {
  const pattern = containsPattern(search);
  return or(...personNameMatches(t, pattern), ...columns.map((column) => ilike(column, pattern)))!;
};
