import { useState } from 'react';
import { Button, Checkbox, Col, DatePicker, Descriptions, Flex, Form, Grid, Input, Row, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ENUM_ITEMS } from '@school/contract/enum/enum.values';
import { FormDrawer } from '../../../components/form-drawer';
import { NumberInput } from '../../../components/number-input';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { BilingualName } from '../../../components/bilingual-name';
import { RowActions } from '../../../components/row-actions';
import { Steps } from '../../../components/steps';
import { useLocalePagination } from '../../../components/locale-pagination';
import { localName, pickLocale } from '../../../lib/bilingual';
import { formatDate } from '../../../lib/date';
import { localeDigits } from '../../../lib/digits';
import { useLocale, useDigits } from '../../../lib/use-locale';
import type { TLocale } from '../../../lib/locale';
import { initialSetupRefs as refs } from '@school/contract/initial-setup/initial-setup.refs';
import { basicInfoQuery, partListQuery, useRemovePart, useSavePart, type TPartApi, type TPartBody, type TPartRow } from '../api/initial-setup-api';
import { GenderInput } from '../../../components/person-fields';

/** The record kinds of the initial setup entered one by one (data-calls §7 'Initial setup'). */
const API = {
  year: refs.academicYear,
  position: refs.position,
  employee: refs.employee,
  level: refs.classifiedLevel,
  grade: refs.academicCourseLevel,
  class: refs.class,
  root: refs.subjectGroupRoot,
  levelSubject: refs.levelSubject,
  sessionTime: refs.academicSessionTime,
  teaching: refs.teachingClass,
  teachingSubject: refs.teachingClassSubject,
  student: refs.student,
} satisfies Record<string, TPartApi>;

type TOption = { value: string | number; label: string };
type TValues = Record<string, unknown>;
type TField = {
  /** camelCase form and body name (the client sends it PascalCased). */
  name: string;
  label: string;
  type: 'text' | 'int' | 'number' | 'date' | 'time' | 'bool' | 'select' | 'multi' | 'gender';
  required?: boolean;
  max?: number;
  options?: TOption[] | ((values: TValues) => TOption[]);
  /** Not sent when changing a record (the call's update does not take it). */
  createOnly?: boolean;
  wide?: boolean;
};
type TPart = {
  key: string;
  api: TPartApi;
  fields: TField[];
  columns: TableColumnsType<TPartRow>;
  defaults?: TValues;
  rowName: (row: TPartRow) => string;
};

const STEP_KEYS = [
  'position',
  'employee',
  'level',
  'grade',
  'class',
  'root',
  'levelSubject',
  'sessionTime',
  'teaching',
  'teachingSubject',
  'student',
  'summary',
] as const;
type TStepKey = (typeof STEP_KEYS)[number];

const text = (row: TPartRow, name: string) => (typeof row[name] === 'string' ? (row[name] as string) : '');
const ref = (row: TPartRow, name: string) => (row[name] ?? null) as { description?: string; descriptionEn?: string } | null;
const personName = (row: TPartRow, locale: TLocale) =>
  locale === 'en' ? `${text(row, 'lastNameEn')} ${text(row, 'firstNameEn')}`.trim() : `${text(row, 'lastName')} ${text(row, 'firstName')}`.trim();
const enumOptions = (items: readonly { Value: number | string; Name: string; NameEn: string }[], locale: TLocale): TOption[] =>
  items.map((i) => ({ value: i.Value, label: locale === 'en' ? i.NameEn : i.Name }));
const named = (rows: TPartRow[] | undefined, locale: TLocale): TOption[] => (rows ?? []).map((r) => ({ value: r.id, label: localName(r as never, locale) }));

/** The form value of a field from a row (edit) and the wire value from the form. */
function toFormValue(field: TField, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (field.type === 'date') return dayjs(value as string);
  return value;
}
function toWire(field: TField, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (field.type === 'date') return (value as Dayjs).format('YYYY-MM-DD');
  if (typeof value === 'string') return value.trim() || undefined;
  return value;
}

