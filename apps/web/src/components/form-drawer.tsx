import { Button, Drawer, Flex, Form, Grid, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../lib/config';

type TProps<T> = {
  open: boolean;
  title: string;
  form: FormInstance<T>;
  onClose: () => void;
  onSubmit: (values: T) => Promise<unknown> | void;
  submitting?: boolean;
  /** Width of portal §9: default 600. */
  width?: number;
  initialValues?: Partial<T>;
  children: React.ReactNode;
  testId?: string;
  /** The submit button's text when "Save" does not say what it does (Generate, Send …). */
  submitLabel?: string;
};

function Footer({ onClose, submitting, form, submitLabel }: { onClose: () => void; submitting?: boolean; form: FormInstance; submitLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onClose}>{t('action.cancel')}</Button>
      <Button type="primary" loading={submitting} onClick={() => form.submit()} data-testid="form-save">
        {submitLabel ?? t('action.save')}
      </Button>
    </Flex>
  );
}

/** A form in a side drawer (create and edit screens); full width on a phone. */
export function FormDrawer<T extends object>({
  open,
  title,
  form,
  onClose,
  onSubmit,
  submitting,
  width = LIMITS.dialogWidth,
  initialValues,
  children,
  testId,
  submitLabel,
}: TProps<T>) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={screens.md ? width : '100%'}
      destroyOnHidden
      footer={<Footer onClose={onClose} submitting={submitting} form={form as FormInstance} submitLabel={submitLabel} />}
      data-testid={testId}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit} scrollToFirstError>
        {children}
      </Form>
    </Drawer>
  );
}

/** The same form in a centred dialog (short forms). */
export function FormDialog<T extends object>({
  open,
  title,
  form,
  onClose,
  onSubmit,
  submitting,
  width = LIMITS.dialogWidth,
  initialValues,
  children,
  testId,
  submitLabel,
}: TProps<T>) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={width}
      destroyOnHidden
      footer={<Footer onClose={onClose} submitting={submitting} form={form as FormInstance} submitLabel={submitLabel} />}
      data-testid={testId}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit} scrollToFirstError>
        {children}
      </Form>
    </Modal>
  );
}
