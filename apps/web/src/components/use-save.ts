import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { useLocale } from '../lib/use-locale';
import { useNotify } from './feedback';

/** Puts the server's field messages (`Errors[]`, PascalCase field names) under the form's fields. */
export function useFieldErrors() {
  const locale = useLocale();
  return (form: FormInstance | undefined, error: unknown) => {
    if (!form || !(error instanceof ApiError) || error.fieldErrors.length === 0) return;
    const names = new Set(Object.keys(form.getFieldsValue(true) as object));
    form.setFields(
      error.fieldErrors
        .map((e) => ({ name: e.field.charAt(0).toLowerCase() + e.field.slice(1), errors: [locale === 'km' ? e.message : e.messageEn] }))
        .filter((f) => names.has(f.name)),
    );
  };
}

/**
 * The save outcome of every form, written once: success → toast and close; 409 (someone else changed
 * the record since it was read) → the message, the list reloads, the form closes; anything else (a
 * duplicate code included) → info dialog and field messages, the form stays.
 */
export function useSaveOutcome() {
  const notify = useNotify();
  const { t } = useTranslation();
  const showFieldErrors = useFieldErrors();
  return async <T>(work: () => Promise<T>, done?: (result: T) => void, form?: FormInstance): Promise<void> => {
    try {
      const result = await work();
      notify.success(t('state.saved'));
      done?.(result);
    } catch (error) {
      showFieldErrors(form, error);
      notify.errorDialog(error);
      if (error instanceof ApiError && error.stale) done?.(undefined as T);
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