function FieldInput({ field }: { field: TField }) {
  const { t } = useTranslation('initial-setup');
  const rules = [
    ...(field.required ? [field.type === 'text' ? { required: true, whitespace: true } : { required: true }] : []),
    ...(field.max && field.type === 'text' ? [{ max: field.max }] : []),
    ...(field.type === 'time' ? [{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('manual.timeRule') }] : []),
  ];
  const item = (options?: TOption[]) => (
    <Form.Item name={field.name} label={field.label} rules={rules} valuePropName={field.type === 'bool' ? 'checked' : 'value'}>
      {field.type === 'text' ? (
        <Input />
      ) : field.type === 'time' ? (
        <Input placeholder="07:00" inputMode="numeric" />
      ) : field.type === 'int' || field.type === 'number' ? (
        <NumberInput precision={field.type === 'int' ? 0 : 2} style={{ width: '100%' }} />
      ) : field.type === 'date' ? (
        <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
      ) : field.type === 'bool' ? (
        <Checkbox />
      ) : field.type === 'gender' ? (
        <GenderInput />
      ) : (
        <Select
          allowClear={!field.required}
          mode={field.type === 'multi' ? 'multiple' : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          options={options ?? []}
        />
      )}
    </Form.Item>
  );
  const content =
    typeof field.options === 'function' ? (
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsValue }) => item((field.options as (v: TValues) => TOption[])(getFieldsValue(true) as TValues))}
      </Form.Item>
    ) : (
      item(field.options)
    );
  return (
    <Col xs={24} md={field.wide ? 24 : 12}>
      {content}
    </Col>
  );
}

/** A list of one record kind with add, change and delete (a drawer form built from the field list). */
function PartEditor({ part }: { part: TPart }) {
  const { t } = useTranslation('initial-setup');
  const list = useQuery(partListQuery(part.api));
  const pagination = useLocalePagination();
  const save = useSavePart(part.api);
  const remove = useRemovePart(part.api);
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [form] = Form.useForm<TValues>();
  const [editing, setEditing] = useState<TPartRow | 'new'>();
  const record = editing && editing !== 'new' ? editing : undefined;

  const initial: TValues = record ? Object.fromEntries(part.fields.map((f) => [f.name, toFormValue(f, record[f.name])])) : { ...part.defaults };

  const submit = (values: TValues) => {
    const body: TPartBody = {};
    for (const f of part.fields) {
      if (record && f.createOnly) continue;
      const v = toWire(f, values[f.name]);
      if (v !== undefined) body[f.name] = v;
      else if (f.type === 'bool') body[f.name] = false;
    }
    if (record) Object.assign(body, { id: record.id, version: record.version });
    return saveOutcome(
      () => save.mutateAsync(body),
      () => setEditing(undefined),
      form,
    );
  };

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t(`manual.hint.${part.key}`)}</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="manual-add">
          {t('common:action.add')}
        </Button>
      </Flex>
      <Table<TPartRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ ...pagination, pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('common:state.noData') }}
        data-testid={`manual-table-${part.key}`}
        columns={[
          ...part.columns,
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 110,
            render: (_v, r) => (
              <RowActions
                name={part.rowName(r)}
                onEdit={() => setEditing(r)}
                onDelete={() => confirmDelete(part.rowName(r), () => deleteOutcome(() => remove.mutateAsync(r.id)))}
              />
            ),
          },
        ]}
      />
      <FormDrawer<TValues>
        open={Boolean(editing)}
        title={record ? t('common:action.edit') : t('common:action.add')}
        form={form}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
        submitting={save.isPending}
        initialValues={initial}
        testId="manual-drawer"
      >
        <Row gutter={12}>
          {part.fields.map((f) => (
            <FieldInput key={f.name} field={{ ...f, ...(record && f.createOnly ? { required: false } : {}) }} />
          ))}
        </Row>
      </FormDrawer>
    </>
  );
}

