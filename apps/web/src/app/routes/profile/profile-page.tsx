import { Col, Row } from 'antd';
import { ProfileView } from '../../../features/user/components/profile-view';
import { NotificationSettings, TelegramLinkCard } from '../../../features/notification/components/notification-settings';

/** /profile: the signed-in user's own record, her notification choices and (a guardian) her Telegram link. */
export function ProfilePage() {
  return (
    <>
      <ProfileView />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <NotificationSettings />
        </Col>
        <Col xs={24} lg={12}>
          <TelegramLinkCard />
        </Col>
      </Row>
    </>
  );
}
