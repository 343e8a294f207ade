import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STUDENT_STATUS } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { FormDialog } from '../../../components/form-drawer';
import { useSaveOutcome } from '../../../components/use-save';
import { useChangeStatus, type TStudentRecord } from '../api/student-api';
import { useEnumOptions } from './student-common';

type TValues = { status?: number; reason: string; date?: Dayjs };

/** Activate, or deactivate with a leaving status (inactive … traveled); a reason is required to deactivate. */
export function StatusDialog({
  student,
  mode,
  name,
  onClose,
}: {
  student: TStudentRecord;
  mode: 'activate' | 'deactivate' | undefined;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('student');
  const [form] = Form.useForm<TValues>();
  const change = useChangeStatus();
  const base = (v: TValues) => ({ id: student.id, version: student.version, reason: v.reason?.trim() || undefined, date: v.date?.format('YYYY-MM-DD') });
  const saveOutcome = useSaveOutcome();
  const leaving = useEnumOptions('studentStatus', (v) => v !== STUDENT_STATUS.ACTIVE);
  const activate = mode === 'activate';
  return (
    <FormDialog<TValues>
      open={Boolean(mode)}
      title={t(activate ? 'status.activateTitle' : 'status.deactivateTitle', { name })}
      form={form}
      onClose={onClose}
      submitting={change.isPending}
      initialValues={{ status: STUDENT_STATUS.INACTIVE }}
      testId="status-dialog"
      onSubmit={(v) =>
        saveOutcome(
          () =>
            change.mutateAsync(
              activate
                ? { activate: true, body: base(v) }
                : { activate: false, body: { ...base(v), reason: v.reason?.trim() ?? '', status: v.status ?? STUDENT_STATUS.INACTIVE } },
            ),
          onClose,
          form,
        )
      }
    >
      {!activate && <SelectField name="status" label={t('status.newStatus')} options={leaving} />}
      <Form.Item name="reason" label={t('status.reason')} rules={[{ required: !activate, whitespace: true }, { max: 500 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="date" label={t('status.date')}>
        <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
      </Form.Item>
    </FormDialog>
  );
}
