import '../i18n';
import { useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { CopyOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROGRAM_TYPE, ACADEMIC_TIME_SHIFT, ACADEMIC_TIME_SHIFT_TYPE } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { YearGradeFilterBar } from '../../../components/settings-filters';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useLocalePath, useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { classesOfYearQuery, classGroupLookupQuery } from '../../../lib/setup-lookups';
import { academicClassApi, type TClass } from '../api/academic-class-api';
import { useYearGradeFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { YesNoTag } from '../../../components/row-actions';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { CopyClassesDrawer } from './copy-classes-drawer';

type TValues = {
  courseLevelId: string;
  classGroupId?: string;
  code: string;
  description: string;
  descriptionEn: string;
  academicTimeShift: number;
  academicTimeShiftType: number;
  programType: number;
  isPromoteNextYear: boolean;
  previousAcademicClassId?: string;
  sortIndex: number;
};

/** /settings/academic-class: the classes of a year; create, edit, delete; copy to another year with a preview. */
/** `initialYearId`: the year shown first (the setup wizard embeds the screen for the year it sets up). */
export function AcademicClassManager({ initialYearId }: { initialYearId?: string } = {}) {
  const { t } = useTranslation('academic-class');
  const digits = useDigits();
  const localName = useLocalName();
  const to = useLocalePath();
  const canManage = usePermissions().has('MANAGE_ACADEMIC_CLASS');
  const [copying, setCopying] = useState(false);
  const filter = useYearGradeFilter(initialYearId);
  const { years, yearId, gradeId, grades } = filter;
  const { editor, manager } = useSettingsEditor(academicClassApi, { t, canManage, query: yearId ? { academicYearId: yearId } : false, key: [gradeId] });
  const groups = useQuery(classGroupLookupQuery());
  const previousYear = years.find((y) => y.fromYear === (years.find((x) => x.id === yearId)?.fromYear ?? 0) - 1);
  const previousClasses = useQuery(classesOfYearQuery(previousYear?.id));
  const shiftName = useEnumLabel('academicTimeShift');
  const programName = useEnumLabel('programType');
  const shiftOptions = useEnumOptions('academicTimeShift');
  const shiftTypeOptions = useEnumOptions('academicTimeShiftType');
  const programOptions = useEnumOptions('programType');

  return (
    <>
      <SettingsManager<TClass, TValues>
        {...manager}
        textKey="class"
        headerExtra={
          <>
            <Link to={to('/settings/classGroup')}>
              <Button icon={<TeamOutlined />}>{t('group.title')}</Button>
            </Link>
            {canManage && (
              <Button icon={<CopyOutlined />} onClick={() => setCopying(true)} data-testid="class-copy">
                {t('copy.title')}
              </Button>
            )}
          </>
        }
        testId="class"
        addDisabled={!yearId}
        filters={<YearGradeFilterBar filter={filter} t={t} optionValue={(g) => g.courseLevelId} />}
        pageKey="academic-class"
        arrange={(items) => (gradeId ? items.filter((c) => c.courseLevelId === gradeId) : items)}
        columns={[
          { title: t('common:field.code'), dataIndex: 'code' },
          { title: t('class.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('grade'), key: 'grade', render: (_v, r) => <BilingualName item={r.courseLevel} /> },
          { title: t('group.one'), key: 'group', render: (_v, r) => <BilingualName item={r.classGroup} /> },
          { title: t('class.timeShift'), key: 'shift', render: (_v, r) => shiftName(r.academicTimeShift) },
          { title: t('programType'), key: 'program', render: (_v, r) => programName(r.programType) },
          { title: t('class.promote'), key: 'promote', render: (_v, r) => <YesNoTag value={r.isPromoteNextYear} /> },
          {
            title: t('class.previous'),
            key: 'previous',
            render: (_v, r) =>
              r.previousAcademicClassId
                ? localName({ description: r.previousAcademicClassDescription, descriptionEn: r.previousAcademicClassDescriptionEn })
                : '',
          },
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => digits(v) },
        ]}
        fields={[
          'courseLevelId',
          'code',
          'description',
          'descriptionEn',
          'academicTimeShift',
          'academicTimeShiftType',
          'programType',
          'isPromoteNextYear',
          'sortIndex',
        ]}
        values={(r) => ({ classGroupId: r.classGroupId ?? undefined, previousAcademicClassId: r.previousAcademicClassId ?? undefined })}
        defaults={{
          courseLevelId: gradeId,
          academicTimeShift: ACADEMIC_TIME_SHIFT.MORNING,
          academicTimeShiftType: ACADEMIC_TIME_SHIFT_TYPE.FULL_TIME,
          programType: PROGRAM_TYPE.GENERAL,
          isPromoteNextYear: true,
          sortIndex: 1,
        }}
        onSubmit={editor.submit((v: TValues) => ({
          academicYearId: editor.record ? editor.record.academicYearId : yearId!,
          courseLevelId: v.courseLevelId,
          classGroupId: v.classGroupId ?? undefined,
          code: v.code.trim(),
          ...trimmedDescriptions(v),
          academicTimeShift: v.academicTimeShift,
          academicTimeShiftType: v.academicTimeShiftType,
          isPromoteNextYear: v.isPromoteNextYear ?? false,
          programType: v.programType,
          previousAcademicClassId: v.previousAcademicClassId ?? undefined,
          sortIndex: v.sortIndex,
        }))}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="courseLevelId" label={t('grade')} rules={[{ required: true }]}>
              <NamedSelect items={grades} optionValue={(g) => g.courseLevelId} ariaLabel={t('grade')} width="100%" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <DescriptionFields labels={{ km: t('class.nameKm'), en: t('class.nameEn') }} />
        <Row gutter={12}>
          <SelectField name="academicTimeShift" label={t('class.timeShift')} options={shiftOptions} col />
          <SelectField name="academicTimeShiftType" label={t('class.timeShiftType')} options={shiftTypeOptions} col />
          <SelectField name="programType" label={t('programType')} options={programOptions} col />
          <Col xs={24} sm={12}>
            <Form.Item name="classGroupId" label={t('group.one')}>
              <NamedSelect items={groups.data ?? []} allowClear ariaLabel={t('group.one')} width="100%" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="previousAcademicClassId" label={t('class.previous')} extra={previousYear ? undefined : t('class.noPreviousYear')}>
              <NamedSelect items={previousClasses.data ?? []} allowClear ariaLabel={t('class.previous')} width="100%" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <SortIndexField />
          </Col>
        </Row>
        <Form.Item name="isPromoteNextYear" valuePropName="checked">
          <Checkbox>{t('class.promote')}</Checkbox>
        </Form.Item>
      </SettingsManager>
      {copying && <CopyClassesDrawer years={years} defaultFromYearId={yearId} onClose={() => setCopying(false)} />}
    </>
  );
}
