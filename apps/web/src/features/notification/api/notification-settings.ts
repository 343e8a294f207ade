import { queryOptions } from '@tanstack/react-query';
import { notificationRefs } from '@school/contract/notification/notification.refs';
import { api } from '../../../lib/api';
import { apiKey, apiKeyPrefix, useApiMutation } from '../../../lib/api-query';

/** The topics with the user's counts and choices (the bell reads the same query). */
export const notificationTopicsQuery = () =>
  queryOptions({
    queryKey: apiKey(notificationRefs.topics),
    queryFn: async () => (await api.call(notificationRefs.topics, { quiet: true })).data ?? [],
  });

/** The user's Telegram link; read again every few seconds while a code waits for the bot. */
export const telegramLinkQuery = () =>
  queryOptions({
    queryKey: apiKey(notificationRefs.telegram),
    queryFn: async () => (await api.call(notificationRefs.telegram, {})).data,
    refetchInterval: (query) => (query.state.data?.code && !query.state.data.linked ? 4000 : false),
  });

export const useSaveTopicChoices = () => useApiMutation(notificationRefs.saveTopics, { invalidates: [apiKeyPrefix(notificationRefs.topics)] });
const telegramInvalidates = [apiKeyPrefix(notificationRefs.telegram)];
export const useCreateTelegramCode = () => useApiMutation(notificationRefs.telegramCode, { invalidates: telegramInvalidates });
export const useUnlinkTelegram = () => useApiMutation(notificationRefs.telegramUnlink, { invalidates: telegramInvalidates });
