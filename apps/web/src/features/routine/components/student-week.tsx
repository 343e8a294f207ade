import '../i18n';
import { Card, Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentWeekQuery } from '../api/routine-api';
import { WeekGrid } from './week-grid';

/** A student's class week, read-only (a guardian's child on /children/routine): the week grid of /schedule. */
export function StudentWeek({ studentId, academicYearId }: { studentId: string; academicYearId?: string }) {
  const { t } = useTranslation('routine');
  const week = useQuery(studentWeekQuery(studentId, academicYearId));
  return (
    <Card title={t('weekTitle')} loading={week.isLoading}>
      {week.data && week.data.routines.length > 0 ? <WeekGrid week={week.data} mode="class" testId="schedule-grid" /> : <Empty description={t('noRoutines')} />}
    </Card>
  );
}
