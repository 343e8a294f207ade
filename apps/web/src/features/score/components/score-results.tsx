import '../i18n';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Drawer, Empty, Flex, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { useAcademicYears } from '../../auth/use-session';
import { scheduleQuery } from '../api/score-api';
import { classResultQuery, recordBookQuery, type TClassResultRow } from '../api/score-result-api';
import { RecordBookDownload, RecordBookExtras, ResultPeriods, useResultText } from './score-result-parts';

/**
 * /score/results (issue 13 'Results'): a class's ranked result of an exam, a semester or the year as stored by
 * the server (total, average, rank, mention, pass, absences), and a student's record book from a row. The
 * office picks any class, a teacher her classes (those of her sheets).
 */
export function ScoreResults() {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const text = useResultText();
  const { selected: year } = useAcademicYears();
  const [params, setParams] = useSearchParams();
  const schedule = useQuery({ ...scheduleQuery(year?.id, undefined), enabled: !!year });
  const name = (km: string, en: string) => (locale === 'km' ? km : en);
  const classes = useMemo(() => {
    const seen = new Map<string, string>();
    for (const s of schedule.data?.sheets ?? []) if (!seen.has(s.academicClassId)) seen.set(s.academicClassId, name(s.academicClass, s.academicClassEn));
    return [...seen].map(([value, label]) => ({ value, label }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schedule.data, locale]);
  // A class with a saved sheet of the current exam first: the one a reader most likely wants.
  const scored = schedule.data?.sheets.find((x) => x.version != null)?.academicClassId;
  const classId = params.get('class') ?? scored ?? classes[0]?.value;
  const period = params.get('period') ?? (schedule.data?.examTypeId ? `exam:${schedule.data.examTypeId}` : 'semester:1');
  const periodOptions = [
    ...(schedule.data?.examTypes ?? []).map((e) => ({ value: `exam:${e.id}`, label: name(e.description, e.descriptionEn) })),
    { value: 'semester:1', label: t('result.semester', { n: 1 }) },
    { value: 'semester:2', label: t('result.semester', { n: 2 }) },
    { value: 'year', label: t('result.annual') },
  ];
  const result = useQuery({ ...classResultQuery(classId ?? '', period), enabled: !!classId });
  const [bookOf, setBookOf] = useState<TClassResultRow | null>(null);
  const choose = (next: Record<string, string>) => setParams({ ...(classId ? { class: classId } : {}), period, ...next }, { replace: true });
  const data = result.data;

  const columns: TableColumnsType<TClassResultRow> = [
    { title: t('result.rank'), key: 'rank', width: 64, align: 'center', render: (_, r) => (r.rank == null ? '–' : digits(r.rank)) },
    {
      title: t('student'),
      key: 'name',
      render: (_, r) => {
        const [shown, other] = bothNames(r, locale);
        return (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto', textAlign: 'start', whiteSpace: 'normal' }} onClick={() => setBookOf(r)}>
            <span>
              <span lang={locale}>{shown}</span>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {other} · {r.code}
              </Typography.Text>
            </span>
          </Button>
        );
      },
    },
    { title: t('result.total'), key: 'total', align: 'end', render: (_, r) => text.number(r.total) },
    { title: t('result.average'), key: 'average', align: 'end', render: (_, r) => (r.state === 'complete' ? text.number(r.average) : text.state(r.state)) },
    { title: t('result.mention'), key: 'mention', render: (_, r) => text.mention(r) },
    { title: t('result.passed'), key: 'passed', render: (_, r) => text.passed(r.passed) },
    { title: t('result.absence'), key: 'absence', align: 'end', render: (_, r) => digits(r.absence ?? '–') },
    { title: t('result.misconduct'), key: 'misconduct', align: 'end', render: (_, r) => digits(r.misconduct) },
  ];

  return (
    <>
      <PageHeader title={t('result.title')} crumbs={[{ label: t('title'), path: '/score' }, { label: t('result.title') }]} />
      <FilterBar>
        <FilterField label={t('class')}>
          <Select
            style={{ minWidth: 140 }}
            value={classId}
            loading={schedule.isLoading}
            options={classes}
            onChange={(value: string) => choose({ class: value })}
            data-testid="result-class"
          />
        </FilterField>
        <FilterField label={t('result.period')}>
          <Select
            style={{ minWidth: 180 }}
            value={period}
            options={periodOptions}
            onChange={(value: string) => choose({ period: value })}
            data-testid="result-period"
          />
        </FilterField>
      </FilterBar>
      {result.isError && <Alert type="error" showIcon title={t('result.loadFailed')} />}
      {!classId && !schedule.isLoading && <Empty description={t('result.noClass')} />}
      {classId && (
        <Card size="small">
          {data && (
            <Space wrap style={{ marginBottom: 12 }}>
              <Tag>{t('result.students', { count: data.counts.students })}</Tag>
              <Tag color="green">{t('result.passedCount', { count: data.counts.passed })}</Tag>
              <Tag color="red">{t('result.failedCount', { count: data.counts.failed })}</Tag>
              {data.counts.incomplete > 0 && <Tag color="orange">{t('result.incompleteCount', { count: data.counts.incomplete })}</Tag>}
              <Tag color={data.released ? 'blue' : 'default'}>{data.released ? t('result.released') : t('result.notReleased')}</Tag>
            </Space>
          )}
          <Table<TClassResultRow>
            rowKey="studentId"
            size="small"
            loading={result.isLoading}
            columns={columns}
            dataSource={data?.rows ?? []}
            pagination={false}
            scroll={{ x: 640 }}
            locale={{ emptyText: <Empty description={t('result.none')} /> }}
            data-testid="result-table"
          />
        </Card>
      )}
      <Drawer open={!!bookOf} onClose={() => setBookOf(null)} title={t('result.recordBook')} size="large" destroyOnHidden>
        {bookOf && classId && <RecordBook studentId={bookOf.studentId} classId={classId} />}
      </Drawer>
    </>
  );
}

function RecordBook({ studentId, classId }: { studentId: string; classId: string }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const book = useQuery(recordBookQuery(studentId, classId));
  if (book.isError) return <Alert type="error" showIcon title={t('result.loadFailed')} />;
  if (!book.data) return null;
  const [shown, other] = bothNames(book.data, locale);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={5} lang={locale} style={{ margin: 0 }}>
          {shown} <Typography.Text type="secondary">· {other}</Typography.Text>
        </Typography.Title>
        <RecordBookDownload query={{ studentId, academicClassId: classId }} />
      </Flex>
      <ResultPeriods results={book.data} showRelease />
      <RecordBookExtras results={book.data} />
    </>
  );
}