/** The parts, with the lookups each one's selects need (read from the setup's own lists). */
function useParts(): Record<Exclude<TStepKey, 'summary'>, TPart> {
  const { t } = useTranslation('initial-setup');
  const locale = useLocale();
  const years = useQuery(partListQuery(API.year)).data;
  const positions = useQuery(partListQuery(API.position)).data;
  const employees = useQuery(partListQuery(API.employee)).data;
  const levels = useQuery(partListQuery(API.level)).data;
  const grades = useQuery(partListQuery(API.grade)).data;
  const classes = useQuery(partListQuery(API.class)).data;
  const roots = useQuery(partListQuery(API.root)).data;
  const levelSubjects = useQuery(partListQuery(API.levelSubject)).data;
  const teachings = useQuery(partListQuery(API.teaching)).data;
  const currentYear = (years ?? []).find((y) => y.isCurrent)?.id ?? years?.[0]?.id;
  // Numbers and times in the page's digits; codes and phone numbers stay as they were typed.
  const figure = (v: number | string | null | undefined) => localeDigits(v, locale);
  const nameCol = { title: t('manual.f.name'), key: 'name', render: (_v: unknown, r: TPartRow) => <BilingualName item={r as never} /> };
  const codeCol = { title: t('manual.f.code'), dataIndex: 'code' };
  const refCol = (title: string, name: string) => ({ title, key: name, render: (_v: unknown, r: TPartRow) => <BilingualName item={ref(r, name)} /> });
  const bilingual = (max = 300): TField[] => [
    { name: 'description', label: t('manual.f.description'), type: 'text', required: true, max },
    { name: 'descriptionEn', label: t('manual.f.descriptionEn'), type: 'text', required: true, max },
  ];
  const sort: TField = { name: 'sortIndex', label: t('manual.f.sortIndex'), type: 'int' };
  const code: TField = { name: 'code', label: t('manual.f.code'), type: 'text', required: true, max: 32 };
  const person: TField[] = [
    code,
    { name: 'lastName', label: t('manual.f.lastName'), type: 'text', required: true, max: 100 },
    { name: 'firstName', label: t('manual.f.firstName'), type: 'text', required: true, max: 100 },
    { name: 'lastNameEn', label: t('manual.f.lastNameEn'), type: 'text', required: true, max: 100 },
    { name: 'firstNameEn', label: t('manual.f.firstNameEn'), type: 'text', required: true, max: 100 },
    { name: 'gender', label: t('manual.f.gender'), type: 'gender', required: true },
    { name: 'dateOfBirth', label: t('manual.f.dateOfBirth'), type: 'date' },
  ];
  const personCols: TableColumnsType<TPartRow> = [codeCol, { title: t('manual.f.name'), key: 'name', render: (_v, r) => personName(r, locale) }];
  const gradeOfClass = (classId: unknown) => (classes ?? []).find((c) => c.id === classId);
  const teachingLabel = (r: TPartRow) => {
    const e = r.employee as { fullName: string; fullNameEn: string } | undefined;
    return `${e ? pickLocale(e.fullName, e.fullNameEn, locale) : ''} · ${localName(ref(r, 'academicClass'), locale)}`;
  };
  return {
    position: {
      key: 'position',
      api: API.position,
      fields: [...bilingual(), sort],
      columns: [nameCol, { title: t('manual.f.sortIndex'), dataIndex: 'sortIndex', render: figure }],
      rowName: (r) => localName(r as never, locale),
    },
    employee: {
      key: 'employee',
      api: API.employee,
      fields: [
        ...person,
        { name: 'phone', label: t('manual.f.phone'), type: 'text', max: 50 },
        { name: 'email', label: t('manual.f.email'), type: 'text', max: 200 },
        { name: 'positionId', label: t('manual.f.position'), type: 'select', options: named(positions, locale) },
      ],
      columns: [...personCols, refCol(t('manual.f.position'), 'position'), { title: t('manual.f.phone'), dataIndex: 'phone' }],
      rowName: (r) => personName(r, locale),
    },
    level: {
      key: 'level',
      api: API.level,
      fields: [
        code,
        ...bilingual(),
        { name: 'levelClassifyGroup', label: t('manual.f.levelGroup'), type: 'select', options: enumOptions(ENUM_ITEMS.levelClassifyGroup, locale) },
        sort,
      ],
      columns: [codeCol, nameCol],
      rowName: (r) => localName(r as never, locale),
    },
    grade: {
      key: 'grade',
      api: API.grade,
      fields: [
        code,
        ...bilingual(),
        { name: 'levelClassifiedId', label: t('manual.f.level'), type: 'select', required: true, options: named(levels, locale) },
        { name: 'academicYearIds', label: t('manual.f.years'), type: 'multi', options: named(years, locale), wide: true },
        sort,
      ],
      columns: [codeCol, nameCol, refCol(t('manual.f.level'), 'levelClassified')],
      rowName: (r) => localName(r as never, locale),
    },
    class: {
      key: 'class',
      api: API.class,
      defaults: { academicYearId: currentYear },
      fields: [
        { name: 'academicYearId', label: t('manual.f.year'), type: 'select', required: true, options: named(years, locale), createOnly: true },
        { name: 'courseLevelId', label: t('manual.f.grade'), type: 'select', required: true, options: named(grades, locale) },
        code,
        ...bilingual(),
        { name: 'academicTimeShift', label: t('manual.f.timeShift'), type: 'select', options: enumOptions(ENUM_ITEMS.academicTimeShift, locale) },
        sort,
      ],
      columns: [codeCol, nameCol, refCol(t('manual.f.grade'), 'courseLevel')],
      rowName: (r) => localName(r as never, locale),
    },
    root: {
      key: 'root',
      api: API.root,
      fields: [
        code,
        ...bilingual(),
        { name: 'abbreviation', label: t('manual.f.abbreviation'), type: 'text', max: 20 },
        { name: 'levelClassifiedIds', label: t('manual.f.levels'), type: 'multi', options: named(levels, locale), wide: true },
        sort,
      ],
      columns: [codeCol, nameCol, { title: t('manual.f.abbreviation'), dataIndex: 'abbreviation' }],
      rowName: (r) => localName(r as never, locale),
    },
    levelSubject: {
      key: 'levelSubject',
      api: API.levelSubject,
      defaults: { academicYearId: currentYear, isScoring: true },
      fields: [
        { name: 'academicYearId', label: t('manual.f.year'), type: 'select', required: true, options: named(years, locale) },
        { name: 'courseLevelId', label: t('manual.f.grade'), type: 'select', required: true, options: named(grades, locale) },
        { name: 'subjectGroupRootId', label: t('manual.f.root'), type: 'select', required: true, options: named(roots, locale) },
        { name: 'subjectCode', label: t('manual.f.subjectCode'), type: 'text', required: true, max: 32 },
        ...bilingual(),
        { name: 'maxScore', label: t('manual.f.maxScore'), type: 'number' },
        { name: 'coefficient', label: t('manual.f.coefficient'), type: 'number' },
        { name: 'isScoring', label: t('manual.f.isScoring'), type: 'bool' },
        sort,
      ],
      columns: [
        { title: t('manual.f.code'), dataIndex: 'subjectCode' },
        nameCol,
        refCol(t('manual.f.grade'), 'courseLevel'),
        { title: t('manual.f.maxScore'), dataIndex: 'maxScore', render: figure },
        { title: t('manual.f.coefficient'), dataIndex: 'coefficient', render: figure },
      ],
      rowName: (r) => localName(r as never, locale),
    },
    sessionTime: {
      key: 'sessionTime',
      api: API.sessionTime,
      fields: [
        {
          name: 'academicSessionTimeLevelClassifiedId',
          label: t('manual.f.level'),
          type: 'select',
          required: true,
          options: named(levels, locale),
          createOnly: true,
        },
        {
          name: 'academicTimeShift',
          label: t('manual.f.timeShift'),
          type: 'select',
          required: true,
          options: enumOptions(ENUM_ITEMS.academicTimeShift, locale),
          createOnly: true,
        },
        { name: 'from', label: t('manual.f.from'), type: 'time', required: true },
        { name: 'to', label: t('manual.f.to'), type: 'time', required: true },
        ...bilingual(100),
        { ...sort, required: true },
      ],
      defaults: { sortIndex: 1 },
      columns: [
        refCol(t('manual.f.level'), 'levelClassified'),
        nameCol,
        { title: t('manual.f.from'), dataIndex: 'from', render: figure },
        { title: t('manual.f.to'), dataIndex: 'to', render: figure },
      ],
      rowName: (r) => localName(r as never, locale),
    },
    teaching: {
      key: 'teaching',
      api: API.teaching,
      fields: [
        {
          name: 'employeeId',
          label: t('manual.f.employee'),
          type: 'select',
          required: true,
          options: (employees ?? []).map((e) => ({ value: e.id, label: `${text(e, 'code')} · ${personName(e, locale)}` })),
        },
        { name: 'academicClassId', label: t('manual.f.class'), type: 'select', required: true, options: named(classes, locale) },
        { name: 'isMain', label: t('manual.f.isMain'), type: 'bool' },
      ],
      columns: [
        {
          title: t('manual.f.employee'),
          key: 'employee',
          render: (_v, r) => {
            const e = r.employee as { fullName: string; fullNameEn: string };
            return pickLocale(e.fullName, e.fullNameEn, locale);
          },
        },
        refCol(t('manual.f.class'), 'academicClass'),
        { title: t('manual.f.isMain'), key: 'isMain', render: (_v, r) => (r.isMain ? t('common:action.yes') : t('common:action.no')) },
      ],
      rowName: teachingLabel,
    },
    teachingSubject: {
      key: 'teachingSubject',
      api: API.teachingSubject,
      fields: [
        {
          name: 'teachingClassId',
          label: t('manual.f.teaching'),
          type: 'select',
          required: true,
          options: (teachings ?? []).map((r) => ({ value: r.id, label: teachingLabel(r) })),
          wide: true,
        },
        {
          name: 'courseLevelSubjectId',
          label: t('manual.f.subject'),
          type: 'select',
          required: true,
          wide: true,
          options: (values) => {
            const teaching = (teachings ?? []).find((x) => x.id === values.teachingClassId);
            const cls = teaching ? gradeOfClass(teaching.academicClassId) : undefined;
            return (levelSubjects ?? [])
              .filter((s) => !cls || (s.courseLevelId === cls.courseLevelId && s.academicYearId === cls.academicYearId))
              .map((s) => ({ value: s.id, label: localName(s as never, locale) }));
          },
        },
      ],
      columns: [
        {
          title: t('manual.f.teaching'),
          key: 'teaching',
          render: (_v, r) => {
            const tc = (teachings ?? []).find((x) => x.id === r.teachingClassId);
            return tc ? teachingLabel(tc) : '—';
          },
        },
        refCol(t('manual.f.subject'), 'courseLevelSubject'),
      ],
      rowName: (r) => localName(ref(r, 'courseLevelSubject'), locale),
    },
    student: {
      key: 'student',
      api: API.student,
      fields: [
        ...person,
        { name: 'academicClassId', label: t('manual.f.class'), type: 'select', required: true, options: named(classes, locale) },
        { name: 'guardianName', label: t('manual.f.guardianName'), type: 'text', max: 200 },
        { name: 'guardianPhone', label: t('manual.f.guardianPhone'), type: 'text', max: 50 },
      ],
      columns: [
        ...personCols,
        refCol(t('manual.f.class'), 'academicClass'),
        { title: t('manual.f.dateOfBirth'), key: 'dob', render: (_v, r) => (r.dateOfBirth ? formatDate(r.dateOfBirth as string, locale, 'DD/MM/YYYY') : '—') },
      ],
      rowName: (r) => personName(r, locale),
    },
  };
}

