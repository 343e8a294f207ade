import { sessionTimeRefs } from '@school/contract/session-time/session-time.refs';
import type { TSessionTime, TSessionTimePreviewRow } from '@school/contract/session-time/session-time.schemas';
import type { TRefQuery } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TSessionTimeItem = Camelized<TSessionTime>;
export type TPreviewRow = Camelized<TSessionTimePreviewRow>;

/** Session times (data-calls §7): one period is edited (PUT) or deleted; a level and shift's periods are saved at once (POST). */
export const sessionTimeApi = recordApi({
  list: sessionTimeRefs.list,
  create: sessionTimeRefs.create,
  update: sessionTimeRefs.update,
  remove: { ref: sessionTimeRefs.delete, params: (id) => ({ id }) },
});

export type TGenerateOptions = TRefQuery<typeof sessionTimeRefs.generate>;

/** The generated periods of a level (a preview, nothing saved). */
export async function generateSessionTimes(levelClassifiedId: string, options: TGenerateOptions) {
  return (await api.call(sessionTimeRefs.generate, { params: { id: levelClassifiedId }, query: options })).data ?? [];
}

/** Saves a level and shift's periods at once; the session calendar shows them too. */
export const useSaveSessionTimes = () => useApiMutation(sessionTimeRefs.create, { invalidates: [sessionTimeApi.keys.all, ['session-calendar']] });
