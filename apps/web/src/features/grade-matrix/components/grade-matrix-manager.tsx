import '../i18n';
import { useState } from 'react';
import { Checkbox, Col, Form, Input, Row, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESULT_LEVEL, VALUE_KIND } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { NumberInput } from '../../../components/number-input';
import { SortIndexField } from '../../../components/status-sort-fields';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale, useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { levelClassifiedQuery } from '../../../lib/setup-lookups';
import { gradeMatrixApi, type TMatrix } from '../api/grade-matrix-api';
import { useYearFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';

/** The fields the form edits, as the record has them. */
const FIELDS = ['levelClassifiedId', 'grade', 'mention', 'mentionEn', 'minScore', 'maxScore', 'scoreType', 'gradeType', 'isPass', 'sortIndex'] as const;
type TValues = Pick<TMatrix, (typeof FIELDS)[number]>;

/** /settings/subjects/score-grade-matrix: grade letters with their score range and mentions, per year and level. */
/** `initialYearId`: the year shown first (the setup wizard embeds the screen for the year it sets up). */
export function GradeMatrixManager({ initialYearId }: { initialYearId?: string } = {}) {
  const { t } = useTranslation('grade-matrix');
  const locale = useLocale();
  const canManage = usePermissions().has('MANAGE_GRADE_MATRIX');
  const { years, loading, yearId, pick: setYearId } = useYearFilter(initialYearId);
  const [levelId, setLevelId] = useState<string>();
  const levels = useQuery(levelClassifiedQuery());
  const { editor, manager } = useSettingsEditor(gradeMatrixApi, {
    t,
    canManage,
    name: (r: TMatrix) => `${r.grade} ${mention(r)}`,
    query: yearId ? { academicYearId: yearId, levelClassifiedId: levelId } : false,
    key: [levels.data?.length],
  });
  const scoreTypeOptions = useEnumOptions('gradeMatrixScoreType');
  const gradeTypeOptions = useEnumOptions('gradeMatrixScoreGradeType');
  const scoreTypeName = useEnumLabel('gradeMatrixScoreType');
  const gradeTypeName = useEnumLabel('gradeMatrixScoreGradeType');
  const number = useDigits();
  const mention = (r: { mention: string; mentionEn: string }) => pickLocale(r.mention, r.mentionEn, locale);

  return (
    <SettingsManager<TMatrix, TValues>
      {...manager}
      textKey="matrix"
      parents={[{ label: t('subject.menu') }]}
      testId="matrix"
      addDisabled={!yearId}
      filters={
        <CompactFilterBar>
          <YearFilter years={years} value={yearId} onChange={setYearId} loading={loading} ariaLabel={t('academicYear')} />
          <NamedSelect
            items={levels.data ?? []}
            value={levelId}
            onChange={setLevelId}
            allowClear
            placeholder={t('allLevels')}
            ariaLabel={t('level')}
            testId="filter-level"
          />
        </CompactFilterBar>
      }
      pageKey="score-grade-matrix"
      arrange={(items) => {
        // Level by level, the overall grades before the per-subject ones, each in its order, best first.
        const levelOrder = (id: string) => levels.data?.findIndex((l) => l.id === id) ?? 0;
        return [...items].sort(
          (a, b) =>
            levelOrder(a.levelClassifiedId) - levelOrder(b.levelClassifiedId) ||
            a.gradeType - b.gradeType ||
            a.sortIndex - b.sortIndex ||
            b.minScore - a.minScore,
        );
      }}
      columns={[
        {
          title: t('level'),
          key: 'level',
          render: (_v, r) =>
            pickLocale(
              levels.data?.find((l) => l.id === r.levelClassifiedId)?.description,
              levels.data?.find((l) => l.id === r.levelClassifiedId)?.descriptionEn,
              locale,
            ),
        },
        { title: t('matrix.grade'), dataIndex: 'grade', render: (v: string) => <Tag color="blue">{v}</Tag> },
        { title: t('matrix.mention'), key: 'mention', render: (_v, r) => <span title={locale === 'km' ? r.mentionEn : r.mention}>{mention(r)}</span> },
        { title: t('matrix.range'), key: 'range', render: (_v, r) => `${number(r.minScore)} – ${number(r.maxScore)}` },
        { title: t('matrix.scoreType'), key: 'scoreType', render: (_v, r) => scoreTypeName(r.scoreType) },
        { title: t('matrix.gradeType'), key: 'gradeType', render: (_v, r) => gradeTypeName(r.gradeType) },
        {
          title: t('matrix.result'),
          key: 'pass',
          render: (_v, r) => <Tag color={r.isPass ? 'green' : 'red'}>{r.isPass ? t('matrix.pass') : t('matrix.fail')}</Tag>,
        },
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => number(v) },
      ]}
      fields={FIELDS}
      defaults={{ levelClassifiedId: levelId, scoreType: VALUE_KIND.PERCENTAGE, gradeType: RESULT_LEVEL.OVERALL, isPass: true, sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({
        academicYearId: editor.record ? editor.record.academicYearId : yearId!,
        levelClassifiedId: v.levelClassifiedId,
        grade: v.grade.trim(),
        mention: v.mention.trim(),
        mentionEn: v.mentionEn.trim(),
        minScore: v.minScore,
        maxScore: v.maxScore,
        scoreType: v.scoreType,
        gradeType: v.gradeType,
        isPass: v.isPass ?? false,
        sortIndex: v.sortIndex,
      }))}
    >
      <Form.Item name="levelClassifiedId" label={t('level')} rules={[{ required: true }]}>
        <NamedSelect items={levels.data ?? []} ariaLabel={t('level')} width="100%" testId="matrix-level" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={6}>
          <Form.Item name="grade" label={t('matrix.grade')} rules={[{ required: true, whitespace: true }, { max: 5 }]}>
            <Input lang="en" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <Form.Item name="mention" label={t('matrix.mentionKm')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <Form.Item name="mentionEn" label={t('matrix.mentionEn')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
            <Input lang="en" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="minScore" label={t('matrix.minScore')} rules={[{ required: true }, { type: 'number', min: 0, max: 1000 }]}>
            <NumberInput min={0} max={1000} precision={2} blockSigns={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxScore"
            label={t('matrix.maxScore')}
            dependencies={['minScore', 'scoreType']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_r, value: number | undefined) => {
                  if (value === undefined || value === null) return Promise.resolve();
                  if (value <= (getFieldValue('minScore') as number)) return Promise.reject(new Error(t('matrix.orderRule')));
                  if (getFieldValue('scoreType') === VALUE_KIND.PERCENTAGE && value > 100) return Promise.reject(new Error(t('matrix.percentRule')));
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <NumberInput min={0} max={1000} precision={2} blockSigns={false} />
          </Form.Item>
        </Col>
        <SelectField name="scoreType" label={t('matrix.scoreType')} options={scoreTypeOptions} col />
        <SelectField name="gradeType" label={t('matrix.gradeType')} options={gradeTypeOptions} col />
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <SortIndexField />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="isPass" valuePropName="checked" label=" ">
            <Checkbox>{t('matrix.isPass')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </SettingsManager>
  );
}
