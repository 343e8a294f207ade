import '../i18n';
import { Card, Empty, Flex, Form, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useErrorText } from '../../../components/feedback';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocalePath, useDigits } from '../../../lib/use-locale';
import { useStateOfYear, useYearFilter } from '../../auth/use-years';
import { useEnumLabel } from '../../../components/enum-options';
import { NamedSelect } from '../../../components/named-select';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { classGuardianStudentsQuery, type TClassGuardianRow } from '../api/guardian-api';

/** /administration/guardian/student-guardian: a class's students, each with her guardians. */
export function StudentGuardianList() {
  const { t } = useTranslation('guardian');
  const locale = useLocale();
  const to = useLocalePath();
  const errorText = useErrorText();
  const genderLabel = useEnumLabel('gender');
  // The top bar's year unless another is picked here; the class belongs to the year.
  const { years, yearId: activeYearId, pick: setYearId } = useYearFilter();
  const [classId, setClassId] = useStateOfYear<string>(activeYearId);
  const classes = useQuery(classesOfYearQuery(activeYearId));
  const rows = useQuery(classGuardianStudentsQuery(classId));
  const name = (p: { fullName: string; fullNameEn: string }) => pickLocale(p.fullName, p.fullNameEn, locale);
  const data = rows.data ?? [];
  const withGuardian = data.filter((r) => r.guardians.length > 0).length;
  const count = useDigits();
  return (
    <>
      <PageHeader
        title={t('studentGuardian')}
        crumbs={[{ label: t('nav:menus.002') }, { label: t('title'), path: '/administration/guardian' }, { label: t('studentGuardian') }]}
      />
      <Card styles={{ body: { padding: 12 } }}>
        <Form layout="inline" style={{ rowGap: 8, marginBottom: 12 }}>
          <Form.Item label={t('byClass.year')}>
            <NamedSelect
              items={years}
              value={activeYearId}
              onChange={(v) => {
                setYearId(v);
                setClassId(undefined);
              }}
              ariaLabel={t('byClass.year')}
              testId="sg-year"
              width={200}
            />
          </Form.Item>
          <Form.Item label={t('byClass.class')}>
            <NamedSelect
              items={classes.data ?? []}
              value={classId}
              onChange={setClassId}
              loading={classes.isLoading}
              ariaLabel={t('byClass.class')}
              testId="sg-class"
              width={220}
            />
          </Form.Item>
        </Form>
        {!classId ? (
          <Empty description={t('byClass.chooseClass')} />
        ) : (
          <>
            {rows.data && (
              <Typography.Paragraph type="secondary">
                {t('byClass.studentCount', { count: count(data.length), withGuardian: count(withGuardian) })}
              </Typography.Paragraph>
            )}
            <Table<TClassGuardianRow>
              rowKey="studentId"
              loading={rows.isFetching}
              dataSource={data}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="student-guardian-table"
              locale={{ emptyText: rows.isError ? errorText(rows.error) : t('common:state.noData') }}
              columns={[
                { title: t('common:table.index'), key: 'no', width: 60, render: (_v, _r, i) => count(i + 1) },
                { title: t('field.code'), dataIndex: 'code', width: 110 },
                { title: t('byClass.student'), key: 'student', render: (_v, r) => name(r) },
                { title: t('field.gender'), key: 'gender', width: 80, render: (_v, r) => genderLabel(r.gender) },
                {
                  title: t('byClass.guardians'),
                  key: 'guardians',
                  render: (_v, r) =>
                    r.guardians.length === 0 ? (
                      <Typography.Text type="secondary">{t('byClass.noGuardian')}</Typography.Text>
                    ) : (
                      <Space direction="vertical" size={2}>
                        {r.guardians.map((g) => (
                          <Flex key={g.guardianId} gap={6} wrap align="center">
                            <Link to={to(`/administration/guardian/view/${g.guardianId}`)}>{name(g)}</Link>
                            <Tag>{pickLocale(g.relationshipName, g.relationshipNameEn, locale)}</Tag>
                            {g.mobilePhone && <Typography.Text type="secondary">{g.mobilePhone}</Typography.Text>}
                            {g.account && <Tag color="blue">{`${t('byClass.account')}: ${g.account.username}`}</Tag>}
                          </Flex>
                        ))}
                      </Space>
                    ),
                },
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
}
