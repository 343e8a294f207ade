import '../i18n';
import { Alert, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { classroomsQuery } from '../api/classroom-api';
import { LiveState } from './live-state';

/** "Live now" for a student on her dashboard: each open live class of her classes, with Join (issue 15). */
export function LiveNowBanner() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  const rooms = useQuery(classroomsQuery());
  const live = (rooms.data ?? []).filter((r) => r.live);
  if (live.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="dashboard-live-now">
      {live.map((r) => (
        <Alert
          key={r.live!.id}
          type="error"
          showIcon={false}
          title={`${t('liveNow')}: ${localName({ description: r.subject, descriptionEn: r.subjectEn }, locale)} · ${localName({ description: r.academicClass, descriptionEn: r.academicClassEn }, locale)}`}
          action={<LiveState live={r.live} />}
        />
      ))}
    </Flex>
  );
}
