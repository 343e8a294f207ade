import { queryOptions } from '@tanstack/react-query';
import type { TLoginConfigWire, TCurrentUserWire, TAcademicYearWire } from '../../../lib/api-types';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';

export type TLoginConfig = Camelized<TLoginConfigWire>;
export type TCurrentUser = Camelized<TCurrentUserWire>;
export type TAcademicYear = Camelized<TAcademicYearWire>;

/** Public branding of a school by its code (login layout). */
export const loginConfigQuery = (schoolCode: string) =>
  queryOptions({
    queryKey: ['campus', 'login-config', schoolCode.toUpperCase()],
    queryFn: async () => (await api.get<TLoginConfigWire>('/api/campus/login-config', { query: { schoolCode }, anonymous: true })).data,
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Permission keys (portal §6): read only when StatusCode is 200, otherwise the list is empty. The menu
 * waits for this query instead of drawing an empty menu first.
 */
export const permissionsQuery = () =>
  queryOptions({
    queryKey: ['permission'],
    queryFn: async () => {
      const result = await api.get<Array<{ Value: string }>>('/api/permission', { strict200: true });
      return new Set(result.data.map((p) => p.value));
    },
    staleTime: 5 * 60_000,
  });

export const meQuery = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: async () => (await api.post<TCurrentUserWire>('/api/user/me')).data,
    staleTime: 5 * 60_000,
  });

export const academicYearsQuery = () =>
  queryOptions({
    queryKey: ['academic-year', 'by-token'],
    queryFn: async () => (await api.get<TAcademicYearWire[]>('/api/academic-year/by-token', { query: { active: true } })).data,
    staleTime: 10 * 60_000,
  });
