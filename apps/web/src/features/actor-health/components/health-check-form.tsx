import '../i18n';
import { useState } from 'react';
import { Button, Card, Checkbox, Col, DatePicker, Flex, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { schoolDay } from '../../../lib/date';
import type { TMedicalHealthTypeCode } from '@school/contract/actor-health/actor-health.schemas';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/feedback';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { useMe, usePermissions } from '../../auth/use-session';
import { searchPeople, useHealthTypes, useSaveHealthCheck } from '../api/actor-health-api';
import { PointTag, TemperatureTag } from './health-marks';

type TValues = { actorType: number; actorId?: string; date: Dayjs; temperature: number; symptoms: TMedicalHealthTypeCode[]; note?: string };

/**
 * /teachers/medical/add: one check of a student (of the teacher's classes; any for the office) or of an
 * employee (the office: anyone; others: herself). One check per person and day: the server refuses a
 * second one.
 */
export function HealthCheckForm() {
  const { t } = useTranslation('actor-health');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const permissions = usePermissions();
  const me = useMe();
  const types = useHealthTypes();
  const save = useSaveHealthCheck();
  const [form] = Form.useForm<TValues>();
  const actorType = Form.useWatch('actorType', form) ?? 0;
  const temperature = Form.useWatch('temperature', form);
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const officeForEmployees = permissions.has('VIEW_NAV_EMPLOYEE') || permissions.has('MANAGE_EMPLOYEE');
  const selfEmployee = me.data?.actorType === 1 ? me.data.id : undefined;

  const search = async (text: string) => {
    const found = await searchPeople(actorType === 1 ? 'employee' : 'student', text);
    setPeople(found.map((p) => ({ value: p.id, label: `${p.code} · ${locale === 'en' ? p.fullNameEn : p.fullName}` })));
  };

  const submit = async (v: TValues) => {
    const actorId = v.actorType === 1 && !officeForEmployees ? selfEmployee : v.actorId;
    if (!actorId) return;
    try {
      await save.mutateAsync({
        body: {
          actorType: v.actorType,
          actorId,
          date: v.date.format('YYYY-MM-DD'),
          temperature: v.temperature,
          symptoms: v.symptoms ?? [],
          note: v.note?.trim() || undefined,
        },
      });
      notify.success(t('common:state.saved'));
      navigate('/teachers/medical');
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <PageHeader
        title={t('add')}
        crumbs={[{ label: t('title'), path: '/healthCheck' }, { label: t('records'), path: '/teachers/medical' }, { label: t('add') }]}
      />
      <Card style={{ maxWidth: 760 }}>
        <Form<TValues>
          form={form}
          layout="vertical"
          initialValues={{ actorType: 0, date: schoolDay(), temperature: 36.5, symptoms: [] }}
          onFinish={(v) => void submit(v)}
          data-testid="health-form"
        >
          <Row gutter={12}>
            <Col xs={24} sm={10}>
              <Form.Item name="actorType" label={t('actorType')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 0, label: t('student') },
                    { value: 1, label: officeForEmployees ? t('employee') : t('myself'), disabled: !officeForEmployees && !selfEmployee },
                  ]}
                  onChange={() => {
                    form.setFieldValue('actorId', undefined);
                    setPeople([]);
                  }}
                />
              </Form.Item>
            </Col>
            {(actorType === 0 || officeForEmployees) && (
              <Col xs={24} sm={14}>
                <Form.Item name="actorId" label={t('person')} rules={[{ required: true, message: t('personRequired') }]}>
                  <Select
                    showSearch={{ filterOption: false, onSearch: (v) => void search(v) }}
                    onFocus={() => people.length === 0 && void search('')}
                    options={people}
                    placeholder={t('personSearch')}
                    data-testid="health-person"
                  />
                </Form.Item>
              </Col>
            )}
          </Row>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="date" label={t('date')} rules={[{ required: true }]}>
                <DatePicker format="DD/MM/YYYY" allowClear={false} style={{ width: '100%' }} disabledDate={(d) => d.isAfter(schoolDay(), 'day')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('temperature')} required>
                <Flex gap={8} align="center">
                  <Form.Item name="temperature" noStyle rules={[{ required: true }]}>
                    <InputNumber<number>
                      min={30}
                      max={45}
                      step={0.1}
                      precision={1}
                      style={{ width: 120 }}
                      aria-label={t('temperature')}
                      data-testid="health-temperature-input"
                    />
                  </Form.Item>
                  {typeof temperature === 'number' && <TemperatureTag value={temperature} />}
                </Flex>
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="symptoms" label={t('symptoms')}>
            <Checkbox.Group style={{ width: '100%' }}>
              <Row gutter={[8, 8]}>
                {(types.data ?? []).map((type) => (
                  <Col key={type.code} xs={24} sm={12}>
                    <Checkbox value={type.code}>
                      {locale === 'en' ? type.nameEn : type.name} <PointTag value={type.point} />
                    </Checkbox>
                  </Col>
                ))}
              </Row>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="note" label={t('note')}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => navigate('/teachers/medical')}>{t('common:action.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="form-save">
              {t('common:action.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
