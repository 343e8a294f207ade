import '../../../features/user/i18n';
import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useErrorText } from '../../../components/feedback';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { contactQuery } from '../../../features/campus/api/campus-api';

/** /contact: how to reach the school and support (`GET /api/campus/sms-contact`). */
export function ContactPage() {
  const { t } = useTranslation('user');
  const locale = useLocale();
  const errorText = useErrorText();
  const query = useQuery(contactQuery());
  const c = query.data;
  const row = (label: string, value: React.ReactNode | null | undefined) => (value ? { key: label, label, children: value } : undefined);
  const items = c
    ? [
        row(t('contact.school'), pickLocale(c.name, c.nameEn, locale)),
        row(t('contact.phone'), c.phone ? <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a> : undefined),
        row(t('contact.email'), c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : undefined),
        row(
          t('contact.website'),
          c.website ? (
            <a href={c.website} target="_blank" rel="noopener noreferrer">
              {c.website}
            </a>
          ) : undefined,
        ),
        row(t('contact.address'), pickLocale(c.address, c.addressEn, locale) || undefined),
      ].filter((x): x is NonNullable<typeof x> => Boolean(x))
    : [];
  return (
    <>
      <PageHeader title={t('contact.title')} crumbs={[{ label: t('contact.title') }]} />
      <Card>
        <Typography.Paragraph>{t('contact.intro')}</Typography.Paragraph>
        {query.isLoading ? (
          <Skeleton active />
        ) : query.isError ? (
          <Typography.Text type="danger">{errorText(query.error)}</Typography.Text>
        ) : (
          <Descriptions column={1} bordered size="middle" items={items} />
        )}
      </Card>
    </>
  );
}
