import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordEditor } from '../../../components/record-editor';
import type { SettingsManager } from '../../../components/settings-manager';
import '../i18n';

type TMutation<TArgument> = { mutateAsync: (argument: TArgument) => Promise<unknown>; isPending: boolean };
type TList<T extends object> = NonNullable<ComponentProps<typeof SettingsManager<T, object>>['list']>;

/**
 * A fee family's tab of `/settings/payment` on the shared settings screen: its record editor, and the props
 * every such tab gives `SettingsManager` (in a tab, the fee catalog, the family's list call). The tab adds its
 * texts' key, test id, columns and form:
 *
 *   const { t } = useTranslation('fee'); // the tab's own, so the catalog check reads its keys as the fee catalog's
 *   const { editor, tab } = useFeeTab(feeTypeApi, canManage, (r: TFeeTypeItem) => localName(r));
 *   <SettingsManager<TFeeTypeItem, TValues> {...tab} textKey="type" testId="fee-type" pageKey="fee-type" columns={…} …>
 */
export function useFeeTab<T extends { id: string; version?: number }, TSave extends { id?: string; version?: number }>(
  api: { keys: { list: readonly unknown[] }; listQuery: () => TList<T>; useSave: () => TMutation<TSave>; useRemove: () => TMutation<string> },
  canManage: boolean,
  name: (record: T) => string,
) {
  const { t } = useTranslation('fee');
  const editor = useRecordEditor({ save: api.useSave(), remove: api.useRemove(), name });
  return { editor, tab: { inTab: true, editor, canManage, t, queryKey: api.keys.list, list: api.listQuery() } };
}
