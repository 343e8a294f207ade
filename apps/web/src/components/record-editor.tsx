import { useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm';
import { RowActions } from './row-actions';
import { useDeleteOutcome, useSaveOutcome } from './use-save';

type TRecord = { id: string; version?: number };
type TMutation<TArgument, TResult = unknown> = { mutateAsync: (argument: TArgument) => Promise<TResult>; isPending: boolean };

/**
 * The add / edit / delete cycle of a settings list, written once: which record the form drawer edits,
 * the Actions column (edit, delete after confirmation), the drawer's props and the submit that sends
 * `id` and `version` when editing (so a stale edit answers 409 instead of overwriting).
 *
 *   const editor = useRecordEditor({ save: api.useSave(), remove: api.useRemove(), name: (r: TGroup) => localName(r) });
 *   columns={[..., ...editor.actionsColumn(canManage)]}
 *   <FormDrawer {...editor.drawerProps({ add: addTitle, edit: editTitle }, 'group-form')}
 *     initialValues={editor.record ? … : defaults} onSubmit={editor.submit((v: TValues) => ({ code: v.code }))}>
 */
export function useRecordEditor<T extends TRecord, TSave extends { id?: string; version?: number }, TResult>({
  save,
  remove,
  name,
}: {
  save: TMutation<TSave, TResult>;
  remove?: TMutation<string>;
  /** The record's name in the page's language (confirm dialog, screen-reader labels); its parameter type names the record type. */
  name: (record: T) => string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<T | 'new'>();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const record = editing && editing !== 'new' ? editing : undefined;
  const close = () => setEditing(undefined);

  const deleteRecord = (r: T) => confirmDelete(name(r), () => deleteOutcome(() => remove!.mutateAsync(r.id)));

  return {
    form: form as FormInstance,
    /** The record being edited; undefined when adding or closed. */
    record,
    isOpen: editing !== undefined,
    openNew: () => setEditing('new'),
    openEdit: (r: T) => setEditing(r),
    close,
    deleteRecord,
    /** The Actions column, only for users who may manage (edit; delete when a remove call is given). */
    actionsColumn: (canManage: boolean, options: { canEdit?: (r: T) => boolean; canDelete?: (r: T) => boolean } = {}) =>
      canManage
        ? [
            {
              title: t('table.actions'),
              key: 'actions',
              width: 120,
              render: (_value: unknown, r: T) => (
                <RowActions
                  name={name(r)}
                  onEdit={options.canEdit?.(r) === false ? undefined : () => setEditing(r)}
                  onDelete={remove && options.canDelete?.(r) !== false ? () => deleteRecord(r) : undefined}
                />
              ),
            },
          ]
        : [],
    /** Props of FormDrawer / FormDialog: open, title (add or edit), form, close, submitting, test id. */
    drawerProps: (titles: { add: string; edit: string }, testId?: string) => ({
      open: editing !== undefined,
      title: editing === 'new' ? titles.add : titles.edit,
      form,
      onClose: close,
      submitting: save.isPending,
      testId,
    }),
    /**
     * The form's submit: builds the body from the values (and the edited record), saves, closes on success
     * and calls `done` with the saved record (undefined after a 409) and the record that was edited (undefined when adding).
     */
    submit:
      <TValues,>(
        body: (values: TValues, record: T | undefined) => Omit<TSave, 'id' | 'version'>,
        done?: (result: TResult | undefined, record: T | undefined) => void,
      ) =>
      (values: TValues) =>
        saveOutcome(
          () => save.mutateAsync({ ...body(values, record), id: record?.id, version: record?.version } as TSave),
          (result) => {
            close();
            done?.(result, record);
          },
          form,
        ),
  };
}
