import '../i18n';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../lib/config';
import { FeedbackForm } from './feedback-form';

/** Feedback as a dialog (actor type 1): width 500, anonymous off by default, closes after success. */
export function FeedbackDialog({ open, onClose, mobileUserId }: { open: boolean; onClose: () => void; mobileUserId: string | undefined }) {
  const { t } = useTranslation('feedback');
  return (
    <Modal open={open} onCancel={onClose} title={t('title')} footer={null} width={LIMITS.feedbackDialogWidth} destroyOnHidden>
      <FeedbackForm mobileUserId={mobileUserId} anonymousDefault={false} onDone={onClose} />
    </Modal>
  );
}
