import '../i18n';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Flex, Segmented, Select, Space, Table, Tag, TimePicker, Typography } from 'antd';
import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { ATTENDANCE_STATUS } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { ApiError } from '../../../lib/api-error';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { dayQuery, schoolToday, useSaveAttendance, type TAttendanceDay, type TSaveItem } from '../api/employee-attendance-api';
import { EmployeeAttendanceTabs } from './employee-attendance-tabs';
import { formatDate, DATE_FORMAT } from '../../../lib/date';

const TIME = 'HH:mm';
type TSession = 'am' | 'pm';
type TValues = Pick<TSaveItem, 'attendanceType' | 'morningIn' | 'morningOut' | 'afternoonIn' | 'afternoonOut'>;
type TDraft = Partial<TValues>;

const valuesOf = (row: TAttendanceDay, draft: TDraft | undefined): Omit<TValues, 'attendanceType'> & { attendanceType: number | null } => ({
  attendanceType: draft?.attendanceType ?? row.attendanceType,
  morningIn: draft && 'morningIn' in draft ? draft.morningIn! : row.morningIn,
  morningOut: draft && 'morningOut' in draft ? draft.morningOut! : row.morningOut,
  afternoonIn: draft && 'afternoonIn' in draft ? draft.afternoonIn! : row.afternoonIn,
  afternoonOut: draft && 'afternoonOut' in draft ? draft.afternoonOut! : row.afternoonOut,
});

/**
 * The office's daily sheet of employee attendance (data-calls §3 daily attendance, §4 'employee attendance
 * … AM/PM Am'): the school's day, every employee with a status and the clock times of the morning or the
 * afternoon; changes are kept in the page until one save writes them all (one transaction on the server).
 */
