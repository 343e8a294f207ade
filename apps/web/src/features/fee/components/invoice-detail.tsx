import '../i18n';
import { useState } from 'react';
import { App, Button, Card, Descriptions, Flex, Input, Popover, Space, Table, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS, PROFORMA_INVOICE_STATUS } from '@school/contract/enum/enum.values';
import { PAYMENT_KIND } from '@school/contract/fee/fee-payment.schemas';
import { PageHeader } from '../../../components/page-header';
import { JoinedText } from '../../../components/joined-text';
import { useLocalName } from '../../../components/bilingual-name';
import { useNotify } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { saveBlob } from '../../../lib/download';
import { formatDate, DATE_TIME_FIGURES, DATE_FORMAT } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import type { TFileResult } from '../../../lib/api-client';
import { usePermissions } from '../../auth/use-session';
import {
  invoicePdf,
  invoiceQuery,
  paymentFindQuery,
  paymentHistoryQuery,
  receiptPdf,
  useConfirmPayment,
  useInvoiceStatus,
  useReversePayment,
  type TInvoiceItem,
  type TPaymentItem,
} from '../api/fee-collection-api';
import { useMoney } from './fee-money';
import { InvoiceStatusTag, PaymentStatusTag } from './fee-status';
import { TakePaymentDrawer } from './take-payment-drawer';
import { EditInvoiceDrawer } from './edit-invoice-drawer';
import { KhqrCard } from './khqr-code';

function History({ id }: { id: string }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const rows = useQuery(paymentHistoryQuery(id)).data ?? [];
  return (
    <Timeline
      items={rows.map((h) => ({
        children: `${t(`payment.action.${h.action}`)} · ${h.by ?? ''} · ${formatDate(h.at, locale, DATE_TIME_FIGURES)}${h.note ? ` · ${h.note}` : ''}`,
      }))}
    />
  );
}

/** Asks a reason (a cancel, a rejection, a refund) in a small dialog, then runs the step. */
function useReasonPrompt() {
  const { modal } = App.useApp();
  const { t } = useTranslation('fee');
  return (title: string, run: (reason: string) => Promise<unknown>) => {
    let reason = '';
    modal.confirm({
      title,
      content: (
        <Input.TextArea
          rows={2}
          aria-label={t('payment.reason')}
          placeholder={t('payment.reason')}
          onChange={(e) => (reason = e.target.value)}
          data-testid="reason-input"
        />
      ),
      okButtonProps: { 'data-testid': 'reason-ok' } as never,
      onOk: () => run(reason.trim()),
    });
  };
}

