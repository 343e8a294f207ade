import type { ReactNode } from 'react';
import type { FormInstance, TableColumnsType } from 'antd';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { PageHeader, type TCrumb } from './page-header';
import { AddButton } from './settings-filters';
import { DataTable, pageLocally } from './data-table';
import { FormDialog, FormDrawer } from './form-drawer';
import { useLocalName } from './bilingual-name';
import { useRecordEditor } from './record-editor';

type TList<T> = { items: T[]; total: number | undefined };
type TMutation<TArgument, TResult = unknown> = { mutateAsync: (argument: TArgument) => Promise<TResult>; isPending: boolean };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key's type differs by call
type TListQuery<T> = FetchQueryOptions<TList<T>, Error, TList<T>, any>;

/** What the screen needs of `useRecordEditor` (the editor the caller made, so its fields can read `editor.form`). */
type TEditor<T> = {
  record: T | undefined;
  openNew: () => void;
  actionsColumn: (canManage: boolean, options?: { canEdit?: (r: T) => boolean; canDelete?: (r: T) => boolean }) => TableColumnsType<T>;
  drawerProps: (
    titles: { add: string; edit: string },
    testId?: string,
  ) => { open: boolean; title: string; form: FormInstance; onClose: () => void; submitting: boolean; testId?: string };
};

