/**
 * Compile-time proof that a call the contract does not describe is a type error (checked by `tsc`; this
 * file is never imported by the app).
 */
import { holidayRefs } from '@school/contract/holiday/holiday.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import { api } from './api';

export async function wrongCallsAreTypeErrors() {
  // @ts-expect-error a field the holiday body does not have
  await api.call(holidayRefs.create, { body: { description: 'a', descriptionEn: 'a', date: '2026-01-01', colour: 'red' } });
  // @ts-expect-error a required field missing
  await api.call(holidayRefs.create, { body: { description: 'a', date: '2026-01-01' } });
  // @ts-expect-error a number where the contract has text
  await api.call(holidayRefs.create, { body: { description: 1, descriptionEn: 'a', date: '2026-01-01' } });
  // @ts-expect-error a query field the student list does not take
  await api.call(studentRefs.list, { query: { colour: 'red' } });
  const ok = await api.call(studentRefs.list, { query: { pageIndex: 1, pageSize: 10 } });
  // @ts-expect-error answers are camelCased: no PascalCase field
  void ok.data[0]?.FirstName;
  return ok.data[0]?.firstName;
}
