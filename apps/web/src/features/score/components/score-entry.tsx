import '../i18n';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, List, Select, Space, Table, Tag, Tooltip, Typography, type InputRef, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, BookOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACADEMIC_SCORE_STATUS, SCORE_VISIBILITY_STATUS } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { JoinedText } from '../../../components/joined-text';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { ApiError } from '../../../lib/api-error';
import { useRetryWhenOnline } from '../../../lib/use-retry-online';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { ExamField, useScoreChoices } from './score-choices';
import { ScoreReasonInput } from './score-reason-input';
import { moveOf, pastedColumn, readScore, type TCellProblem } from './score-cell';
import { ScoreSheetFile } from './score-sheet-file';
import { ScoreHistoryMarker, ScoreReviewPanel, VisibilityTag, useSheetHistory } from './score-confirmation-sheet';
import { entrySheetQuery, loadDrafts, storeDrafts, useSaveScores, type TEntryRow, type TScoreDraft, type TSheetSummary } from '../api/score-api';

/**
 * /score (issue 13): the teacher's class × subject sheets of an exam type (the current by default; the office:
 * every class and subject), and one opened as a sheet to type scores into like a spreadsheet. Unsaved edits live
 * in the page and in the browser's storage until one save writes the whole sheet. `actions`: the page's links
 * (scoring one student, the results) in the header.
 */
