import '../i18n';
import { Alert, Card, Empty, Flex, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_TYPE } from '@school/contract/enum/enum.values';
import { useEnumLabel } from '../../../components/enum-options';
import { BarChart } from '../../../components/bar-chart';
import { useErrorText } from '../../../components/feedback';
import { localeDigits } from '../../../lib/digits';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { useAcademicYears } from '../../auth/use-session';
import { feeSummaryQuery } from '../api/fee-collection-api';
import { useMoney } from './fee-money';
import { paymentStatusColour } from './fee-status';
import { TagList } from '../../../components/tag-list';

const FIGURE: React.CSSProperties = { fontSize: 18, overflowWrap: 'anywhere' };

type TCardProps = { style: React.CSSProperties; styles: { body: React.CSSProperties } };

/**
 * The office dashboard's fee card (issue 14): the selected year's invoices per currency (invoiced, paid,
 * outstanding) and their counts per payment status in the spec's colours, each month's collected, outstanding
 * and overdue amounts as a bar chart, with a link to fee collection.
 */
export function FeeDashboardCard({ cardProps }: { cardProps: TCardProps }) {
  const years = useAcademicYears();
  const academicYearId = years.selected?.id;
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const to = useLocalePath();
  const money = useMoney();
  const errorText = useErrorText();
  const statusName = useEnumLabel('paymentStatus');
  // Once the top bar's year is known (issue 17): a read before it was the same summary read twice.
  const summary = useQuery({ ...feeSummaryQuery(academicYearId), enabled: !years.loading });
  const totals = summary.data?.totals ?? [];
  const months = summary.data?.months ?? [];
  const currencies = [CURRENCY_TYPE.USD, CURRENCY_TYPE.KHR].filter((c) => totals.some((l) => l.currencyType === c));
  return (
    <Card
      title={t('dashboard.title')}
      extra={<Link to={to('/administration/fee-collection')}>{t('dashboard.open')}</Link>}
      {...cardProps}
      data-testid="fee-card"
    >
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : summary.isError ? (
        <Alert type="warning" showIcon title={errorText(summary.error)} />
      ) : currencies.length === 0 ? (
        <Empty description={t('dashboard.none')} />
      ) : (
        <Flex vertical gap={12}>
          {currencies.map((c) => {
            const lines = totals.filter((l) => l.currencyType === c);
            const invoiced = lines.reduce((s, l) => s + l.amount, 0);
            const paid = lines.reduce((s, l) => s + l.paidAmount, 0);
            const round = (n: number) => Math.round(n * 100) / 100;
            return (
              <Flex key={c} gap={16} wrap align="flex-start" data-testid={`fee-card-${c === CURRENCY_TYPE.USD ? 'usd' : 'khr'}`}>
                <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                  {/* Side by side while they fit, else one under another; a figure longer than the card breaks between digits. */}
                  <Flex gap="8px 24px" wrap>
                    <Statistic title={t('dashboard.invoiced')} value={money(round(invoiced), c)} styles={{ content: FIGURE }} />
                    <Statistic title={t('dashboard.paid')} value={money(round(paid), c)} styles={{ content: FIGURE }} />
                    <Statistic title={t('dashboard.outstanding')} value={money(round(invoiced - paid), c)} styles={{ content: FIGURE }} />
                  </Flex>
                  <TagList style={{ marginTop: 4 }}>
                    {lines
                      .slice()
                      .sort((a, b) => a.paymentStatus - b.paymentStatus)
                      .map((l) => (
                        <Tag key={l.paymentStatus} color={paymentStatusColour(l.paymentStatus)} data-testid="fee-card-status">
                          {statusName(l.paymentStatus)} · {localeDigits(l.count, locale)}
                        </Tag>
                      ))}
                  </TagList>
                </div>
                {months.some((m) => m.currencyType === c) && (
                  <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <BarChart
                      title={t('dashboard.chartTitle', { currency: c === CURRENCY_TYPE.USD ? 'USD' : 'KHR' })}
                      testId={`fee-chart-${c === CURRENCY_TYPE.USD ? 'usd' : 'khr'}`}
                      series={[
                        { key: 'collected', label: t('dashboard.collected'), color: '#52c41a' },
                        { key: 'outstanding', label: t('dashboard.notDue'), color: '#fa8c16' },
                        { key: 'overdue', label: t('dashboard.overdue'), color: '#f5222d' },
                      ]}
                      groups={months
                        .filter((m) => m.currencyType === c)
                        .map((m) => ({
                          key: m.month,
                          label: localeDigits(`${m.month.slice(5)}/${m.month.slice(2, 4)}`, locale),
                          values: { collected: Math.max(0, m.collected), outstanding: m.outstanding, overdue: m.overdue },
                        }))}
                      format={(v) => money(v, c)}
                      height={100}
                    />
                  </div>
                )}
              </Flex>
            );
          })}
          <Typography.Text type="secondary">{t('dashboard.invoices', { n: localeDigits(summary.data?.invoiceCount ?? 0, locale) })}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
