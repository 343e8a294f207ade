import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The confirm dialog, written once: `confirmDelete(name, () => remove.mutateAsync(id))`. */
export function useConfirm() {
  const { modal } = App.useApp();
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
    confirm: (title: string, content: string, onOk: () => unknown) =>
      modal.confirm({ title, content, okText: t('action.confirm'), cancelText: t('action.cancel'), onOk, width: 420 }),
  };
}
