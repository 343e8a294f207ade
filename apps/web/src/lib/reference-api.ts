import { queryOptions } from '@tanstack/react-query';
import { referenceRefs } from '@school/contract/reference/reference.refs';
import { apiQuery } from './api-query';

/**
 * Shared reference data (no campus): every form with an address reads the same provinces, so the query
 * lives here, beside the client, rather than in one feature that the others would import.
 */
export const provincesQuery = () => queryOptions({ ...apiQuery(referenceRefs.provinces), staleTime: 24 * 60 * 60_000 });
