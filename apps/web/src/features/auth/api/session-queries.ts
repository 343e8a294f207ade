import { queryOptions } from '@tanstack/react-query';
import { academicYearRefs } from '@school/contract/academic-year/academic-year.refs';
import { authRefs } from '@school/contract/auth/auth.refs';
import { campusRefs } from '@school/contract/campus/campus.refs';
import { userRefs } from '@school/contract/user/user.refs';
import type { TRefData } from '@school/contract/common/route-ref';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKey, apiPageQuery, apiQuery } from '../../../lib/api-query';

export type TLoginConfig = Camelized<TRefData<typeof campusRefs.loginConfig>>;
export type TCurrentUser = Camelized<TRefData<typeof userRefs.me>>;
export type TAcademicYear = Camelized<TRefData<typeof academicYearRefs.listByToken>>[number];

/** Public branding of a school by its code (login layout). */
export const loginConfigQuery = (schoolCode: string) =>
  queryOptions({
    queryKey: apiKey(campusRefs.loginConfig, { schoolCode: schoolCode.toUpperCase() }),
    queryFn: async () => (await api.call(campusRefs.loginConfig, { query: { schoolCode }, anonymous: true })).data,
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Permission keys (portal §6): read only when StatusCode is 200, otherwise the list is empty. The menu
 * waits for this query instead of drawing an empty menu first.
 */
export const permissionsQuery = () =>
  queryOptions({
    queryKey: apiKey(authRefs.permissions),
    queryFn: async () => {
      const result = await api.call(authRefs.permissions, { strict200: true });
      return new Set<string>(result.data.map((p) => p.value));
    },
    staleTime: 5 * 60_000,
  });

export const meQuery = () => queryOptions({ ...apiQuery(userRefs.me), staleTime: 5 * 60_000 });

/**
 * The active years (the top bar's choice), picked from the call of every year (lib/setup-lookups'
 * `allYearsQuery`: the same key and answer), so the first screen asks for the years once, not twice.
 */
export const academicYearsQuery = () =>
  queryOptions({
    ...apiPageQuery(academicYearRefs.listByToken),
    staleTime: 10 * 60_000,
    select: (page) => (page.items ?? []).filter((y) => y.isActive),
  });
