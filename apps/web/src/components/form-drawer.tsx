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

/** The footer and the form both containers show. */
function formParts<T extends object>({ form, onClose, onSubmit, submitting, initialValues, children, submitLabel }: TProps<T>) {
  return {
    footer: <Footer onClose={onClose} submitting={submitting} form={form as FormInstance} submitLabel={submitLabel} />,
    body: (
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit} scrollToFirstError>
        {children}
      </Form>
    ),
  };
}

/** A form in a side drawer (create and edit screens); full width on a phone. */
export function FormDrawer<T extends object>(props: TProps<T>) {
  const { open, title, onClose, width = LIMITS.dialogWidth, testId } = props;
  const screens = Grid.useBreakpoint();
  const { footer, body } = formParts(props);
  return (
    <Drawer open={open} title={title} onClose={onClose} size={screens.md ? width : '100%'} destroyOnHidden footer={footer} data-testid={testId}>
      {body}
    </Drawer>
  );
}

/** The same form in a centred dialog (short forms). */
export function FormDialog<T extends object>(props: TProps<T>) {
  const { open, title, onClose, width = LIMITS.dialogWidth, testId } = props;
  const { footer, body } = formParts(props);
  return (
    <Modal open={open} title={title} onCancel={onClose} width={width} destroyOnHidden footer={footer} data-testid={testId}>
      {body}
    </Modal>
  );
}
