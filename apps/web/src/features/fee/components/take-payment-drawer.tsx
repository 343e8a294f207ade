import { useEffect } from 'react';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCY_TYPE } from '@school/contract/enum/enum.values';
import { FormDrawer } from '../../../components/form-drawer';
import { NamedSelect } from '../../../components/named-select';
import { NumberInput } from '../../../components/number-input';
import { useSaveOutcome } from '../../../components/use-save';
import { useEnumOptions } from '../../../components/enum-options';
import { currentPaymentSettingQuery, paymentMethodApi } from '../api/fee-setup-api';
import { useTakePayment, type TInvoiceItem } from '../api/fee-collection-api';
import { useMoney } from './fee-money';
import { FeeNoteField } from './fee-note-field';

type TValues = { currencyType: number; paidAmount: number; paymentMethodId: string; reference?: string; note?: string };

/** The balance of an invoice in the other currency at the current rate: riel rounded to 100 ៛ as receipts do. */
export function otherCurrency(balance: number, currency: number, rate: number): { amount: number; currency: number } {
  if (currency === CURRENCY_TYPE.USD) return { amount: Math.round((balance * rate) / 100) * 100, currency: CURRENCY_TYPE.KHR };
  return { amount: Math.ceil((balance / rate) * 100) / 100, currency: CURRENCY_TYPE.USD };
}

/** Takes a payment against an invoice, in riel or dollars (partial when the school allows it). */
export function TakePaymentDrawer({ invoice, open, onClose }: { invoice: TInvoiceItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fee');
  const money = useMoney();
  const [form] = Form.useForm<TValues>();
  const take = useTakePayment();
  const saveOutcome = useSaveOutcome();
  const setting = useQuery(currentPaymentSettingQuery()).data;
  const methods = (useQuery(paymentMethodApi.listQuery()).data?.items ?? []).filter((m) => m.status === 0);
  const currencyOptions = useEnumOptions('currencyType');
  const firstMethod = methods[0]?.id;
  // The methods may arrive after the form opened: the first one is the default.
  useEffect(() => {
    if (firstMethod && !form.getFieldValue('paymentMethodId')) form.setFieldValue('paymentMethodId', firstMethod);
  }, [firstMethod, form]);
  const rate = setting?.exchangeRate ?? 4100;
  const other = otherCurrency(invoice.balance, invoice.currencyType, rate);
  return (
    <FormDrawer<TValues>
      open={open}
      title={t('payment.take')}
      form={form}
      onClose={onClose}
      submitting={take.isPending}
      testId="payment-form"
      initialValues={{ currencyType: invoice.currencyType, paidAmount: invoice.balance, paymentMethodId: methods[0]?.id }}
      onSubmit={(v) =>
        saveOutcome(
          () =>
            take.mutateAsync({
              proformaInvoiceId: invoice.id,
              version: invoice.version,
              currencyType: v.currencyType,
              paidAmount: v.paidAmount,
              paymentMethodId: v.paymentMethodId,
              reference: v.reference?.trim() || undefined,
              note: v.note?.trim() || undefined,
            }),
          () => {
            form.resetFields();
            onClose();
          },
          form,
        )
      }
    >
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        data-testid="payment-balance"
        message={t('payment.balanceBoth', {
          balance: money(invoice.balance, invoice.currencyType),
          other: money(other.amount, other.currency),
          rate: money(rate, CURRENCY_TYPE.KHR),
        })}
        description={setting && !setting.isAllowPartialPayment ? t('payment.noPartial') : undefined}
      />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="currencyType" label={t('field.currency')} rules={[{ required: true }]}>
            <Select
              options={currencyOptions}
              data-testid="payment-currency"
              onChange={(c: number) => form.setFieldValue('paidAmount', c === invoice.currencyType ? invoice.balance : other.amount)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="paidAmount" label={t('payment.amount')} rules={[{ required: true }, { type: 'number', min: 0.01 }]}>
            <NumberInput min={0} precision={2} blockSigns={false} style={{ width: '100%' }} data-testid="payment-amount" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="paymentMethodId" label={t('payment.method')} rules={[{ required: true }]}>
            <NamedSelect items={methods} ariaLabel={t('payment.method')} width="100%" testId="payment-method" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="reference" label={t('payment.reference')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <FeeNoteField max={300} />
    </FormDrawer>
  );
}
