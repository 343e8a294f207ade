import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TEnumItem } from '@school/contract/common/envelope.schemas';
import { api } from '../../../lib/api';
import type { TSaveFeedbackWire } from '../../../lib/api-types';

/** `GET /api/enum/sentiment`: one star per entry (portal §3 'Feedback'). */
export const sentimentsQuery = () =>
  queryOptions({
    queryKey: ['enum', 'sentiment'],
    queryFn: async () => (await api.get<TEnumItem[]>('/api/enum/sentiment')).data,
    staleTime: 60 * 60_000,
  });

export const useSentiments = () => useQuery(sentimentsQuery());

/** `POST /api/user-feedback`; StatusCode 0 or 200 is success (portal §8 'Feedback save'). */
export function useSaveFeedback() {
  return useMutation({
    mutationFn: async (body: TSaveFeedbackWire) => (await api.post<unknown>('/api/user-feedback', { json: body })).data,
  });
}
