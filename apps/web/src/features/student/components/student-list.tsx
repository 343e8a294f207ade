import '../i18n';
import { useRef } from 'react';
import { Avatar, Button, Dropdown, Form, Select, Space } from 'antd';
import { EditOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { useLocalName } from '../../../components/bilingual-name';
import { useNotify } from '../../../components/feedback';
import { saveBlob } from '../../../lib/download';
import { formatDate } from '../../../lib/date';
import type { TFileResult } from '../../../lib/api-client';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { useYearFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { studentExports, studentKeys, studentListQuery, type TListFilters, type TStudentRow } from '../api/student-api';
import { PersonName, StudentStatusTag, useEnumLabel, useEnumOptions } from './student-common';
import { SearchBox } from '../../../components/search-box';

type TFilters = { academicYearId?: string; academicClassId?: string; status?: number; search?: string };

/** The class filter follows the year chosen in the same filter bar. */
function ClassFilter({ defaultYearId }: { defaultYearId: string | undefined }) {
  const { t } = useTranslation('student');
  const form = Form.useFormInstance();
  const yearId = (Form.useWatch('academicYearId', form) as string | undefined) ?? defaultYearId;
  const classes = useQuery(classesOfYearQuery(yearId));
  return (
    <Form.Item name="academicClassId">
      <NamedSelect
        items={classes.data ?? []}
        loading={classes.isLoading}
        allowClear
        placeholder={t('list.allClasses')}
        ariaLabel={t('col.class')}
        testId="filter-class"
        width={180}
      />
    </Form.Item>
  );
}

/** /administration/student/list (and /administration/student): students of a year by class and status. */
export function StudentList() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const localName = useLocalName();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_STUDENT');
  const canExport = ['DOWNLOAD_STUDENT_BY_ACADEMIC_CLASS', 'VIEW_NAV_STUDENT', 'VIEW_NAV_STUDENT_LIST', 'MANAGE_STUDENT'].some((k) => permissions.keys.has(k));
  const queryClient = useQueryClient();
  // The top bar's year unless another is picked in the filter; the key below follows a new top-bar year.
  const { years, topYearId: defaultYearId, loading, listKey } = useYearFilter();
  const topYear = years.find((y) => y.id === defaultYearId);
  const statusOptions = useEnumOptions('studentStatus');
  const genderName = useEnumLabel('gender');
  const filtersRef = useRef<TFilters>({});

  const listFilters = (f: TFilters): TListFilters => ({
    academicYearId: f.academicYearId || defaultYearId,
    academicClassId: f.academicClassId || undefined,
    status: f.status ?? undefined,
    search: f.search?.trim() || undefined,
  });

  const download = async (work: () => Promise<TFileResult>, name: string) => {
    try {
      const file = await work();
      saveBlob(file.blob, file.fileName ?? `${name}.xlsx`);
    } catch (error) {
      notify.errorDialog(error, t('common:export.failed'));
    }
  };

  const exportItems = [
    { key: 'list', label: t('export.list'), onClick: () => void download(() => studentExports.list(listFilters(filtersRef.current)), 'students') },
    {
      key: 'class',
      label: t('export.class'),
      onClick: () => {
        const f = filtersRef.current;
        if (!f.academicClassId) return notify.corner(t('export.needClass'), 'error');
        void download(() => studentExports.yearClass({ academicYearId: f.academicYearId ?? defaultYearId, academicClassId: f.academicClassId! }), 'class');
      },
    },
    {
      key: 'grade',
      label: t('export.grade'),
      onClick: async () => {
        const f = filtersRef.current;
        const yearId = f.academicYearId ?? defaultYearId;
        const classes = yearId ? await queryClient.fetchQuery(classesOfYearQuery(yearId)) : undefined;
        const chosen = classes?.find((c) => c.id === f.academicClassId);
        if (!chosen || !yearId) return notify.corner(t('export.needClass'), 'error');
        void download(() => studentExports.yearLevel({ academicYearId: yearId, courseLevelId: chosen.courseLevelId }), 'grade');
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('list.title')}
        crumbs={[{ label: t('title') }, { label: t('list.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/administration/student/create')} data-testid="student-add">
              {t('list.add')}
            </Button>
          )
        }
      />
      <DataTable<TStudentRow, TFilters>
        key={listKey}
        waiting={loading}
        pageKey="student-list"
        defaultFilters={{ academicYearId: defaultYearId }}
        queryKey={studentKeys.list}
        rowKey="studentAcademicClassId"
        testId="student-table"
        filters={
          <>
            <Form.Item name="academicYearId">
              <Select
                aria-label={t('field.year')}
                data-testid="filter-year"
                allowClear
                placeholder={topYear ? localName(topYear) : t('list.currentYear')}
                loading={loading}
                style={{ width: 240 }}
                popupMatchSelectWidth={false}
                options={years.map((y) => ({ value: y.id, label: localName(y) }))}
              />
            </Form.Item>
            <ClassFilter defaultYearId={defaultYearId} />
            <Form.Item name="status">
              <Select
                aria-label={t('col.status')}
                data-testid="filter-status"
                allowClear
                placeholder={t('list.allStatuses')}
                style={{ width: 160 }}
                options={statusOptions}
              />
            </Form.Item>
            <Form.Item name="search">
              <SearchBox placeholder={t('list.search')} aria-label={t('list.search')} data-testid="filter-search" />
            </Form.Item>
          </>
        }
        toolbar={
          canExport && (
            <Dropdown trigger={['click']} menu={{ items: exportItems }}>
              <Button icon={<FileExcelOutlined />} data-testid="student-export">
                {t('export.menu')}
              </Button>
            </Dropdown>
          )
        }
        fetchPage={async (request) => {
          filtersRef.current = request.filters;
          const page = await queryClient.fetchQuery(
            studentListQuery({ pageIndex: request.pageIndex, pageSize: request.pageSize, ...listFilters(request.filters) }),
          );
          return { items: page.items, total: page.total ?? page.items.length };
        }}
        columns={[
          { title: t('col.code'), dataIndex: 'code', width: 110 },
          {
            title: t('col.name'),
            key: 'name',
            render: (_v, r) => (
              <Space>
                <Avatar size="small" src={r.profile ?? undefined} icon={<UserOutlined />} />
                <PersonName person={r} />
              </Space>
            ),
          },
          { title: t('col.gender'), key: 'gender', width: 80, render: (_v, r) => genderName(r.gender) },
          { title: t('col.dateOfBirth'), key: 'dob', width: 130, render: (_v, r) => (r.dateOfBirth ? formatDate(r.dateOfBirth, locale, 'DD/MM/YYYY') : '—') },
          {
            title: t('col.class'),
            key: 'class',
            render: (_v, r) => localName({ description: r.academicClassDescription, descriptionEn: r.academicClassDescriptionEn }),
          },
          { title: t('col.status'), key: 'status', width: 130, render: (_v, r) => <StudentStatusTag status={r.status} /> },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 110,
            render: (_v, r) => (
              <Space>
                <Button
                  icon={<EyeOutlined />}
                  aria-label={`${t('common:action.view')} ${r.fullNameEn}`}
                  onClick={() => navigate(`/administration/student/${r.id}`)}
                  data-testid="row-view"
                />
                {canManage && (
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`${t('common:action.edit')} ${r.fullNameEn}`}
                    onClick={() => navigate(`/administration/student/edit/${r.id}`)}
                    data-testid="row-edit"
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
