import { useSearchParams } from 'react-router';
import { AnnouncementManager } from '../../../features/announcement/components/announcement-manager';
import { AnnouncementDetail } from '../../../features/announcement/components/announcement-detail';

/** /announcement: the announcements for the user; the office writes and publishes them (portal §2; issue 16). */
export function AnnouncementPage() {
  return <AnnouncementManager />;
}

/** /announcement/detail?id=: one announcement (portal §2 'Announcement: /announcement/detail'). */
export function AnnouncementDetailPage() {
  const [params] = useSearchParams();
  return <AnnouncementDetail id={params.get('id') ?? ''} />;
}