export function EmployeeDailySheet() {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const to = useLocalePath();
  const notify = useNotify();
  const statusOptions = useEnumOptions('attendanceStatus');
  const [date, setDate] = useState(schoolToday);
  const [session, setSession] = useState<TSession>('am');
  // Unsaved changes are kept per date, so looking at another day and coming back loses none of them.
  const [draftsByDate, setDraftsByDate] = useState<Record<string, Record<string, TDraft>>>({});
  const drafts = useMemo(() => draftsByDate[date] ?? {}, [draftsByDate, date]);
  const setDrafts = (update: Record<string, TDraft> | ((d: Record<string, TDraft>) => Record<string, TDraft>)) =>
    setDraftsByDate((all) => ({ ...all, [date]: typeof update === 'function' ? update(all[date] ?? {}) : update }));
  const day = useQuery(dayQuery(date));
  const save = useSaveAttendance();
  const rows = useMemo(() => day.data ?? [], [day.data]);

  const patch = (employeeId: string, change: TDraft) => setDrafts((d) => ({ ...d, [employeeId]: { ...d[employeeId], ...change } }));
  const changed = rows.filter((r) => {
    const draft = drafts[r.employeeId];
    if (!draft) return false;
    const v = valuesOf(r, draft);
    return (
      v.attendanceType !== r.attendanceType ||
      v.morningIn !== r.morningIn ||
      v.morningOut !== r.morningOut ||
      v.afternoonIn !== r.afternoonIn ||
      v.afternoonOut !== r.afternoonOut
    );
  });

  const markAllPresent = () => {
    const next = { ...drafts };
    for (const r of rows)
      if (valuesOf(r, drafts[r.employeeId]).attendanceType === null) next[r.employeeId] = { ...next[r.employeeId], attendanceType: ATTENDANCE_STATUS.PRESENT };
    setDrafts(next);
  };

  const submit = async () => {
    const items: TSaveItem[] = changed.map((r) => {
      const v = valuesOf(r, drafts[r.employeeId]);
      return { employeeId: r.employeeId, date, ...v, attendanceType: v.attendanceType ?? ATTENDANCE_STATUS.PRESENT, version: r.version };
    });
    try {
      await save.mutateAsync(items);
      setDrafts({});
      notify.success(t('saved'));
    } catch (error) {
      // Someone else saved some of these days first: their rows reload, the other changes stay in the page.
      if (error instanceof ApiError && error.status === 409 && Array.isArray(error.data)) {
        const stale = new Set((error.data as Array<{ employeeId: string }>).map((c) => c.employeeId));
        setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => !stale.has(id))));
      }
      notify.errorDialog(error, t('notSaved'));
    }
  };

  const timeCell = (field: keyof Omit<TValues, 'attendanceType'>, label: string) => ({
    title: label,
    key: field,
    width: 120,
    render: (_: unknown, r: TAttendanceDay) => {
      const value = valuesOf(r, drafts[r.employeeId])[field];
      return (
        <TimePicker
          format={TIME}
          value={value ? dayjs(value, TIME) : null}
          onChange={(v: Dayjs | null) => patch(r.employeeId, { [field]: v ? v.format(TIME) : null })}
          needConfirm={false}
          minuteStep={1}
          aria-label={`${label} ${bothNames(r, locale)[0]}`}
          // The cell is narrow: antd's "Select time" did not fit; the format says what to type in either language.
          placeholder="--:--"
          style={{ width: 104 }}
        />
      );
    },
  });
  const times =
    session === 'am'
      ? [timeCell('morningIn', t('col.morningIn')), timeCell('morningOut', t('col.morningOut'))]
      : [timeCell('afternoonIn', t('col.afternoonIn')), timeCell('afternoonOut', t('col.afternoonOut'))];

  const counts = statusOptions.map((o) => ({ ...o, n: rows.filter((r) => valuesOf(r, drafts[r.employeeId]).attendanceType === o.value).length }));

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      <EmployeeAttendanceTabs current="daily" />
      <FilterBar>
        <FilterField label={t('date')}>
          <DatePicker
            value={dayjs(date)}
            format={(d) => formatDate(d, locale, DATE_FORMAT)}
            allowClear={false}
            onChange={(d) => {
              if (d) setDate(d.format('YYYY-MM-DD'));
            }}
            data-testid="attendance-date"
          />
        </FilterField>
        <FilterField label={t('session')}>
          <Segmented<TSession>
            value={session}
            onChange={setSession}
            options={[
              { value: 'am', label: t('morning') },
              { value: 'pm', label: t('afternoon') },
            ]}
            data-testid="attendance-session"
          />
        </FilterField>
      </FilterBar>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space wrap size={[6, 6]} data-testid="attendance-counts">
            {counts.map((c) => (
              <Tag key={c.value}>
                {c.label} {digits(c.n)}
              </Tag>
            ))}
            <Tag>
              {t('notRecorded')} {digits(rows.filter((r) => valuesOf(r, drafts[r.employeeId]).attendanceType === null).length)}
            </Tag>
          </Space>
          <Space wrap>
            <Button icon={<CheckOutlined />} onClick={markAllPresent} data-testid="attendance-all-present">
              {t('allPresent')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={changed.length === 0}
              onClick={() => void submit()}
              data-testid="attendance-save"
            >
              {t('common:action.save')}
            </Button>
          </Space>
        </Flex>
        {changed.length > 0 && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('unsaved', { count: changed.length })} data-testid="attendance-unsaved" />
        )}
        <Table<TAttendanceDay>
          rowKey="employeeId"
          size="small"
          loading={day.isLoading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          data-testid="attendance-sheet"
          columns={[
            { title: t('common:table.index'), key: 'index', width: 56, render: (_v, _r, i) => digits(i + 1) },
            { title: t('col.code'), dataIndex: 'code', width: 90 },
            {
              title: t('col.name'),
              key: 'name',
              render: (_v, r) => {
                const [shown, other] = bothNames(r, locale);
                return (
                  <Flex vertical>
                    <Link to={to(`/administration/employee-attendance/individual/${r.employeeId}`)} lang={locale}>
                      {shown}
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {other}
                      {r.isTeacher && (
                        <Tag style={{ marginInlineStart: 6 }} color="geekblue">
                          {t('teacher')}
                        </Tag>
                      )}
                    </Typography.Text>
                  </Flex>
                );
              },
            },
            {
              title: t('col.status'),
              key: 'status',
              width: 150,
              render: (_v, r) => (
                <Select<number>
                  value={valuesOf(r, drafts[r.employeeId]).attendanceType ?? undefined}
                  placeholder={t('notRecorded')}
                  options={statusOptions}
                  onChange={(v) => patch(r.employeeId, { attendanceType: v })}
                  aria-label={`${t('col.status')} ${bothNames(r, locale)[0]}`}
                  style={{ width: 136 }}
                  data-testid={`status-${r.code}`}
                />
              ),
            },
            ...times,
          ]}
        />
      </Card>
    </>
  );
}