type TProps<T extends object, TValues extends object> = {
  editor: TEditor<T>;
  /** The user may add, edit and delete (the add button and the Actions column). */
  canManage: boolean;
  /** The screen's catalog … */
  t: (key: string) => string;
  /** … and its texts there: `{textKey}.title` (the title, the last crumb), `.add` (the add button, the form's title when adding), `.edit`. */
  textKey?: string;
  /** The crumbs between Settings and the title … */
  parents?: TCrumb[];
  /** … or all the crumbs, when the screen is not under Settings. */
  crumbs?: TCrumb[];
  /** `{testId}-add`, `{testId}-table`, `{testId}-form`. */
  testId?: string;
  /** A tab of a screen (the screen has the page header): no header, the add button stands above the table. */
  inTab?: boolean;
  /** The add button is disabled while there is nothing to add to (no year chosen). */
  addDisabled?: boolean;
  /** More actions of the header, before the add button. */
  headerExtra?: ReactNode;
  /** The choices between the header and the table (year, actor …). */
  filters?: ReactNode;
  pageKey: string;
  queryKey: readonly unknown[];
  /**
   * The list call: a whole list, paged here; or, as a function of the page, a call the server pages.
   * Undefined: nothing to list yet (no year chosen).
   */
  list: TListQuery<T> | ((page: { pageIndex: number; pageSize: number }) => TListQuery<T>) | undefined;
  /** The order of the rows when the call's order is not the screen's. */
  arrange?: (items: T[]) => T[];
  /** The columns; the Actions column follows unless `actions` is false (a screen with its own row buttons). */
  columns: TableColumnsType<T>;
  actions?: boolean;
  /** Which rows the Actions column may edit or delete. */
  rowActions?: { canEdit?: (r: T) => boolean; canDelete?: (r: T) => boolean };
  /** A centred dialog instead of the side drawer (short forms). */
  dialog?: boolean;
  /** The edited record's fields that the form edits as they are … */
  fields?: readonly (keyof T & keyof TValues)[];
  /** … and those it converts (dates, null to undefined). */
  values?: (record: T) => Partial<TValues>;
  /** The form's values when adding. */
  defaults?: Partial<TValues>;
  /** Usually `editor.submit((v: TValues) => body)`. */
  onSubmit: (values: TValues) => Promise<unknown> | void;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A settings screen written once: the page header with its add button, the table of the whole list paged
 * here (with the Actions column of `useRecordEditor`), and the add / edit form with the edited record's
 * values or the defaults.
 *
 *   const editor = useRecordEditor({ save: api.useSave(), remove: api.useRemove(), name: (r: TGroup) => localName(r) });
 *   <SettingsManager editor={editor} canManage={canManage} t={t} textKey="group" testId="group"
 *     pageKey="class-group" queryKey={api.keys.list} list={api.listQuery()} columns={…}
 *     fields={['code', 'description', 'descriptionEn', 'sortIndex']} defaults={{ sortIndex: 1 }}
 *     onSubmit={editor.submit((v: TValues) => ({ … }))}>
 *     …fields
 *   </SettingsManager>
 */
export function SettingsManager<T extends object, TValues extends object>(p: TProps<T, TValues>) {
  const queryClient = useQueryClient();
  const { editor, canManage } = p;
  const Form = p.dialog ? FormDialog : FormDrawer;
  const initialValues = editor.record ? recordValues(editor.record, p.fields, p.values) : p.defaults;
  // The screen's own catalog (`t` of its namespace); `inText` false: a key of the catalog's top level.
  const text = (name: string, inText = true) => p.t(inText && p.textKey ? `${p.textKey}.${name}` : name);
  const testId = (suffix: string) => p.testId && `${p.testId}-${suffix}`;
  return (
    <>
      {p.inTab ? (
        canManage && (
          <div style={{ marginBottom: 12 }}>
            <AddButton label={text('add')} onClick={editor.openNew} disabled={p.addDisabled} testId={testId('add')} />
          </div>
        )
      ) : (
        <PageHeader
          title={text('title')}
          crumbs={p.crumbs ?? [{ label: text('settings', false) }, ...(p.parents ?? []), { label: text('title') }]}
          extra={
            (p.headerExtra || canManage) && (
              <>
                {p.headerExtra}
                {canManage && <AddButton label={text('add')} onClick={editor.openNew} disabled={p.addDisabled} testId={testId('add')} />}
              </>
            )
          }
        />
      )}
      {p.filters}
      <DataTable<T>
        pageKey={p.pageKey}
        queryKey={p.queryKey}
        rowKey={'id' as keyof T & string}
        testId={testId('table')}
        fetchPage={async (request) => {
          if (!p.list) return { items: [], total: 0 };
          if (typeof p.list === 'function') {
            const page = await queryClient.fetchQuery(p.list({ pageIndex: request.pageIndex, pageSize: request.pageSize }));
            return { items: page.items, total: page.total ?? page.items.length };
          }
          const result = await queryClient.fetchQuery(p.list);
          return pageLocally(p.arrange ? p.arrange(result.items) : result.items, request, result.total);
        }}
        columns={[...p.columns, ...(p.actions === false ? [] : editor.actionsColumn(canManage, p.rowActions))]}
      />
      <Form<TValues> {...editor.drawerProps({ add: text('add'), edit: text('edit') }, testId('form'))} initialValues={initialValues} onSubmit={p.onSubmit}>
        {p.children}
      </Form>
    </>
  );
}

/** The form's values of a record: the named fields as they are, then the converted ones. */
export function recordValues<T extends object, TValues extends object>(
  record: T,
  fields: readonly (keyof T & keyof TValues)[] = [],
  values?: (record: T) => Partial<TValues>,
): Partial<TValues> {
  const copied = Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as Partial<TValues>;
  return { ...copied, ...values?.(record) };
}

/** What `useSettingsEditor` needs of a domain's `recordApi`. */
type TSettingsApi<T, TSave, TResult, TQuery> = {
  keys: { list: readonly unknown[] };
  listQuery: (query?: TQuery) => TListQuery<T>;
  useSave: () => TMutation<TSave, TResult>;
  useRemove: () => TMutation<string>;
};

/**
 * A settings screen's record editor (`useRecordEditor` on the domain's save and delete calls) and the props
 * every `SettingsManager` of such a screen takes from it: the editor, who may manage, the screen's catalog,
 * the list call and its query key. The screen adds its texts' key, test id, columns and form:
 *
 *   const { t } = useTranslation('position'); // the screen's own, so the catalog check reads its keys
 *   const { editor, manager } = useSettingsEditor(positionApi, { t, canManage: usePermissions().has('MANAGE_POSITION') });
 *   <SettingsManager<TPosition, TValues> {...manager} textKey="position" pageKey="position" columns={…} …>
 */
export function useSettingsEditor<T extends { id: string; version?: number }, TSave extends { id?: string; version?: number }, TResult, TQuery>(
  api: TSettingsApi<T, TSave, TResult, TQuery>,
  options: {
    t: (key: string) => string;
    canManage: boolean;
    /** The record's name (confirm dialog, screen-reader labels); by default its description in the page's language. */
    name?: (record: T) => string;
    /** The list's filters; `false` while there is nothing to list yet (no year chosen). */
    query?: TQuery | false;
    /** What else the rows depend on (the inputs of `arrange`), so the table reads them again when it changes. */
    key?: readonly unknown[];
  },
) {
  const localName = useLocalName();
  // Without a `name`, the record is one of the bilingual ones (description, descriptionEn).
  const name = options.name ?? ((record: T) => localName(record as unknown as Parameters<typeof localName>[0]));
  const editor = useRecordEditor({ save: api.useSave(), remove: api.useRemove(), name });
  const { query } = options;
  const manager = {
    editor,
    canManage: options.canManage,
    t: options.t,
    queryKey: [...api.keys.list, ...(query === undefined ? [] : [query]), ...(options.key ?? [])],
    list: query === false ? undefined : api.listQuery(query),
  };
  return { editor, manager };
}
