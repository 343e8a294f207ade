import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZDashboard, ZDashboardQuery, ZCampusFeeSummary, ZCampusFeeSummaryRequest } from './dashboard.schemas';

export const dashboardRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/dashboard',
    area: 'campus',
    access: 'authenticated',
    summary: "The landing page's summary for the signed-in user's role",
    query: ZDashboardQuery,
    response: ZEnvelope(ZDashboard),
  }),
  feeSummary: defineRoute({
    method: 'POST',
    path: '/api/campus-statistics/fee-summary',
    area: 'campus',
    access: 'VIEW_DASHBOARD_STATISTICS',
    summary: 'Fee totals of a period by currency and payment status',
    body: ZCampusFeeSummaryRequest.optional(),
    bodyKind: 'form',
    response: ZEnvelope(ZCampusFeeSummary),
  }),
};