export function ScoreEntry({ actions }: { actions?: React.ReactNode } = {}) {
  const { t } = useTranslation('score');
  const choices = useScoreChoices(['exam', 'class', 'subject']);
  const { schedule, examId, classId, choose, name } = choices;
  const subjectId = choices.chosen('subject');
  const sheets = useMemo(() => schedule.data?.sheets ?? [], [schedule.data]);

  const classOptions = uniqueBy(sheets, (s) => s.academicClassId).map((s) => ({ value: s.academicClassId, label: name(s.academicClass, s.academicClassEn) }));
  const subjectOptions = uniqueBy(
    sheets.filter((s) => !classId || s.academicClassId === classId),
    (s) => s.courseLevelSubjectId,
  ).map((s) => ({ value: s.courseLevelSubjectId, label: name(s.subject, s.subjectEn) }));
  const listed = sheets.filter((s) => (!classId || s.academicClassId === classId) && (!subjectId || s.courseLevelSubjectId === subjectId));
  const open = examId && classId && subjectId ? { examId, classId, subjectId } : undefined;

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} extra={actions} />
      <FilterBar>
        <ExamField choices={choices} testId="score-exam" />
        <FilterField label={t('class')}>
          <Select
            style={{ minWidth: 140 }}
            allowClear
            placeholder={t('allClasses')}
            value={classId}
            options={classOptions}
            onChange={(value: string | undefined) => choose({ class: value, subject: undefined })}
            data-testid="score-class"
          />
        </FilterField>
        <FilterField label={t('subject')}>
          <Select
            style={{ minWidth: 160 }}
            allowClear
            placeholder={t('allSubjects')}
            value={subjectId}
            options={subjectOptions}
            onChange={(value: string | undefined) => choose({ subject: value })}
            data-testid="score-subject"
          />
        </FilterField>
      </FilterBar>
      {open ? (
        <ScoreSheet key={`${open.classId}|${open.examId}|${open.subjectId}`} {...open} onBack={() => choose({ class: undefined, subject: undefined })} />
      ) : (
        <Card size="small">
          {classId && examId && <ScoreSheetFile classId={classId} examId={examId} />}
          <List<TSheetSummary>
            loading={schedule.isLoading}
            dataSource={listed}
            locale={{ emptyText: <Empty description={t('noSheets')} /> }}
            data-testid="score-sheets"
            renderItem={(s) => (
              <List.Item
                key={`${s.academicClassId}:${s.courseLevelSubjectId}`}
                onClick={() => choose({ exam: examId, class: s.academicClassId, subject: s.courseLevelSubjectId })}
                style={{ cursor: 'pointer' }}
                data-testid={`sheet-${s.academicClassEn}-${s.subjectEn}`}
                actions={[
                  ...(s.visibility !== SCORE_VISIBILITY_STATUS.DRAFT ? [<VisibilityTag key="visibility" visibility={s.visibility} />] : []),
                  ...(s.note
                    ? [
                        <Tag key="note" color="orange" data-testid="sheet-sent-back">
                          {t('review.sentBackTag')}
                        </Tag>,
                      ]
                    : []),
                  <Tag key="state" color={s.state === 'complete' ? 'green' : s.state === 'in-progress' ? 'blue' : undefined}>
                    {s.state === 'in-progress'
                      ? t('inProgress', { entered: s.entered, students: s.students })
                      : t(s.state === 'complete' ? 'complete' : 'notStarted')}
                  </Tag>,
                ]}
              >
                <List.Item.Meta
                  title={<JoinedText parts={[name(s.academicClass, s.academicClassEn), name(s.subject, s.subjectEn)]} />}
                  description={
                    <>
                      {t('studentCount', { count: s.students })}
                      {s.note && (
                        <Typography.Paragraph type="warning" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                          {s.note}
                        </Typography.Paragraph>
                      )}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
    </>
  );
}

function uniqueBy<T>(list: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

/** A mark put in from a scored homework (issue 15): a small tag, its title in full on hover or focus. */
export function HomeworkSourceTag({ title }: { title: string }) {
  const { t } = useTranslation('score');
  const text = t('fromHomework', { title });
  return (
    <Tooltip title={text}>
      <Tag
        color="purple"
        icon={<BookOutlined aria-hidden />}
        style={{ width: 'fit-content', maxWidth: 220 }}
        tabIndex={0}
        aria-label={text}
        data-testid="score-source"
      >
        <Typography.Text ellipsis style={{ maxWidth: 180, color: 'inherit', fontSize: 12 }}>
          {text}
        </Typography.Text>
      </Tag>
    </Tooltip>
  );
}

function ScoreSheet({ classId, examId, subjectId, onBack }: { classId: string; examId: string; subjectId: string; onBack: () => void }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const errorText = useErrorText();
  const statusOptions = useEnumOptions('academicScoreStatus');
  const sheet = useQuery(entrySheetQuery(classId, examId, subjectId));
  const save = useSaveScores();
  const [drafts, setDrafts] = useState<Record<string, TScoreDraft>>(() => loadDrafts(classId, examId, subjectId));
  const [conflict, setConflict] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [reason, setReason] = useState('');
  const history = useSheetHistory(classId, examId, subjectId);
  useEffect(() => storeDrafts(classId, examId, subjectId, drafts), [classId, examId, subjectId, drafts]);
  const inputs = useRef<Array<InputRef | null>>([]);

  const data = sheet.data;
  const students = useMemo(() => data?.students ?? [], [data]);
  const max = data?.maxScore ?? null;
  const canEdit = data?.canEdit ?? false;
  const statusOf = (s: TEntryRow) => drafts[s.studentId]?.status ?? s.status;
  const textOf = (s: TEntryRow) => drafts[s.studentId]?.score ?? (s.score === null ? '' : String(s.score));
  const cells = students.map((s) => readScore(textOf(s), statusOf(s), max));
  const problems = cells.filter((c) => c.problem).length;
  const changed = students.filter((s, i) => cells[i]!.value !== s.score || statusOf(s) !== s.status).length;

  const edit = (studentId: string, change: TScoreDraft) => setDrafts((d) => ({ ...d, [studentId]: { ...d[studentId], ...change } }));
  const focusRow = (index: number) => {
    const input = inputs.current[index];
    if (input) {
      input.focus();
      input.select();
    }
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const to = moveOf(e.key, index);
    if (to === null) return;
    e.preventDefault();
    focusRow(to);
  };
  // A column copied from a spreadsheet fills this cell and the ones under it (one value per line, first column).
  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedColumn(e.clipboardData.getData('text'));
    if (!lines) return;
    e.preventDefault();
    setDrafts((d) => {
      const next = { ...d };
      lines.forEach((value, offset) => {
        const s = students[index + offset];
        if (s) next[s.studentId] = { ...next[s.studentId], score: value };
      });
      return next;
    });
    focusRow(Math.min(index + lines.length, students.length - 1));
  };

  const submit = async () => {
    if (!data || problems > 0) return;
    const items = students.map((s, i) => ({ studentId: s.studentId, score: cells[i]!.value, status: statusOf(s) }));
    try {
      await save.mutateAsync({
        academicClassId: classId,
        examTypeId: examId,
        courseLevelSubjectId: subjectId,
        version: data.version,
        items,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setDrafts({});
      setReason('');
      setConflict(null);
      setOffline(false);
      await sheet.refetch();
      notify.success(t('saved'));
    } catch (error) {
      // The edits stay in the page and in the browser; a 409 reloads the sheet (its new version) so a second save can write them.
      if (error instanceof ApiError && error.status === 409) {
        await sheet.refetch();
        setConflict(errorText(error));
      } else if (error instanceof ApiError && error.code === 'network') setOffline(true);
      else notify.errorDialog(error, t('notSaved'));
    }
  };
  // A save that failed for the connection is tried again when the browser is back online (as attendance taking);
  // one started while the browser knows it is offline waits paused (the query client's online mode) and goes then.
  useRetryWhenOnline(offline, () => void submit());
  const waitingForConnection = offline || save.isPaused;

  const problemText = (problem: TCellProblem) => t(`problem.${problem}`, { max: max ?? 0 });
  const columns: TableColumnsType<TEntryRow> = [
    { title: t('number'), key: 'number', width: 44, render: (_, __, i) => digits(i + 1) },
    {
      title: t('student'),
      key: 'student',
      render: (_, s) => {
        const [shown, other] = bothNames(s, locale);
        return (
          <Flex vertical>
            <Typography.Text strong lang={locale}>
              {shown}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {other} · {s.code}
            </Typography.Text>
            {s.source && <HomeworkSourceTag title={s.source.title} />}
          </Flex>
        );
      },
    },
    {
      title: t('score'),
      key: 'score',
      width: 96,
      render: (_, s, i) => {
        const problem = cells[i]!.problem;
        const [shown] = bothNames(s, locale);
        return (
          <Flex vertical>
            <Input
              ref={(el) => {
                inputs.current[i] = el;
              }}
              size="small"
              inputMode="decimal"
              autoComplete="off"
              disabled={!canEdit}
              value={textOf(s)}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-label={`${t('score')} ${shown}`}
              onChange={(e) => edit(s.studentId, { score: e.target.value })}
              onKeyDown={onKeyDown(i)}
              onPaste={onPaste(i)}
              data-testid={`score-input-${i}`}
              suffix={<ScoreHistoryMarker entries={history.byStudent.get(s.studentId) ?? []} />}
            />
            {problem && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`score-problem-${i}`}>
                {problemText(problem)}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: t('status'),
      key: 'status',
      width: 112,
      render: (_, s) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          disabled={!canEdit}
          value={statusOf(s)}
          options={statusOptions}
          aria-label={`${t('status')} ${bothNames(s, locale)[0]}`}
          onChange={(status: number) => edit(s.studentId, status === ACADEMIC_SCORE_STATUS.NORMAL ? { status } : { status, score: '' })}
        />
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('back')} data-testid="score-back" />
          {data && (
            <JoinedText
              parts={[
                locale === 'km' ? data.academicClass : data.academicClassEn,
                locale === 'km' ? data.subject : data.subjectEn,
                locale === 'km' ? data.examType : data.examTypeEn,
              ]}
            />
          )}
        </Space>
      }
    >
      <Flex vertical gap={8} style={{ marginBottom: 12 }}>
        {data && (
          <Space wrap size={[6, 6]} data-testid="score-limits">
            <Tag>{data.maxScore === null ? t('noMaximum') : t('maximum', { max: data.maxScore })}</Tag>
            {data.passScore !== null && <Tag>{t('pass', { pass: data.passScore })}</Tag>}
            <Tag>
              {t('entered', {
                entered: cells.filter((c, i) => c.value !== null || statusOf(students[i]!) !== ACADEMIC_SCORE_STATUS.NORMAL).length,
                students: students.length,
              })}
            </Tag>
          </Space>
        )}
        <ScoreReviewPanel classId={classId} examId={examId} subjectId={subjectId} unsaved={changed} />
        {data && !canEdit && data.visibility === SCORE_VISIBILITY_STATUS.DRAFT && <Alert type="info" showIcon title={t('closed')} />}
        {conflict && (
          <Alert
            type="warning"
            showIcon
            title={conflict}
            description={t('conflictKept')}
            data-testid="score-conflict"
            closable
            onClose={() => setConflict(null)}
          />
        )}
        {waitingForConnection && (
          <Alert
            type="warning"
            showIcon
            title={t('keptOffline')}
            data-testid="score-offline"
            action={
              // A paused save goes by itself; only a failed one may be sent again by hand.
              offline && (
                <Button size="small" icon={<ReloadOutlined />} onClick={() => void submit()}>
                  {t('retry')}
                </Button>
              )
            }
          />
        )}
        {problems > 0 && <Alert type="error" showIcon title={t('problems', { count: problems })} data-testid="score-problems" />}
        {canEdit && (
          <Space wrap>
            <Select
              style={{ minWidth: 200 }}
              placeholder={t('setAll')}
              value={null}
              options={statusOptions}
              onChange={(status: number) =>
                setDrafts((d) => ({
                  ...d,
                  ...Object.fromEntries(
                    students.map((s) => [s.studentId, status === ACADEMIC_SCORE_STATUS.NORMAL ? { ...d[s.studentId], status } : { status, score: '' }]),
                  ),
                }))
              }
              data-testid="score-set-all"
            />
            {data?.visibility === SCORE_VISIBILITY_STATUS.LIVE && <ScoreReasonInput value={reason} onChange={setReason} testId="score-reason" />}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={
                students.length === 0 ||
                problems > 0 ||
                (data?.version !== null && changed === 0) ||
                (data?.visibility === SCORE_VISIBILITY_STATUS.LIVE && !reason.trim())
              }
              onClick={() => void submit()}
              data-testid="score-save"
            >
              {t('common:action.save')}
            </Button>
            {changed > 0 && <Typography.Text type="secondary">{t('unsaved', { count: changed })}</Typography.Text>}
          </Space>
        )}
      </Flex>
      <Table<TEntryRow>
        size="small"
        rowKey="studentId"
        loading={sheet.isLoading}
        columns={columns}
        dataSource={students}
        pagination={false}
        data-testid="score-sheet"
      />
    </Card>
  );
}
