import '../i18n';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { trimmedDescriptions } from '../../../components/description-fields';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { holidayApi, type THoliday } from '../api/holiday-api';
import { HolidayFields, holidayDays, type THolidayFormValues } from './holiday-form';
import { formatDate } from '../../../lib/date';

/** The school's holidays: list, and create, edit and delete with MANAGE_HOLIDAY. */
export function HolidayManager() {
  const { t } = useTranslation('holiday');
  const locale = useLocale();
  const digits = useDigits();
  const { editor, manager } = useSettingsEditor(holidayApi, { t, canManage: usePermissions().has('MANAGE_HOLIDAY') });

  return (
    <SettingsManager<THoliday, THolidayFormValues>
      {...manager}
      crumbs={[{ label: t('title') }]}
      testId="holiday"
      pageKey="holiday"
      arrange={(items) => [...items].sort((a, b) => a.date.localeCompare(b.date))}
      columns={[
        { title: t('common:table.index'), key: 'index', width: 64, render: (_v, _r, i) => digits(i + 1) },
        { title: t('name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale) },
        { title: t('toDate'), dataIndex: 'toDate', render: (v: string | null, r) => formatDate(v ?? r.date, locale) },
        { title: t('days'), key: 'days', render: (_v, r) => t('dayCount', { count: holidayDays(r.date, r.toDate) }).replace(/\d+/, (n) => digits(n)) },
      ]}
      fields={['description', 'descriptionEn']}
      values={(r) => ({ date: dayjs(r.date), toDate: r.toDate ? dayjs(r.toDate) : null })}
      onSubmit={editor.submit((values: THolidayFormValues) => ({
        ...trimmedDescriptions(values),
        date: values.date.format('YYYY-MM-DD'),
        toDate: values.toDate ? values.toDate.format('YYYY-MM-DD') : undefined,
      }))}
    >
      <HolidayFields form={editor.form} />
    </SettingsManager>
  );
}
