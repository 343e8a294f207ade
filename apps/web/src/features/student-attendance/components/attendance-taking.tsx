import '../i18n';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, DatePicker, Empty, Flex, Input, List, Radio, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, ReloadOutlined, SafetyCertificateOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { ATTENDANCE_CONFIRM_MODE, ATTENDANCE_STATUS } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { JoinedText } from '../../../components/joined-text';
import { useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { ApiError } from '../../../lib/api-error';
import { useRetryWhenOnline } from '../../../lib/use-retry-online';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { useMe, usePermissions } from '../../auth/use-session';
import { schoolToday, formatDate, DATE_FORMAT } from '../../../lib/date';
import { STATUS_COLOR } from '../../../components/attendance-status';
import {
  classDayQuery,
  loadStoredClocks,
  loadStoredMarks,
  routinesQuery,
  sheetQuery,
  storeClocks,
  storeMarks,
  useSaveSheet,
  type TAttendanceMark,
  type TAttendanceRoutine,
  type TClockDraft,
} from '../api/student-attendance-api';

/**
 * /attendance (issue 12): the teacher's routines of a school day (the office: every routine of the campus);
 * one opened shows the class's students, each marked with a status; counts follow each change; one save
 * writes the sheet. Unsaved marks live in the page and in the browser's storage until a save succeeds.
 */
/** `tabs`: the office's and main teachers' views of a class, shown under the title (attendance-views.tsx). */
export function AttendanceTaking({ tabs }: { tabs?: ReactNode } = {}) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const to = useLocalePath();
  const permissions = usePermissions();
  const office = permissions.has('MANAGE_STUDENT_ATTENDANCE');
  // Attendance by date with clock-in/out (the campus's StudentAttendanceType 1): one sheet per class and day.
  const byDate = useMe().data?.studentAttendanceType === ATTENDANCE_CONFIRM_MODE.BY_DATE;
  // `?date=YYYY-MM-DD` the school day (today otherwise) and `?open=` the routine opened (by date: the class), so
  // a link or a reload opens the same sheet.
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : schoolToday();
  const opened = params.get('open');
  const navigate = (next: { date?: string; open?: string | null }) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next.date) q.set('date', next.date);
      if (next.open) q.set('open', next.open);
      else q.delete('open');
      return q;
    });
  const routines = useQuery(routinesQuery(date, office));
  // By date the list names each class once (its first session in the list).
  const listed = useMemo(() => {
    const all = routines.data ?? [];
    if (!byDate) return all;
    const seen = new Set<string>();
    return all.filter((r) => !seen.has(r.academicClassId) && seen.add(r.academicClassId));
  }, [routines.data, byDate]);
  const dayOf = (classId: string) => (routines.data ?? []).filter((r) => r.academicClassId === classId);

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={
          <Link to={to(`/attendance/confirm?date=${date}`)} data-testid="attendance-confirm-link">
            <Button icon={<SafetyCertificateOutlined />}>{t('confirmDay')}</Button>
          </Link>
        }
      />
      {tabs}
      <FilterBar>
        <FilterField label={t('date')}>
          <DatePicker
            value={dayjs(date)}
            format={(d) => formatDate(d, locale, DATE_FORMAT)}
            allowClear={false}
            onChange={(d) => {
              if (d) navigate({ date: d.format('YYYY-MM-DD'), open: null });
            }}
            data-testid="attendance-date"
          />
        </FilterField>
      </FilterBar>
      {opened && byDate ? (
        <AttendanceDay key={`${opened}|${date}`} academicClassId={opened} date={date} onBack={() => navigate({ open: null })} />
      ) : opened ? (
        <AttendanceSheet key={`${opened}|${date}`} routineId={opened} date={date} onBack={() => navigate({ open: null })} />
      ) : (
        <Card size="small">
          <List<TAttendanceRoutine>
            loading={routines.isLoading}
            dataSource={listed}
            locale={{ emptyText: <Empty description={t('noRoutines')} /> }}
            data-testid="attendance-routines"
            renderItem={(r) => {
              const day = byDate ? dayOf(r.academicClassId) : [r];
              return (
                <List.Item
                  key={r.id}
                  onClick={() => navigate({ date, open: byDate ? r.academicClassId : r.id })}
                  style={{ cursor: 'pointer' }}
                  data-testid={`routine-${r.academicClass.code}`}
                  actions={[
                    r.confirmed ? (
                      <Tag key="s" color="green">
                        {t('confirmed')}
                      </Tag>
                    ) : r.taken ? (
                      <Tag key="s" color="blue">
                        {t('taken')}
                      </Tag>
                    ) : (
                      <Tag key="s">{t('notTaken')}</Tag>
                    ),
                  ]}
                >
                  <List.Item.Meta
                    title={
                      // The class by its name, as on the confirmation and score screens (its code '1A' is Latin on a Khmer page).
                      <JoinedText
                        parts={[
                          locale === 'km' ? r.academicClass.description : r.academicClass.descriptionEn,
                          byDate ? t('wholeDay') : locale === 'km' ? r.subject.description : r.subject.descriptionEn,
                        ]}
                      />
                    }
                    description={
                      byDate
                        ? `${digits(day[0]!.sessionTime.from)}–${digits(day.at(-1)!.sessionTime.to)} · ${t('sessions', { n: digits(day.length) })}`
                        : `${digits(r.sessionTime.from)}–${digits(r.sessionTime.to)} · ${locale === 'km' ? r.teacher.fullName : r.teacher.fullNameEn}`
                    }
                  />
                </List.Item>
              );
            }}
          />
        </Card>
      )}
    </>
  );
}

