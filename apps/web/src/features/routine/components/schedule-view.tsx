import '../i18n';
import { useState } from 'react';
import { Button, Card, DatePicker, Empty, List, Segmented, Space, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { todayInCambodia } from '@school/contract/common/date.schemas';
import { SCHEDULE_VIEW } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { useNotify } from '../../../components/feedback';
import { useLocalName } from '../../../components/bilingual-name';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { useStateOfYear, useYearFilter } from '../../auth/use-years';
import { myDayQuery, printWeek, teachersQuery, weekQuery, type TRoutineDay } from '../api/routine-api';
import { WeekGrid } from './week-grid';

const OFFICE_KEYS = ['MANAGE_SCHEDULE', 'VIEW_NAV_SCHEDULE_ARRANGEMENT', 'VIEW_NAV_SCHEDULE_MANAGEMENT'] as const;

/** The routines of one date as a list (a teacher's or a student's day). */
function DayList({ items, mode }: { items: TRoutineDay[]; mode: 'teacher' | 'student' }) {
  const { t } = useTranslation('routine');
  const localName = useLocalName();
  const digits = useDigits();
  const to = useLocalePath();
  if (items.length === 0) return <Empty description={t('noRoutinesToday')} />;
  return (
    <List
      data-testid="routine-day"
      dataSource={items}
      renderItem={(r) => (
        <List.Item
          extra={
            <Link to={to(`/schedule/detail?id=${r.id}&date=${r.date ?? ''}`)} data-testid="routine-detail-link">
              {t('detail')}
            </Link>
          }
        >
          <List.Item.Meta
            title={
              <Space wrap>
                <Typography.Text strong>{digits(`${r.sessionTime.from}-${r.sessionTime.to}`)}</Typography.Text>
                <span>{localName(r.subject)}</span>
                {r.substitute && <Tag color="orange">{t('substitute')}</Tag>}
              </Space>
            }
            description={
              <Space wrap split="·">
                <span>{localName(r.academicClass)}</span>
                {mode === 'student' && <span>{localName({ description: r.teacher.fullName, descriptionEn: r.teacher.fullNameEn })}</span>}
                {r.substitute && mode === 'teacher' && (
                  <span>{t('insteadOf', { name: localName({ description: r.regularTeacher.fullName, descriptionEn: r.regularTeacher.fullNameEn }) })}</span>
                )}
                {r.room && <span>{t('roomShort', { code: r.room.code })}</span>}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

/**
 * /schedule: the signed-in teacher's or student's day (today by default) and week; with an office key,
 * the week of any class or teacher (SCHEDULE_VIEW by class 0 / by teacher 1).
 */
export function ScheduleView() {
  const { t } = useTranslation('routine');
  const locale = useLocale();
  const notify = useNotify();
  const permissions = usePermissions();
  const office = OFFICE_KEYS.some((k) => permissions.has(k));
  const [date, setDate] = useState(todayInCambodia());
  const [view, setView] = useState<number>(SCHEDULE_VIEW.CLASS);
  const year = useYearFilter();
  const [classId, setClassId] = useStateOfYear<string>(year.yearId);
  const [employeeId, setEmployeeId] = useStateOfYear<string>(year.yearId);
  const day = useQuery({ ...myDayQuery(date), enabled: !office });
  const ownWeek = useQuery(weekQuery({}, !office));
  const classes = useQuery({ ...classesOfYearQuery(year.yearId), enabled: office && Boolean(year.yearId) });
  const teachers = useQuery({ ...teachersQuery(year.yearId), enabled: office && Boolean(year.yearId) });
  const chosen = view === SCHEDULE_VIEW.CLASS ? { academicClassId: classId } : { employeeId, academicYearId: year.yearId };
  const officeWeek = useQuery(weekQuery(chosen, office && Boolean(view === SCHEDULE_VIEW.CLASS ? classId : employeeId)));
  const mode = ownWeek.data?.teacher ? 'teacher' : 'student';

  if (office) {
    return (
      <>
        <PageHeader
          title={t('scheduleTitle')}
          crumbs={[{ label: t('scheduleTitle') }]}
          extra={
            officeWeek.data && (
              <Button
                icon={<PrinterOutlined />}
                onClick={() => printWeek(chosen).catch((e: unknown) => void notify.errorDialog(e))}
                data-testid="routine-print"
              >
                {t('print')}
              </Button>
            )
          }
        />
        <CompactFilterBar>
          <Segmented
            value={view}
            onChange={(v) => setView(Number(v))}
            options={[
              { value: SCHEDULE_VIEW.CLASS, label: t('byClass') },
              { value: SCHEDULE_VIEW.TEACHER, label: t('byTeacher') },
            ]}
            data-testid="schedule-view"
          />
          <YearFilter years={year.years} value={year.yearId} onChange={(id) => year.pick(id)} loading={year.loading} ariaLabel={t('year')} />
          {view === SCHEDULE_VIEW.CLASS ? (
            <NamedSelect
              items={classes.data ?? []}
              value={classId}
              onChange={setClassId}
              placeholder={t('chooseClass')}
              ariaLabel={t('class')}
              testId="schedule-class"
            />
          ) : (
            <NamedSelect
              items={(teachers.data ?? []).map((x) => ({
                id: x.employeeId,
                description: `${x.fullName} (${x.code})`,
                descriptionEn: `${x.fullNameEn} (${x.code})`,
              }))}
              value={employeeId}
              onChange={setEmployeeId}
              placeholder={t('chooseTeacher')}
              ariaLabel={t('teacher')}
              testId="schedule-teacher"
            />
          )}
        </CompactFilterBar>
        {/* Before a class or a teacher is chosen the page says what to do (it was blank below the filters). */}
        {!(view === SCHEDULE_VIEW.CLASS ? classId : employeeId) && (
          <Empty description={t(view === SCHEDULE_VIEW.CLASS ? 'chooseClassToView' : 'chooseTeacherToView')} data-testid="schedule-choose" />
        )}
        {officeWeek.data && <WeekGrid week={officeWeek.data} mode={view === SCHEDULE_VIEW.CLASS ? 'class' : 'teacher'} testId="schedule-grid" />}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('scheduleTitle')}
        crumbs={[{ label: t('scheduleTitle') }]}
        extra={
          ownWeek.data?.teacher || ownWeek.data?.academicClass ? (
            <Button
              icon={<PrinterOutlined />}
              onClick={() =>
                printWeek(ownWeek.data?.teacher ? { employeeId: ownWeek.data.teacher.id } : { academicClassId: ownWeek.data?.academicClass?.id }).catch(
                  (e: unknown) => void notify.errorDialog(e),
                )
              }
              data-testid="routine-print"
            >
              {t('print')}
            </Button>
          ) : undefined
        }
      />
      <Card
        title={t('dayTitle', { date: formatDate(date, locale, 'dddd DD MMMM YYYY') })}
        extra={
          <DatePicker
            allowClear={false}
            format="DD/MM/YYYY"
            value={dayjs(date)}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
            aria-label={t('date')}
            data-testid="schedule-date"
          />
        }
        style={{ marginBottom: 16 }}
        // The day's title wraps beside the date picker: on a phone it was cut to 'កាលវិភាគថ្ងៃ សៅរ៍ ២…'.
        styles={{ title: { whiteSpace: 'normal' } }}
        data-testid="schedule-day"
        loading={day.isLoading}
      >
        <DayList items={day.data?.routines ?? []} mode={mode} />
      </Card>
      <Card title={t('weekTitle')} loading={ownWeek.isLoading}>
        {ownWeek.data && ownWeek.data.routines.length > 0 ? (
          <WeekGrid week={ownWeek.data} mode={mode === 'teacher' ? 'teacher' : 'class'} testId="schedule-grid" />
        ) : (
          <Empty description={t('noRoutines')} />
        )}
      </Card>
    </>
  );
}
