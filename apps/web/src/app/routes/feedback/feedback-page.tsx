import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { FeedbackForm } from '../../../features/feedback/components/feedback-form';
import { useMe } from '../../../features/auth/use-session';

/** /feedback: the page form (actor types 4 and 5; anonymous on by default, portal §5). */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const me = useMe();
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      <Card style={{ maxWidth: 640 }}>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        <FeedbackForm mobileUserId={me.data?.mobileUserId ?? me.data?.id} anonymousDefault />
      </Card>
    </>
  );
}
