import '../i18n';
import { useState } from 'react';
import { Avatar, Button, Col, DatePicker, Form, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { FileExcelOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { useSaveOutcome } from '../../../components/use-save';
import { useNotify } from '../../../components/feedback';
import { localName, pickLocale } from '../../../lib/bilingual';
import { NamedChoiceField } from '../../../components/named-select';
import { saveBlob } from '../../../lib/download';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { provincesQuery } from '../../../lib/reference-queries';
import { useEnumLabel } from '../../../components/enum-options';
import { cardsQuery, levelClassifiedQuery } from '../../../lib/setup-lookups';
import {
  employeeApi,
  employeeQuery,
  exportEmployees,
  positionsQuery,
  type TEmployeeListFilters,
  type TEmployeeRecord,
  type TEmployeeRow,
} from '../api/employee-api';
import { EmployeeStatusButton } from './employee-status';
import { PersonNameFields } from '../../../components/person-name-fields';
import { AddressListFields, CardListFields, addressListBody, cardListBody, type TCardValues } from '../../../components/card-address-fields';
import { PictureField, pictureBody, type TPictureValues } from '../../../components/picture-field';
import { personNameBody, personNameValues } from '../../../lib/person-name';
import { RecordBody, RecordFormCard, RecordLinkActions } from '../../../components/record-page';
import { EmailField, GenderField, OfficePhoneField } from '../../../components/person-fields';
import { SearchBox } from '../../../components/search-box';

export const EMPLOYEE_BASE = '/administration/employee';

export function useEmployeeCrumbs() {
  const { t } = useTranslation('employee');
  return [{ label: t('nav:menus.002') }, { label: t('title'), path: EMPLOYEE_BASE }];
}

export function usePersonName() {
  const locale = useLocale();
  return (p: { fullName: string; fullNameEn: string } | null | undefined) => (p ? pickLocale(p.fullName, p.fullNameEn, locale) : '');
}

type TFilters = { status?: number; search?: string; positionId?: string; academicLevelClassifiedId?: string };

/** /administration/employee: employees by status (active by default), position and search; export. */
export function EmployeeList() {
  const { t } = useTranslation('employee');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const fullName = usePersonName();
  const genderLabel = useEnumLabel('gender');
  const canManage = usePermissions().has('MANAGE_EMPLOYEE');
  const queryClient = useQueryClient();
  const positions = useQuery(positionsQuery());
  const levels = useQuery(levelClassifiedQuery());
  const [lastFilters, setLastFilters] = useState<TEmployeeListFilters>({ status: 0 });
  const [exporting, setExporting] = useState(false);
  const crumbs = useEmployeeCrumbs();
  const statusOptions = [
    { value: 0, label: t('status.active') },
    { value: 1, label: t('status.inactive') },
  ];
  const runExport = async () => {
    setExporting(true);
    try {
      const file = await exportEmployees(lastFilters);
      saveBlob(file.blob, file.fileName ?? 'employees.xlsx');
    } catch (error) {
      notify.errorDialog(error, t('common:export.failed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[crumbs[0]!, { label: t('title') }]}
        extra={
          <>
            <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void runExport()} data-testid="employee-export">
              {t('export')}
            </Button>
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${EMPLOYEE_BASE}/add`)} data-testid="employee-add">
                {t('add')}
              </Button>
            )}
          </>
        }
      />
      <DataTable<TEmployeeRow, TFilters>
        pageKey="employee"
        queryKey={employeeApi.keys.list}
        rowKey="id"
        testId="employee-table"
        defaultFilters={{ status: 0 }}
        filters={
          <>
            <Form.Item name="status">
              <Select options={statusOptions} style={{ width: 130 }} aria-label={t('field.status')} data-testid="employee-status-filter" />
            </Form.Item>
            <Form.Item name="positionId">
              <Select
                allowClear
                placeholder={t('field.position')}
                aria-label={t('field.position')}
                style={{ width: 180 }}
                popupMatchSelectWidth={false}
                data-testid="employee-position-filter"
                options={(positions.data ?? []).map((p) => ({ value: p.id, label: localName(p, locale) }))}
              />
            </Form.Item>
            <Form.Item name="search">
              <SearchBox placeholder={t('search')} data-testid="employee-search" />
            </Form.Item>
          </>
        }
        advancedFilters={
          <Form.Item name="academicLevelClassifiedId">
            <Select
              allowClear
              placeholder={t('teachersOfLevel')}
              aria-label={t('teachersOfLevel')}
              style={{ width: 220 }}
              popupMatchSelectWidth={false}
              data-testid="employee-level-filter"
              options={(levels.data ?? []).map((l) => ({ value: l.id, label: localName(l, locale) }))}
            />
          </Form.Item>
        }
        fetchPage={async (request) => {
          const f = request.filters;
          const filters: TEmployeeListFilters = {
            status: f.status ?? 0,
            search: f.search?.trim() || undefined,
            academicLevelClassifiedId: f.academicLevelClassifiedId || undefined,
          };
          setLastFilters(filters);
          if (f.positionId) {
            // The server filters by status and search; the position is filtered here over the whole list.
            const all = await queryClient.fetchQuery(employeeApi.listQuery({ ...filters, pageIndex: 1, pageSize: 500 }));
            const items = all.items.filter((e) => e.positionId === f.positionId);
            const start = (request.pageIndex - 1) * request.pageSize;
            return { items: items.slice(start, start + request.pageSize), total: items.length };
          }
          const result = await queryClient.fetchQuery(employeeApi.listQuery({ ...filters, pageIndex: request.pageIndex, pageSize: request.pageSize }));
          return { items: result.items, total: result.total ?? result.items.length };
        }}
        columns={[
          { title: t('field.code'), dataIndex: 'code', width: 100 },
          {
            title: t('field.name'),
            key: 'name',
            render: (_v, r) => (
              <Space>
                <Avatar size="small" src={r.profile ?? undefined} icon={<UserOutlined />} />
                <span>{fullName(r)}</span>
              </Space>
            ),
          },
          { title: t('field.gender'), key: 'gender', width: 80, render: (_v, r) => genderLabel(r.gender) },
          { title: t('field.position'), key: 'position', render: (_v, r) => localName(r.position, locale) },
          { title: t('field.phone'), dataIndex: 'mobilePhone', width: 130 },
          {
            title: t('field.status'),
            key: 'status',
            width: 100,
            render: (_v, r) => <Tag color={r.status === 0 ? 'green' : 'default'}>{r.status === 0 ? t('status.active') : t('status.inactive')}</Tag>,
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 110,
            render: (_v, r) => <RecordLinkActions basePath={EMPLOYEE_BASE} id={r.id} name={fullName(r)} canManage={canManage} />,
          },
        ]}
      />
    </>
  );
}

type TAddressValues = { id?: string; provinceId?: number; address?: string; isPrimary?: boolean };
type TValues = TPictureValues & {
  code?: string;
  lastName: string;
  firstName: string;
  lastNameEn: string;
  firstNameEn: string;
  gender: number;
  dateOfBirth?: Dayjs | null;
  placeOfBirth?: string;
  nationality?: string;
  mobilePhone?: string;
  email?: string;
  positionId?: string;
  hireDate?: Dayjs | null;
  cards?: TCardValues[];
  addresses?: TAddressValues[];
};

const text = (v: string | undefined | null) => (v?.trim() ? v.trim() : undefined);
const day = (v: string | null | undefined) => (v ? dayjs(v) : undefined);
const iso = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : undefined);

/** The form as the create and update body (camelCase; the client sends it as multipart). */
const bodyOf = (v: TValues) => ({
  code: text(v.code),
  ...personNameBody(v),
  gender: v.gender,
  dateOfBirth: iso(v.dateOfBirth),
  placeOfBirth: text(v.placeOfBirth),
  nationality: text(v.nationality),
  mobilePhone: text(v.mobilePhone),
  email: text(v.email),
  positionId: v.positionId,
  hireDate: iso(v.hireDate),
  cards: cardListBody(v.cards),
  addresses: addressListBody(v.addresses),
  ...pictureBody(v, true),
});

function EmployeeForm({ employee }: { employee?: TEmployeeRecord }) {
  const { t } = useTranslation('employee');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const save = employeeApi.useSave();
  const saveOutcome = useSaveOutcome();
  const provinces = useQuery(provincesQuery());
  const positions = useQuery(positionsQuery());
  const cards = useQuery(cardsQuery({ actorType: ACTOR_TYPE.EMPLOYEE }));
  const [form] = Form.useForm<TValues>();
  const initial: Partial<TValues> = employee
    ? {
        code: employee.code,
        ...personNameValues(employee),
        gender: employee.gender,
        dateOfBirth: day(employee.dateOfBirth),
        placeOfBirth: employee.placeOfBirth ?? '',
        nationality: employee.nationality ?? '',
        mobilePhone: employee.mobilePhone ?? '',
        email: employee.email ?? '',
        positionId: employee.positionId ?? undefined,
        hireDate: day(employee.hireDate),
        cards: employee.cards.map((c) => ({
          id: c.id,
          cardId: c.cardId,
          cardNumber: c.cardNumber ?? '',
          issueDate: day(c.issueDate),
          expiryDate: day(c.expiryDate),
        })),
        addresses: employee.addresses.map((a) => ({ id: a.id, provinceId: a.provinceId ?? undefined, address: a.address, isPrimary: a.isPrimary })),
      }
    : { cards: [], addresses: [] };
  const back = (id?: string) => navigate(id ? `${EMPLOYEE_BASE}/view/${id}` : EMPLOYEE_BASE);
  const half = { xs: 24, md: 12 };
  const provinceOptions = (provinces.data ?? []).map((p) => ({ value: p.id, label: localName(p, locale) }));
  return (
    <RecordFormCard<TValues>
      form={form}
      initialValues={initial}
      maxWidth={1000}
      testId="employee-form"
      saveTestId="employee-save"
      submitting={save.isPending}
      backTo={employee?.id ? `${EMPLOYEE_BASE}/view/${employee.id}` : EMPLOYEE_BASE}
      onFinish={(v) =>
        saveOutcome(
          () => save.mutateAsync(employee ? { ...bodyOf(v), id: employee.id, version: employee.version } : bodyOf(v)),
          (saved) => back(saved?.id ?? employee?.id),
          form,
        )
      }
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('section.personal')}
      </Typography.Title>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="code" label={t('field.code')} extra={employee ? undefined : t('field.codeHint')} rules={[{ max: 32 }]}>
            <Input />
          </Form.Item>
        </Col>
        <NamedChoiceField name="positionId" label={t('field.position')} items={positions.data} loading={positions.isLoading} col={half} />
        <PersonNameFields col={half} />
        <GenderField name="gender" label={t('field.gender')} col={half} />
        <Col {...half}>
          <Form.Item name="dateOfBirth" label={t('field.dateOfBirth')}>
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="placeOfBirth" label={t('field.placeOfBirth')} rules={[{ max: 300 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="nationality" label={t('field.nationality')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
        <OfficePhoneField name="mobilePhone" label={t('field.phone')} col={half} />
        <EmailField name="email" label={t('field.email')} col={half} />
        <Col {...half}>
          <Form.Item name="hireDate" label={t('field.hireDate')}>
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <PictureField label={t('field.picture')} removeLabel={t('field.removePicture')} current={employee?.profile} />
        </Col>
      </Row>

      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('section.cards')}
      </Typography.Title>
      <CardListFields cardOptions={(cards.data?.items ?? []).map((c) => ({ value: c.id, label: localName(c, locale) }))} loading={cards.isLoading} />

      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('section.addresses')}
      </Typography.Title>
      <AddressListFields provinceOptions={provinceOptions} loading={provinces.isLoading} />
    </RecordFormCard>
  );
}

export function EmployeeAdd() {
  const { t } = useTranslation('employee');
  const crumbs = useEmployeeCrumbs();
  return (
    <>
      <PageHeader title={t('add')} crumbs={[...crumbs, { label: t('add') }]} />
      <EmployeeForm />
    </>
  );
}

export function useEmployee() {
  const { id = '' } = useParams();
  return useQuery(employeeQuery(id));
}

export function EmployeeEdit() {
  const { t } = useTranslation('employee');
  const crumbs = useEmployeeCrumbs();
  const query = useEmployee();
  const e = query.data;
  return (
    <>
      <PageHeader title={t('edit')} crumbs={[...crumbs, { label: t('edit') }]} extra={e && <EmployeeStatusButton employee={e} />} />
      <RecordBody query={query}>{(record) => <EmployeeForm key={record.version} employee={record} />}</RecordBody>
    </>
  );
}