/** Attendance by date: the class's day from `GET /api/schedule/class`; its sheet is kept on the first routine. */
function AttendanceDay({ academicClassId, date, onBack }: { academicClassId: string; date: string; onBack: () => void }) {
  const { t } = useTranslation('student-attendance');
  const day = useQuery(classDayQuery(academicClassId, date));
  const first = day.data?.[0];
  if (day.isLoading) return <Card size="small" loading />;
  if (!first)
    return (
      <Card size="small">
        <Empty description={t('noRoutines')} />
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="attendance-back">
          {t('back')}
        </Button>
      </Card>
    );
  return <AttendanceSheet routineId={first.id} date={date} onBack={onBack} />;
}

function AttendanceSheet({ routineId, date, onBack }: { routineId: string; date: string; onBack: () => void }) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const statusOptions = useEnumOptions('attendanceStatus');
  const sheet = useQuery(sheetQuery(routineId, date));
  const save = useSaveSheet();
  const [drafts, setDrafts] = useState<Record<string, number>>(() => loadStoredMarks(routineId, date));
  const [clocks, setClocks] = useState<Record<string, TClockDraft>>(() => loadStoredClocks(routineId, date));
  const [failed, setFailed] = useState(false);
  useEffect(() => storeMarks(routineId, date, drafts), [routineId, date, drafts]);
  useEffect(() => storeClocks(routineId, date, clocks), [routineId, date, clocks]);

  // data-calls §7: the sheet is a plain array, each student's record naming the sheet (its version and state).
  const students = useMemo(() => sheet.data ?? [], [sheet.data]);
  const head = students[0];
  const byDate = head?.byDate ?? false;
  const markOf = (s: TAttendanceMark) => drafts[s.studentId] ?? s.attendanceType;
  const clockInOf = (s: TAttendanceMark) => clocks[s.studentId]?.in ?? s.clockIn ?? '';
  const clockOutOf = (s: TAttendanceMark) => clocks[s.studentId]?.out ?? s.clockOut ?? '';
  const changed = students.filter(
    (s) =>
      (drafts[s.studentId] !== undefined && drafts[s.studentId] !== s.attendanceType) ||
      clockInOf(s) !== (s.clockIn ?? '') ||
      clockOutOf(s) !== (s.clockOut ?? ''),
  );
  const unmarked = students.filter((s) => markOf(s) === null);
  // spec: data-calls §4, 'All students' is ticked only when every student is absent (0); ticking marks them
  // all absent, unticking all present; any one change recomputes it with the counts.
  const allAbsent = students.length > 0 && students.every((s) => markOf(s) === ATTENDANCE_STATUS.ABSENCE);
  const canEdit = head?.canEdit ?? false;

  const submit = async () => {
    if (!head) return;
    // Every student is written: the unmarked ones as present (the teacher confirms the whole class). The JSON
    // attendance list (data-calls §7): each record names the sheet's routine, the date and the version read.
    const items = students.map((s) => ({
      routineId: head.routineId,
      date,
      version: head.version,
      studentId: s.studentId,
      attendanceType: markOf(s) ?? ATTENDANCE_STATUS.PRESENT,
      ...(byDate ? { clockIn: clockInOf(s) || null, clockOut: clockOutOf(s) || null } : {}),
    }));
    try {
      // The answer is the sheet saved (its new version): it replaces the sheet read.
      await save.mutateAsync({ routineId, date, items });
      setDrafts({});
      setClocks({});
      setFailed(false);
      notify.success(t('saved'));
    } catch (error) {
      // The marks stay in the page and in the browser; a 409 reloads the sheet (its new version) so a retry can save them.
      setFailed(true);
      if (error instanceof ApiError && error.status === 409) await sheet.refetch();
      if (!(error instanceof ApiError && error.code === 'network')) notify.errorDialog(error, t('notSaved'));
    }
  };

  // A save that failed for the network is tried again when the browser is back online; one started while the
  // browser knows it is offline waits paused (the query client's online mode) and goes by itself then.
  useRetryWhenOnline(failed, () => void submit());
  const waiting = failed || save.isPaused;

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('back')} data-testid="attendance-back" />
          {head && (
            <JoinedText
              parts={[
                locale === 'km' ? head.academicClass.description : head.academicClass.descriptionEn,
                byDate ? t('wholeDay') : digits(locale === 'km' ? head.routineDescription : head.routineDescriptionEn),
              ]}
            />
          )}
        </Space>
      }
    >
      <Flex vertical gap={8} style={{ marginBottom: 12 }}>
        <Space wrap size={[6, 6]} data-testid="attendance-counts">
          {statusOptions.map((o) => (
            <Tag key={o.value} color={STATUS_COLOR[o.value]}>
              {o.label} {digits(students.filter((s) => markOf(s) === o.value).length)}
            </Tag>
          ))}
          <Tag>
            {t('notMarked')} {digits(unmarked.length)}
          </Tag>
        </Space>
        {head?.isConfirmed && <Alert type="success" showIcon title={canEdit ? t('confirmedOffice') : t('confirmedReadOnly')} />}
        {waiting && (
          <Alert
            type="warning"
            showIcon
            title={t('keptLocally')}
            data-testid="attendance-failed"
            action={
              // A paused save goes by itself; a failed one may also be sent again by hand.
              failed && (
                <Button size="small" icon={<ReloadOutlined />} onClick={() => void submit()}>
                  {t('retry')}
                </Button>
              )
            }
          />
        )}
        {canEdit && (
          <Space wrap>
            <Checkbox
              checked={allAbsent}
              disabled={students.length === 0}
              onChange={(e) =>
                setDrafts((d) => ({
                  ...d,
                  ...Object.fromEntries(students.map((s) => [s.studentId, e.target.checked ? ATTENDANCE_STATUS.ABSENCE : ATTENDANCE_STATUS.PRESENT])),
                }))
              }
              data-testid="attendance-all-students"
            >
              {t('allStudents')}
            </Checkbox>
            <Button
              icon={<CheckOutlined />}
              onClick={() => setDrafts((d) => ({ ...d, ...Object.fromEntries(unmarked.map((s) => [s.studentId, ATTENDANCE_STATUS.PRESENT])) }))}
              disabled={unmarked.length === 0}
              data-testid="attendance-all-present"
            >
              {t('allPresent')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending && !save.isPaused}
              disabled={students.length === 0 || (head?.version !== null && changed.length === 0)}
              onClick={() => void submit()}
              data-testid="attendance-save"
            >
              {t('common:action.save')}
            </Button>
          </Space>
        )}
      </Flex>
      <List<TAttendanceMark>
        loading={sheet.isLoading}
        dataSource={students}
        data-testid="attendance-sheet"
        renderItem={(s, i) => {
          const [shown, other] = bothNames(s, locale);
          const setClock = (key: 'in' | 'out', value: string) => setClocks((c) => ({ ...c, [s.studentId]: { ...c[s.studentId], [key]: value } }));
          return (
            <List.Item key={s.studentId} data-testid={`student-${s.code}`}>
              <Flex vertical gap={6} style={{ width: '100%' }}>
                <Flex justify="space-between" wrap gap={4}>
                  <Typography.Text strong lang={locale}>
                    {digits(i + 1)}. {shown}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {other} · {s.code}
                    {s.onLeave && (
                      <Tag color="blue" style={{ marginInlineStart: 6 }}>
                        {t('onLeave')}
                      </Tag>
                    )}
                  </Typography.Text>
                </Flex>
                <Radio.Group
                  size="small"
                  optionType="button"
                  buttonStyle="solid"
                  disabled={!canEdit}
                  value={markOf(s)}
                  onChange={(e) => setDrafts((d) => ({ ...d, [s.studentId]: e.target.value as number }))}
                  options={statusOptions.map((o) => ({ value: o.value, label: o.label }))}
                  aria-label={`${t('status')} ${shown}`}
                />
                {byDate && (
                  <Space size={8} wrap>
                    <label>
                      <Typography.Text type="secondary">{t('clockIn')} </Typography.Text>
                      <Input
                        type="time"
                        size="small"
                        style={{ width: 110 }}
                        disabled={!canEdit}
                        value={clockInOf(s)}
                        onChange={(e) => setClock('in', e.target.value)}
                        data-testid={`clock-in-${s.code}`}
                      />
                    </label>
                    <label>
                      <Typography.Text type="secondary">{t('clockOut')} </Typography.Text>
                      <Input
                        type="time"
                        size="small"
                        style={{ width: 110 }}
                        disabled={!canEdit}
                        value={clockOutOf(s)}
                        onChange={(e) => setClock('out', e.target.value)}
                        data-testid={`clock-out-${s.code}`}
                      />
                    </label>
                  </Space>
                )}
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
