import '../i18n';
import { useState } from 'react';
import { Checkbox, Col, Form, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROGRAM_TYPE } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { YearGradeFilterBar } from '../../../components/settings-filters';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { subjectGroupRootQuery, subjectQuery } from '../../../lib/setup-lookups';
import { levelSubjectApi, type TLevelSubject } from '../api/course-level-api';
import { useYearGradeFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { YesNoTag } from '../../../components/row-actions';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';

type TValues = {
  academicCourseLevelId: string;
  subjectGroupRootId?: string;
  subjectId: string;
  description?: string;
  descriptionEn?: string;
  isScoring: boolean;
  programType: number;
  sortIndex: number;
};

/** /settings/subjects/course-level-subject: the subjects each grade of a year teaches, and whether they are scored. */
/** `initialYearId`: the year shown first (the setup wizard embeds the screen for the year it sets up). */
export function CourseLevelSubjectManager({ initialYearId }: { initialYearId?: string } = {}) {
  const { t } = useTranslation('course-level');
  const canManage = usePermissions().has('MANAGE_SUBJECT');
  const filter = useYearGradeFilter(initialYearId);
  const { yearId, gradeId, grades } = filter;
  const [rootId, setRootId] = useState<string>();
  const [programType, setProgramType] = useState<number>(PROGRAM_TYPE.GENERAL);
  const query = yearId ? { academicYearId: yearId, academicCourseLevelId: gradeId, subjectGroupRootId: rootId, programType } : false;
  const { editor, manager } = useSettingsEditor(levelSubjectApi, { t, canManage, query });
  const roots = useQuery(subjectGroupRootQuery());
  const formRoot = Form.useWatch('subjectGroupRootId', editor.form);
  const subjects = useQuery(subjectQuery(formRoot));
  const programOptions = useEnumOptions('programType');
  const programName = useEnumLabel('programType');
  const n = useDigits();

  return (
    <SettingsManager<TLevelSubject, TValues>
      {...manager}
      textKey="levelSubject"
      parents={[{ label: t('subject.menu') }]}
      testId="level-subject"
      addDisabled={!yearId}
      filters={
        <YearGradeFilterBar filter={filter} t={t}>
          <NamedSelect
            items={roots.data ?? []}
            value={rootId}
            onChange={setRootId}
            allowClear
            placeholder={t('subject.allRoots')}
            ariaLabel={t('subject.root')}
            testId="filter-root"
          />
          <Select aria-label={t('programType')} value={programType} onChange={setProgramType} options={programOptions} style={{ width: 180 }} />
        </YearGradeFilterBar>
      }
      pageKey="course-level-subject"
      columns={[
        { title: t('grade'), key: 'grade', render: (_v, r) => <BilingualName item={r.courseLevel} /> },
        { title: t('score.subject'), key: 'subject', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('common:field.code'), key: 'code', render: (_v, r) => r.subject.code },
        { title: t('programType'), key: 'program', render: (_v, r) => programName(r.programType) },
        { title: t('levelSubject.isScoring'), key: 'scoring', render: (_v, r) => <YesNoTag value={r.isScoring} /> },
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
      ]}
      fields={['academicCourseLevelId', 'subjectGroupRootId', 'subjectId', 'description', 'descriptionEn', 'isScoring', 'programType', 'sortIndex']}
      defaults={{ academicCourseLevelId: gradeId, subjectGroupRootId: rootId, isScoring: true, programType, sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({
        academicCourseLevelId: v.academicCourseLevelId,
        subjectId: v.subjectId,
        description: v.description?.trim() || undefined,
        descriptionEn: v.descriptionEn?.trim() || undefined,
        isScoring: v.isScoring ?? false,
        programType: v.programType,
        sortIndex: v.sortIndex,
      }))}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="academicCourseLevelId" label={t('grade')} rules={[{ required: true }]}>
            <NamedSelect items={grades} ariaLabel={t('grade')} width="100%" />
          </Form.Item>
        </Col>
        <SelectField name="programType" label={t('programType')} options={programOptions} col />
        <Col xs={24} sm={12}>
          <Form.Item name="subjectGroupRootId" label={t('subject.root')}>
            <NamedSelect
              items={roots.data ?? []}
              allowClear
              ariaLabel={t('subject.root')}
              width="100%"
              onChange={() => editor.form.setFieldValue('subjectId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="subjectId" label={t('score.subject')} rules={[{ required: true }]}>
            <NamedSelect items={subjects.data ?? []} loading={subjects.isLoading} ariaLabel={t('score.subject')} width="100%" />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionFields labels={{ km: t('levelSubject.nameKm'), en: t('levelSubject.nameEn') }} optional extra={t('levelSubject.nameHint')} />
      <SortIndexField />
      <Form.Item name="isScoring" valuePropName="checked">
        <Checkbox>{t('levelSubject.isScoring')}</Checkbox>
      </Form.Item>
    </SettingsManager>
  );
}
