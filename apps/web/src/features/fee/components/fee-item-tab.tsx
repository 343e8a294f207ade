import { useState } from 'react';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCY_TYPE } from '@school/contract/enum/enum.values';
import { AddButton, CompactFilterBar, GradeFilter } from '../../../components/settings-filters';
import { DataTable, pageLocally } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDrawer } from '../../../components/form-drawer';
import { NamedSelect } from '../../../components/named-select';
import { NumberInput } from '../../../components/number-input';
import { useRecordEditor } from '../../../components/record-editor';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { YesNoTag } from '../../../components/row-actions';
import { useEnumOptions } from '../../../components/enum-options';
import { courseLevelQuery } from '../../../lib/setup-lookups';
import { currentPaymentSettingQuery, feeItemApi, feeTermApi, feeTypeApi, type TFeeItemItem } from '../api/fee-setup-api';
import { useMoney } from './fee-money';

type TValues = {
  code: string;
  description: string;
  descriptionEn: string;
  price: number;
  currencyType: number;
  feetypeId: string;
  courseLevelId: string;
  feeTermId: string;
  isActive: boolean;
};

/** Fee items: what each grade pays for each fee type in each term of the year. */
export function FeeItemTab({ canManage, yearId }: { canManage: boolean; yearId: string | undefined }) {
  const { t } = useTranslation('fee');
  const localName = useLocalName();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [gradeId, setGradeId] = useState<string>();
  const [termId, setTermId] = useState<string>();
  const grades = useQuery(courseLevelQuery()).data ?? [];
  const terms = useQuery({ ...feeTermApi.listQuery({ academicYearId: yearId }), enabled: Boolean(yearId) }).data?.items ?? [];
  const types = useQuery(feeTypeApi.listQuery()).data?.items ?? [];
  const setting = useQuery(currentPaymentSettingQuery()).data;
  const currencyOptions = useEnumOptions('currencyType');
  const editor = useRecordEditor({ save: feeItemApi.useSave(), remove: feeItemApi.useRemove(), name: (r: TFeeItemItem) => localName(r) });
  const filter = { academicYearId: yearId, courseLevelId: gradeId, feeTermId: termId };
  return (
    <>
      <CompactFilterBar>
        <GradeFilter grades={grades} value={gradeId} onChange={setGradeId} ariaLabel={t('item.grade')} placeholder={t('item.allGrades')} />
        <NamedSelect
          items={terms}
          value={termId}
          onChange={setTermId}
          allowClear
          ariaLabel={t('item.term')}
          placeholder={t('item.allTerms')}
          testId="filter-term"
        />
        {canManage && <AddButton label={t('item.add')} onClick={editor.openNew} disabled={!yearId || terms.length === 0} testId="fee-item-add" />}
      </CompactFilterBar>
      <DataTable<TFeeItemItem>
        pageKey="fee-item"
        queryKey={[...feeItemApi.keys.list, filter]}
        rowKey="id"
        testId="fee-item-table"
        fetchPage={async (request) =>
          yearId ? pageLocally((await queryClient.fetchQuery(feeItemApi.listQuery(filter))).items, request) : { items: [], total: 0 }
        }
        columns={[
          { title: t('field.code'), dataIndex: 'code', width: 100 },
          { title: t('item.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('item.grade'), key: 'grade', render: (_v, r) => localName(r.courseLevel) },
          { title: t('item.term'), key: 'term', render: (_v, r) => localName(r.feeTerm) },
          { title: t('item.type'), key: 'type', render: (_v, r) => localName(r.feeType) },
          { title: t('item.price'), key: 'price', align: 'right', render: (_v, r) => money(r.price, r.currencyType) },
          { title: t('item.active'), key: 'active', render: (_v, r) => <YesNoTag value={r.isActive} /> },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDrawer<TValues>
        {...editor.drawerProps({ add: t('item.add'), edit: t('item.edit') }, 'fee-item-form')}
        initialValues={
          editor.record
            ? { ...editor.record }
            : { currencyType: setting?.currencyType ?? CURRENCY_TYPE.USD, isActive: true, courseLevelId: gradeId, feeTermId: termId }
        }
        onSubmit={editor.submit((v: TValues) => ({
          code: v.code.trim(),
          ...trimmedDescriptions(v),
          price: v.price,
          currencyType: v.currencyType,
          feetypeId: v.feetypeId,
          courseLevelId: v.courseLevelId,
          feeTermId: v.feeTermId,
          isActive: v.isActive ?? true,
        }))}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="code" label={t('field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="feetypeId" label={t('item.type')} rules={[{ required: true }]}>
              <NamedSelect items={types} ariaLabel={t('item.type')} width="100%" testId="fee-item-type" />
            </Form.Item>
          </Col>
        </Row>
        <DescriptionFields labels={{ km: t('field.nameKm'), en: t('field.nameEn') }} />
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="courseLevelId" label={t('item.grade')} rules={[{ required: true }]}>
              <NamedSelect items={grades} ariaLabel={t('item.grade')} width="100%" testId="fee-item-grade" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="feeTermId" label={t('item.term')} rules={[{ required: true }]}>
              <NamedSelect items={terms} ariaLabel={t('item.term')} width="100%" testId="fee-item-term" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="price" label={t('item.price')} rules={[{ required: true }, { type: 'number', min: 0 }]}>
              <NumberInput min={0} precision={2} blockSigns={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="currencyType" label={t('field.currency')} rules={[{ required: true }]}>
              <Select options={currencyOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>{t('item.active')}</Checkbox>
        </Form.Item>
      </FormDrawer>
    </>
  );
}
