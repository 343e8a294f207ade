import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { feedRefs } from '@school/contract/feed/feed.refs';
import type { TFeedPost as TWire } from '@school/contract/feed/feed.schemas';
import { FEED_PAGE_SIZE } from '@school/contract/feed/feed.values';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKey, apiKeyPrefix, apiQuery, useApiMutation } from '../../../lib/api-query';

export type TFeedPost = Camelized<TWire>;

/** Posts newest first, 10 a page by `startIndex` (data-calls §7 'Feed'); `privacy` 0 school, 1 class, or both. */
export const feedQuery = (privacy: number | undefined) =>
  infiniteQueryOptions({
    queryKey: apiKey(feedRefs.list, { privacy }),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api.call(feedRefs.list, { query: { startIndex: pageParam, pageSize: FEED_PAGE_SIZE, privacy }, signal });
      return { items: (result.data ?? []) as TFeedPost[], total: result.total ?? 0, next: pageParam + FEED_PAGE_SIZE };
    },
    getNextPageParam: (last) => (last.next < last.total ? last.next : undefined),
  });

/** The classes of a year the caller may post to (a teacher's own, the office's all). */
export const postClassesQuery = (academicYearId: string | undefined, enabled: boolean) =>
  queryOptions({ ...apiQuery(feedRefs.classes, { query: { academicYearId } }), enabled });

const invalidates = [apiKeyPrefix(feedRefs.list)];
export const useCreatePost = () => useApiMutation(feedRefs.create, { invalidates });
export const useLikePost = () => useApiMutation(feedRefs.like, { invalidates });
export const useCommentPost = () => useApiMutation(feedRefs.comment, { invalidates });
export const useDeletePost = () => useApiMutation(feedRefs.delete, { invalidates });
