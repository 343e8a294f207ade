import '../i18n';
import { useState } from 'react';
import { Card, Form, Skeleton, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useErrorText } from '../../../components/feedback';
import { useLocalePagination } from '../../../components/locale-pagination';
import { pickLocale } from '../../../lib/bilingual';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { useAllYears } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { importConstantsQuery, type TImportConstants } from '../api/student-import-api';
import { TagList } from '../../../components/tag-list';

type TCoded = { value: unknown; name: string; nameEn: string; codes: string[] };

const codeTags = (codes: string[]) => (
  <TagList>
    {codes.map((c) => (
      <Tag key={c} style={{ fontFamily: 'inherit' }}>
        {c}
      </Tag>
    ))}
  </TagList>
);

/** /administration/student/import/constant: the columns of the sheet and the codes its cells may use. */
export function StudentImportConstant() {
  const { t } = useTranslation('student-import');
  const locale = useLocale();
  const digits = useDigits();
  const pagination = useLocalePagination();
  const errorText = useErrorText();
  const { years, defaultYearId, loading } = useAllYears();
  const [chosenYear, setChosenYear] = useState<string>();
  const yearId = chosenYear ?? defaultYearId;
  const constants = useQuery({ ...importConstantsQuery(yearId), enabled: Boolean(yearId) || !loading });
  const c: TImportConstants | undefined = constants.data;
  const name = (km: string, en: string) => pickLocale(km, en, locale);
  const codedColumns = [
    { title: t('constant.codes'), key: 'codes', render: (_v: unknown, r: TCoded) => codeTags(r.codes) },
    { title: t('constant.meaning'), key: 'name', render: (_v: unknown, r: TCoded) => name(r.name, r.nameEn) },
  ];

  return (
    <>
      <PageHeader
        title={t('constant.title')}
        crumbs={[
          { label: t('nav:menus.002') },
          { label: t('nav:student') },
          { label: t('import.title'), path: '/administration/student/import' },
          { label: t('constant.title') },
        ]}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form layout="vertical">
          <Form.Item label={t('academicYear')} style={{ marginBottom: 0 }}>
            <NamedSelect
              items={years}
              value={yearId}
              onChange={setChosenYear}
              loading={loading}
              ariaLabel={t('academicYear')}
              testId="constant-year"
              width={260}
            />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('constant.hint', { max: digits(c?.maxRows ?? 0), formats: (c?.dateFormats ?? []).join(', ') })}
        </Typography.Paragraph>
      </Card>
      {constants.isPending ? (
        <Skeleton active />
      ) : constants.isError || !c ? (
        <Typography.Text type="danger">{errorText(constants.error)}</Typography.Text>
      ) : (
        <Card size="small" data-testid="import-constants">
          <Tabs
            items={[
              {
                key: 'columns',
                label: t('constant.columns'),
                children: (
                  <Table
                    rowKey="key"
                    size="small"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={c.columns}
                    columns={[
                      { title: '#', key: 'i', width: 50, render: (_v, _r, i) => digits(i + 1) },
                      { title: t('constant.headerKm'), dataIndex: 'name' },
                      { title: t('constant.headerEn'), dataIndex: 'nameEn' },
                      { title: t('constant.key'), dataIndex: 'key', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
                      {
                        title: t('constant.required'),
                        key: 'required',
                        render: (_v, r) => (r.required ? <Tag color="red">{t('constant.requiredYes')}</Tag> : <Tag>{t('constant.optional')}</Tag>),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'classes',
                label: t('constant.classes'),
                children: (
                  <Table
                    rowKey="code"
                    size="small"
                    scroll={{ x: 'max-content' }}
                    pagination={{ ...pagination, defaultPageSize: 30, hideOnSinglePage: true }}
                    dataSource={c.academicClasses}
                    data-testid="constant-classes"
                    locale={{ emptyText: t('constant.noClasses') }}
                    columns={[
                      { title: t('constant.classCode'), dataIndex: 'code', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
                      { title: t('constant.className'), key: 'name', render: (_v, r) => name(r.description, r.descriptionEn) },
                      { title: t('constant.grade'), key: 'grade', render: (_v, r) => name(r.courseLevel, r.courseLevelEn) },
                    ]}
                  />
                ),
              },
              {
                key: 'genders',
                label: t('constant.genders'),
                children: <Table<TCoded> rowKey={(r) => String(r.value)} size="small" pagination={false} dataSource={c.genders} columns={codedColumns} />,
              },
              {
                key: 'relationships',
                label: t('constant.relationships'),
                children: (
                  <Table<TCoded> rowKey={(r) => String(r.value)} size="small" pagination={false} dataSource={c.relationshipTypes} columns={codedColumns} />
                ),
              },
              {
                key: 'provinces',
                label: t('constant.provinces'),
                children: (
                  <Table
                    rowKey="code"
                    size="small"
                    pagination={{ ...pagination, defaultPageSize: 30, hideOnSinglePage: true }}
                    dataSource={c.provinces}
                    columns={[
                      { title: t('constant.code'), dataIndex: 'code', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
                      { title: t('constant.provinceKm'), dataIndex: 'name' },
                      { title: t('constant.provinceEn'), dataIndex: 'nameEn' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}
