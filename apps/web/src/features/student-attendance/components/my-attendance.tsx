import '../i18n';
import { useState } from 'react';
import { Button, Card, Empty, Flex, Segmented, Space, Spin, Tag, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { PageHeader } from '../../../components/page-header';
import { useEnumOptions } from '../../../components/enum-options';
import { STATUS_COLOR, useStatusMarks } from '../../../components/attendance-status';
import { formatDate, schoolToday } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { useMe } from '../../auth/use-session';
import { studentMonthlyQuery } from '../api/student-attendance-api';

/**
 * /profile/attendance (issue 12): a student's month as a calendar, each school day with the statuses of its
 * sessions, and the month's counts. The student sees herself, a guardian his first child; the office or a
 * teacher opens a student with `?studentId=`. A guardian chooses among his children (`?studentId=` follows).
 * `studentId` (the guardian's /children/attendance) names the child and leaves out the chooser and the header (the child page frames it).
 */
export function MyAttendance({ studentId: chosen }: { studentId?: string } = {}) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const marks = useStatusMarks();
  const statusOptions = useEnumOptions('attendanceStatus');
  const me = useMe();
  const [params, setParams] = useSearchParams();
  // `?month=YYYY-MM` (an absence notice's link) opens that month; else this month.
  const [month, setMonth] = useState(() => (/^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('month') ?? '') ? params.get('month')! : schoolToday().slice(0, 7)));
  const self = me.data;
  const studentId =
    chosen ??
    params.get('studentId') ??
    (self?.actorType === ACTOR_TYPE.STUDENT ? self.id : self?.actorType === ACTOR_TYPE.GUARDIAN ? self.childrens[0]?.id : undefined);
  // A guardian picks among his children (names from each child's month, the chosen one's is the month shown).
  const children = !chosen && self?.actorType === ACTOR_TYPE.GUARDIAN ? self.childrens : [];
  const childMonths = useQueries({ queries: children.map((c) => studentMonthlyQuery(c.id, month)) });
  const childNames = childMonths.flatMap((q) => (q.data ? [q.data] : []));
  const monthly = useQuery({ ...studentMonthlyQuery(studentId ?? '', month), enabled: !!studentId });
  const data = monthly.data;
  const first = dayjs(`${month}-01`);
  const byDate = new Map((data?.days ?? []).map((d) => [d.date, d.marks]));
  const cells: Array<string | null> = [...Array<null>(first.day()).fill(null)];
  for (let d = 1; d <= first.daysInMonth(); d++) cells.push(first.date(d).format('YYYY-MM-DD'));
  const weekdays = Array.from({ length: 7 }, (_, i) => dayjs('2025-11-02').add(i, 'day').locale(locale).format('dd'));
  const shift = (n: number) => setMonth(first.add(n, 'month').format('YYYY-MM'));
  const today = schoolToday();

  return (
    <>
      {!chosen && <PageHeader title={t('myTitle')} crumbs={[{ label: t('myTitle') }]} />}
      {children.length > 0 && childNames.length === children.length && (
        <Segmented
          block
          value={studentId}
          onChange={(v) => setParams({ studentId: String(v) }, { replace: true })}
          options={childNames.map((c) => {
            const [shown, other] = bothNames(c, locale);
            return { value: c.studentId, label: <span lang={locale}>{`${shown} · ${other}`}</span> };
          })}
          aria-label={t('child')}
          style={{ marginBottom: 12, maxWidth: 640 }}
          data-testid="my-attendance-children"
        />
      )}
      <Card
        size="small"
        title={
          <Space>
            <Button size="small" icon={<LeftOutlined />} aria-label={t('previousMonth')} onClick={() => shift(-1)} />
            <span data-testid="my-attendance-month">{formatDate(first, locale, 'MMMM YYYY')}</span>
            <Button size="small" icon={<RightOutlined />} aria-label={t('nextMonth')} onClick={() => shift(1)} />
          </Space>
        }
        extra={data && <span>{locale === 'km' ? data.fullName : data.fullNameEn}</span>}
      >
        {!studentId && me.isSuccess ? (
          <Empty description={t('noStudent')} />
        ) : (
          <Spin spinning={monthly.isLoading}>
            {data && (
              <Space wrap size={[6, 6]} style={{ marginBottom: 12 }} data-testid="my-attendance-counts">
                {statusOptions.map((o) => (
                  <Tag key={o.value} color={STATUS_COLOR[o.value]}>
                    {o.label} {digits(countOf(data.counts, o.value))}
                  </Tag>
                ))}
              </Space>
            )}
            <div
              className="my-attendance-grid"
              data-testid="my-attendance-calendar"
              style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}
            >
              {weekdays.map((w) => (
                <div key={w} style={{ textAlign: 'center', fontWeight: 600, padding: 4 }}>
                  {w}
                </div>
              ))}
              {cells.map((date, i) => {
                const dayMarks = date ? byDate.get(date) : undefined;
                return (
                  <div
                    key={date ?? `blank-${i}`}
                    data-date={date ?? undefined}
                    style={{
                      minHeight: 64,
                      padding: 4,
                      borderRadius: 6,
                      border: date ? `1px solid ${date === today ? '#1677ff' : '#f0f0f0'}` : 'none',
                      background: date && dayMarks ? '#fafafa' : undefined,
                    }}
                  >
                    {date && (
                      <Flex vertical gap={2}>
                        <span>{digits(Number(date.slice(8)))}</span>
                        <Flex wrap gap={2}>
                          {dayMarks?.map((m) => (
                            <Tooltip
                              key={m.routineId}
                              title={`${m.startTime ? digits(m.startTime) : ''} ${statusOptions.find((o) => o.value === m.attendanceType)?.label ?? ''}`}
                            >
                              <Tag color={STATUS_COLOR[m.attendanceType]} style={{ marginInlineEnd: 0, paddingInline: 4 }}>
                                {marks[m.attendanceType]}
                              </Tag>
                            </Tooltip>
                          ))}
                        </Flex>
                      </Flex>
                    )}
                  </div>
                );
              })}
            </div>
            {data && data.days.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMarks')} />}
          </Spin>
        )}
      </Card>
    </>
  );
}

function countOf(counts: { absence: number; present: number; late: number; permission: number; mission: number }, status: number): number {
  return ({ 0: counts.absence, 1: counts.present, 2: counts.late, 3: counts.permission, 6: counts.mission } as Record<number, number>)[status] ?? 0;
}
