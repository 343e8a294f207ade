import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppApis } from './feedback';

/** The confirm dialog, written once: `confirmDelete(name, () => remove.mutateAsync(id))`. */
export function useConfirm() {
  const { modal } = useAppApis();
  const { t } = useTranslation();
  return {
    confirmDelete: (name: string, onOk: () => unknown) =>
      modal.confirm({
        title: t('confirm.deleteTitle'),
        icon: <ExclamationCircleFilled />,
        content: t('confirm.deleteText', { name }),
        okText: t('action.delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
        cancelText: t('action.cancel'),
        onOk,
        width: 420,
      }),
    /** A confirm; `danger` (a step that cannot be taken back) gives it the warning icon and a red button named `okText`. */
    confirm: (title: string, content: string, onOk: () => unknown, options: { okText?: string; cancelText?: string; danger?: boolean } = {}) =>
      modal.confirm({
        title,
        content,
        okText: options.okText ?? t('action.confirm'),
        cancelText: options.cancelText ?? t('action.cancel'),
        ...(options.danger ? { icon: <ExclamationCircleFilled />, okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } } : {}),
        onOk,
        width: 420,
      }),
  };
}
