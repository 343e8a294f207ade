import '../i18n';
import { useState } from 'react';
import { Button, Checkbox, Col, Drawer, Flex, Form, Grid, Input, Row, Table, Tag } from 'antd';
import { OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDialog } from '../../../components/form-drawer';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useRecordEditor } from '../../../components/record-editor';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { courseLevelApi, levelClassifiedApi, type TGrade, type TLevel } from '../api/level-classified-api';
import { RowActions } from '../../../components/row-actions';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { TagList } from '../../../components/tag-list';

type TValues = { code: string; description: string; descriptionEn: string; levelClassifyGroup: number; days: number[]; sortIndex: number };
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** /settings/academic-level-classified: the levels (primary, lower and upper secondary …), their study days and grades. */
export function LevelClassifiedManager() {
  const { t } = useTranslation('level-classified');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_CLASSIFIED_LEVEL');
  const { editor, manager } = useSettingsEditor(levelClassifiedApi, { t, canManage });
  const [gradesOf, setGradesOf] = useState<TLevel>();
  const groupOptions = useEnumOptions('levelClassifyGroup');
  const groupName = useEnumLabel('levelClassifyGroup');
  const n = useDigits();

  return (
    <>
      <SettingsManager<TLevel, TValues>
        {...manager}
        textKey="levels"
        testId="level"
        pageKey="level-classified"
        columns={[
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
          { title: t('common:field.code'), dataIndex: 'code' },
          { title: t('level'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('levels.group'), key: 'group', render: (_v, r) => groupName(r.levelClassifyGroup) },
          {
            title: t('levels.days'),
            key: 'days',
            render: (_v, r) => (
              <TagList data-testid="level-days">
                {r.days.map((d) => (
                  <Tag key={d}>{t(`days.${d}`)}</Tag>
                ))}
              </TagList>
            ),
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 220,
            render: (_v: unknown, r: TLevel) => (
              <Flex gap={8}>
                <Button icon={<OrderedListOutlined />} onClick={() => setGradesOf(r)} data-testid="level-grades">
                  {t('levels.grades')}
                </Button>
                {canManage && <RowActions name={localName(r)} onEdit={() => editor.openEdit(r)} onDelete={() => editor.deleteRecord(r)} />}
              </Flex>
            ),
          },
        ]}
        actions={false}
        fields={['code', 'description', 'descriptionEn', 'levelClassifyGroup', 'days', 'sortIndex']}
        defaults={{ days: [1, 2, 3, 4, 5, 6], levelClassifyGroup: groupOptions[0]?.value, sortIndex: 1 }}
        onSubmit={editor.submit((v: TValues) => ({
          code: v.code.trim(),
          ...trimmedDescriptions(v),
          levelClassifyGroup: v.levelClassifyGroup,
          days: [...v.days].sort(),
          sortIndex: v.sortIndex,
        }))}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
          <SelectField name="levelClassifyGroup" label={t('levels.group')} options={groupOptions} col />
        </Row>
        <DescriptionFields labels={{ km: t('levels.nameKm'), en: t('levels.nameEn') }} />
        <Form.Item name="days" label={t('levels.days')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Checkbox.Group options={DAYS.map((d) => ({ value: d, label: t(`days.${d}`) }))} />
        </Form.Item>
        <SortIndexField />
      </SettingsManager>
      {gradesOf && <GradesDrawer level={gradesOf} canManage={canManage} onClose={() => setGradesOf(undefined)} />}
    </>
  );
}

type TGradeValues = { code: string; description: string; descriptionEn: string; sortIndex: number };

/** The grades (course levels) of one level: add, edit, delete. */
function GradesDrawer({ level, canManage, onClose }: { level: TLevel; canManage: boolean; onClose: () => void }) {
  const { t } = useTranslation('level-classified');
  const localName = useLocalName();
  const screens = Grid.useBreakpoint();
  const grades = useQuery(courseLevelApi.listQuery({ levelClassifiedId: level.id }));
  const editor = useRecordEditor({ save: courseLevelApi.useSave(), remove: courseLevelApi.useRemove(), name: (r: TGrade) => localName(r) });
  const items = grades.data?.items ?? [];
  const n = useDigits();
  return (
    <Drawer
      open
      title={`${t('levels.grades')} · ${localName(level)}`}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      destroyOnHidden
      data-testid="grades-drawer"
    >
      {canManage && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew} data-testid="grade-add">
            {t('levels.addGrade')}
          </Button>
        </Flex>
      )}
      <Table<TGrade>
        rowKey="id"
        size="small"
        loading={grades.isFetching}
        dataSource={items}
        pagination={false}
        columns={[
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 80, render: (v: number) => n(v) },
          { title: t('common:field.code'), dataIndex: 'code' },
          { title: t('grade'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDialog<TGradeValues>
        {...editor.drawerProps({ add: t('levels.addGrade'), edit: t('levels.editGrade') }, 'grade-form')}
        initialValues={
          editor.record
            ? {
                code: editor.record.code,
                description: editor.record.description,
                descriptionEn: editor.record.descriptionEn,
                sortIndex: editor.record.sortIndex,
              }
            : { sortIndex: (items.at(-1)?.sortIndex ?? 0) + 1 }
        }
        onSubmit={editor.submit((v: TGradeValues) => ({
          code: v.code.trim(),
          ...trimmedDescriptions(v),
          levelClassifiedId: level.id,
          sortIndex: v.sortIndex,
        }))}
      >
        <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
          <Input />
        </Form.Item>
        <DescriptionFields labels={{ km: t('levels.gradeKm'), en: t('levels.gradeEn') }} />
        <SortIndexField />
      </FormDialog>
    </Drawer>
  );
}
