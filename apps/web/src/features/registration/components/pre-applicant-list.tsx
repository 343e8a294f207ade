import '../i18n';
import { Button, Flex, Form, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, EyeOutlined, SettingOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { readPageState } from '../../../lib/page-config';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { LIMITS } from '../../../lib/config';
import { useDigits, useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { configurationListQuery, preApplicantKeys, preApplicantListQuery, type TPreApplicantItem, type TReportFilter } from '../api/registration-api';
import { RegistrationStatusTag, useRegistrationStatusOptions } from './status-tag';
import { bothNames } from '../../../lib/person-name';
import { PreApplicantReportButtons } from './pre-applicant-reports';
import { SearchBox } from '../../../components/search-box';

type TFilters = { registrationConfigurationId?: string; courseLevelId?: string; status?: number; search?: string };
const PAGE_KEY = 'pre-applicant';

/** /administration/preApplicant: online registrations by configuration, grade and status, with search. */
export function PreApplicantList() {
  const { t } = useTranslation('registration');
  const digits = useDigits();
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_REGISTRATION');
  const configurations = useQuery(configurationListQuery());
  const statusOptions = useRegistrationStatusOptions();
  const configs = configurations.data ?? [];
  const grades = [...new Map(configs.flatMap((c) => c.courseLevels).map((g) => [g.id, g])).values()];
  const currentFilter = (): TReportFilter => {
    const f = readPageState(PAGE_KEY, { pageIndex: 1, pageSize: LIMITS.pageSize, filters: {} }).filters as TFilters;
    return { registrationConfigurationId: f.registrationConfigurationId, courseLevelId: f.courseLevelId, status: f.status };
  };
  return (
    <>
      <PageHeader
        title={t('pre.title')}
        crumbs={[{ label: t('administration') }, { label: t('pre.title') }]}
        extra={
          <>
            <PreApplicantReportButtons filter={currentFilter} canManage={canManage} />
            <Button icon={<SettingOutlined />} onClick={() => navigate('/administration/preApplicant/configuration')} data-testid="open-configuration">
              {t('config.title')}
            </Button>
          </>
        }
      />
      <DataTable<TPreApplicantItem, TFilters>
        pageKey={PAGE_KEY}
        queryKey={preApplicantKeys.list}
        rowKey="id"
        testId="pre-applicant-table"
        filters={
          <>
            <Form.Item name="search">
              <SearchBox placeholder={t('pre.searchPlaceholder')} data-testid="pre-applicant-search" />
            </Form.Item>
            <Form.Item name="status">
              <Select allowClear placeholder={t('status.label')} options={statusOptions} style={{ width: 150 }} data-testid="pre-applicant-status" />
            </Form.Item>
          </>
        }
        advancedFilters={
          <>
            <Form.Item name="registrationConfigurationId">
              <Select
                allowClear
                placeholder={t('pre.configuration')}
                style={{ width: 240 }}
                popupMatchSelectWidth={false}
                loading={configurations.isLoading}
                options={configs.map((c) => ({ value: c.id, label: localName(c, locale) }))}
              />
            </Form.Item>
            <Form.Item name="courseLevelId">
              <Select
                allowClear
                placeholder={t('form.grade')}
                style={{ width: 180 }}
                options={grades.map((g) => ({ value: g.id, label: localName(g, locale) }))}
              />
            </Form.Item>
          </>
        }
        fetchPage={async ({ pageIndex, pageSize, filters }) => {
          const page = await queryClient.fetchQuery(
            preApplicantListQuery({
              pageIndex,
              pageSize,
              registrationConfigurationId: filters.registrationConfigurationId,
              courseLevelId: filters.courseLevelId,
              status: filters.status,
              search: filters.search?.trim() || undefined,
            }),
          );
          return { items: page.items, total: page.total ?? page.items.length };
        }}
        columns={[
          { title: t('form.reference'), dataIndex: 'referenceCode', width: 150, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          {
            title: t('pre.name'),
            key: 'name',
            render: (_v, r) => {
              const [first, second] = bothNames(r, locale);
              return (
                <Flex vertical>
                  <span>
                    {first}{' '}
                    {r.possibleDuplicates > 0 && (
                      <Tooltip title={t('pre.duplicates', { count: r.possibleDuplicates })}>
                        <WarningOutlined style={{ color: '#d46b08' }} aria-label={t('pre.duplicates', { count: r.possibleDuplicates })} />
                      </Tooltip>
                    )}
                  </span>
                  <Typography.Text type="secondary">{second}</Typography.Text>
                </Flex>
              );
            },
          },
          { title: t('form.dateOfBirth'), dataIndex: 'dateOfBirthString', render: (v: string) => formatDate(v, locale, 'DD/MM/YYYY') },
          { title: t('form.grade'), key: 'grade', render: (_v, r) => localName(r.appliedCourseLevel, locale) },
          { title: t('form.guardianPhone'), dataIndex: 'guardianPhone' },
          { title: t('status.submittedAt'), dataIndex: 'submittedAt', render: (v: string) => formatDate(v, locale, 'DD/MM/YYYY HH:mm') },
          {
            title: t('status.label'),
            key: 'status',
            render: (_v, r) => (
              <Space size={4} wrap>
                <RegistrationStatusTag status={r.registrationStatus} />
                {r.applicantId && <Tag color="blue">{t('pre.pushed')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('status.room'),
            key: 'seat',
            // The room's code as the school typed it, the seat in the page's digits (separate text: the code stays verbatim).
            render: (_v, r) =>
              r.examSeat ? (
                <>
                  {r.examSeat.roomCode}
                  {' · '}
                  {digits(r.examSeat.seatNumber)}
                </>
              ) : (
                '—'
              ),
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_v, r) => (
              <Space>
                <Button
                  icon={<EyeOutlined />}
                  aria-label={`${t('common:action.view')} ${r.referenceCode}`}
                  onClick={() => navigate(`/administration/preApplicant/view?id=${r.id}`)}
                  data-testid="row-view"
                />
                {canManage && (
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`${t('common:action.edit')} ${r.referenceCode}`}
                    onClick={() => navigate(`/administration/preApplicant/update?id=${r.id}`)}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
