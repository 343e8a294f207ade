import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { useNotify } from './feedback';

/**
 * The save outcome of every form, written once: success → toast and close; 409 (someone else changed
 * the record) → the message, the list reloads, the form closes; anything else → info dialog, form stays.
 */
export function useSaveOutcome() {
  const notify = useNotify();
  const { t } = useTranslation();
  return async <T,>(work: () => Promise<T>, done?: (result: T) => void): Promise<void> => {
    try {
      const result = await work();
      notify.success(t('state.saved'));
      done?.(result);
    } catch (error) {
      notify.errorDialog(error);
      if (error instanceof ApiError && error.isConflict) done?.(undefined as T);
    }
  };
}

export function useDeleteOutcome() {
  const notify = useNotify();
  const { t } = useTranslation();
  return async (work: () => Promise<unknown>): Promise<void> => {
    try {
      await work();
      notify.success(t('state.deleted'));
    } catch (error) {
      notify.errorDialog(error);
    }
  };
}
