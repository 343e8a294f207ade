import '../i18n';
import { useState } from 'react';
import { Card, Col, Form, Input, Row, Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { levelClassifiedQuery } from '../../../lib/setup-lookups';
import { subjectGroupRootApi, type TRoot } from '../api/subject-api';
import { NamedSelect } from '../../../components/named-select';
import { TagList } from '../../../components/tag-list';

type TValues = { code: string; description: string; descriptionEn: string; abbreviation?: string; levelClassifiedIds: string[]; sortIndex: number };

/** /settings/subjects/subject-group-root: the subject groups of the school and the levels that teach them. */
export function SubjectGroupRootManager() {
  const { t } = useTranslation('subject');
  const localName = useLocalName();
  const [levelId, setLevelId] = useState<string>();
  const canManage = usePermissions().has('MANAGE_SUBJECT');
  const { editor, manager } = useSettingsEditor(subjectGroupRootApi, { t, canManage, query: levelId ? { levelClassifiedId: levelId } : {} });
  const levels = useQuery(levelClassifiedQuery());
  const levelOptions = (levels.data ?? []).map((l) => ({ value: l.id, label: localName(l) }));
  const n = useDigits();

  return (
    <SettingsManager<TRoot, TValues>
      {...manager}
      textKey="root"
      parents={[{ label: t('subject.menu') }]}
      testId="root"
      filters={
        <Card styles={{ body: { padding: 12 } }} style={{ marginBottom: 12 }}>
          <NamedSelect
            items={levels.data ?? []}
            value={levelId}
            onChange={setLevelId}
            allowClear
            placeholder={t('allLevels')}
            ariaLabel={t('level')}
            testId="filter-level"
          />
        </Card>
      }
      pageKey="subject-group-root"
      columns={[
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
        { title: t('common:field.code'), dataIndex: 'code' },
        { title: t('root.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('root.abbreviation'), dataIndex: 'abbreviation' },
        {
          title: t('root.levels'),
          key: 'levels',
          render: (_v, r) => (
            <TagList data-testid="root-levels">
              {r.levelClassifiedIds.map((id) => (
                <Tag key={id}>{localName(levels.data?.find((l) => l.id === id))}</Tag>
              ))}
            </TagList>
          ),
        },
      ]}
      fields={['code', 'description', 'descriptionEn', 'levelClassifiedIds', 'sortIndex']}
      values={(r) => ({ abbreviation: r.abbreviation ?? undefined })}
      defaults={{ levelClassifiedIds: levelId ? [levelId] : [], sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({
        code: v.code.trim(),
        ...trimmedDescriptions(v),
        abbreviation: v.abbreviation?.trim() || undefined,
        levelClassifiedIds: v.levelClassifiedIds,
        sortIndex: v.sortIndex,
      }))}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="abbreviation" label={t('root.abbreviation')} rules={[{ max: 20 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionFields labels={{ km: t('root.nameKm'), en: t('root.nameEn') }} />
      <Form.Item name="levelClassifiedIds" label={t('root.levels')}>
        <Select mode="multiple" options={levelOptions} loading={levels.isLoading} />
      </Form.Item>
      <SortIndexField />
    </SettingsManager>
  );
}
