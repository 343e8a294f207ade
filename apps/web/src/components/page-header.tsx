import { createContext, useContext } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../lib/use-locale';

export type TCrumb = { label: string; path?: string };

/** Set by a page that shows other pages inside it (the setup wizard's steps): their headers become embedded. */
export const EmbeddedPages = createContext(false);

/**
 * Page title (the page's one h1), breadcrumb from the dashboard, and the page's actions on the right.
 * `embedded` (or inside `EmbeddedPages`): the page is shown inside another page (a wizard step): no
 * breadcrumb, and an h2 title.
 */
export function PageHeader({
  title,
  crumbs = [],
  extra,
  embedded: embeddedProp,
}: {
  title: string;
  crumbs?: TCrumb[];
  extra?: React.ReactNode;
  embedded?: boolean;
}) {
  const embedded = useContext(EmbeddedPages) || Boolean(embeddedProp);
  const to = useLocalePath();
  const { t } = useTranslation('nav');
  const items = [
    {
      title: (
        <Link to={to('/dashboard')} aria-label={t('dashboard')}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...crumbs.map((c) => ({ title: c.path ? <Link to={to(c.path)}>{c.label}</Link> : c.label })),
  ];
  return (
    <header style={{ marginBottom: 16 }}>
      {!embedded && <Breadcrumb items={items} style={{ marginBottom: 8 }} />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={embedded ? 2 : 1} style={{ fontSize: embedded ? 18 : 22, margin: 0, lineHeight: 1.6 }}>
          {title}
        </Typography.Title>
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
    </header>
  );
}
