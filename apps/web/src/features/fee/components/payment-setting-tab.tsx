import { useState } from 'react';
import { Checkbox, Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCY_TYPE } from '@school/contract/enum/enum.values';
import { FEE_TAX_MODE } from '@school/contract/fee/fee.schemas';
import { AddButton } from '../../../components/settings-filters';
import { DataTable, pageLocally } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { NumberInput } from '../../../components/number-input';
import { RowActions, YesNoTag } from '../../../components/row-actions';
import { useConfirm } from '../../../components/confirm';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { footerListQuery, paymentSettingApi, useAddFooter, useRemoveFooter, type TFooterItem, type TPaymentSettingItem } from '../api/fee-setup-api';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';

type TValues = {
  currencyType: number;
  exchangeRate: number;
  taxMode: number;
  taxRate: number;
  paymentTerm: number;
  isAllowPartialPayment: boolean;
  taxIdentificationNumber?: string;
  bakongAccountId?: string;
  isCurrent: boolean;
};
type TFooterValues = { printoutType: number; footerType: number; text: string; textEn: string; sortIndex?: number };

/** The school's payment settings (one current) and the footer lines of its receipts and invoices. */
export function PaymentSettingTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('fee');
  const n = useDigits();
  const currencyName = useEnumLabel('currencyType');
  const { editor, manager } = useSettingsEditor(paymentSettingApi, {
    t,
    canManage,
    name: (r: TPaymentSettingItem) => `${currencyName(r.currencyType)} · ${n(r.exchangeRate)}`,
  });
  const locale = useLocale();
  const queryClient = useQueryClient();
  const currencyOptions = useEnumOptions('currencyType');
  const printoutName = useEnumLabel('paymentPrintoutType');
  const printoutOptions = useEnumOptions('paymentPrintoutType');
  const footerTypeOptions = useEnumOptions('paymentPrintoutFooterType');
  const taxOptions = Object.values(FEE_TAX_MODE).map((v) => ({ value: v, label: t(`setting.taxMode.${v}`) }));
  const [footerOpen, setFooterOpen] = useState(false);
  const [footerForm] = Form.useForm<TFooterValues>();
  const addFooter = useAddFooter();
  const removeFooter = useRemoveFooter();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  return (
    <>
      <SettingsManager<TPaymentSettingItem, TValues>
        {...manager}
        inTab
        textKey="setting"
        testId="payment-setting"
        pageKey="payment-setting"
        columns={[
          { title: t('field.currency'), key: 'currency', render: (_v, r) => currencyName(r.currencyType) },
          { title: t('setting.exchangeRate'), key: 'rate', align: 'right', render: (_v, r) => `${n(r.exchangeRate.toLocaleString('en-US'))} ៛/$` },
          { title: t('setting.tax'), key: 'tax', render: (_v, r) => `${t(`setting.taxMode.${r.taxMode}`)} ${r.taxMode ? `${n(r.taxRate)}%` : ''}` },
          { title: t('setting.partial'), key: 'partial', render: (_v, r) => <YesNoTag value={r.isAllowPartialPayment} /> },
          { title: t('setting.tin'), dataIndex: 'taxIdentificationNumber' },
          { title: t('setting.bakong'), dataIndex: 'bakongAccountId' },
          { title: t('setting.current'), key: 'current', render: (_v, r) => (r.isCurrent ? <Tag color="green">{t('setting.current')}</Tag> : null) },
        ]}
        rowActions={{ canDelete: (r) => !r.isCurrent }}
        fields={['currencyType', 'exchangeRate', 'taxMode', 'taxRate', 'paymentTerm', 'isAllowPartialPayment', 'isCurrent']}
        values={(r) => ({ taxIdentificationNumber: r.taxIdentificationNumber ?? '', bakongAccountId: r.bakongAccountId ?? '' })}
        defaults={{
          currencyType: CURRENCY_TYPE.USD,
          exchangeRate: 4100,
          taxMode: FEE_TAX_MODE.NONE,
          taxRate: 0,
          paymentTerm: 30,
          isAllowPartialPayment: true,
          isCurrent: true,
        }}
        onSubmit={editor.submit((v: TValues) => ({
          currencyType: v.currencyType,
          exchangeRate: v.exchangeRate,
          taxMode: v.taxMode,
          taxRate: v.taxRate ?? 0,
          paymentTerm: v.paymentTerm,
          isAllowPartialPayment: v.isAllowPartialPayment ?? false,
          taxIdentificationNumber: v.taxIdentificationNumber?.trim() || undefined,
          bakongAccountId: v.bakongAccountId?.trim() || undefined,
          isCurrent: v.isCurrent ?? false,
        }))}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="currencyType" label={t('field.currency')} rules={[{ required: true }]}>
              <Select options={currencyOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="exchangeRate"
              label={t('setting.exchangeRate')}
              extra={t('setting.exchangeRateHint')}
              rules={[{ required: true }, { type: 'integer', min: 1000, max: 10000 }]}
            >
              <NumberInput min={1000} max={10000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="taxMode" label={t('setting.tax')}>
              <Select options={taxOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="taxRate" label={t('setting.taxRate')} rules={[{ type: 'number', min: 0, max: 100 }]}>
              <NumberInput min={0} max={100} precision={2} blockSigns={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="paymentTerm" label={t('setting.paymentTerm')} rules={[{ type: 'integer', min: 0, max: 365 }]}>
              <NumberInput min={0} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="taxIdentificationNumber" label={t('setting.tin')} rules={[{ max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="bakongAccountId"
              label={t('setting.bakong')}
              extra={t('setting.bakongHint')}
              rules={[{ max: 32 }, { pattern: /^[a-z0-9_.]+@[a-z0-9_.]+$/i, message: t('setting.bakongHint') }]}
            >
              <Input placeholder="school@aclb" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isAllowPartialPayment" valuePropName="checked">
          <Checkbox>{t('setting.partial')}</Checkbox>
        </Form.Item>
        <Form.Item name="isCurrent" valuePropName="checked">
          <Checkbox>{t('setting.makeCurrent')}</Checkbox>
        </Form.Item>
      </SettingsManager>

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('footer.title')}
      </Typography.Title>
      {canManage && (
        <div style={{ marginBottom: 12 }}>
          <AddButton label={t('footer.add')} onClick={() => setFooterOpen(true)} testId="footer-add" />
        </div>
      )}
      <DataTable<TFooterItem>
        pageKey="printout-footer"
        queryKey={footerListQuery().queryKey}
        rowKey="id"
        testId="footer-table"
        fetchPage={async (request) => pageLocally((await queryClient.fetchQuery(footerListQuery())).items ?? [], request)}
        columns={[
          { title: t('footer.printout'), key: 'printout', render: (_v, r) => printoutName(r.printoutType) },
          { title: t('footer.text'), key: 'text', render: (_v, r) => (locale === 'en' ? r.textEn : r.text) },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 120,
                  render: (_v: unknown, r: TFooterItem) => (
                    <RowActions name={r.text} onDelete={() => confirmDelete(r.text, () => deleteOutcome(() => removeFooter.mutateAsync(r.id)))} />
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDrawer<TFooterValues>
        open={footerOpen}
        title={t('footer.add')}
        form={footerForm}
        onClose={() => setFooterOpen(false)}
        submitting={addFooter.isPending}
        testId="footer-form"
        initialValues={{ printoutType: 0, footerType: 0 }}
        onSubmit={(v) =>
          saveOutcome(
            () => addFooter.mutateAsync({ ...v, text: v.text.trim(), textEn: v.textEn.trim() }),
            () => {
              setFooterOpen(false);
              footerForm.resetFields();
            },
            footerForm,
          )
        }
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="printoutType" label={t('footer.printout')} rules={[{ required: true }]}>
              <Select options={printoutOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="footerType" label={t('footer.kind')} rules={[{ required: true }]}>
              <Select options={footerTypeOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="text" label={t('footer.textKm')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input lang="km" />
        </Form.Item>
        <Form.Item name="textEn" label={t('footer.textEn')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input lang="en" />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
