import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { formatDate, DATE_TIME_FIGURES } from '../../../lib/date';
import { useEnumOptions } from '../../../components/enum-options';
import { useNotify } from '../../../components/feedback';
import { downloadRecordBook, type TStudentPeriod, type TStudentResults } from '../api/score-result-api';

/** How a result's figures are written: two decimals in the page's digits, mentions in the page's language. */
export function useResultText() {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  return {
    number: (v: number | null | undefined) => (v == null ? '–' : digits(v.toFixed(2))),
    state: (state: string) => (state === 'exempt' ? t('result.exempt') : t('result.incomplete')),
    mention: (r: { grade: string | null; mention: string | null; mentionEn: string | null }) =>
      r.grade ? `${r.grade} ${(locale === 'km' ? r.mention : r.mentionEn) ?? ''}`.trim() : '–',
    passed: (p: boolean | null) => (p == null ? '–' : <Tag color={p ? 'green' : 'red'}>{p ? t('result.pass') : t('result.fail')}</Tag>),
  };
}

/** Saves the printed record book (PDF, Khmer and English) of the query (see `downloadRecordBook`). */
export function RecordBookDownload({ query }: { query: Parameters<typeof downloadRecordBook>[0] }) {
  const { t } = useTranslation('score');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      loading={busy}
      data-testid="record-book-pdf"
      onClick={() => {
        setBusy(true);
        downloadRecordBook(query)
          .catch((error: unknown) => void notify.errorDialog(error))
          .finally(() => setBusy(false));
      }}
    >
      {t('result.downloadPdf')}
    </Button>
  );
}

/** A student's periods as cards: the figures, then each subject's score (the record book, /profile/score). */
export function ResultPeriods({ results, showRelease = false }: { results: TStudentResults; showRelease?: boolean }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const text = useResultText();
  if (results.periods.length === 0) return <Empty description={t('result.noneReleased')} />;
  const subjects = new Map(results.subjects.map((s) => [s.courseLevelSubjectId, s]));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {results.periods.map((p: TStudentPeriod) => (
        <Card
          key={`${p.kind}:${p.examTypeId ?? p.semester ?? ''}`}
          size="small"
          title={locale === 'km' ? p.period : p.periodEn}
          extra={showRelease && <Tag color={p.released ? 'blue' : 'default'}>{p.released ? t('result.released') : t('result.notReleased')}</Tag>}
          data-testid="result-period-card"
        >
          <Descriptions size="small" column={{ xs: 2, sm: 3, md: 5 }}>
            <Descriptions.Item label={t('result.average')}>{p.state === 'complete' ? text.number(p.average) : text.state(p.state)}</Descriptions.Item>
            <Descriptions.Item label={t('result.rank')}>
              {p.rank == null ? '–' : t('result.rankOf', { rank: digits(p.rank), size: digits(p.classSize) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('result.mention')}>{text.mention(p)}</Descriptions.Item>
            <Descriptions.Item label={t('result.passed')}>{text.passed(p.passed)}</Descriptions.Item>
            <Descriptions.Item label={t('result.absence')}>{digits(p.absence ?? '–')}</Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="courseLevelSubjectId"
            size="small"
            pagination={false}
            dataSource={p.subjects}
            columns={[
              {
                title: t('subject'),
                key: 'subject',
                render: (_, c) => {
                  const s = subjects.get(c.courseLevelSubjectId);
                  return s ? (locale === 'km' ? s.subject : s.subjectEn) : '';
                },
              },
              {
                title: t('score'),
                key: 'score',
                align: 'end',
                render: (_, c) =>
                  c.state === 'exempt' ? (
                    <Typography.Text type="secondary">{t('result.exempt')}</Typography.Text>
                  ) : c.status === 'absent' ? (
                    <Typography.Text type="danger">{`${text.number(c.score)} (${t('result.absent')})`}</Typography.Text>
                  ) : (
                    `${text.number(c.score)} / ${digits(subjects.get(c.courseLevelSubjectId)?.maxScore ?? '')}`
                  ),
              },
              { title: t('result.letter'), key: 'grade', render: (_, c) => c.grade ?? '–' },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}

/**
 * The record book's conduct and corrections beside the results (the school's view only): the student's
 * misconduct of the year and every change of her scores after a sheet was submitted.
 */
export function RecordBookExtras({ results }: { results: TStudentResults }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const statusOptions = useEnumOptions('academicScoreStatus');
  const statusName = (status: number | null) => statusOptions.find((o) => o.value === status)?.label ?? '–';
  const cell = (score: number | null, status: number | null) => (score != null ? digits(score) : status == null ? '–' : String(statusName(status)));
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }} size="middle">
      <Card size="small" title={t('result.misconductTitle')} data-testid="record-misconduct">
        {results.misconducts.length === 0 ? (
          <Typography.Text type="secondary">{t('result.misconductNone')}</Typography.Text>
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={results.misconducts}
            columns={[
              { title: t('result.changedAt'), key: 'date', render: (_, m) => formatDate(m.date, locale) },
              { title: t('result.misconduct'), key: 'description', render: (_, m) => (locale === 'km' ? m.description : (m.descriptionEn ?? m.description)) },
              { title: t('result.actionTaken'), key: 'action', render: (_, m) => m.actionTaken ?? '–' },
            ]}
          />
        )}
      </Card>
      <Card size="small" title={t('result.historyTitle')} data-testid="record-history">
        {results.history.length === 0 ? (
          <Typography.Text type="secondary">{t('result.historyNone')}</Typography.Text>
        ) : (
          <Table
            rowKey={(h) => `${h.changedAt}-${h.courseLevelSubjectId}-${h.examTypeId}`}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={results.history}
            columns={[
              { title: t('result.changedAt'), key: 'at', render: (_, h) => digits(formatDate(h.changedAt, locale, DATE_TIME_FIGURES)) },
              { title: t('result.exam'), key: 'exam', render: (_, h) => (locale === 'km' ? h.exam : h.examEn) },
              { title: t('result.subject'), key: 'subject', render: (_, h) => (locale === 'km' ? h.subject : h.subjectEn) },
              { title: t('result.change'), key: 'change', render: (_, h) => `${cell(h.oldScore, h.oldStatus)} → ${cell(h.newScore, h.newStatus)}` },
              { title: t('result.changedBy'), key: 'by', render: (_, h) => (locale === 'km' ? h.changedBy : h.changedByEn) },
              { title: t('result.reason'), key: 'reason', render: (_, h) => h.reason ?? '–' },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
