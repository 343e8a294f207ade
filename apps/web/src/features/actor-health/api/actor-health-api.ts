import { useQuery } from '@tanstack/react-query';
import { actorHealthRefs } from '@school/contract/actor-health/actor-health.refs';
import { mobileAccountRefs } from '@school/contract/mobile-account/mobile-account.refs';
import type { THealthCheck } from '@school/contract/actor-health/actor-health.schemas';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery, useApiMutation } from '../../../lib/api-query';

export type TCheck = Camelized<THealthCheck>;

export const useHealthTypes = () => useQuery({ ...apiQuery(actorHealthRefs.types), staleTime: Infinity });
export const useHealthDaily = (date: string) => useQuery(apiQuery(actorHealthRefs.daily, { query: { date } }));
export const useHealthWeekly = (startDate: string, endDate: string) => useQuery(apiQuery(actorHealthRefs.weekly, { query: { startDate, endDate } }));
export const useHealthMonthly = (month: string) => useQuery(apiQuery(actorHealthRefs.monthly, { query: { month } }));
export const useHealthChecks = (query: { actorType: number; startDate: string; endDate: string }) => useQuery(apiQuery(actorHealthRefs.list, { query }));

/** Records a check; every health view is read again. */
export const useSaveHealthCheck = () => useApiMutation(actorHealthRefs.save, { invalidates: [apiKeyPrefix(actorHealthRefs.types).slice(0, 1)] });

/** Students (of the teacher's classes, or the school for the office) or employees by code or name. */
export async function searchPeople(searchType: 'student' | 'employee', search: string) {
  return (await api.call(mobileAccountRefs.actorSearch, { body: { searchType, search, limit: 20, excludeIds: [] } })).data ?? [];
}
