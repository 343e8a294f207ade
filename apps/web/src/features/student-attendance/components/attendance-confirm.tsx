import '../i18n';
import { Alert, Button, Card, DatePicker, Empty, Flex, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, CheckOutlined, ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { JoinedText } from '../../../components/joined-text';
import { useConfirm } from '../../../components/confirm';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { STATUS_COLOR, AttendanceStatusTag } from '../../../components/attendance-status';
import { localName, pickLocale } from '../../../lib/bilingual';
import { formatDate, schoolToday, DATE_FORMAT } from '../../../lib/date';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { confirmationByDateQuery, useConfirmDay, type TClassDay, type TClassDayChange } from '../api/student-attendance-confirm-api';

/** A stored instant as the school's clock shows it (Asia/Phnom_Penh, UTC+7, whatever the browser's zone). */
const schoolTime = (iso: string) => dayjs(new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16));

const COUNT_FIELD: Record<number, keyof TClassDay['counts']> = { 0: 'absence', 1: 'present', 2: 'late', 3: 'permission', 6: 'mission' };

/**
 * /attendance/confirm (issue 12, portal §2): the classes the reader confirms on a school day (the office: every
 * class with sessions that day; a main teacher: her classes), each with its sessions taken or not and the day's
 * counts. Confirming warns when sessions are not taken yet and still allows it (a session may not have been
 * held); a confirmed day shows who confirmed it and when, and every correction the office made after it.
 */
export function AttendanceConfirm() {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const to = useLocalePath();
  const errorText = useErrorText();
  const office = usePermissions().has('MANAGE_STUDENT_ATTENDANCE');
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : schoolToday();
  const classes = useQuery(confirmationByDateQuery(date));

  return (
    <>
      <PageHeader
        title={t('confirm.title')}
        crumbs={[{ label: t('title'), path: `/attendance?date=${date}` }, { label: t('confirm.title') }]}
        extra={
          <Link to={to(`/attendance?date=${date}`)}>
            <Button icon={<EditOutlined />}>{t('confirm.open')}</Button>
          </Link>
        }
      />
      <FilterBar>
        <FilterField label={t('date')}>
          <DatePicker
            value={dayjs(date)}
            format={(d) => formatDate(d, locale, DATE_FORMAT)}
            allowClear={false}
            onChange={(d) => d && setParams({ date: d.format('YYYY-MM-DD') }, { replace: true })}
            data-testid="confirm-date"
          />
        </FilterField>
      </FilterBar>
      <Spin spinning={classes.isLoading}>
        {classes.isError ? (
          <Alert type="warning" showIcon title={errorText(classes.error)} />
        ) : (classes.data ?? []).length === 0 && classes.isSuccess ? (
          <Card>
            <Empty description={office ? t('confirm.noClasses') : t('confirm.noClassesTeacher')} />
          </Card>
        ) : (
          <Flex vertical gap={16} data-testid="confirm-classes">
            {(classes.data ?? []).map((c) => (
              <ClassDayCard key={c.academicClassId} day={c} date={date} />
            ))}
          </Flex>
        )}
      </Spin>
    </>
  );
}

