import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TDashboardWire } from '../../../lib/api-types';
import type { Camelized } from '../../../lib/case';

export type TDashboard = Camelized<TDashboardWire>;

/** `GET /api/dashboard?academicYearId`: the landing page's summary for the signed-in user's role. */
export const dashboardQuery = (academicYearId: string | undefined) =>
  queryOptions({
    queryKey: ['dashboard', academicYearId ?? 'current'],
    queryFn: async () => (await api.get<TDashboardWire>('/api/dashboard', { query: { academicYearId } })).data,
    staleTime: 60_000,
  });