/** `/administration/fee-collection/{id}`: one invoice, its payments and every step on them (issue 14). */
export function InvoiceDetail({ id }: { id: string }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const n = useDigits();
  const money = useMoney();
  const localName = useLocalName();
  const notify = useNotify();
  const permissions = usePermissions();
  const canTake = permissions.has('MANAGE_FEE_COLLECTION');
  const canConfirm = permissions.has('CONFIRM_FEE_PAYMENT');
  const invoiceResult = useQuery(invoiceQuery(id));
  const invoice = invoiceResult.data as TInvoiceItem | undefined;
  const payments = useQuery(paymentFindQuery({ proformaInvoiceId: id, pageIndex: 1, pageSize: 100 })).data?.items ?? [];
  const [paying, setPaying] = useState(false);
  const [editing, setEditing] = useState(false);
  const status = useInvoiceStatus();
  const confirm = useConfirmPayment();
  const reverse = useReversePayment();
  const saveOutcome = useSaveOutcome();
  const prompt = useReasonPrompt();
  const refresh = () => void invoiceResult.refetch();
  const download = async (work: () => Promise<TFileResult>, name: string) => {
    try {
      const file = await work();
      saveBlob(file.blob, file.fileName ?? name);
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  if (!invoice) return <PageHeader title={t('collection.invoice')} crumbs={[{ label: t('collection.title'), path: '/administration/fee-collection' }]} />;
  const c = invoice.currencyType;
  const open = invoice.status === PROFORMA_INVOICE_STATUS.ISSUED || invoice.status === PROFORMA_INVOICE_STATUS.PARTIALLY_PAID;
  const unpaid = invoice.paidAmount === 0 && invoice.status !== PROFORMA_INVOICE_STATUS.CANCELLED;
  return (
    <>
      <PageHeader
        title={`${t('collection.invoice')} ${invoice.code}`}
        crumbs={[{ label: t('collection.title'), path: '/administration/fee-collection' }, { label: invoice.code }]}
        extra={
          <Space wrap>
            <Button onClick={() => void download(() => invoicePdf(invoice.id), `${invoice.code}.pdf`)} data-testid="invoice-pdf">
              {t('collection.printInvoice')}
            </Button>
            {canTake && invoice.status === PROFORMA_INVOICE_STATUS.DRAFT && (
              <Button
                onClick={() =>
                  void saveOutcome(() => status.mutateAsync({ id: invoice.id, version: invoice.version, status: PROFORMA_INVOICE_STATUS.ISSUED }), refresh)
                }
              >
                {t('collection.issue')}
              </Button>
            )}
            {canTake && unpaid && (
              <Button onClick={() => setEditing(true)} data-testid="invoice-edit">
                {t('edit.title')}
              </Button>
            )}
            {canTake && unpaid && (
              <Button
                danger
                data-testid="invoice-cancel"
                onClick={() =>
                  prompt(t('collection.cancelTitle'), (reason) =>
                    saveOutcome(
                      () => status.mutateAsync({ id: invoice.id, version: invoice.version, status: PROFORMA_INVOICE_STATUS.CANCELLED, reason }),
                      refresh,
                    ),
                  )
                }
              >
                {t('collection.cancelInvoice')}
              </Button>
            )}
            {canTake && open && invoice.balance > 0 && (
              <Button type="primary" onClick={() => setPaying(true)} data-testid="payment-open">
                {t('payment.take')}
              </Button>
            )}
          </Space>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="invoice-summary">
          <Descriptions.Item label={t('collection.student')}>
            <JoinedText parts={[invoice.studentCode, locale === 'en' ? invoice.fullNameEn : invoice.fullName]} />
          </Descriptions.Item>
          <Descriptions.Item label={t('collection.class')}>{localName(invoice.academicClass)}</Descriptions.Item>
          <Descriptions.Item label={t('item.term')}>{localName(invoice.feeTerm)}</Descriptions.Item>
          <Descriptions.Item label={t('collection.issueDate')}>{formatDate(invoice.issueDate, locale, DATE_FORMAT)}</Descriptions.Item>
          <Descriptions.Item label={t('collection.dueDate')}>{formatDate(invoice.dueDate, locale, DATE_FORMAT)}</Descriptions.Item>
          <Descriptions.Item label={t('collection.status')}>
            <InvoiceStatusTag status={invoice.status} overdue={invoice.isOverdue} />
          </Descriptions.Item>
          <Descriptions.Item label={t('collection.amount')}>{money(invoice.amount, c)}</Descriptions.Item>
          <Descriptions.Item label={t('collection.paid')}>{money(invoice.paidAmount, c)}</Descriptions.Item>
          <Descriptions.Item label={t('collection.balance')}>
            <Typography.Text strong data-testid="invoice-balance">
              {money(invoice.balance, c)}
            </Typography.Text>
          </Descriptions.Item>
          {invoice.cancelReason && <Descriptions.Item label={t('collection.cancelReason')}>{invoice.cancelReason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {open && <KhqrCard invoice={invoice} />}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={invoice.items}
        scroll={{ x: 600 }}
        columns={[
          { title: t('item.name'), key: 'name', render: (_v, l) => localName(l) },
          { title: t('collection.qty'), dataIndex: 'qty', align: 'right', render: (v: number) => n(v) },
          { title: t('item.price'), key: 'price', align: 'right', render: (_v, l) => money(l.price, c) },
          { title: t('collection.discount'), key: 'discount', align: 'right', render: (_v, l) => money(l.discountAmount, c) },
          { title: t('collection.amount'), key: 'amount', align: 'right', render: (_v, l) => money(l.amount, c) },
        ]}
      />
      <Typography.Title level={5}>{t('collection.payments')}</Typography.Title>
      <Table<TPaymentItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={payments}
        data-testid="invoice-payments"
        scroll={{ x: 900 }}
        columns={[
          { title: t('payment.receipt'), dataIndex: 'receiptNumber' },
          { title: t('collection.date'), key: 'date', render: (_v, r) => formatDate(r.paidAt, locale, DATE_FORMAT) },
          { title: t('payment.kind'), key: 'kind', render: (_v, r) => t(`payment.kinds.${r.kind}`) },
          { title: t('payment.paid'), key: 'paid', align: 'right', render: (_v, r) => money(r.paidAmount, r.paidCurrency) },
          { title: t('payment.credited'), key: 'amount', align: 'right', render: (_v, r) => money(r.amount, r.invoiceCurrency) },
          { title: t('payment.rate'), key: 'rate', align: 'right', render: (_v, r) => n(r.exchangeRate.toLocaleString('en-US')) },
          { title: t('payment.method'), key: 'method', render: (_v, r) => `${localName(r.paymentMethod)}${r.reference ? ` · ${r.reference}` : ''}` },
          { title: t('collection.status'), key: 'status', render: (_v, r) => <PaymentStatusTag status={r.status} /> },
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_v, r) => (
              <Flex gap={4} wrap>
                <Button size="small" onClick={() => void download(() => receiptPdf(r.id), `${r.receiptNumber}.pdf`)} data-testid="receipt-pdf">
                  {t('payment.printReceipt')}
                </Button>
                <Popover trigger="click" title={t('payment.history')} content={<History id={r.id} />}>
                  <Button size="small">{t('payment.history')}</Button>
                </Popover>
                {canConfirm && r.status === PAYMENT_STATUS.PENDING && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      data-testid="payment-confirm"
                      onClick={() => void saveOutcome(() => confirm.mutateAsync({ id: r.id, version: r.version, isConfirmed: true }), refresh)}
                    >
                      {t('payment.confirm')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        prompt(t('payment.reject'), (note) =>
                          saveOutcome(() => confirm.mutateAsync({ id: r.id, version: r.version, isConfirmed: false, note }), refresh),
                        )
                      }
                    >
                      {t('payment.reject')}
                    </Button>
                  </>
                )}
                {canConfirm && r.kind === PAYMENT_KIND.PAYMENT && r.refundable > 0 && (
                  <>
                    <Button
                      size="small"
                      onClick={() =>
                        prompt(t('payment.refund'), (reason) =>
                          saveOutcome(() => reverse.mutateAsync({ id: r.id, version: r.version, kind: PAYMENT_KIND.REFUND, reason }), refresh),
                        )
                      }
                    >
                      {t('payment.refund')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        prompt(t('payment.void'), (reason) =>
                          saveOutcome(() => reverse.mutateAsync({ id: r.id, version: r.version, kind: PAYMENT_KIND.VOID, reason }), refresh),
                        )
                      }
                    >
                      {t('payment.void')}
                    </Button>
                  </>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {editing && <EditInvoiceDrawer invoice={invoice} open={editing} onClose={() => (setEditing(false), refresh())} />}
      {paying && <TakePaymentDrawer invoice={invoice} open={paying} onClose={() => (setPaying(false), refresh())} />}
    </>
  );
}
