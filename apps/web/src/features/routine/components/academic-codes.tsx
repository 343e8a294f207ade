import '../i18n';
import { Flex, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { useLocalName } from '../../../components/bilingual-name';
import { useDigits } from '../../../lib/use-locale';
import { useYearFilter } from '../../auth/use-years';
import { teachersQuery } from '../api/routine-api';

const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** /schedule-management/employee-academic-code: the teachers of a year with their codes, classes and subjects. */
export function AcademicCodes() {
  const { t } = useTranslation('routine');
  const localName = useLocalName();
  const digits = useDigits();
  const year = useYearFilter();
  const codes = useQuery({ ...teachersQuery(year.yearId), enabled: Boolean(year.yearId) });
  return (
    <>
      <PageHeader title={t('codesTitle')} crumbs={[{ label: t('management') }, { label: t('codesTitle') }]} />
      <CompactFilterBar>
        <YearFilter years={year.years} value={year.yearId} onChange={(id) => year.pick(id)} loading={year.loading} ariaLabel={t('year')} />
      </CompactFilterBar>
      <Table
        data-testid="academic-codes"
        rowKey="employeeId"
        size="small"
        loading={codes.isLoading}
        dataSource={codes.data ?? []}
        pagination={false}
        // At least 760 px (a phone scrolls sideways), else the page's width: a long subject list wraps within its
        // cell ('max-content' made the table as wide as the longest list, past the page's edge).
        scroll={{ x: 760 }}
        columns={[
          { title: t('common:table.index'), key: 'index', width: 64, render: (_v, _r, i) => digits(i + 1) },
          { title: t('code'), dataIndex: 'code', onCell: noWrap },
          { title: t('teacher'), key: 'name', onCell: noWrap, render: (_v, r) => localName({ description: r.fullName, descriptionEn: r.fullNameEn }) },
          { title: t('position'), key: 'position', onCell: noWrap, render: (_v, r) => (r.position ? localName(r.position) : '-') },
          {
            title: t('classesAndSubjects'),
            key: 'classes',
            render: (_v, r) => (
              <Flex vertical gap={4}>
                {r.academicClasses.map((c) => (
                  <Flex key={c.employeeAcademicClassId} gap={4} wrap data-testid="academic-code-class">
                    <Tag color={c.isMain ? 'blue' : undefined}>{localName(c)}</Tag>
                    {c.subjects.map((s) => (
                      <Tag key={s.id} variant="filled">
                        {localName(s)}
                      </Tag>
                    ))}
                  </Flex>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}
