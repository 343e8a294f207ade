import '../i18n';
import { Alert, Button, Card, Descriptions, Form, Input, Result } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userRefs } from '@school/contract/user/user.refs';
import { useNotify } from '../../../components/feedback';
import { useFieldErrors } from '../../../components/use-save';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import { ConfirmPasswordField } from '../../../components/confirm-password-field';

type TValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * /children/changePassword?id (portal 'Guardian view of a child'): the child's portal account and a new password
 * for it, which the guardian confirms with his own password. The child signs in with it; her other sessions end.
 */
export function ChildPassword({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('children');
  const notify = useNotify();
  const showFieldErrors = useFieldErrors();
  const [form] = Form.useForm<TValues>();
  const account = useQuery(apiQuery(userRefs.childAccount, { query: { studentId } }));
  const save = useMutation({
    mutationFn: async (values: TValues) => (await api.call(userRefs.childPassword, { body: { studentId, ...values } })).data,
  });

  if (account.isLoading) return <Card loading style={{ maxWidth: 560 }} />;
  if (!account.data?.hasAccount)
    return <Result status="info" title={account.isError ? t('loadFailed') : t('password.noAccount', { name })} data-testid="child-no-account" />;

  const submit = async (values: TValues) => {
    try {
      await save.mutateAsync(values);
      notify.success(t('password.changed', { name }));
      form.resetFields();
    } catch (error) {
      showFieldErrors(form, error);
      notify.errorDialog(error);
    }
  };

  return (
    <Card style={{ maxWidth: 560 }} data-testid="child-password">
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'username', label: t('password.username'), children: <span data-testid="child-username">{account.data.username}</span> },
          { key: 'status', label: t('password.status'), children: account.data.isActive ? t('password.active') : t('password.inactive') },
        ]}
      />
      <Alert type="info" showIcon title={t('password.hint', { name })} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="newPassword" label={t('password.new', { name })} rules={[{ required: true }, { min: 8 }]}>
          <Input.Password autoComplete="new-password" data-testid="child-new-password" />
        </Form.Item>
        <ConfirmPasswordField label={t('password.confirm')} mismatch={t('password.mismatch')} testId="child-confirm-password" />
        <Form.Item name="currentPassword" label={t('password.yours')} extra={t('password.yoursHint')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" data-testid="child-own-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="child-password-save">
          {t('common:action.save')}
        </Button>
      </Form>
    </Card>
  );
}
