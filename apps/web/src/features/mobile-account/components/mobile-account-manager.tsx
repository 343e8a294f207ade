import '../i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Grid, Modal, Radio, Result, Select, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, KeyOutlined, StopOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACCOUNT_ACTOR_TYPE, ENUM_ITEMS, enumName } from '@school/contract/enum/enum.values';
import { MOBILE_ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { PageHeader } from '../../../components/page-header';
import { DataTable, pageLocally } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/confirm';
import { useFieldErrors } from '../../../components/use-save';
import { saveBlob } from '../../../lib/download';
import { formatDate, khmerDigits } from '../../../lib/date';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../auth/use-session';
import { useYearFilter } from '../../auth/use-years';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import {
  downloadGeneratedSheet,
  downloadTeacherAccounts,
  fetchAccounts,
  fetchEmployeeAccounts,
  guardianStudentsQuery,
  mobileAccountKeys,
  searchActors,
  useCreateAccount,
  useResetAccountPassword,
  useSetAccountStatus,
  useGenerateAccounts,
  type TAccount,
  type TActor,
  type TCreatedAccount,
  type TEmployeeAccount,
  type TGuardianStudentRow,
} from '../api/mobile-account-api';
import { SearchBox } from '../../../components/search-box';

const TABS = ['student', 'guardian', 'employee', 'guardian-student'] as const;
type TTab = (typeof TABS)[number];
const ACTOR_OF_TAB = { student: ACCOUNT_ACTOR_TYPE.STUDENT, guardian: ACCOUNT_ACTOR_TYPE.GUARDIAN } as const;
/** The roles an employee's account may sign in with (contract EMPLOYEE_MOBILE_ACTOR_TYPES). */
const EMPLOYEE_ROLES = [
  MOBILE_ACTOR_TYPE.TEACHER,
  MOBILE_ACTOR_TYPE.BUSS_DRIVER,
  MOBILE_ACTOR_TYPE.SCHOOL_ADMIN,
  MOBILE_ACTOR_TYPE.SCHOOL_OFFICE,
  MOBILE_ACTOR_TYPE.FRONT_OFFICE,
];

function useFullName() {
  const locale = useLocale();
  return (r: { fullName: string; fullNameEn: string }) => pickLocale(r.fullName, r.fullNameEn, locale);
}

function useGenderLabel() {
  const locale = useLocale();
  return (value: number | null | undefined) => enumName(ENUM_ITEMS.gender, value, locale);
}

/** Year and class selects (the class list follows the year), inside a filter bar or a form. */
function YearClassFields({ required, yearTestId, classTestId }: { required?: boolean; yearTestId: string; classTestId: string }) {
  const { t } = useTranslation('mobile-account');
  const locale = useLocale();
  const form = Form.useFormInstance();
  const { years, selected } = useAcademicYears();
  const yearId = Form.useWatch<string | undefined>('academicYearId', form);
  // The selected year of the header when none is chosen yet (the years load after the form).
  useEffect(() => {
    if (!form.getFieldValue('academicYearId') && selected) form.setFieldValue('academicYearId', selected.id);
  }, [form, selected]);
  const classes = useQuery(classesOfYearQuery(yearId));
  return (
    <>
      <Form.Item name="academicYearId" label={t('year')} rules={required ? [{ required: true }] : undefined}>
        <Select
          data-testid={yearTestId}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
          onChange={() => form.setFieldValue('academicClassId', undefined)}
          options={years.map((y) => ({ value: y.id, label: localName(y, locale) }))}
        />
      </Form.Item>
      <Form.Item name="academicClassId" label={t('class')} rules={required ? [{ required: true, message: t('chooseClass') }] : undefined}>
        <Select
          data-testid={classTestId}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
          loading={classes.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('chooseClass')}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: localName(c, locale) }))}
        />
      </Form.Item>
    </>
  );
}

/** The first password of an account just made: shown once, to hand to its owner. */
function CreatedAccountDialog({ account, onClose, title }: { account: TCreatedAccount | undefined; onClose: () => void; title?: string }) {
  const { t } = useTranslation('mobile-account');
  const fullName = useFullName();
  return (
    <Modal
      open={Boolean(account)}
      title={title ?? t('created.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common:action.close')}
        </Button>
      }
      destroyOnHidden
    >
      {account && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="created-account">
          <Typography.Text strong>{fullName(account)}</Typography.Text>
          <div>
            {t('username')}:{' '}
            <Typography.Text copyable code data-testid="created-username">
              {account.username}
            </Typography.Text>
          </div>
          <div>
            {t('firstPassword')}:{' '}
            <Typography.Text copyable code data-testid="created-password">
              {account.password}
            </Typography.Text>
          </div>
          <Alert type="warning" showIcon title={t('created.hint')} />
        </Space>
      )}
    </Modal>
  );
}

