import '../i18n';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Flex, List, Radio, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, ReloadOutlined, SafetyCertificateOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { ATTENDANCE_STATUS } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { JoinedText } from '../../../components/joined-text';
import { useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { ApiError } from '../../../lib/api-error';
import { useRetryWhenOnline } from '../../../lib/use-retry-online';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { usePermissions } from '../../auth/use-session';
import { schoolToday } from '../../../lib/date';
import { STATUS_COLOR } from '../../../components/attendance-status';
import {
  loadStoredMarks,
  routinesQuery,
  sheetQuery,
  storeMarks,
  useSaveSheet,
  type TAttendanceMark,
  type TAttendanceRoutine,
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
  // `?date=YYYY-MM-DD` opens another school day (a link from elsewhere); today otherwise.
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : schoolToday()));
  const [routineId, setRoutineId] = useState<string | null>(null);
  const routines = useQuery(routinesQuery(date, office));

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
            format={(d) =>
              d
                .locale(locale)
                .format('DD/MM/YYYY')
                .replace(/\d/g, (n) => digits(n))
            }
            allowClear={false}
            onChange={(d) => {
              if (d) {
                setDate(d.format('YYYY-MM-DD'));
                setRoutineId(null);
              }
            }}
            data-testid="attendance-date"
          />
        </FilterField>
      </FilterBar>
      {routineId ? (
        <AttendanceSheet key={`${routineId}|${date}`} routineId={routineId} date={date} onBack={() => setRoutineId(null)} />
      ) : (
        <Card size="small">
          <List<TAttendanceRoutine>
            loading={routines.isLoading}
            dataSource={routines.data ?? []}
            locale={{ emptyText: <Empty description={t('noRoutines')} /> }}
            data-testid="attendance-routines"
            renderItem={(r) => (
              <List.Item
                key={r.id}
                onClick={() => setRoutineId(r.id)}
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
                  title={<JoinedText parts={[r.academicClass.code, locale === 'km' ? r.subject.description : r.subject.descriptionEn]} />}
                  description={`${digits(r.sessionTime.from)}–${digits(r.sessionTime.to)} · ${locale === 'km' ? r.teacher.fullName : r.teacher.fullNameEn}`}
                />
              </List.Item>
            )}
          />
        </Card>
      )}
    </>
  );
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
  const [failed, setFailed] = useState(false);
  useEffect(() => storeMarks(routineId, date, drafts), [routineId, date, drafts]);

  const students = useMemo(() => sheet.data?.students ?? [], [sheet.data]);
  const markOf = (s: TAttendanceMark) => drafts[s.studentId] ?? s.attendanceType;
  const changed = students.filter((s) => drafts[s.studentId] !== undefined && drafts[s.studentId] !== s.attendanceType);
  const unmarked = students.filter((s) => markOf(s) === null);
  const canEdit = sheet.data?.canEdit ?? false;

  const submit = async () => {
    if (!sheet.data) return;
    // Every student is written: the unmarked ones as present (the teacher confirms the whole class).
    const items = students.map((s) => ({ studentId: s.studentId, attendanceType: markOf(s) ?? ATTENDANCE_STATUS.PRESENT }));
    try {
      await save.mutateAsync({ routineId, date, version: sheet.data.version, items });
      setDrafts({});
      setFailed(false);
      await sheet.refetch();
      notify.success(t('saved'));
    } catch (error) {
      // The marks stay in the page and in the browser; a 409 reloads the sheet (its new version) so a retry can save them.
      setFailed(true);
      if (error instanceof ApiError && error.status === 409) await sheet.refetch();
      notify.errorDialog(error, t('notSaved'));
    }
  };

  // A save that failed for the network is tried again when the browser is back online.
  useRetryWhenOnline(failed, () => void submit());

  const routine = sheet.data?.routine;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('back')} data-testid="attendance-back" />
          {routine && <JoinedText parts={[routine.academicClass.code, locale === 'km' ? routine.subject.description : routine.subject.descriptionEn]} />}
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
        {sheet.data?.confirmed && <Alert type="success" showIcon title={canEdit ? t('confirmedOffice') : t('confirmedReadOnly')} />}
        {failed && (
          <Alert
            type="warning"
            showIcon
            title={t('keptLocally')}
            data-testid="attendance-failed"
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void submit()}>
                {t('retry')}
              </Button>
            }
          />
        )}
        {canEdit && (
          <Space wrap>
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
              loading={save.isPending}
              disabled={students.length === 0 || (sheet.data?.version !== null && changed.length === 0)}
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
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