function ClassDayCard({ day, date }: { day: TClassDay; date: string }) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const statusOptions = useEnumOptions('attendanceStatus');
  const confirmDay = useConfirmDay();
  const taken = day.routines.filter((r) => r.taken).length;
  const total = day.routines.length;
  // The class's name in the page's language (its code is Latin: a Khmer page writes the Khmer name only).
  const name = localName(day, locale);

  const ask = () =>
    confirm(
      t('confirm.dialogTitle', { name }),
      taken < total ? `${t('confirm.dialogWarn', { count: total - taken, total })} ${t('confirm.dialogText')}` : t('confirm.dialogText'),
      async () => {
        try {
          await confirmDay.mutateAsync({ body: { academicClassId: day.academicClassId, date } });
          notify.success(t('confirm.done'));
        } catch (error) {
          notify.errorDialog(error, t('notSaved'));
        }
      },
      { okText: t('confirm.action'), danger: taken < total },
    );

  return (
    <Card
      size="small"
      data-testid={`confirm-class-${day.code}`}
      title={<span lang={locale}>{name}</span>}
      extra={
        day.confirmed ? (
          <Tag color="green" icon={<CheckCircleOutlined />} data-testid="confirm-state">
            {t('confirm.confirmed')}
          </Tag>
        ) : (
          <Space>
            <Tag data-testid="confirm-state">{t('confirm.notConfirmed')}</Tag>
            <Button type="primary" size="small" onClick={ask} loading={confirmDay.isPending} data-testid="confirm-day">
              {t('confirm.action')}
            </Button>
          </Space>
        )
      }
    >
      <Flex vertical gap={10}>
        <Space wrap size={[6, 6]} data-testid="confirm-counts">
          <Tag>{t('confirm.students', { count: day.students })}</Tag>
          {day.onLeave > 0 && <Tag color="blue">{t('confirm.onLeave', { count: day.onLeave })}</Tag>}
          {statusOptions.map((o) => (
            <Tag key={o.value} color={STATUS_COLOR[o.value]}>
              {o.label} {digits(day.counts[COUNT_FIELD[o.value] ?? 'present'] ?? 0)}
            </Tag>
          ))}
        </Space>
        {day.confirmed && day.confirmedAt && (
          <Typography.Text type="secondary" data-testid="confirm-by">
            {t('confirm.confirmedBy', {
              name: pickLocale(day.confirmedBy, day.confirmedByEn, locale),
              when: formatDate(schoolTime(day.confirmedAt), locale, 'DD MMMM YYYY HH:mm'),
            })}
          </Typography.Text>
        )}
        <Flex wrap gap={6} align="center">
          <Typography.Text strong style={{ marginInlineEnd: 4 }}>
            {t('confirm.taken', { taken, total })}
          </Typography.Text>
          {day.routines.map((r) => (
            <Tooltip key={r.id} title={`${r.taken ? t('taken') : t('notTaken')} · ${locale === 'km' ? r.teacher.fullName : r.teacher.fullNameEn}`}>
              <Tag color={r.taken ? 'blue' : 'orange'} style={{ marginInlineEnd: 0 }} data-testid={`confirm-routine-${r.sessionTime.from}`}>
                {r.taken ? <CheckOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />} {digits(r.sessionTime.from)} ·{' '}
                {locale === 'km' ? r.subject.description : r.subject.descriptionEn}
                <span className="sr-only"> {r.taken ? t('taken') : t('notTaken')}</span>
              </Tag>
            </Tooltip>
          ))}
        </Flex>
        {day.changes.length > 0 && <ChangesTable changes={day.changes} />}
      </Flex>
    </Card>
  );
}

function ChangesTable({ changes }: { changes: TClassDayChange[] }) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  return (
    <div data-testid="confirm-changes">
      <Typography.Text strong>{t('confirm.changes')}</Typography.Text>
      <Table<TClassDayChange>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={changes}
        columns={[
          { key: 'when', title: t('confirm.when'), render: (_, c) => formatDate(schoolTime(c.changedAt), locale, 'DD/MM/YYYY HH:mm') },
          { key: 'who', title: t('confirm.who'), render: (_, c) => pickLocale(c.changedBy, c.changedByEn, locale) },
          {
            key: 'student',
            title: t('confirm.student'),
            render: (_, c) => <span lang={locale}>{pickLocale(c.studentName, c.studentNameEn, locale)}</span>,
          },
          {
            key: 'session',
            title: t('confirm.session'),
            render: (_, c) => (
              <JoinedText
                parts={[c.startTime ? `${digits(c.startTime)}–${digits(c.endTime ?? '')}` : '', pickLocale(c.subject, c.subjectEn, locale)].filter(Boolean)}
              />
            ),
          },
          {
            key: 'change',
            title: t('confirm.change'),
            render: (_, c) => (
              <Space size={4} data-testid="confirm-change">
                {c.before === null ? <Tag>{t('confirm.noMark')}</Tag> : <AttendanceStatusTag value={c.before} />}
                <span aria-hidden>→</span>
                <AttendanceStatusTag value={c.after} />
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
