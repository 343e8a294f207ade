import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { enumRefs } from '@school/contract/enum/enum.refs';
import { feedbackRefs } from '@school/contract/feedback/feedback.refs';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';

/** `GET /api/enum/sentiment`: one star per entry (portal §3 'Feedback'). */
export const sentimentsQuery = () => queryOptions({ ...apiQuery(enumRefs.sentiment), staleTime: 60 * 60_000 });

export const useSentiments = () => useQuery(sentimentsQuery());

/** `POST /api/user-feedback`; StatusCode 0 or 200 is success (portal §8 'Feedback save'). */
export function useSaveFeedback() {
  return useMutation({
    mutationFn: async (body: TRefBody<typeof feedbackRefs.create>) => (await api.call(feedbackRefs.create, { body })).data,
  });
}
