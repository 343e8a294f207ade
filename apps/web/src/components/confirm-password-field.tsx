import { Form, Input } from 'antd';

/**
 * The "type the new password again" field of a password form: required, and refused in place unless it equals
 * the form's `newPassword` (the user's own password change and a guardian's change of his child's).
 */
export function ConfirmPasswordField({ label, mismatch, testId }: { label: string; mismatch: string; testId?: string }) {
  return (
    <Form.Item
      name="confirmPassword"
      label={label}
      dependencies={['newPassword']}
      rules={[
        { required: true },
        ({ getFieldValue }) => ({
          validator: (_rule, value: string) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(mismatch))),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}
