import { queryOptions } from '@tanstack/react-query';
import { dashboardRefs } from '@school/contract/dashboard/dashboard.refs';
import { attendanceSummaryRefs } from '@school/contract/attendance-summary/attendance-summary.refs';
import type { TRefData } from '@school/contract/common/route-ref';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TDashboard = Camelized<TRefData<typeof dashboardRefs.get>>;

/** `GET /api/dashboard?academicYearId`: the landing page's summary for the signed-in user's role. */
export const dashboardQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(dashboardRefs.get, { query: { academicYearId } }), staleTime: 60_000 });

/** `GET /api/attendance/summary`: a person's attendance of a year (the current one without `academicYearId`). */
export const attendanceSummaryQuery = (actorType: number, actorId: string, academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(attendanceSummaryRefs.get, { query: { actorType, actorId, academicYearId } }), staleTime: 60_000 });
export type TAttendanceSummaryData = Camelized<TRefData<typeof attendanceSummaryRefs.get>>;
