import { useEffect } from 'react';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import type { ConfigOptions as TMessageConfig } from 'antd/es/message/interface';
import type { NotificationConfig as TNotificationConfig } from 'antd/es/notification/interface';
import type { useAppProps as TAppApis } from 'antd/es/app/context';

/**
 * antd's toast and dialog machinery (what `<App>` renders before its children), loaded by FeedbackApp
 * the first time a page may need it: not part of a page's first load (issue 17).
 */
export function FeedbackHolders({
  message,
  notification,
  onReady,
}: {
  message: TMessageConfig;
  notification: TNotificationConfig;
  onReady: (apis: TAppApis) => void;
}) {
  const [messageApi, messageHolder] = useMessage(message);
  const [notificationApi, notificationHolder] = useNotification(notification);
  const [modalApi, modalHolder] = useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
