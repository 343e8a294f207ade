import '../i18n';
import { Button, Card, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { StudentPicker } from '../../../components/student-picker';
import { useLocalName } from '../../../components/bilingual-name';
import { useNotify } from '../../../components/feedback';
import { saveBlob } from '../../../lib/download';
import { formatDate, DATE_FORMAT } from '../../../lib/date';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { isStaff, useActorType } from '../../auth/use-session';
import type { TFileResult } from '../../../lib/api-client';
import { invoicePdf, myInvoicesQuery, paymentFindQuery, receiptPdf, type TInvoiceItem, type TPaymentItem } from '../api/fee-collection-api';
import { useMoney } from './fee-money';
import { InvoiceStatusTag, PaymentStatusTag } from './fee-status';
import { KhqrCard } from './khqr-code';

/**
 * `/school-fee` (issue 14): a student's invoices, what is paid, what is due and when, the school's KHQR for the
 * balance of each open invoice, and her receipts; a guardian sees the same for each child (the call answers his
 * children), `studentId` narrowing to one. Staff (whose calls answer every family's) first choose a student:
 * the page then shows what her family sees, at `/school-fee/{studentId}`.
 */
export function SchoolFee({ studentId }: { studentId?: string }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const money = useMoney();
  const localName = useLocalName();
  const notify = useNotify();
  const navigate = useLocaleNavigate();
  const actorType = useActorType();
  const staff = isStaff(actorType);
  const shown = !staff || Boolean(studentId);
  const invoices = (useQuery({ ...myInvoicesQuery(studentId), enabled: shown }).data?.items ?? []) as TInvoiceItem[];
  const payments = useQuery({ ...paymentFindQuery({ studentId, pageIndex: 1, pageSize: 100 }), enabled: shown }).data?.items ?? [];
  const picker = staff && (
    <Card style={{ marginBottom: 16 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('family.student')}</Typography.Text>
        <StudentPicker
          value={studentId}
          onChange={(id) => navigate(id ? `/school-fee/${id}` : '/school-fee')}
          valueLabel={invoices[0] ? `${invoices[0].studentCode} · ${locale === 'en' ? invoices[0].fullNameEn : invoices[0].fullName}` : undefined}
          style={{ maxWidth: 480 }}
        />
      </Flex>
    </Card>
  );
  if (!shown)
    return (
      <>
        <PageHeader title={t('family.title')} crumbs={[{ label: t('family.title') }]} />
        {picker}
        <Empty description={t('family.chooseStudent')} data-testid="family-choose-student" />
      </>
    );
  const download = async (work: () => Promise<TFileResult>, name: string) => {
    try {
      const file = await work();
      saveBlob(file.blob, file.fileName ?? name);
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  const live = invoices.filter((i) => i.status !== 4);
  const dueByCurrency = new Map<number, number>();
  for (const i of live) dueByCurrency.set(i.currencyType, (dueByCurrency.get(i.currencyType) ?? 0) + i.balance);
  return (
    <>
      <PageHeader title={t('family.title')} crumbs={[{ label: t('family.title') }]} />
      {picker}
      <Card style={{ marginBottom: 16 }}>
        <Typography.Text>{t('family.due')} </Typography.Text>
        <Typography.Text strong data-testid="family-due">
          {[...dueByCurrency.entries()].map(([c, v]) => money(v, c)).join(' · ') || money(0, 1)}
        </Typography.Text>
      </Card>
      {live.length === 0 && <Empty description={t('family.none')} />}
      {live.map((i) => (
        <Card
          key={i.id}
          style={{ marginBottom: 12 }}
          data-testid="family-invoice"
          title={`${localName(i.feeTerm)} · ${locale === 'en' ? i.fullNameEn : i.fullName}`}
          // The term and the child's name wrap beside the status on a phone (they were cut: 'Registration and unif…').
          styles={{ title: { whiteSpace: 'normal' } }}
          extra={<InvoiceStatusTag status={i.status} overdue={i.isOverdue} />}
        >
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label={t('collection.number')}>{i.code}</Descriptions.Item>
            <Descriptions.Item label={t('collection.dueDate')}>{formatDate(i.dueDate, locale, DATE_FORMAT)}</Descriptions.Item>
            <Descriptions.Item label={t('collection.amount')}>{money(i.amount, i.currencyType)}</Descriptions.Item>
            <Descriptions.Item label={t('collection.paid')}>{money(i.paidAmount, i.currencyType)}</Descriptions.Item>
            <Descriptions.Item label={t('collection.balance')}>
              <Typography.Text strong data-testid="family-balance">
                {money(i.balance, i.currencyType)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {(i.status === 1 || i.status === 2) && i.balance > 0 && <KhqrCard invoice={i} />}
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => void download(() => invoicePdf(i.id), `${i.code}.pdf`)}>
              {t('collection.printInvoice')}
            </Button>
          </Flex>
        </Card>
      ))}
      <Typography.Title level={5}>{t('collection.payments')}</Typography.Title>
      <Table<TPaymentItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={payments}
        scroll={{ x: 700 }}
        data-testid="family-payments"
        columns={[
          { title: t('payment.receipt'), dataIndex: 'receiptNumber' },
          { title: t('collection.date'), key: 'date', render: (_v, r) => formatDate(r.paidAt, locale, DATE_FORMAT) },
          { title: t('payment.kind'), key: 'kind', render: (_v, r) => t(`payment.kinds.${r.kind}`) },
          { title: t('payment.paid'), key: 'paid', align: 'right', render: (_v, r) => money(r.paidAmount, r.paidCurrency) },
          { title: t('collection.status'), key: 'status', render: (_v, r) => <PaymentStatusTag status={r.status} /> },
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_v, r) => (
              <Button size="small" onClick={() => void download(() => receiptPdf(r.id), `${r.receiptNumber}.pdf`)}>
                {t('payment.printReceipt')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
