import '../i18n';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { useEnumLabel } from '../../../components/enum-options';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { bothNames } from '../../../lib/person-name';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { courseLevelQuery } from '../../../lib/setup-lookups';
import { useYearFilter } from '../../auth/use-years';
import { applicantApi, type TApplicantItem } from '../api/applicant-api';
import { ApplicantStatusTag, useApplicantStatusOptions } from './applicant-status';
import { SearchBox } from '../../../components/search-box';

type TFilters = { academicYearId?: string; courseLevelId?: string; status?: number; search?: string };

/** /administration/applicant: applicants by year, grade and status, with search; add one. */
export function ApplicantList() {
  const { t } = useTranslation('applicant');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const queryClient = useQueryClient();
  const canManage = usePermissions().has('MANAGE_APPLICANT');
  // The top bar's year unless another is picked in the filter; the key follows a new top-bar year.
  const { years, topYearId: defaultYearId, loading, listKey } = useYearFilter();
  const grades = useQuery(courseLevelQuery());
  const statusOptions = useApplicantStatusOptions();
  const genderName = useEnumLabel('gender');
  if (loading) return null;
  return (
    <>
      <PageHeader
        title={t('applicant.title')}
        crumbs={[{ label: t('administration') }, { label: t('applicant.title') }]}
        extra={canManage && <AddButton label={t('applicant.add')} onClick={() => navigate('/administration/applicant/add')} testId="applicant-add" />}
      />
      <DataTable<TApplicantItem, TFilters>
        key={listKey}
        pageKey="applicant"
        queryKey={applicantApi.keys.list}
        rowKey="id"
        testId="applicant-table"
        defaultFilters={{ academicYearId: defaultYearId }}
        filters={
          <>
            <Form.Item name="academicYearId">
              <NamedSelect items={years} ariaLabel={t('home.year')} placeholder={t('home.year')} allowClear width={240} />
            </Form.Item>
            <Form.Item name="search">
              <SearchBox placeholder={t('applicant.searchPlaceholder')} data-testid="applicant-search" />
            </Form.Item>
          </>
        }
        advancedFilters={
          <>
            <Form.Item name="courseLevelId">
              <Select
                allowClear
                placeholder={t('form.grade')}
                style={{ width: 180 }}
                options={(grades.data ?? []).map((g) => ({ value: g.id, label: localName(g, locale) }))}
              />
            </Form.Item>
            <Form.Item name="status">
              <Select allowClear placeholder={t('status.label')} style={{ width: 150 }} options={statusOptions} />
            </Form.Item>
          </>
        }
        fetchPage={async ({ pageIndex, pageSize, filters }) => {
          const page = await queryClient.fetchQuery(
            applicantApi.listQuery({
              pageIndex,
              pageSize,
              academicYearId: filters.academicYearId,
              courseLevelId: filters.courseLevelId,
              status: filters.status,
              search: filters.search?.trim() || undefined,
            }),
          );
          return { items: page.items as TApplicantItem[], total: page.total ?? page.items.length };
        }}
        columns={[
          {
            title: t('applicant.name'),
            key: 'name',
            render: (_v, r) => {
              const [first, second] = bothNames(r, locale);
              return (
                <Flex vertical>
                  <span>{first}</span>
                  <Typography.Text type="secondary">{second}</Typography.Text>
                </Flex>
              );
            },
          },
          { title: t('form.gender'), dataIndex: 'gender', render: (v: number) => genderName(v) },
          { title: t('form.dateOfBirth'), dataIndex: 'dateOfBirth', render: (v: string) => formatDate(v, locale, 'DD/MM/YYYY') },
          { title: t('form.grade'), key: 'grade', render: (_v, r) => localName(r.courseLevel, locale) },
          { title: t('home.year'), key: 'year', render: (_v, r) => localName(r.academicYear, locale) },
          { title: t('status.label'), dataIndex: 'status', render: (v: number) => <ApplicantStatusTag status={v} /> },
          { title: t('applicant.class'), key: 'class', render: (_v, r) => (r.academicClass ? localName(r.academicClass, locale) : '—') },
          { title: t('form.reference'), dataIndex: 'referenceCode', render: (v: string | null) => v ?? '—' },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_v, r) => (
              <Button
                icon={<EyeOutlined />}
                aria-label={`${t('common:action.view')} ${bothNames(r, locale)[0]}`}
                onClick={() => navigate(`/administration/applicant/${r.id}`)}
                data-testid="row-view"
              />
            ),
          },
        ]}
      />
    </>
  );
}
