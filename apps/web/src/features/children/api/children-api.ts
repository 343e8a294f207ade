import { studentRefs } from '@school/contract/student/student.refs';
import type { TStudentListItem } from '@school/contract/student/student.schemas';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TChild = Camelized<TStudentListItem>;

/**
 * The signed-in guardian's children placed in a year (the top bar's; the current year without one): the
 * student list, which answers a guardian his own children only (server `studentScope`). A family has a
 * handful of children; one page of 50 holds them.
 */
export const childrenQuery = (academicYearId: string | undefined) => apiQuery(studentRefs.list, { query: { pageIndex: 1, pageSize: 50, academicYearId } });
