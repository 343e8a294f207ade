import '../i18n';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { useLocale } from '../../../lib/use-locale';
import { formatDate } from '../../../lib/date';

/** The month filter of the monthly grid and of one employee's record: `month` is `YYYY-MM`, shown as its name and year in the page's digits. */
export function MonthFilterBar({ month, onChange, testId }: { month: string; onChange: (month: string) => void; testId: string }) {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  return (
    <FilterBar>
      <FilterField label={t('month')}>
        <DatePicker
          picker="month"
          value={dayjs(`${month}-01`)}
          allowClear={false}
          format={(d) => formatDate(d, locale, 'MMMM YYYY')}
          onChange={(d) => d && onChange(d.format('YYYY-MM'))}
          data-testid={testId}
        />
      </FilterField>
    </FilterBar>
  );
}
