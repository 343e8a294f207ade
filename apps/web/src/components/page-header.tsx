import { Breadcrumb, Flex, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../lib/use-locale';

export type TCrumb = { label: string; path?: string };

/** Page title (the page's one h1), breadcrumb from the dashboard, and the page's actions on the right. */
export function PageHeader({ title, crumbs = [], extra }: { title: string; crumbs?: TCrumb[]; extra?: React.ReactNode }) {
  const to = useLocalePath();
  const { t } = useTranslation('nav');
  const items = [
    { title: <Link to={to('/dashboard')} aria-label={t('dashboard')}><HomeOutlined /></Link> },
    ...crumbs.map((c) => ({ title: c.path ? <Link to={to(c.path)}>{c.label}</Link> : c.label })),
  ];
  return (
    <header style={{ marginBottom: 16 }}>
      <Breadcrumb items={items} style={{ marginBottom: 8 }} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0, lineHeight: 1.6 }}>
          {title}
        </Typography.Title>
        {extra && <Flex gap={8} wrap>{extra}</Flex>}
      </Flex>
    </header>
  );
}
