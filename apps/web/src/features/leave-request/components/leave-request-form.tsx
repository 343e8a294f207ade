import '../i18n';
import { useState } from 'react';
import { Col, DatePicker, Form, Input, Radio, Row, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { leaveTypesQuery, searchPeople } from '../api/leave-request-api';

export type TLeaveFormValues = {
  actorType: number;
  actorId?: string;
  leaveTypeId: string;
  dateType: number;
  fromDate: Dayjs;
  toDate: Dayjs;
  reason: string;
  files?: File[];
};

/**
 * The fields of a leave request. The office names whose leave it is (a student or an employee, found by
 * code or name); a guardian for one of his children; others ask for themselves. portal §4: a start after the end moves the end to it, an end
 * before the start moves the start; a month request picks months.
 */
export function LeaveRequestFields({
  form,
  choosePerson,
  editing,
  childOptions,
}: {
  form: FormInstance<TLeaveFormValues>;
  choosePerson: boolean;
  editing: boolean;
  /** A guardian's children: he asks for one of them. */
  childOptions?: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('leave-request');
  const locale = useLocale();
  const actorType = Form.useWatch('actorType', form) ?? 0;
  const dateType = Form.useWatch('dateType', form) ?? 0;
  const types = useQuery(leaveTypesQuery(actorType));
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const unit = dateType === 1 ? 'month' : 'day';

  const search = async (text: string) => {
    const found = await searchPeople(actorType === 1 ? 'employee' : 'student', text);
    setPeople(
      found.map((p) => ({
        value: p.id,
        label: `${p.code} · ${locale === 'en' ? p.fullNameEn : p.fullName}${p.academicClass ? ` (${localName(p.academicClass, locale)})` : ''}`,
      })),
    );
  };

  // portal §4: a start moved after the end moves the end to it; an end moved before the start moves the start.
  const dateEnds = [
    { name: 'fromDate', other: 'toDate', label: t('fromDate'), testId: 'leave-from', crosses: (value: Dayjs, end: Dayjs) => value.isAfter(end, unit) },
    { name: 'toDate', other: 'fromDate', label: t('toDate'), testId: 'leave-to', crosses: (value: Dayjs, start: Dayjs) => value.isBefore(start, unit) },
  ] as const;
  return (
    <>
      {choosePerson && !editing && (
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item name="actorType" label={t('form.for')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 0, label: t('form.student') },
                  { value: 1, label: t('form.employee') },
                ]}
                onChange={() => {
                  form.setFieldsValue({ actorId: undefined, leaveTypeId: undefined });
                  setPeople([]);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item name="actorId" label={t('form.person')} rules={[{ required: true, message: t('form.personRequired') }]}>
              <Select
                showSearch={{ filterOption: false, onSearch: (v) => void search(v) }}
                onFocus={() => people.length === 0 && void search('')}
                options={people}
                placeholder={t('form.personSearch')}
                data-testid="leave-person"
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {childOptions && !editing && (
        <Form.Item name="actorId" label={t('form.child')} rules={[{ required: true, message: t('form.childRequired') }]}>
          <Select options={childOptions} data-testid="leave-child" />
        </Form.Item>
      )}
      <Row gutter={12}>
        <Col xs={24} sm={14}>
          <Form.Item name="leaveTypeId" label={t('leaveType')} rules={[{ required: true }]}>
            <Select
              loading={types.isLoading}
              data-testid="leave-type"
              options={(types.data ?? []).map((x) => ({ value: x.id, label: localName(x, locale) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="dateType" label={t('dateType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 0, label: t('unit.day') },
                { value: 1, label: t('unit.month') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        {dateEnds.map((end) => (
          <Col key={end.name} xs={24} sm={12}>
            <Form.Item name={end.name} label={end.label} rules={[{ required: true }]}>
              <DatePicker
                picker={dateType === 1 ? 'month' : 'date'}
                format={dateType === 1 ? 'MM/YYYY' : 'DD/MM/YYYY'}
                style={{ width: '100%' }}
                data-testid={end.testId}
                onChange={(value: Dayjs | null) => {
                  const other = form.getFieldValue(end.other) as Dayjs | undefined;
                  if (value && other && end.crosses(value, other)) form.setFieldValue(end.other, value);
                }}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={3} maxLength={2000} data-testid="leave-reason" />
      </Form.Item>
      <Form.Item name="files" label={t('files')} valuePropName="value">
        <FileUpload kinds={['image', 'pdf']} multiple />
      </Form.Item>
    </>
  );
}
