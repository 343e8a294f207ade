import '../i18n';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { positionApi, type TPosition } from '../api/position-api';

type TValues = { description: string; descriptionEn: string; sortIndex: number };

/** /settings/position: staff positions, ordered by SortIndex. */
export function PositionManager() {
  const { t } = useTranslation('position');
  const digits = useDigits();
  const { editor, manager } = useSettingsEditor(positionApi, { t, canManage: usePermissions().has('MANAGE_POSITION') });

  return (
    <SettingsManager<TPosition, TValues>
      {...manager}
      textKey="position"
      crumbs={[{ label: t('configuration') }, { label: t('position.title') }]}
      pageKey="position"
      list={(page) => positionApi.listQuery(page)}
      columns={[
        { title: t('position.sortIndex'), dataIndex: 'sortIndex', width: 120, render: (v: number) => digits(v) },
        { title: t('position.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
      ]}
      dialog
      fields={['description', 'descriptionEn', 'sortIndex']}
      defaults={{ sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({ ...trimmedDescriptions(v), sortIndex: v.sortIndex }))}
    >
      <DescriptionFields labels={{ km: t('position.nameKm'), en: t('position.nameEn') }} />
      <SortIndexField label={t('position.sortIndex')} />
    </SettingsManager>
  );
}
