import { queryOptions } from '@tanstack/react-query';
import { messageRefs } from '@school/contract/message/message.refs';
import type { TClassMessageThread, TConversation, TMessageClass, TMessageUser, TThread } from '@school/contract/message/message.schemas';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKey, apiKeyPrefix, useApiMutation } from '../../../lib/api-query';
import { saveBlob } from '../../../lib/download';

export type TConversationItem = Camelized<TConversation>;
export type TMessageUserItem = Camelized<TMessageUser>;
export type TThreadData = Camelized<TThread>;
export type TMessageClassItem = Camelized<TMessageClass>;
export type TClassMessageData = Camelized<TClassMessageThread>;

/** Conversations newest first (polled: a message may arrive while the page is open). */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: apiKey(messageRefs.recent),
    queryFn: async () => {
      const result = await api.call(messageRefs.recent, { quiet: true });
      return { items: (result.data ?? []) as TConversationItem[], unread: result.total ?? 0 };
    },
    refetchInterval: 15_000,
  });

export const threadQuery = (otherId: string | undefined) =>
  queryOptions({
    queryKey: apiKey(messageRefs.find, { id: otherId }),
    queryFn: async () => (await api.call(messageRefs.find, { query: { id: otherId! }, quiet: true })).data as TThreadData,
    enabled: Boolean(otherId),
    refetchInterval: 15_000,
  });

/** A class message the caller sent, with the replies that came back (polled like a conversation). */
export const classMessageQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: apiKey(messageRefs.classSent, { id }),
    queryFn: async () => (await api.call(messageRefs.classSent, { query: { id: id! }, quiet: true })).data as TClassMessageData,
    enabled: Boolean(id),
    refetchInterval: 15_000,
  });

export const recipientsQuery = (academicClassId: string | undefined) =>
  queryOptions({
    queryKey: apiKey(messageRefs.users, { academicClassId }),
    queryFn: async () => ((await api.call(messageRefs.users, { query: { academicClassId } })).data ?? []) as TMessageUserItem[],
  });

/** The current year's classes one picks (a teacher's own, the office's all, a family's own). */
export const messageClassesQuery = () =>
  queryOptions({
    queryKey: apiKey(messageRefs.classes),
    queryFn: async () => ((await api.call(messageRefs.classes, {})).data ?? []) as TMessageClassItem[],
    staleTime: 5 * 60_000,
  });

/** One message to a whole class (each student and guardian gets it in a conversation with the sender). */
export const useSendClassMessage = () =>
  useApiMutation(messageRefs.sendClass, { invalidates: [apiKeyPrefix(messageRefs.recent), apiKeyPrefix(messageRefs.find)] });

export const useSendMessage = () =>
  useApiMutation(messageRefs.send, { invalidates: [apiKeyPrefix(messageRefs.recent), apiKeyPrefix(messageRefs.find), apiKeyPrefix(messageRefs.classSent)] });

export async function downloadMessageFile(id: string, name: string) {
  const file = await api.download(messageRefs.file, { query: { id } });
  saveBlob(file.blob, file.fileName ?? name);
}

/** Marks read what one person sent (the screen calls it when her unread messages are shown). */
export const useMarkRead = () =>
  useApiMutation(messageRefs.read, { invalidates: [apiKeyPrefix(messageRefs.recent), apiKeyPrefix(messageRefs.find), apiKeyPrefix(messageRefs.classSent)] });
