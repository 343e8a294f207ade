import '../i18n';
import { useState } from 'react';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableColumnsType } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar } from '../../../components/settings-filters';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { BilingualName } from '../../../components/bilingual-name';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { formatDate, DATE_TIME_FORMAT } from '../../../lib/date';
import { downloadUserAccountReport, userAccountReportQuery, type TUserAccountFilter, type TUserAccountLine } from '../api/report-api';
import { ReportRows } from './report-rows';

/** /report/user-account (portal §2 'Reports'): the school's accounts by kind and status, on screen, PDF or Excel. */
export function UserAccountReport() {
  const { t } = useTranslation('report');
  const digits = useDigits();
  const locale = useLocale();
  const kind = useEnumLabel('mobileActorType');
  const kinds = useEnumOptions('mobileActorType');
  const [filter, setFilter] = useState<TUserAccountFilter>({});
  const [ran, setRan] = useState<TUserAccountFilter>();
  const query = ran && userAccountReportQuery(ran);
  const columns: TableColumnsType<TUserAccountLine & { rowNumber: number }> = [
    { title: t('column.no'), dataIndex: 'rowNumber', width: 64, render: (v: number) => digits(v) },
    { title: t('column.username'), dataIndex: 'username' },
    { title: t('column.name'), key: 'name', render: (_, r) => <BilingualName item={{ name: r.fullName, nameEn: r.fullNameEn }} /> },
    { title: t('column.accountType'), dataIndex: 'mobileActorType', render: (v: number) => kind(v) },
    { title: t('column.role'), key: 'role', render: (_, r) => <BilingualName item={{ name: r.roleName, nameEn: r.roleNameEn }} /> },
    {
      title: t('column.status'),
      key: 'status',
      render: (_, r) => (
        <>
          <Tag color={r.isActive ? 'green' : 'default'}>{r.isActive ? t('active') : t('disabled')}</Tag>
          {r.mustChangePassword && <Tag color="orange">{t('mustChangePassword')}</Tag>}
        </>
      ),
    },
    {
      title: t('column.lastSignIn'),
      dataIndex: 'lastSignInAt',
      render: (v: string | null) => (v ? digits(formatDate(v, locale, DATE_TIME_FORMAT)) : t('never')),
    },
  ];
  return (
    <>
      <PageHeader title={t('userAccount.title')} crumbs={[{ label: t('menu') }, { label: t('userAccount.title') }]} />
      <CompactFilterBar>
        <Select
          style={{ width: 220 }}
          allowClear
          placeholder={t('allAccountTypes')}
          aria-label={t('column.accountType')}
          options={kinds}
          value={filter.mobileActorType}
          onChange={(v?: number) => setFilter((f) => ({ ...f, mobileActorType: v }))}
          data-testid="filter-account-type"
        />
        <Select
          style={{ width: 180 }}
          allowClear
          placeholder={t('allStatuses')}
          aria-label={t('column.status')}
          options={[
            { value: 'active', label: t('active') },
            { value: 'disabled', label: t('disabled') },
          ]}
          value={filter.isActive === undefined ? undefined : filter.isActive ? 'active' : 'disabled'}
          onChange={(v?: string) => setFilter((f) => ({ ...f, isActive: v === undefined ? undefined : v === 'active' }))}
          data-testid="filter-account-status"
        />
      </CompactFilterBar>
      <ReportRows
        ran={query && { key: query.queryKey, fetch: query.queryFn as never }}
        onRun={() => setRan(filter)}
        columns={columns as never}
        fileName="user-accounts"
        onExport={(exportType) => downloadUserAccountReport(ran ?? filter, exportType)}
        help={t('userAccount.help')}
        pageKey="report-user-account"
      />
    </>
  );
}
