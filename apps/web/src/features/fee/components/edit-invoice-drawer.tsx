import '../i18n';
import { Alert, Button, Col, DatePicker, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { CURRENCY_TYPE } from '@school/contract/enum/enum.values';
import { FormDrawer } from '../../../components/form-drawer';
import { NamedSelect } from '../../../components/named-select';
import { NumberInput } from '../../../components/number-input';
import { useSaveOutcome } from '../../../components/use-save';
import { formatDate, DATE_FORMAT } from '../../../lib/date';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateInvoice, type TInvoiceItem } from '../api/fee-collection-api';
import { feeItemApi } from '../api/fee-setup-api';
import { FeeNoteField } from './fee-note-field';

type TLine = { feeItemId?: string; qty: number; discountPercentage: number; discountAmount: number };
type TValues = { items: TLine[]; dueDate: Dayjs; note?: string; discountReason?: string };

/**
 * Edits an invoice nothing is paid on (issue 14, `PUT /api/proforma-invoice`): its lines from the fee items of
 * its term and grade in its currency, quantities, discounts (percent and amount per line), due date and note,
 * at the Version read; a 409 (someone changed it meanwhile) says so, closes and reloads.
 */
export function EditInvoiceDrawer({ invoice, open, onClose }: { invoice: TInvoiceItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const [form] = Form.useForm<TValues>();
  const update = useUpdateInvoice();
  const saveOutcome = useSaveOutcome();
  const items = (useQuery(feeItemApi.listQuery({ feeTermId: invoice.feeTerm.id, courseLevelId: invoice.courseLevelId })).data?.items ?? []).filter(
    (i) => i.currencyType === invoice.currencyType && (i.isActive || invoice.items.some((l) => l.feeItemId === i.id)),
  );
  const minor = invoice.currencyType === CURRENCY_TYPE.USD ? 100 : 1;
  const initialLines: TLine[] = invoice.items.map((l) => ({
    feeItemId: l.feeItemId,
    qty: l.qty,
    discountPercentage: l.discountPercentage,
    // The line's discount less its percentage: what was taken off by amount.
    discountAmount: Math.max(0, Math.round((l.discountAmount - (l.subAmount * l.discountPercentage) / 100) * minor) / minor),
  }));
  return (
    <FormDrawer<TValues>
      open={open}
      title={`${t('edit.title')} ${invoice.code}`}
      form={form}
      onClose={onClose}
      width={720}
      submitting={update.isPending}
      testId="invoice-edit-form"
      initialValues={{
        items: initialLines,
        dueDate: dayjs(invoice.dueDate),
        note: invoice.note ?? undefined,
        discountReason: invoice.discountReason ?? undefined,
      }}
      onSubmit={(v) =>
        saveOutcome(
          () =>
            update.mutateAsync({
              id: invoice.id,
              version: invoice.version,
              dueDate: v.dueDate.format('YYYY-MM-DD'),
              note: v.note?.trim() || undefined,
              discountReason: v.discountReason?.trim() || undefined,
              items: v.items.map((l) => ({
                feeItemId: l.feeItemId!,
                qty: l.qty,
                discountPercentage: l.discountPercentage ?? 0,
                discountAmount: l.discountAmount ?? 0,
              })),
            }),
          onClose,
          form,
        )
      }
    >
      <Alert type="info" style={{ marginBottom: 16 }} title={t('edit.hint', { version: invoice.version })} />
      <Form.List name="items" rules={[{ validator: async (_r, lines: TLine[]) => (lines?.length ? undefined : Promise.reject(new Error(t('edit.noLines')))) }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Row key={field.key} gutter={8} align="top" data-testid="invoice-edit-line">
                <Col xs={24} sm={10}>
                  <Form.Item name={[field.name, 'feeItemId']} label={t('item.name')} rules={[{ required: true }]}>
                    <NamedSelect items={items} ariaLabel={t('item.name')} width="100%" />
                  </Form.Item>
                </Col>
                <Col xs={8} sm={3}>
                  <Form.Item name={[field.name, 'qty']} label={t('collection.qty')} rules={[{ required: true }, { type: 'number', min: 1, max: 100 }]}>
                    <NumberInput min={1} max={100} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} sm={4}>
                  <Form.Item name={[field.name, 'discountPercentage']} label={t('edit.percent')} rules={[{ type: 'number', min: 0, max: 100 }]}>
                    <NumberInput min={0} max={100} precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} sm={5}>
                  <Form.Item name={[field.name, 'discountAmount']} label={t('collection.discountAmount')} rules={[{ type: 'number', min: 0 }]}>
                    <NumberInput min={0} precision={invoice.currencyType === CURRENCY_TYPE.USD ? 2 : 0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={2} style={{ paddingTop: 30 }}>
                  <Button icon={<DeleteOutlined />} aria-label={t('edit.removeLine')} onClick={() => remove(field.name)} disabled={fields.length === 1} />
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ qty: 1, discountPercentage: 0, discountAmount: 0 })} style={{ marginBottom: 16 }}>
              {t('edit.addLine')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="dueDate" label={t('collection.dueDate')} rules={[{ required: true }]}>
            <DatePicker style={{ width: '100%' }} allowClear={false} format={(d) => formatDate(d, locale, DATE_FORMAT)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="discountReason" label={t('collection.discountReason')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <FeeNoteField max={500} />
    </FormDrawer>
  );
}
