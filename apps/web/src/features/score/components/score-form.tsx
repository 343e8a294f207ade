import '../i18n';
import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Select, Space, Table, Tag, Typography, type InputRef, type TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACADEMIC_SCORE_STATUS, SCORE_VISIBILITY_STATUS } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { JoinedText } from '../../../components/joined-text';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { ApiError } from '../../../lib/api-error';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { VisibilityTag } from './score-confirmation-sheet';
import { ExamField, useScoreChoices } from './score-choices';
import { ScoreReasonInput } from './score-reason-input';
import { moveOf, pastedColumn, readScore } from './score-cell';
import { classSheetQuery, individualQuery, useSaveIndividual, type TIndividualSubject, type TScoreDraft } from '../api/score-api';

/**
 * /score/form (issue 13, individual scoring): pick an exam type, a class and a student, then type every subject of
 * that student in one form. One save writes the changed subjects, each at its sheet's version, in one server
 * transaction (`individual/batch-save`); a teacher edits the subjects she teaches and reads the others.
 */
export function ScoreForm() {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const choices = useScoreChoices(['exam', 'class', 'student']);
  const { schedule, examId, classId, choose, name } = choices;
  const studentId = choices.chosen('student');
  const classSheet = useQuery({ ...classSheetQuery(classId ?? '', examId ?? ''), enabled: !!classId && !!examId });
  const students = useMemo(() => classSheet.data?.students ?? [], [classSheet.data]);

  const seen = new Set<string>();
  const classOptions = (schedule.data?.sheets ?? [])
    .filter((s) => (seen.has(s.academicClassId) ? false : (seen.add(s.academicClassId), true)))
    .map((s) => ({ value: s.academicClassId, label: name(s.academicClass, s.academicClassEn) }));
  const studentOptions = students.map((s) => {
    const [shown, other] = bothNames(s, locale);
    return { value: s.studentId, label: `${shown} (${other}) · ${s.code}` };
  });
  const index = students.findIndex((s) => s.studentId === studentId);

  return (
    <>
      <PageHeader title={t('form.title')} crumbs={[{ label: t('title'), path: '/score' }, { label: t('form.title') }]} />
      <FilterBar>
        <ExamField choices={choices} testId="score-form-exam" />
        <FilterField label={t('class')}>
          <Select
            style={{ minWidth: 140 }}
            placeholder={t('form.chooseClass')}
            value={classId}
            options={classOptions}
            onChange={(value: string) => choose({ class: value, student: undefined })}
            data-testid="score-form-class"
          />
        </FilterField>
        <FilterField label={t('student')}>
          <Select
            style={{ minWidth: 260 }}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('form.chooseStudent')}
            value={studentId}
            disabled={!classId}
            loading={classSheet.isLoading}
            options={studentOptions}
            onChange={(value: string) => choose({ student: value })}
            data-testid="score-form-student"
          />
        </FilterField>
      </FilterBar>
      {classId && examId && studentId ? (
        <StudentForm
          key={`${classId}|${examId}|${studentId}`}
          classId={classId}
          examId={examId}
          studentId={studentId}
          previous={index > 0 ? () => choose({ student: students[index - 1]!.studentId }) : undefined}
          next={index >= 0 && index < students.length - 1 ? () => choose({ student: students[index + 1]!.studentId }) : undefined}
        />
      ) : (
        <Card size="small">
          <Empty description={t('form.pick')} />
        </Card>
      )}
    </>
  );
}

