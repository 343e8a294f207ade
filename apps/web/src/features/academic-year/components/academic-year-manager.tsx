import '../i18n';
import { Checkbox, Col, Form, Row, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { DateRangeFields } from '../../../components/date-range-fields';
import { BilingualName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { formatDate, khmerDigits } from '../../../lib/date';
import { useLocale, useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { academicYearApi, type TYear } from '../api/academic-year-api';
import type { ReactNode } from 'react';
import { TagList } from '../../../components/tag-list';

/** The fields the form edits as the record has them; the dates are pickers' values. */
const FIELDS = ['description', 'descriptionEn', 'fromYear', 'toYear', 'isCurrent', 'isStartYear', 'isActive'] as const;
type TValues = Pick<TYear, (typeof FIELDS)[number]> & { startDate: Dayjs; endDate: Dayjs };

/**
 * /settings/academic-year: the school's academic years; add and edit in the drawer, delete when nothing uses the year.
 * `embedded`: inside the setup wizard's academic-year step (no start button of the wizard).
 */
export function AcademicYearManager({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('academic-year');
  const locale = useLocale();
  const canManage = usePermissions().has('MANAGE_ACADEMIC_YEAR');
  const queryClient = useQueryClient();
  const { editor, manager } = useSettingsEditor(academicYearApi, { t, canManage });
  const digits = useDigits();

  const next = dayjs().month() >= 6 ? dayjs().year() : dayjs().year() - 1;
  const defaults: Partial<TValues> = {
    description: `ឆ្នាំសិក្សា ${khmerDigits(`${next}-${next + 1}`)}`,
    descriptionEn: `Academic year ${next}-${next + 1}`,
    fromYear: next,
    toYear: next + 1,
    startDate: dayjs(`${next}-11-01`),
    endDate: dayjs(`${next + 1}-08-31`),
    isCurrent: false,
    isStartYear: false,
    isActive: true,
  };

  return (
    <SettingsManager<TYear, TValues>
      {...manager}
      textKey="year"
      headerExtra={extra}
      testId="year"
      pageKey="academic-year"
      columns={[
        { title: t('year.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('year.years'), key: 'years', render: (_v, r) => digits(`${r.fromYear}-${r.toYear}`) },
        { title: t('year.startDate'), dataIndex: 'startDate', render: (v: string) => formatDate(v, locale) },
        { title: t('year.endDate'), dataIndex: 'endDate', render: (v: string) => formatDate(v, locale) },
        {
          title: t('common:field.status'),
          key: 'status',
          render: (_v, r) => (
            <TagList>
              {r.isCurrent && <Tag color="blue">{t('year.current')}</Tag>}
              {r.isStartYear && <Tag color="purple">{t('year.startYear')}</Tag>}
              <Tag color={r.isActive ? 'green' : 'default'}>{r.isActive ? t('common:state.active') : t('common:state.inactive')}</Tag>
            </TagList>
          ),
        },
      ]}
      fields={FIELDS}
      values={(r) => ({ startDate: dayjs(r.startDate), endDate: dayjs(r.endDate) })}
      defaults={defaults}
      onSubmit={editor.submit(
        (v: TValues) => ({
          ...trimmedDescriptions(v),
          fromYear: v.fromYear,
          toYear: v.toYear,
          startDate: v.startDate.format('YYYY-MM-DD'),
          endDate: v.endDate.format('YYYY-MM-DD'),
          isCurrent: v.isCurrent,
          isStartYear: v.isStartYear,
          isActive: v.isActive,
        }),
        () => void queryClient.invalidateQueries({ queryKey: ['academic-year'] }),
      )}
    >
      <DescriptionFields labels={{ km: t('year.nameKm'), en: t('year.nameEn') }} max={200} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="fromYear" label={t('year.fromYear')} rules={[{ required: true }, { type: 'integer', min: 1990, max: 2200 }]}>
            <NumberInput min={1990} max={2200} precision={0} onChange={(v) => typeof v === 'number' && editor.form.setFieldValue('toYear', v + 1)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="toYear"
            label={t('year.toYear')}
            dependencies={['fromYear']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_r, value: number) =>
                  value === (getFieldValue('fromYear') as number) + 1 ? Promise.resolve() : Promise.reject(new Error(t('year.toYearRule'))),
              }),
            ]}
          >
            <NumberInput min={1990} max={2201} precision={0} />
          </Form.Item>
        </Col>
        <DateRangeFields
          start={{ name: 'startDate', label: t('year.startDate') }}
          end={{ name: 'endDate', label: t('year.endDate') }}
          orderMessage={t('year.endDateRule')}
          strictly
        />
      </Row>
      <Form.Item name="isCurrent" valuePropName="checked" extra={t('year.currentHint')}>
        <Checkbox>{t('year.current')}</Checkbox>
      </Form.Item>
      <Form.Item name="isStartYear" valuePropName="checked" extra={t('year.startYearHint')}>
        <Checkbox>{t('year.startYear')}</Checkbox>
      </Form.Item>
      <Form.Item name="isActive" valuePropName="checked">
        <Checkbox>{t('common:state.active')}</Checkbox>
      </Form.Item>
    </SettingsManager>
  );
}
