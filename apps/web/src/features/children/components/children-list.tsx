import '../i18n';
import { Alert, Avatar, Card, Descriptions, Empty, Flex, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useLocalName } from '../../../components/bilingual-name';
import { bothNames } from '../../../lib/person-name';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { useAcademicYears } from '../../auth/use-session';
import { childrenQuery, type TChild } from '../api/children-api';
import { CHILD_PAGES, childPagePath } from './child-pages';

/** One child: picture, both names, class and year; links to the child's pages and to the screens that take a child. */
function ChildCard({ child, yearName }: { child: TChild; yearName: string }) {
  const { t } = useTranslation('children');
  const locale = useLocale();
  const localName = useLocalName();
  const to = useLocalePath();
  const [shown, other] = bothNames(child, locale);
  // Homework and leave requests pick the child on their own screen; the school fee takes the child in its path.
  const screens = [
    { key: 'homework', path: '/homeworks' },
    { key: 'schoolFee', path: `/school-fee/${child.id}` },
    { key: 'leave', path: '/leave-request' },
  ] as const;
  return (
    <Card style={{ width: 380 }} data-testid="child-card">
      <Flex gap={16} align="flex-start">
        <Avatar size={72} shape="square" src={child.profile ?? undefined} icon={<UserOutlined />} alt={t('picture', { name: shown })} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0, lineHeight: 1.7 }} data-testid="child-name">
            <span lang={locale}>{shown}</span>
          </Typography.Title>
          <Typography.Text type="secondary" lang={locale === 'km' ? 'en' : 'km'}>
            {other}
          </Typography.Text>
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 8 }}
            items={[
              {
                key: 'class',
                label: t('field.class'),
                children: localName({ description: child.academicClassDescription, descriptionEn: child.academicClassDescriptionEn }),
              },
              { key: 'year', label: t('field.year'), children: yearName },
            ]}
          />
        </div>
      </Flex>
      <nav aria-label={t('pages', { name: shown })}>
        <Space wrap size={[16, 4]} style={{ marginTop: 12 }}>
          {CHILD_PAGES.map((page) => (
            <Link key={page} to={to(childPagePath(page, child.id))} data-testid={`child-${page}`}>
              {t(`page.${page}`)}
            </Link>
          ))}
          {screens.map((s) => (
            <Link key={s.key} to={to(s.path)} data-testid={`child-${s.key}`}>
              {t(`page.${s.key}`)}
            </Link>
          ))}
        </Space>
      </nav>
    </Card>
  );
}

/** /children: the signed-in guardian's children in the top bar's year, a card each (portal 'Guardian view of a child'). */
export function ChildrenList() {
  const { t } = useTranslation('children');
  const locale = useLocale();
  const digits = useDigits();
  const years = useAcademicYears();
  const year = years.selected;
  const children = useQuery({ ...childrenQuery(year?.id), enabled: !years.loading });
  const yearName = (id: string) => {
    const y = years.years.find((x) => x.id === id);
    return y ? digits(locale === 'km' ? y.description || y.descriptionEn : y.descriptionEn || y.description) : '';
  };
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      {children.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {children.isLoading || years.loading ? (
        <Card loading style={{ width: 380 }} />
      ) : children.data && children.data.length > 0 ? (
        <Flex wrap gap={16} data-testid="children-list">
          {children.data.map((c) => (
            <ChildCard key={c.id} child={c} yearName={yearName(c.academicYearId)} />
          ))}
        </Flex>
      ) : (
        children.isSuccess && <Empty description={t('none')} />
      )}
    </>
  );
}
