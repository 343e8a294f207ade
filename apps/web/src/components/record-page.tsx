import { Fragment } from 'react';
import { Button, Card, Form, Result, Space, type FormInstance } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocaleNavigate } from '../lib/use-locale';
import { recordValues } from './settings-manager';
import { PageHeader, type TCrumb } from './page-header';
import { useConfirm } from './confirm';
import { useErrorText } from './feedback';
import { useDeleteOutcome, useSaveOutcome } from './use-save';

/**
 * The pieces of the record screens that have their own pages (list → /add, /edit/{id}, /view/{id}),
 * written once: the id of the route, the body that waits for the record or says why it is missing,
 * the form card with Cancel and Save, and the View / Edit / Delete buttons of a list row.
 */

/** The `:id` (or `:slug`) of the route, '' when absent. */
export function useRouteId(param = 'id'): string {
  return useParams()[param] ?? '';
}

/** Shows a loading card, then the record, or the server's reason (not found, no access) when there is none, or 'no data' without an id. */
export function RecordBody<T>({ query, children }: { query: UseQueryResult<T | undefined>; children: (record: T) => React.ReactNode }) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  if (query.isLoading) return <Card loading />;
  if (query.data) return <>{children(query.data)}</>;
  // No error: the route has no id (the query never ran).
  return <Result status="warning" title={query.error ? errorText(query.error) : t('state.noData')} data-testid="record-missing" />;
}

/**
 * A page of one record (add, edit, view) under its list: the header, whose last crumb is the title, then
 * the page; with `query`, the record once read (`RecordBody`).
 */
export function RecordSubPage<T>({
  title,
  crumbs,
  extra,
  query,
  children,
}: { title: string; crumbs: TCrumb[]; extra?: React.ReactNode } & (
  { query?: undefined; children: React.ReactNode } | { query: UseQueryResult<T | undefined>; children: (record: T) => React.ReactNode }
)) {
  return (
    <>
      <PageHeader title={title} crumbs={[...crumbs, { label: title }]} extra={extra} />
      {query ? <RecordBody query={query}>{children as (record: T) => React.ReactNode}</RecordBody> : (children as React.ReactNode)}
    </>
  );
}

/**
 * The add and the edit page of a record with its own pages, written once: under the add title the empty
 * form; with `query` (editing), under the edit title the form of the record once read, keyed by its version
 * so that a newer read fills it again.
 */
export function RecordFormSubPage<T extends { version: number }>({
  titles,
  crumbs,
  query,
  form,
}: {
  titles: { add: string; edit: string };
  crumbs: TCrumb[];
  query?: UseQueryResult<T | undefined>;
  form: (record?: T) => React.ReactNode;
}) {
  if (!query)
    return (
      <RecordSubPage title={titles.add} crumbs={crumbs}>
        {form()}
      </RecordSubPage>
    );
  return (
    <RecordSubPage title={titles.edit} crumbs={crumbs} query={query}>
      {(record: T) => <Fragment key={record.version}>{form(record)}</Fragment>}
    </RecordSubPage>
  );
}

/** The Edit button of a record's view page, to `to`; nothing without it (the user may not manage, or the record is not read yet). */
export function RecordEditButton({ to }: { to: string | false | undefined }) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  if (!to) return null;
  return (
    <Button icon={<EditOutlined />} onClick={() => navigate(to)}>
      {t('action.edit')}
    </Button>
  );
}

/** A record's form on its own page: Cancel goes back to `backTo`, Save submits. */
export function RecordFormCard<T extends object>({
  form,
  initialValues,
  onFinish,
  submitting,
  backTo,
  maxWidth = 720,
  children,
  testId,
  saveTestId = 'form-save',
}: {
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  onFinish: (values: T) => unknown;
  submitting?: boolean;
  backTo: string;
  maxWidth?: number;
  children: React.ReactNode;
  testId?: string;
  saveTestId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  return (
    <Card style={{ maxWidth }} data-testid={testId}>
      <Form<T> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} scrollToFirstError>
        {children}
        <Space>
          <Button onClick={() => navigate(backTo)}>{t('action.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid={saveTestId}>
            {t('action.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/**
 * The add / edit form of a record with its own pages, written once: the form card with the edited
 * record's values (or the defaults when adding), the save that sends `id` and `version` when editing (so a
 * stale edit answers 409 instead of overwriting), and back to `backTo` once saved.
 */
export function RecordPageForm<T extends { id: string; version: number }, TValues extends object, TBody extends object>({
  record,
  save,
  body,
  fields,
  values,
  defaults,
  backTo,
  maxWidth,
  children,
}: {
  record?: T;
  save: { mutateAsync: (body: TBody | (TBody & { id: string; version: number })) => Promise<unknown>; isPending: boolean };
  body: (values: TValues) => TBody;
  /** The record's fields the form edits as they are, and those it converts. */
  fields?: readonly (keyof T & keyof TValues)[];
  values?: (record: T) => Partial<TValues>;
  defaults?: Partial<TValues>;
  backTo: string;
  maxWidth?: number;
  children: React.ReactNode;
}) {
  const navigate = useLocaleNavigate();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<TValues>();
  return (
    <RecordFormCard<TValues>
      form={form}
      backTo={backTo}
      submitting={save.isPending}
      maxWidth={maxWidth}
      initialValues={record ? recordValues(record, fields, values) : defaults}
      onFinish={(v) =>
        saveOutcome(
          () => save.mutateAsync(record ? { ...body(v), id: record.id, version: record.version } : body(v)),
          () => navigate(backTo),
          form,
        )
      }
    >
      {children}
    </RecordFormCard>
  );
}

/**
 * View, Edit and Delete of a list row whose record has its own pages under `basePath`
 * (`{basePath}/view/{id}`, `{basePath}/edit/{id}`); Edit and Delete only for users who may manage.
 */
export function RecordLinkActions({
  basePath,
  id,
  name,
  canManage,
  remove,
}: {
  basePath: string;
  id: string;
  name: string;
  canManage: boolean;
  remove?: { mutateAsync: (id: string) => Promise<unknown> };
}) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  return (
    <Space>
      <Button icon={<EyeOutlined />} aria-label={`${t('action.view')} ${name}`} onClick={() => navigate(`${basePath}/view/${id}`)} data-testid="row-view" />
      {canManage && (
        <>
          <Button
            icon={<EditOutlined />}
            aria-label={`${t('action.edit')} ${name}`}
            onClick={() => navigate(`${basePath}/edit/${id}`)}
            data-testid="row-edit"
          />
          {remove && (
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('action.delete')} ${name}`}
              onClick={() => confirmDelete(name, () => deleteOutcome(() => remove.mutateAsync(id)))}
              data-testid="row-delete"
            />
          )}
        </>
      )}
    </Space>
  );
}
