import { useContext } from 'react';
import AppContext from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as TModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { LIMITS } from '../lib/config';
import { useLocale } from '../lib/use-locale';
import { i18n } from '../lib/i18n';
import type { TLocale } from '../lib/locale';

/** Toasts and dialogs of portal §8/§9, written once, on antd's App context. */
type THolder = { message: MessageInstance; modal: TModalApi; notification: NotificationInstance };

const seconds = (ms: number) => ms / 1000;

function make(api: THolder, locale: TLocale) {
  const t = (key: string) => i18n.t(key, { lng: locale });
  return {
    /** Success toast, 2 s. */
    success: (text: string) => api.message.success({ content: text, duration: seconds(LIMITS.toastSuccessMs) }),
    /** Default toast, 1 s. */
    info: (text: string) => api.message.info({ content: text, duration: seconds(LIMITS.toastMs) }),
    /** An error toast: the call's message, else "Oops...Something went wrong". */
    error: (error: unknown) => api.message.error({ content: errorText(error, locale, t), duration: seconds(LIMITS.toastSuccessMs) }),
    /** Report and feedback toasts: bottom right, 250 px, 1.5 s. */
    corner: (text: string, type: 'success' | 'error' = 'success') =>
      api.notification[type]({ title: text, placement: 'bottomRight', duration: seconds(LIMITS.toastReportMs), style: { width: 250 } }),
    /** Info dialog with the error message (load or call failure, portal §8). */
    errorDialog: (error: unknown, title?: string) =>
      api.modal.error({ title: title ?? t('errors:infoTitle'), content: errorText(error, locale, t), okText: t('common:action.ok'), width: 420 }),
    infoDialog: (title: string, content: string) => api.modal.info({ title, content, okText: t('common:action.ok'), width: 420 }),
  };
}

export type TNotify = ReturnType<typeof make>;

/**
 * antd's `App.useApp()` without importing `App` (whose index brings the toast and dialog machinery into
 * the first load; the shell's FeedbackApp loads it on demand, issue 17).
 */
export function useAppApis(): THolder {
  return useContext(AppContext);
}

/** `const notify = useNotify(); notify.success(t('common:state.saved'))`. */
export function useNotify(): TNotify {
  const app = useAppApis();
  const locale = useLocale();
  return make(app, locale);
}

export function useErrorText() {
  const locale = useLocale();
  const { t } = useTranslation();
  return (error: unknown) => errorText(error, locale, t);
}
