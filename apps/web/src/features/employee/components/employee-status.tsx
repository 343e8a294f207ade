import '../i18n';
import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-drawer';
import { useNotify } from '../../../components/feedback';
import { useFieldErrors } from '../../../components/use-save';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { ApiError } from '../../../lib/api-error';
import { usePermissions } from '../../auth/use-session';
import { useEmployeeStatus, type TEmployeeRecord } from '../api/employee-api';

/** Deactivate (with a reason) or activate again an employee; MANAGE_EMPLOYEE only. */
export function EmployeeStatusButton({ employee }: { employee: TEmployeeRecord }) {
  const { t } = useTranslation('employee');
  const locale = useLocale();
  const notify = useNotify();
  const showFieldErrors = useFieldErrors();
  const canManage = usePermissions().has('MANAGE_EMPLOYEE');
  const status = useEmployeeStatus();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  if (!canManage) return null;
  const active = employee.status === 0;
  const name = pickLocale(employee.fullName, employee.fullNameEn, locale);
  return (
    <>
      <Button danger={active} icon={active ? <StopOutlined /> : <CheckCircleOutlined />} onClick={() => setOpen(true)} data-testid="employee-status">
        {active ? t('statusAction.deactivate') : t('statusAction.activate')}
      </Button>
      <FormDialog<{ reason?: string }>
        open={open}
        title={active ? t('statusAction.deactivateTitle', { name }) : t('statusAction.activateTitle', { name })}
        form={form}
        onClose={() => setOpen(false)}
        submitting={status.isPending}
        testId="employee-status-form"
        onSubmit={async (v) => {
          try {
            await status.mutateAsync({ active: !active, employeeId: employee.id, version: employee.version, reason: v.reason?.trim() });
            notify.success(active ? t('statusAction.deactivated') : t('statusAction.activated'));
            setOpen(false);
          } catch (error) {
            showFieldErrors(form, error);
            notify.errorDialog(error);
            if (error instanceof ApiError && error.stale) setOpen(false);
          }
        }}
      >
        <Typography.Paragraph type="secondary">{active ? t('statusAction.deactivateHint') : t('statusAction.activateHint')}</Typography.Paragraph>
        <Form.Item name="reason" label={t('statusAction.reason')} rules={active ? [{ required: true, whitespace: true }, { max: 500 }] : [{ max: 500 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
