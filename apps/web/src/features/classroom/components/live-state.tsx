import '../i18n';
import { Button, Space, Tag } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useJoinLive, type TClassLive } from '../api/classroom-api';

/** "Live now" with a join button (the join is recorded, then the meeting opens in a new tab), or "not live". */
export function LiveState({ live, join = true }: { live: TClassLive | null; join?: boolean }) {
  const { t } = useTranslation('classroom');
  const notify = useNotify();
  const joining = useJoinLive();
  if (!live) return <Tag data-testid="classroom-not-live">{t('notLive')}</Tag>;
  const open = async () => {
    // Opened before the call so a pop-up blocker lets it through; pointed at the link once recorded.
    const tab = window.open('', '_blank');
    try {
      const joined = await joining.mutateAsync({ query: { classLiveId: live.id } });
      if (tab) {
        tab.opener = null;
        tab.location.href = joined.link;
      } else window.location.assign(joined.link);
    } catch (e) {
      tab?.close();
      notify.error(e);
    }
  };
  return (
    <Space wrap>
      <Tag color="red" icon={<VideoCameraOutlined />} data-testid="classroom-live">
        {t('liveNow')}
      </Tag>
      {join && (
        <Button type="primary" size="small" onClick={() => void open()} loading={joining.isPending} data-testid="classroom-join">
          {t('join')}
        </Button>
      )}
    </Space>
  );
}