/** The record counts of the whole setup so far, before going on to finish. */
function SetupSummary() {
  const { t } = useTranslation('initial-setup');
  const n = useDigits();
  const info = useQuery(basicInfoQuery());
  const p = info.data?.progress;
  if (!p) return null;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="manual-summary"
      items={(Object.keys(p) as Array<keyof typeof p>).map((key) => ({ key, label: t(`finish.${key}`), children: n(p[key]) }))}
    />
  );
}

/**
 * Part-by-part entry of the whole setup (the third way beside the template and the spreadsheet):
 * positions, employees, levels, grades, classes, subjects, subjects of the grades, session times, teaching
 * classes and their subjects, students; then the record summary.
 */
export function ManualSetup({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('initial-setup');
  const [step, setStep] = useState(0);
  const parts = useParts();
  const screens = Grid.useBreakpoint();
  const key = STEP_KEYS[step]!;
  const n = useDigits();
  return (
    <Row gutter={16}>
      <Col xs={24} md={7}>
        {screens.md ? (
          <Steps
            orientation="vertical"
            size="small"
            current={step}
            onChange={setStep}
            items={STEP_KEYS.map((k) => ({ title: t(`manual.step.${k}`) }))}
            style={{ marginBottom: 16 }}
          />
        ) : (
          // On a phone the twelve parts are a list to choose from, not a long column of steps.
          <Select
            aria-label={t('manual.part')}
            value={step}
            onChange={setStep}
            style={{ width: '100%', marginBottom: 12 }}
            options={STEP_KEYS.map((k, i) => ({ value: i, label: `${n(i + 1)}. ${t(`manual.step.${k}`)}` }))}
          />
        )}
      </Col>
      <Col xs={24} md={17} data-testid={`manual-step-${key}`}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t(`manual.step.${key}`)}
        </Typography.Title>
        {key === 'summary' ? <SetupSummary /> : <PartEditor key={key} part={parts[key]} />}
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          <Button onClick={() => (step === 0 ? onBack() : setStep(step - 1))}>{t('common:action.back')}</Button>
          <Space>
            {key === 'summary' ? (
              <Button type="primary" onClick={onDone} data-testid="setup-next">
                {t('next')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => setStep(step + 1)} data-testid="manual-next">
                {t('next')}
              </Button>
            )}
          </Space>
        </Flex>
      </Col>
    </Row>
  );
}