/** Makes one account at once (rows of the employee and class lists) and shows its first password. */
function useCreateOne() {
  const create = useCreateAccount();
  const notify = useNotify();
  const [created, setCreated] = useState<TCreatedAccount>();
  const run = async (body: { actorId: string; actorType: number; mobileActorType?: number }) => {
    try {
      setCreated(await create.mutateAsync(body));
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  const dialog = <CreatedAccountDialog account={created} onClose={() => setCreated(undefined)} />;
  return { run, dialog, pending: create.isPending };
}

/**
 * Reset a forgotten password (a new first password, shown once) and turn an account off or on, after a
 * confirmation: the actions of an account's row.
 */
function AccountActions({ account, name }: { account: { id: string; isActive: boolean }; name: string }) {
  const { t } = useTranslation('mobile-account');
  const notify = useNotify();
  const { confirm } = useConfirm();
  const reset = useResetAccountPassword();
  const status = useSetAccountStatus();
  const [made, setMade] = useState<TCreatedAccount>();
  // On a phone the buttons are their icons alone, as every list's row actions are: the held Actions column
  // (data-table.tsx) with both labels took 290 px of 390 and covered the account's username, code and name.
  const labelled = Grid.useBreakpoint().md !== false;
  const statusLabel = account.isActive ? t('accountStatus.off') : t('accountStatus.on');
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<KeyOutlined />}
        loading={reset.isPending}
        aria-label={`${t('reset.action')} ${name}`}
        data-testid="account-reset"
        onClick={() =>
          confirm(t('reset.confirmTitle'), t('reset.confirmText', { name }), () =>
            run(async () => setMade(await reset.mutateAsync(account.id)), t('reset.done')),
          )
        }
      >
        {labelled && t('reset.action')}
      </Button>
      <Button
        size="small"
        danger={account.isActive}
        icon={account.isActive ? <StopOutlined /> : <CheckCircleOutlined />}
        loading={status.isPending}
        aria-label={`${statusLabel} ${name}`}
        data-testid="account-status"
        onClick={() =>
          confirm(
            account.isActive ? t('accountStatus.offTitle') : t('accountStatus.onTitle'),
            t(account.isActive ? 'accountStatus.offText' : 'accountStatus.onText', { name }),
            () =>
              run(
                () => status.mutateAsync({ id: account.id, isActive: !account.isActive }),
                account.isActive ? t('accountStatus.offDone') : t('accountStatus.onDone'),
              ),
          )
        }
      >
        {labelled && statusLabel}
      </Button>
      <CreatedAccountDialog account={made} title={t('reset.title')} onClose={() => setMade(undefined)} />
    </Space>
  );
}

type TCreateValues = { actorType: number; actorId?: string; mobileActorType?: number };

