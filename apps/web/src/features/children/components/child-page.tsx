import '../i18n';
import { useEffect, type ReactNode } from 'react';
import { Button, Card, Result, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { bothNames } from '../../../lib/person-name';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { useAcademicYears } from '../../auth/use-session';
import { childrenQuery, type TChild } from '../api/children-api';
import { CHILD_PAGES, childPagePath, type TChildPage } from './child-pages';

/**
 * The frame of a child's page (/children/score?id= …): the child's name in the title, a way back to
 * /children and tabs to the child's other pages; the page's own screen below. An id
 * that is not one of the guardian's children (in the top bar's year) shows a notice, not the screen: the
 * server refuses it anyway (404).
 */
export function ChildPage({ id, page, children }: { id: string; page: TChildPage; children: (child: TChild) => ReactNode }) {
  const { t } = useTranslation('children');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const years = useAcademicYears();
  const list = useQuery({ ...childrenQuery(years.selected?.id), enabled: !years.loading });
  const child = list.data?.find((c) => c.id === id);
  const name = child ? bothNames(child, locale)[0] : '';
  const pageName = t(`page.${page}`);

  // No ?id= (a bookmark, a notice from before the child pages): one child opens his page; several choose.
  const only = !id && list.data?.length === 1 ? list.data[0] : undefined;
  useEffect(() => {
    if (only) navigate(childPagePath(page, only.id), { replace: true });
  }, [only, page, navigate]);

  if (list.isLoading || years.loading || only) return <Card loading />;
  if (!id && list.data && list.data.length > 1)
    return (
      <>
        <PageHeader title={pageName} crumbs={[{ label: t('title'), path: '/children' }, { label: pageName }]} />
        <Result
          status="info"
          title={t('pickChild')}
          extra={list.data.map((c) => (
            <Button key={c.id} onClick={() => navigate(childPagePath(page, c.id))}>
              {bothNames(c, locale)[0]}
            </Button>
          ))}
          data-testid="child-pick"
        />
      </>
    );
  if (!child)
    return (
      <>
        <PageHeader title={pageName} crumbs={[{ label: t('title'), path: '/children' }, { label: pageName }]} />
        <Result
          status="warning"
          title={list.isError ? t('loadFailed') : t('notYourChild')}
          extra={
            <Button type="primary" onClick={() => navigate('/children')}>
              {t('back')}
            </Button>
          }
          data-testid="child-not-found"
        />
      </>
    );
  return (
    <>
      <PageHeader title={t('pageTitle', { page: pageName, name })} crumbs={[{ label: t('title'), path: '/children' }, { label: name }, { label: pageName }]} />
      <Tabs
        activeKey={page}
        onChange={(key) => navigate(childPagePath(key as TChildPage, id))}
        items={CHILD_PAGES.map((p) => ({ key: p, label: t(`page.${p}`) }))}
        data-testid="child-tabs"
      />
      {children(child)}
    </>
  );
}