function StudentForm(props: { classId: string; examId: string; studentId: string; previous?: () => void; next?: () => void }) {
  const { classId, examId, studentId } = props;
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const errorText = useErrorText();
  const statusOptions = useEnumOptions('academicScoreStatus');
  const form = useQuery(individualQuery(studentId, classId, examId));
  const save = useSaveIndividual();
  const [drafts, setDrafts] = useState<Record<string, TScoreDraft>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const data = form.data;
  const subjects = useMemo(() => data?.subjects ?? [], [data]);
  const statusOf = (s: TIndividualSubject) => drafts[s.courseLevelSubjectId]?.status ?? s.status;
  const textOf = (s: TIndividualSubject) => drafts[s.courseLevelSubjectId]?.score ?? (s.score === null ? '' : String(s.score));
  const cells = subjects.map((s) => readScore(textOf(s), statusOf(s), s.maxScore));
  const problems = cells.filter((c, i) => c.problem && subjects[i]!.canEdit).length;
  const changed = subjects.filter((s, i) => s.canEdit && (cells[i]!.value !== s.score || statusOf(s) !== s.status));
  const editable = subjects.some((s) => s.canEdit);
  // The office changes a released score only with a reason (kept in the sheet's history).
  const needsReason = changed.some((s) => s.visibility === SCORE_VISIBILITY_STATUS.LIVE);
  const edit = (subjectId: string, change: TScoreDraft) => setDrafts((d) => ({ ...d, [subjectId]: { ...d[subjectId], ...change } }));
  // Spreadsheet keys over the subjects a reader may edit (read-only ones are stepped over), and a pasted column.
  const inputs = useRef<Array<InputRef | null>>([]);
  const editableRows = subjects.flatMap((s, i) => (s.canEdit ? [i] : []));
  const focusRow = (index: number) => {
    const input = inputs.current[index];
    if (input) {
      input.focus();
      input.select();
    }
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const to = moveOf(e.key, editableRows.indexOf(index));
    if (to === null) return;
    e.preventDefault();
    const row = editableRows[to];
    if (row !== undefined) focusRow(row);
  };
  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedColumn(e.clipboardData.getData('text'));
    if (!lines) return;
    e.preventDefault();
    const from = editableRows.indexOf(index);
    const rows = editableRows.slice(from, from + lines.length);
    setDrafts((d) => {
      const next = { ...d };
      rows.forEach((row, offset) => {
        const id = subjects[row]!.courseLevelSubjectId;
        next[id] = { ...next[id], score: lines[offset]! };
      });
      return next;
    });
    const last = rows.at(-1);
    if (last !== undefined) focusRow(last);
  };

  const submit = async () => {
    if (!data || problems > 0 || changed.length === 0 || (needsReason && !reason.trim())) return;
    try {
      await save.mutateAsync({
        academicClassId: classId,
        examTypeId: examId,
        studentId,
        items: changed.map((s) => ({
          courseLevelSubjectId: s.courseLevelSubjectId,
          version: s.version,
          score: cells[subjects.indexOf(s)]!.value,
          status: statusOf(s),
        })),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setDrafts({});
      setReason('');
      setConflict(null);
      await form.refetch();
      notify.success(t('saved'));
    } catch (error) {
      // Nothing was saved; the typed scores stay, a 409 reloads the subjects (their new versions) for a second save.
      if (error instanceof ApiError && error.status === 409) {
        await form.refetch();
        setConflict(errorText(error));
      } else notify.errorDialog(error, t('notSaved'));
    }
  };

  const columns: TableColumnsType<TIndividualSubject> = [
    { title: t('number'), key: 'number', width: 44, render: (_, __, i) => digits(i + 1) },
    {
      title: t('subject'),
      key: 'subject',
      render: (_, s) => (
        <Flex vertical>
          <Typography.Text strong>{locale === 'km' ? s.subject : s.subjectEn}</Typography.Text>
          <Space size={4} wrap>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.maxScore === null ? t('noMaximum') : t('maximum', { max: s.maxScore })}
            </Typography.Text>
            {!s.canEdit && (
              <Tag style={{ fontSize: 11 }} data-testid="score-form-read-only">
                {t('form.readOnly')}
              </Tag>
            )}
            {s.visibility !== SCORE_VISIBILITY_STATUS.DRAFT && <VisibilityTag visibility={s.visibility} />}
          </Space>
        </Flex>
      ),
    },
    {
      title: t('score'),
      key: 'score',
      width: 110,
      render: (_, s, i) => {
        const problem = s.canEdit ? cells[i]!.problem : undefined;
        return (
          <Flex vertical>
            <Input
              ref={(el) => {
                inputs.current[i] = el;
              }}
              size="small"
              inputMode="decimal"
              autoComplete="off"
              disabled={!s.canEdit}
              value={textOf(s)}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-label={`${t('score')} ${locale === 'km' ? s.subject : s.subjectEn}`}
              onChange={(e) => edit(s.courseLevelSubjectId, { score: e.target.value })}
              onKeyDown={onKeyDown(i)}
              onPaste={onPaste(i)}
              data-testid={`score-form-score-${i}`}
            />
            {problem && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`score-form-problem-${i}`}>
                {t(`problem.${problem}`, { max: s.maxScore ?? 0 })}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: t('status'),
      key: 'status',
      width: 120,
      render: (_, s) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          disabled={!s.canEdit}
          value={statusOf(s)}
          options={statusOptions}
          aria-label={`${t('status')} ${locale === 'km' ? s.subject : s.subjectEn}`}
          onChange={(status: number) => edit(s.courseLevelSubjectId, status === ACADEMIC_SCORE_STATUS.NORMAL ? { status } : { status, score: '' })}
        />
      ),
    },
  ];

  const [shown, other] = data ? bothNames(data.student, locale) : ['', ''];
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            disabled={!props.previous}
            onClick={props.previous}
            aria-label={t('form.previous')}
            data-testid="score-form-previous"
          />
          <Button icon={<RightOutlined />} disabled={!props.next} onClick={props.next} aria-label={t('form.next')} data-testid="score-form-next" />
          {data && (
            <span data-testid="score-form-student-name">
              <JoinedText parts={[shown, other, data.student.code, locale === 'km' ? data.examType : data.examTypeEn]} />
            </span>
          )}
        </Space>
      }
    >
      <Flex vertical gap={8} style={{ marginBottom: 12 }}>
        {data && !editable && <Alert type="info" showIcon title={t('form.nothingToEdit')} />}
        {conflict && (
          <Alert
            type="warning"
            showIcon
            title={conflict}
            description={t('conflictKept')}
            data-testid="score-form-conflict"
            closable
            onClose={() => setConflict(null)}
          />
        )}
        {problems > 0 && <Alert type="error" showIcon title={t('problems', { count: problems })} data-testid="score-form-problems" />}
        {editable && (
          <Space wrap>
            {needsReason && <ScoreReasonInput value={reason} onChange={setReason} testId="score-form-reason" />}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={problems > 0 || changed.length === 0 || (needsReason && !reason.trim())}
              onClick={() => void submit()}
              data-testid="score-form-save"
            >
              {t('common:action.save')}
            </Button>
            {changed.length > 0 && <Typography.Text type="secondary">{t('form.unsaved', { count: changed.length })}</Typography.Text>}
          </Space>
        )}
      </Flex>
      <Table<TIndividualSubject>
        size="small"
        rowKey="courseLevelSubjectId"
        loading={form.isLoading}
        columns={columns}
        dataSource={subjects}
        pagination={false}
        data-testid="score-form-subjects"
      />
    </Card>
  );
}
