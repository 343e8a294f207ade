import '../i18n';
import { Checkbox, Col, Form, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ACTIVE_STATUS, EXAM_KIND, EXAM_PERIOD_TYPE, EXAM_TYPE_CONDITION, SCORE_VISIBILITY_STATUS } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { DateRangeFields } from '../../../components/date-range-fields';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField, StatusField } from '../../../components/status-sort-fields';
import { formatDate } from '../../../lib/date';
import { useLocale, useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { examTypeApi, type TExam } from '../api/exam-type-api';
import { useYearFilter } from '../../auth/use-years';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { TagList } from '../../../components/tag-list';

/** The fields the form edits as the record has them; the period and the dates are converted. */
const FIELDS = [
  'description',
  'descriptionEn',
  'type',
  'semesterType',
  'month',
  'isSemesterExam',
  'isAverageScore',
  'condition',
  'status',
  'examTypeStatus',
  'isCurrent',
  'sortIndex',
] as const;
type TValues = Pick<TExam, (typeof FIELDS)[number]> & { examType: number; examDate?: Dayjs | null; scoreEntryEndDate?: Dayjs | null };

/** /settings/exam: the exams of a year (monthly, semester 1 and 2, annual), their dates and flags; one is current. */
/** `initialYearId`: the year shown first (the setup wizard embeds the screen for the year it sets up). */
export function ExamTypeManager({ initialYearId }: { initialYearId?: string } = {}) {
  const { t } = useTranslation('exam-type');
  const locale = useLocale();
  const canManage = usePermissions().has('MANAGE_EXAM_TYPE');
  const { years, loading, yearId, pick: setYearId } = useYearFilter(initialYearId);
  const { editor, manager } = useSettingsEditor(examTypeApi, { t, canManage, query: yearId ? { academicYearId: yearId } : false });
  const periodOptions = useEnumOptions('examPeriodType');
  const periodName = useEnumLabel('examPeriodType');
  const kindOptions = useEnumOptions('examKind');
  const semesterOptions = useEnumOptions('semesterType');
  const monthOptions = useEnumOptions('month');
  const monthName = useEnumLabel('month');
  const conditionOptions = useEnumOptions('examTypeCondition');
  const visibilityOptions = useEnumOptions('scoreVisibilityStatus');
  const period = Form.useWatch('examType', editor.form);
  const n = useDigits();
  const date = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : undefined);

  const defaults: Partial<TValues> = {
    examType: EXAM_PERIOD_TYPE.MONTH,
    type: EXAM_KIND.MAIN,
    isSemesterExam: false,
    isAverageScore: false,
    condition: EXAM_TYPE_CONDITION.NORMAL,
    status: ACTIVE_STATUS.ACTIVE,
    examTypeStatus: SCORE_VISIBILITY_STATUS.DRAFT,
    isCurrent: false,
    sortIndex: 1,
  };

  return (
    <SettingsManager<TExam, TValues>
      {...manager}
      textKey="exam"
      testId="exam"
      addDisabled={!yearId}
      filters={
        <CompactFilterBar>
          <YearFilter years={years} value={yearId} onChange={setYearId} loading={loading} ariaLabel={t('academicYear')} />
        </CompactFilterBar>
      }
      pageKey="exam-type"
      columns={[
        { title: t('exam.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('exam.period'), key: 'period', render: (_v, r) => periodName(r.examType) },
        { title: t('exam.month'), key: 'month', render: (_v, r) => (r.month ? monthName(r.month) : '') },
        { title: t('exam.examDate'), key: 'examDate', render: (_v, r) => (r.examDate ? formatDate(r.examDate, locale) : '') },
        { title: t('exam.scoreEntryEndDate'), key: 'end', render: (_v, r) => (r.scoreEntryEndDate ? formatDate(r.scoreEntryEndDate, locale) : '') },
        {
          title: t('common:field.status'),
          key: 'status',
          render: (_v, r) => (
            <TagList>
              {r.isCurrent && <Tag color="blue">{t('exam.current')}</Tag>}
              {r.isSemesterExam && <Tag color="purple">{t('exam.semesterExam')}</Tag>}
              {r.isAverageScore && <Tag color="cyan">{t('exam.average')}</Tag>}
              <Tag color={r.status === ACTIVE_STATUS.ACTIVE ? 'green' : 'default'}>
                {r.status === ACTIVE_STATUS.ACTIVE ? t('common:state.active') : t('common:state.inactive')}
              </Tag>
            </TagList>
          ),
        },
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
      ]}
      fields={FIELDS}
      values={(r) => ({
        examType: r.examType ?? EXAM_PERIOD_TYPE.MONTH,
        examDate: r.examDate ? dayjs(r.examDate) : null,
        scoreEntryEndDate: r.scoreEntryEndDate ? dayjs(r.scoreEntryEndDate) : null,
      })}
      defaults={defaults}
      onSubmit={editor.submit((v: TValues) => ({
        academicYearId: editor.record ? editor.record.academicYearId : yearId!,
        ...trimmedDescriptions(v),
        examType: v.examType,
        type: v.type,
        semesterType: v.examType === EXAM_PERIOD_TYPE.MONTH ? (v.semesterType ?? undefined) : undefined,
        month: v.examType === EXAM_PERIOD_TYPE.MONTH ? (v.month ?? undefined) : undefined,
        examDate: date(v.examDate),
        scoreEntryEndDate: date(v.scoreEntryEndDate),
        isSemesterExam: v.isSemesterExam ?? false,
        isAverageScore: v.isAverageScore ?? false,
        condition: v.condition,
        status: v.status,
        examTypeStatus: v.examTypeStatus,
        isCurrent: v.isCurrent ?? false,
        sortIndex: v.sortIndex,
      }))}
    >
      <DescriptionFields labels={{ km: t('exam.nameKm'), en: t('exam.nameEn') }} />
      <Row gutter={12}>
        <SelectField name="examType" label={t('exam.period')} options={periodOptions} col />
        <SelectField name="type" label={t('exam.kind')} options={kindOptions} col />
        {period === EXAM_PERIOD_TYPE.MONTH && (
          <>
            <SelectField name="month" label={t('exam.month')} options={monthOptions} col />
            <Col xs={24} sm={12}>
              <Form.Item name="semesterType" label={t('exam.semester')}>
                <Select options={semesterOptions} allowClear />
              </Form.Item>
            </Col>
          </>
        )}
        <DateRangeFields
          start={{ name: 'examDate', label: t('exam.examDate') }}
          end={{ name: 'scoreEntryEndDate', label: t('exam.scoreEntryEndDate') }}
          orderMessage={t('exam.endRule')}
          optional
        />
        <SelectField name="condition" label={t('exam.condition')} options={conditionOptions} col />
        <SelectField name="examTypeStatus" label={t('exam.visibility')} options={visibilityOptions} col />
        <Col xs={24} sm={12}>
          <StatusField />
        </Col>
        <Col xs={24} sm={12}>
          <SortIndexField />
        </Col>
      </Row>
      <Form.Item name="isSemesterExam" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>{t('exam.semesterExam')}</Checkbox>
      </Form.Item>
      <Form.Item name="isAverageScore" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>{t('exam.average')}</Checkbox>
      </Form.Item>
      <Form.Item name="isCurrent" valuePropName="checked" extra={t('exam.currentHint')}>
        <Checkbox>{t('exam.current')}</Checkbox>
      </Form.Item>
    </SettingsManager>
  );
}
