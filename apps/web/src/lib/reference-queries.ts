import { queryOptions } from '@tanstack/react-query';
import type { TRefData, TRouteRef } from '@school/contract/common/route-ref';
import { referenceRefs } from '@school/contract/reference/reference.refs';
import { api } from './api';
import { apiKey } from './api-query';
import type { Camelized } from './case';

/**
 * Shared reference lists (provinces, school types) for every form that offers them. They are public
 * calls, sent without the token so the public register pages read them alike; cached for long.
 */
const referenceQuery = <R extends TRouteRef>(ref: R) =>
  queryOptions({
    queryKey: apiKey(ref),
    queryFn: async () => ((await api.call(ref, { anonymous: true })).data ?? []) as Camelized<TRefData<R>>,
    staleTime: 30 * 60_000,
  });

export const provincesQuery = () => referenceQuery(referenceRefs.provinces);
export const schoolTypesQuery = () => referenceQuery(referenceRefs.schoolTypes);
