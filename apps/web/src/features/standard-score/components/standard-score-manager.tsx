import '../i18n';
import { useState } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROGRAM_TYPE } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { YearGradeFilterBar } from '../../../components/settings-filters';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { subjectGroupRootQuery, subjectQuery } from '../../../lib/setup-lookups';
import { standardScoreApi, type TScore } from '../api/standard-score-api';
import { useYearGradeFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { useEnumOptions } from '../../../components/enum-options';

type TValues = {
  subjectGroupRootId: string;
  courseLevelId: string;
  programType: number;
  subjectId: string;
  maxScore: number;
  coefficient: number;
  passScore?: number | null;
  sortIndex: number;
};

/**
 * /settings/subjects/standard-score: per year, subject group root, grade and program type, each subject's
 * maximum score and coefficient. A new row shows at the top, an edited row stays in its place.
 */
/** `initialYearId`: the year shown first (the setup wizard embeds the screen for the year it sets up). */
export function StandardScoreManager({ initialYearId }: { initialYearId?: string } = {}) {
  const { t } = useTranslation('standard-score');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_STANDARD_SCORE');
  const [createdIds, setCreatedIds] = useState<string[]>([]);
  const filter = useYearGradeFilter(initialYearId);
  const { yearId, gradeId, grades } = filter;
  const [rootId, setRootId] = useState<string>();
  const [programType, setProgramType] = useState<number>(PROGRAM_TYPE.GENERAL);
  const { editor, manager } = useSettingsEditor(standardScoreApi, {
    t,
    canManage,
    name: (r: TScore) => localName(r.subject),
    query: yearId ? { academicYearId: yearId, subjectGroupRootId: rootId, courseLevelId: gradeId, programType } : false,
    key: [createdIds],
  });
  const roots = useQuery(subjectGroupRootQuery());
  const programOptions = useEnumOptions('programType');
  const formRoot = Form.useWatch('subjectGroupRootId', editor.form) ?? rootId;
  const subjects = useQuery(subjectQuery(formRoot));
  const number = useDigits();

  return (
    <SettingsManager<TScore, TValues>
      {...manager}
      textKey="score"
      parents={[{ label: t('subject.menu') }]}
      testId="score"
      addDisabled={!yearId}
      filters={
        <YearGradeFilterBar
          filter={filter}
          t={t}
          optionValue={(g) => g.courseLevelId}
          afterYear={
            <NamedSelect
              items={roots.data ?? []}
              value={rootId}
              onChange={setRootId}
              allowClear
              placeholder={t('subject.allRoots')}
              ariaLabel={t('subject.root')}
              testId="filter-root"
            />
          }
        >
          <Select
            aria-label={t('programType')}
            data-testid="filter-program"
            value={programType}
            onChange={setProgramType}
            options={programOptions}
            style={{ width: 180 }}
          />
        </YearGradeFilterBar>
      }
      pageKey="standard-score"
      arrange={(items) => {
        const rank = (s: TScore) => createdIds.indexOf(s.id);
        return [...items].sort((a, b) => (rank(b) === -1 && rank(a) === -1 ? 0 : rank(b) - rank(a)));
      }}
      columns={[
        { title: t('score.subject'), key: 'subject', render: (_v, r) => <BilingualName item={r.subject} /> },
        { title: t('common:field.code'), key: 'code', render: (_v, r) => r.subject.code },
        { title: t('grade'), key: 'grade', render: (_v, r) => <BilingualName item={r.courseLevel} /> },
        { title: t('score.maxScore'), dataIndex: 'maxScore', align: 'right', render: (v: number) => number(v) },
        { title: t('score.coefficient'), dataIndex: 'coefficient', align: 'right', render: (v: number) => number(v) },
        { title: t('score.passScore'), dataIndex: 'passScore', align: 'right', render: (v: number) => number(v) },
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => number(v) },
      ]}
      fields={['subjectGroupRootId', 'courseLevelId', 'programType', 'subjectId', 'maxScore', 'coefficient', 'passScore', 'sortIndex']}
      defaults={{ subjectGroupRootId: rootId, courseLevelId: gradeId, programType, coefficient: 1, sortIndex: 1 }}
      onSubmit={editor.submit(
        (v: TValues) => ({
          academicYearId: editor.record ? editor.record.academicYearId : yearId!,
          subjectGroupRootId: v.subjectGroupRootId,
          courseLevelId: v.courseLevelId,
          programType: v.programType,
          subjectId: v.subjectId,
          maxScore: v.maxScore,
          coefficient: v.coefficient,
          passScore: v.passScore ?? undefined,
          standardScoreType: editor.record ? editor.record.standardScoreType : 0,
          standardScoreSubjectType: editor.record ? editor.record.standardScoreSubjectType : 0,
          sortIndex: v.sortIndex,
        }),
        (saved, edited) => {
          if (!edited && saved) setCreatedIds((ids) => [...ids, saved.id]);
        },
      )}
    >
      <Form.Item name="subjectGroupRootId" label={t('subject.root')} rules={[{ required: true }]}>
        <NamedSelect
          items={roots.data ?? []}
          ariaLabel={t('subject.root')}
          width="100%"
          onChange={(v) => {
            editor.form.setFieldsValue({ subjectGroupRootId: v, subjectId: undefined });
          }}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="courseLevelId" label={t('grade')} rules={[{ required: true }]}>
            <NamedSelect items={grades} optionValue={(g) => g.courseLevelId} ariaLabel={t('grade')} width="100%" />
          </Form.Item>
        </Col>
        <SelectField name="programType" label={t('programType')} options={programOptions} col />
      </Row>
      <Form.Item name="subjectId" label={t('score.subject')} rules={[{ required: true }]}>
        <NamedSelect items={subjects.data ?? []} loading={subjects.isLoading} ariaLabel={t('score.subject')} width="100%" testId="score-subject" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="maxScore"
            label={t('score.maxScore')}
            rules={[{ required: true }, { type: 'number', min: 0.01, max: 1000 }]}
            extra={t('score.maxHint')}
          >
            <NumberInput min={0.01} max={1000} precision={2} blockSigns={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="coefficient" label={t('score.coefficient')} rules={[{ required: true }, { type: 'number', min: 0.01, max: 100 }]}>
            <NumberInput min={0.01} max={100} precision={2} blockSigns={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="passScore"
            label={t('score.passScore')}
            dependencies={['maxScore']}
            extra={t('score.passHint')}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: number | null | undefined) =>
                  value === null || value === undefined || value <= (getFieldValue('maxScore') as number)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('score.passRule'))),
              }),
            ]}
          >
            <NumberInput min={0} max={1000} precision={2} blockSigns={false} />
          </Form.Item>
        </Col>
      </Row>
      <SortIndexField />
    </SettingsManager>
  );
}
