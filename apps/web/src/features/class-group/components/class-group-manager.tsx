import '../i18n';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { classGroupApi, type TGroup } from '../api/class-group-api';

type TValues = { code: string; description: string; descriptionEn: string; sortIndex: number };

/** /settings/classGroup: groups of classes such as a stream (science, social science). */
export function ClassGroupManager() {
  const { t } = useTranslation('class-group');
  const digits = useDigits();
  const { editor, manager } = useSettingsEditor(classGroupApi, { t, canManage: usePermissions().has('MANAGE_ACADEMIC_CLASS') });

  return (
    <SettingsManager<TGroup, TValues>
      {...manager}
      textKey="group"
      parents={[{ label: t('class.title'), path: '/settings/academic-class' }]}
      testId="group"
      pageKey="class-group"
      columns={[
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 100, render: (v: number) => digits(v) },
        { title: t('common:field.code'), dataIndex: 'code' },
        { title: t('group.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
      ]}
      dialog
      fields={['code', 'description', 'descriptionEn', 'sortIndex']}
      defaults={{ sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({ code: v.code.trim(), ...trimmedDescriptions(v), sortIndex: v.sortIndex }))}
    >
      <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
        <Input />
      </Form.Item>
      <DescriptionFields labels={{ km: t('group.nameKm'), en: t('group.nameEn') }} max={200} />
      <SortIndexField />
    </SettingsManager>
  );
}
