import '../i18n';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useFieldErrors } from '../../../components/use-save';
import { sessionStore } from '../../../lib/session';
import { useLocaleNavigate } from '../../../lib/use-locale';
import { useChangePassword } from '../user-api';
import { useSession } from '../../auth/use-session';
import { ConfirmPasswordField } from '../../../components/confirm-password-field';

type TValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The user's own password change (JSON CurrentPassword, NewPassword, ConfirmPassword). A first password
 * that must be changed is cleared from the session on success, and the user goes on to the dashboard.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('user');
  const notify = useNotify();
  const navigate = useLocaleNavigate();
  const session = useSession();
  const change = useChangePassword();
  const showFieldErrors = useFieldErrors();
  const [form] = Form.useForm<TValues>();

  const submit = async (values: TValues) => {
    try {
      await change.mutateAsync(values);
      notify.success(t('password.changed'));
      form.resetFields();
      const current = sessionStore.get();
      if (current?.mustChangePassword) {
        sessionStore.set({ ...current, mustChangePassword: false });
        navigate('/dashboard', { replace: true });
      }
    } catch (error) {
      showFieldErrors(form, error);
      notify.errorDialog(error);
    }
  };

  return (
    <Card style={{ maxWidth: 560 }}>
      {session?.mustChangePassword && <Alert type="warning" showIcon title={t('auth:mustChangePassword')} style={{ marginBottom: 16 }} />}
      <Alert type="info" showIcon title={t('password.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          dependencies={['currentPassword']}
          rules={[
            { required: true },
            { min: 8 },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string) =>
                value && value === getFieldValue('currentPassword') ? Promise.reject(new Error(t('password.sameAsOld'))) : Promise.resolve(),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordField label={t('password.confirm')} mismatch={t('password.mismatch')} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('common:action.save')}
        </Button>
      </Form>
    </Card>
  );
}
