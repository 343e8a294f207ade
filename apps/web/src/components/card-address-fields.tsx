import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

type TOption = { value: string | number; label: string };

/**
 * The identity cards of a person (student, employee), written once: a list `cards` of
 * `{ cardId, cardNumber, issueDate, expiryDate }`, the expiry not before the issue.
 */
export function CardListFields({ cardOptions, loading }: { cardOptions: TOption[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List name="cards">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row key={field.key} gutter={12} align="bottom" data-testid="card-row">
              <Col xs={24} md={7}>
                <Form.Item name={[field.name, 'cardId']} label={t('card.kind')} rules={[{ required: true }]}>
                  <Select loading={loading} popupMatchSelectWidth={false} showSearch={{ optionFilterProp: 'label' }} options={cardOptions} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name={[field.name, 'cardNumber']} label={t('card.number')} rules={[{ max: 50 }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name={[field.name, 'issueDate']} label={t('card.issueDate')}>
                  <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item
                  name={[field.name, 'expiryDate']}
                  label={t('card.expiryDate')}
                  dependencies={[['cards', field.name, 'issueDate']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: Dayjs | null | undefined) => {
                        const issued = getFieldValue(['cards', field.name, 'issueDate']) as Dayjs | null | undefined;
                        return value && issued && value.isBefore(issued, 'day') ? Promise.reject(new Error(t('card.expiryAfterIssue'))) : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
                </Form.Item>
              </Col>
              <Col xs={24} md={2}>
                <Form.Item>
                  <Button danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('action.delete')} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
            {t('card.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

export type TAddressValues = { id?: string; provinceId?: string; address?: string; isPrimary?: boolean };

/**
 * The addresses of a person, written once: a list `addresses` of `{ provinceId, address, isPrimary }`, at
 * most `max`, one primary at most. A row with a province needs its address; a row left empty is for the
 * caller to drop on save (`filledAddresses`).
 */
export function AddressListFields({ provinceOptions, loading, max = 5 }: { provinceOptions: TOption[]; loading?: boolean; max?: number }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name="addresses"
      rules={[
        {
          validator: (_rule, value: TAddressValues[] | undefined) =>
            (value ?? []).filter((a) => a?.isPrimary).length > 1 ? Promise.reject(new Error(t('address.onePrimary'))) : Promise.resolve(),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field) => (
            <Row key={field.key} gutter={12} align="bottom" data-testid="address-row">
              <Col xs={24} md={7}>
                <Form.Item name={[field.name, 'provinceId']} label={t('address.province')}>
                  <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={provinceOptions} loading={loading} />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item
                  name={[field.name, 'address']}
                  label={t('address.address')}
                  dependencies={[['addresses', field.name, 'provinceId']]}
                  rules={[
                    ({ getFieldValue }) => ({ required: getFieldValue(['addresses', field.name, 'provinceId']) !== undefined, whitespace: true }),
                    { max: 500 },
                  ]}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={16} md={5}>
                <Form.Item name={[field.name, 'isPrimary']} valuePropName="checked" label=" ">
                  <Checkbox>{t('address.primary')}</Checkbox>
                </Form.Item>
              </Col>
              <Col xs={8} md={2}>
                <Form.Item label=" ">
                  <Button danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('action.delete')} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < max && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ address: '', isPrimary: fields.length === 0 })} style={{ marginBottom: 16 }}>
              {t('address.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** The addresses worth saving: rows with an address written. */
export const filledAddresses = (addresses: TAddressValues[] | undefined) => (addresses ?? []).filter((a) => a?.address?.trim());

const text = (v: string | null | undefined) => v?.trim() || undefined;
const iso = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : undefined);

/** A card row of `CardListFields` as the form holds it (`id` when the record already has it). */
export type TCardValues = { id?: string; cardId?: string; cardNumber?: string | null; issueDate?: Dayjs | null; expiryDate?: Dayjs | null };

/** The cards of `CardListFields` as a body's list (camelCase; the client PascalCases and JSON-encodes it). */
export const cardListBody = (cards: TCardValues[] | undefined) =>
  (cards ?? [])
    .filter((c): c is TCardValues & { cardId: string } => Boolean(c?.cardId))
    .map((c) => ({ id: c.id, cardId: c.cardId, cardNumber: text(c.cardNumber), issueDate: iso(c.issueDate), expiryDate: iso(c.expiryDate) }));

/** The filled addresses of `AddressListFields` as a body's list. */
export const addressListBody = (addresses: Array<Omit<TAddressValues, 'provinceId'> & { provinceId?: string | number | null }> | undefined) =>
  (addresses ?? [])
    .filter((a) => a?.address?.trim())
    .map((a) => ({
      id: a.id,
      provinceId: a.provinceId === undefined || a.provinceId === null || a.provinceId === '' ? undefined : Number(a.provinceId),
      address: a.address!.trim(),
      isPrimary: Boolean(a.isPrimary),
    }));
