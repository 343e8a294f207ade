import '../i18n';
import { Card, Col, Empty, Row, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { classroomsQuery } from '../api/classroom-api';
import { LiveState } from './live-state';

/** /classroom: the signed-in teacher's or student's classes × subjects (the office: every one of the current year). */
export function ClassroomList() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  const digits = useDigits();
  const to = useLocalePath();
  const rooms = useQuery(classroomsQuery());
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      {rooms.isLoading ? (
        <Spin />
      ) : (rooms.data ?? []).length === 0 ? (
        <Empty description={t('none')} />
      ) : (
        <Row gutter={[12, 12]}>
          {(rooms.data ?? []).map((r) => (
            <Col key={`${r.academicClassId}:${r.courseLevelSubjectId}`} xs={24} sm={12} lg={8}>
              <Card
                size="small"
                data-testid="classroom-card"
                title={
                  <Link to={to(`/classroom/detail?academicClassId=${r.academicClassId}&courseLevelSubjectId=${r.courseLevelSubjectId}`)}>
                    {localName({ description: r.subject, descriptionEn: r.subjectEn }, locale)} ·{' '}
                    {localName({ description: r.academicClass, descriptionEn: r.academicClassEn }, locale)}
                  </Link>
                }
              >
                <Space direction="vertical" size={4}>
                  <Typography.Text type="secondary">
                    {t('teacher')}: {(locale === 'en' ? r.teacherEn : r.teacher) || t('noTeacher')}
                  </Typography.Text>
                  <Typography.Text>{t('homeworkThisWeek', { n: digits(r.homeworkThisWeek) })}</Typography.Text>
                  <LiveState live={r.live} join={!r.canManage} />
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