/** Create one account: a student or an employee found by code, name or phone. */
function CreateAccountDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mobile-account');
  const locale = useLocale();
  const fullName = useFullName();
  const [form] = Form.useForm<TCreateValues>();
  const create = useCreateAccount();
  const notify = useNotify();
  const showFieldErrors = useFieldErrors();
  const [created, setCreated] = useState<TCreatedAccount>();
  const [actors, setActors] = useState<TActor[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const actorType = Form.useWatch('actorType', form) ?? ACCOUNT_ACTOR_TYPE.STUDENT;

  const search = (text: string, type: number = actorType) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearching(true);
      searchActors({ searchType: type === ACCOUNT_ACTOR_TYPE.EMPLOYEE ? 'employee' : 'student', search: text.trim() || undefined })
        .then(setActors, () => setActors([]))
        .finally(() => setSearching(false));
    }, 300);
  };

  const submit = async (v: TCreateValues) => {
    try {
      const account = await create.mutateAsync({
        actorId: v.actorId!,
        actorType: v.actorType,
        mobileActorType: v.actorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE ? v.mobileActorType : undefined,
      });
      onClose();
      setCreated(account);
    } catch (error) {
      showFieldErrors(form, error);
      notify.errorDialog(error);
    }
  };

  const actorLabel = (a: TActor) => {
    const extra = a.academicClass ? localName(a.academicClass, locale) : a.position ? localName(a.position, locale) : '';
    return `${a.code} · ${fullName(a)}${extra ? ` (${extra})` : ''}`;
  };

  return (
    <>
      <FormDrawer<TCreateValues>
        open={open}
        title={t('create.title')}
        form={form}
        onClose={onClose}
        onSubmit={submit}
        submitting={create.isPending}
        initialValues={{ actorType: ACCOUNT_ACTOR_TYPE.STUDENT, mobileActorType: MOBILE_ACTOR_TYPE.TEACHER }}
        testId="create-account-drawer"
        submitLabel={t('createAccount')}
      >
        <Form.Item name="actorType" label={t('actorType')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            onChange={(e) => {
              form.setFieldValue('actorId', undefined);
              setActors([]);
              search('', e.target.value as number);
            }}
            options={[ACCOUNT_ACTOR_TYPE.STUDENT, ACCOUNT_ACTOR_TYPE.EMPLOYEE].map((v) => ({
              value: v,
              label: enumName(ENUM_ITEMS.accountActorType, v, locale),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="actorId"
          label={actorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE ? t('create.employee') : t('create.student')}
          rules={[{ required: true }]}
          extra={t('create.searchHint')}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: (text) => search(text) }}
            onFocus={() => actors.length === 0 && search('')}
            loading={searching}
            notFoundContent={searching ? t('common:state.loading') : t('common:state.noData')}
            placeholder={t('create.searchPlaceholder')}
            options={actors.map((a) => ({ value: a.id, label: actorLabel(a) }))}
          />
        </Form.Item>
        {actorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE && (
          <Form.Item name="mobileActorType" label={t('role')} rules={[{ required: true }]} extra={t('create.employeeHint')}>
            <Select options={EMPLOYEE_ROLES.map((v) => ({ value: v, label: enumName(ENUM_ITEMS.mobileActorType, v, locale) }))} />
          </Form.Item>
        )}
      </FormDrawer>
      <CreatedAccountDialog account={created} onClose={() => setCreated(undefined)} />
    </>
  );
}

type TGenerateValues = { actorType: number; academicYearId?: string; academicClassId?: string };

/**
 * Generate many accounts at once: a class's students or their guardians, or every teacher. The sheet of
 * usernames and first passwords can be downloaded once.
 */
function GenerateDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mobile-account');
  const locale = useLocale();
  const [form] = Form.useForm<TGenerateValues>();
  const generate = useGenerateAccounts();
  const notify = useNotify();
  const showFieldErrors = useFieldErrors();
  const { selected } = useAcademicYears();
  const [outcome, setOutcome] = useState<{ url: string; made: number; downloaded: boolean }>();
  const [downloading, setDownloading] = useState(false);
  const actorType = Form.useWatch('actorType', form) ?? ACCOUNT_ACTOR_TYPE.STUDENT;

  const submit = async (v: TGenerateValues) => {
    try {
      const result = await generate.mutateAsync({
        actorType: v.actorType,
        academicClassId: v.actorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE ? undefined : v.academicClassId,
      });
      onClose();
      setOutcome({ ...result, downloaded: false });
      // Data is the sheet's URL: downloaded at once (data-calls §7); the button stays for a retry if that failed.
      await download(result);
    } catch (error) {
      showFieldErrors(form, error);
      notify.errorDialog(error);
    }
  };

  const download = async (target: { url: string; made: number }) => {
    setDownloading(true);
    try {
      const file = await downloadGeneratedSheet(target.url);
      saveBlob(file.blob, file.fileName ?? 'accounts.xlsx');
      setOutcome({ ...target, downloaded: true });
    } catch (error) {
      notify.errorDialog(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <FormDrawer<TGenerateValues>
        open={open}
        title={t('generate.title')}
        form={form}
        onClose={onClose}
        onSubmit={submit}
        submitting={generate.isPending}
        initialValues={{ actorType: ACCOUNT_ACTOR_TYPE.STUDENT, academicYearId: selected?.id }}
        testId="generate-drawer"
        submitLabel={t('generate.submit')}
      >
        <Form.Item name="actorType" label={t('generate.for')} rules={[{ required: true }]}>
          <Radio.Group
            data-testid="generate-actor-type"
            options={[
              { value: ACCOUNT_ACTOR_TYPE.STUDENT, label: t('generate.students') },
              { value: ACCOUNT_ACTOR_TYPE.GUARDIAN, label: t('generate.guardians') },
              { value: ACCOUNT_ACTOR_TYPE.EMPLOYEE, label: t('generate.teachers') },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {actorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE ? (
          <Alert type="info" showIcon title={t('generate.teachersHint')} />
        ) : (
          <YearClassFields required yearTestId="generate-year" classTestId="generate-class" />
        )}
        <Alert type="warning" showIcon title={t('generate.passwordHint')} style={{ marginTop: 16 }} />
      </FormDrawer>
      <Modal
        open={Boolean(outcome)}
        title={t('generate.done')}
        onCancel={() => setOutcome(undefined)}
        footer={<Button onClick={() => setOutcome(undefined)}>{t('common:action.close')}</Button>}
        destroyOnHidden
      >
        {outcome && (
          <Result
            status="success"
            title={t('generate.made', { n: locale === 'km' ? khmerDigits(String(outcome.made)) : String(outcome.made) })}
            subTitle={outcome.downloaded ? t('generate.downloaded') : t('generate.downloadOnce')}
            extra={
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={downloading}
                disabled={outcome.downloaded}
                onClick={() => void download(outcome)}
                data-testid="download-sheet"
              >
                {t('generate.download')}
              </Button>
            }
          />
        )}
      </Modal>
    </>
  );
}

/**
 * A turned-off account cannot sign in, and sign-in answers it exactly like a wrong password (so nobody
 * learns which accounts exist): this tag is where the office sees why someone cannot get in.
 */
function DisabledTag() {
  const { t } = useTranslation('mobile-account');
  return (
    <Tooltip title={t('accountStatus.disabledHint')}>
      <Tag color="red" icon={<StopOutlined />} data-testid="account-disabled">
        {t('accountStatus.disabled')}
      </Tag>
    </Tooltip>
  );
}

function StatusTags({ isActive, mustChangePassword }: { isActive: boolean; mustChangePassword?: boolean }) {
  const { t } = useTranslation('mobile-account');
  return (
    <Space size={4} wrap>
      {isActive ? <Tag color="green">{t('accountStatus.active')}</Tag> : <DisabledTag />}
      {mustChangePassword && <Tag color="orange">{t('mustChange')}</Tag>}
    </Space>
  );
}

/** Accounts of students or of guardians, paged by the server. */
function AccountsTab({ actorType, canManage }: { actorType: number; canManage: boolean }) {
  const { t } = useTranslation('mobile-account');
  const locale = useLocale();
  const fullName = useFullName();
  const gender = useGenderLabel();
  // A new top-bar year opens the list again on it (its class filter belongs to the year).
  const { listKey } = useYearFilter();
  return (
    <DataTable<TAccount, { search?: string; academicYearId?: string; academicClassId?: string }>
      key={listKey}
      pageKey={`mobile-account-${actorType}`}
      queryKey={[...mobileAccountKeys.accounts, actorType]}
      rowKey="id"
      testId={`accounts-${actorType}`}
      filters={
        <>
          <Form.Item name="search">
            <SearchBox placeholder={t('searchPlaceholder')} width={360} aria-label={t('common:field.keyword')} />
          </Form.Item>
          <YearClassFields yearTestId={`filter-year-${actorType}`} classTestId={`filter-class-${actorType}`} />
        </>
      }
      fetchPage={(r) =>
        fetchAccounts({
          actorType,
          pageIndex: r.pageIndex,
          pageSize: r.pageSize,
          search: r.filters.search?.trim() || undefined,
          academicClassId: r.filters.academicClassId,
        })
      }
      columns={[
        { title: t('username'), dataIndex: 'username', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t('code'), dataIndex: 'code', render: (v: string | null) => v ?? '—' },
        { title: t('name'), key: 'name', render: (_v, r) => fullName(r) },
        { title: t('gender'), key: 'gender', render: (_v, r) => gender(r.gender) },
        { title: t('role'), key: 'role', render: (_v, r) => localName(r.role, locale) },
        { title: t('status'), key: 'status', render: (_v, r) => <StatusTags isActive={r.isActive} mustChangePassword={r.mustChangePassword} /> },
        {
          title: t('lastSignIn'),
          key: 'lastSignIn',
          render: (_v, r) => (r.lastSignInAt ? formatDate(r.lastSignInAt, locale, 'DD/MM/YYYY HH:mm') : t('never')),
        },
        { title: t('createdAt'), key: 'createdAt', render: (_v, r) => formatDate(r.createdAt, locale, 'DD/MM/YYYY') },
        ...(canManage
          ? [{ title: t('common:table.actions'), key: 'actions', render: (_v: unknown, r: TAccount) => <AccountActions account={r} name={fullName(r)} /> }]
          : []),
      ]}
    />
  );
}

/** `GET /api/generate/teacher/users`: makes the missing teachers' accounts and downloads every teacher's sheet. */
function TeacherSheetButton() {
  const { t } = useTranslation('mobile-account');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid="teacher-sheet"
      onClick={async () => {
        setBusy(true);
        try {
          const file = await downloadTeacherAccounts();
          saveBlob(file.blob, file.fileName ?? 'teacher-accounts.xlsx');
          await Promise.all(Object.values(mobileAccountKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        } catch (error) {
          notify.errorDialog(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('teacherSheet')}
    </Button>
  );
}

/** Employees with their account, or a button to make one. */
function EmployeesTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('mobile-account');
  const locale = useLocale();
  const fullName = useFullName();
  const createOne = useCreateOne();
  return (
    <>
      <DataTable<TEmployeeAccount, { search?: string; status?: number; hasAccount?: string }>
        pageKey="mobile-account-employee"
        queryKey={mobileAccountKeys.employees}
        rowKey="employeeId"
        testId="accounts-employee"
        defaultFilters={{ status: 0 }}
        toolbar={canManage && <TeacherSheetButton />}
        filters={
          <>
            <Form.Item name="search">
              <SearchBox placeholder={t('searchPlaceholder')} width={360} aria-label={t('common:field.keyword')} />
            </Form.Item>
            <Form.Item name="hasAccount" label={t('account')}>
              <Select
                allowClear
                style={{ minWidth: 150 }}
                popupMatchSelectWidth={false}
                placeholder={t('all')}
                options={[
                  { value: 'true', label: t('withAccount') },
                  { value: 'false', label: t('withoutAccount') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={t('status')}>
              <Select
                style={{ minWidth: 120 }}
                popupMatchSelectWidth={false}
                options={ENUM_ITEMS.activeStatus.map((i) => ({ value: i.Value, label: locale === 'en' ? i.NameEn : i.Name }))}
              />
            </Form.Item>
          </>
        }
        fetchPage={(r) =>
          fetchEmployeeAccounts({
            status: r.filters.status ?? 0,
            pageIndex: r.pageIndex,
            pageSize: r.pageSize,
            search: r.filters.search?.trim() || undefined,
            hasAccount: r.filters.hasAccount === undefined ? undefined : r.filters.hasAccount === 'true',
          })
        }
        columns={[
          { title: t('code'), dataIndex: 'code' },
          { title: t('name'), key: 'name', render: (_v, r) => fullName(r) },
          { title: t('position'), key: 'position', render: (_v, r) => (r.position ? localName(r.position, locale) : '—') },
          {
            title: t('username'),
            key: 'username',
            render: (_v, r) =>
              r.account ? (
                <Typography.Text code>{r.account.username}</Typography.Text>
              ) : canManage ? (
                <Button
                  size="small"
                  icon={<UserAddOutlined />}
                  loading={createOne.pending}
                  onClick={() => void createOne.run({ actorId: r.employeeId, actorType: ACCOUNT_ACTOR_TYPE.EMPLOYEE })}
                >
                  {t('createAccount')}
                </Button>
              ) : (
                <Tag>{t('noAccount')}</Tag>
              ),
          },
          { title: t('role'), key: 'role', render: (_v, r) => (r.account ? enumName(ENUM_ITEMS.mobileActorType, r.account.mobileActorType, locale) : '—') },
          {
            title: t('status'),
            key: 'status',
            render: (_v, r) => (r.account ? <StatusTags isActive={r.account.isActive} mustChangePassword={r.account.mustChangePassword} /> : '—'),
          },
          {
            title: t('lastSignIn'),
            key: 'lastSignIn',
            render: (_v, r) => (r.account?.lastSignInAt ? formatDate(r.account.lastSignInAt, locale, 'DD/MM/YYYY HH:mm') : '—'),
          },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  render: (_v: unknown, r: TEmployeeAccount) =>
                    r.account ? <AccountActions account={{ id: r.account.mobileUserId, isActive: r.account.isActive }} name={fullName(r)} /> : null,
                },
              ]
            : []),
        ]}
      />
      {createOne.dialog}
    </>
  );
}

/** The guardian–student list of a class, with each one's account or a button to make it. */
function GuardianStudentTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('mobile-account');
  const locale = useLocale();
  const fullName = useFullName();
  const queryClient = useQueryClient();
  const { topYearId, listKey } = useYearFilter();
  const createOne = useCreateOne();
  const accountCell = (account: { username: string; isActive: boolean } | null, actorId: string, actorType: number) =>
    account ? (
      <Space size={4} wrap>
        <Typography.Text code type={account.isActive ? undefined : 'secondary'}>
          {account.username}
        </Typography.Text>
        {!account.isActive && <DisabledTag />}
      </Space>
    ) : canManage ? (
      <Button size="small" icon={<UserAddOutlined />} onClick={() => void createOne.run({ actorId, actorType })}>
        {t('createAccount')}
      </Button>
    ) : (
      <Tag>{t('noAccount')}</Tag>
    );
  return (
    <>
      <DataTable<TGuardianStudentRow, { academicYearId?: string; academicClassId?: string }>
        key={listKey}
        pageKey="mobile-account-guardian-student"
        queryKey={[...mobileAccountKeys.guardianStudents, 'page']}
        rowKey="studentId"
        testId="guardian-student"
        defaultFilters={{ academicYearId: topYearId }}
        filters={<YearClassFields yearTestId="gs-year" classTestId="gs-class" />}
        fetchPage={async (r) => pageLocally(r.filters.academicClassId ? await queryClient.fetchQuery(guardianStudentsQuery(r.filters.academicClassId)) : [], r)}
        columns={[
          { title: t('code'), dataIndex: 'code' },
          { title: t('student'), key: 'name', render: (_v, r) => fullName(r) },
          { title: t('account'), key: 'account', render: (_v, r) => accountCell(r.account, r.studentId, ACCOUNT_ACTOR_TYPE.STUDENT) },
          {
            title: t('guardians'),
            key: 'guardians',
            render: (_v, r) =>
              r.guardians.length === 0 ? (
                '—'
              ) : (
                <Flex vertical gap={4}>
                  {r.guardians.map((g) => (
                    <Flex key={g.guardianId} gap={8} wrap align="center">
                      <span>
                        {fullName(g)} ({pickLocale(g.relationshipName, g.relationshipNameEn, locale)})
                      </span>
                      {g.mobilePhone && <Typography.Text type="secondary">{g.mobilePhone}</Typography.Text>}
                      {accountCell(g.account, g.guardianId, ACCOUNT_ACTOR_TYPE.GUARDIAN)}
                    </Flex>
                  ))}
                </Flex>
              ),
          },
        ]}
      />
      {createOne.dialog}
    </>
  );
}

/** /administration/mobile-account: the accounts of students, guardians and employees. */
export function MobileAccountManager() {
  const { t } = useTranslation('mobile-account');
  const canManage = usePermissions().has('MANAGE_MOBILE_ACCOUNT');
  const [params, setParams] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TTab) : 'student';
  const [drawer, setDrawer] = useState<'create' | 'generate'>();
  const items = useMemo(
    () => [
      { key: 'student', label: t('tab.student'), children: <AccountsTab actorType={ACTOR_OF_TAB.student} canManage={canManage} /> },
      { key: 'guardian', label: t('tab.guardian'), children: <AccountsTab actorType={ACTOR_OF_TAB.guardian} canManage={canManage} /> },
      { key: 'employee', label: t('tab.employee'), children: <EmployeesTab canManage={canManage} /> },
      { key: 'guardian-student', label: t('tab.guardianStudent'), children: <GuardianStudentTab canManage={canManage} /> },
    ],
    [t, canManage],
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('nav:menus.002') }, { label: t('title') }]}
        extra={
          canManage && (
            <>
              <Button icon={<UserAddOutlined />} onClick={() => setDrawer('create')} data-testid="create-account">
                {t('create.title')}
              </Button>
              <Button type="primary" icon={<TeamOutlined />} onClick={() => setDrawer('generate')} data-testid="generate-accounts">
                {t('generate.title')}
              </Button>
            </>
          )
        }
      />
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} items={items} destroyOnHidden />
      <CreateAccountDrawer open={drawer === 'create'} onClose={() => setDrawer(undefined)} />
      <GenerateDrawer open={drawer === 'generate'} onClose={() => setDrawer(undefined)} />
    </>
  );
}
