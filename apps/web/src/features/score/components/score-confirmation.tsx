import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Modal, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACADEMIC_SCORE_STATUS } from '@school/contract/enum/enum.values';
import { SCORE_REVIEW_STATES } from '@school/contract/score/score-confirmation.schemas';
import { PageHeader } from '../../../components/page-header';
import { useLocalePagination } from '../../../components/locale-pagination';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { useAcademicYears } from '../../auth/use-session';
import {
  confirmationOverviewQuery,
  useClassPreview,
  useConfirmClass,
  useConfirmSheet,
  useStepBack,
  type TClassPreview,
  type TReviewSheet,
  type TReviewState,
} from '../api/score-confirmation-api';
import { schoolTime } from './score-confirmation-sheet';
import { useResultText } from './score-result-parts';

const STATE_COLOR: Record<TReviewState, string | undefined> = {
  missing: 'red',
  'in-progress': 'blue',
  complete: 'cyan',
  submitted: 'gold',
  live: 'green',
};

/**
 * /score/confirmation (issue 13): the office's overview of an exam type, every class × scoring subject sheet with its
 * state, filtered by class and state (kept in the address: `?exam&class&state`); a class's sheets previewed side by
 * side; a submitted sheet confirmed (released to students and guardians) or sent back to its teacher with a note; a
 * class's submitted sheets confirmed in one go; a released sheet stepped back with a reason.
 */
export function ScoreConfirmation() {
  const { t } = useTranslation('score');
  const localePagination = useLocalePagination();
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const { selected: year } = useAcademicYears();
  const [params, setParams] = useSearchParams();
  const examParam = params.get('exam') ?? undefined;
  const classId = params.get('class') ?? undefined;
  const stateParam = params.get('state');
  const state = (SCORE_REVIEW_STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as TReviewState) : undefined;
  const overview = useQuery({
    ...confirmationOverviewQuery({ academicYearId: year?.id, examId: examParam, academicClassId: classId, state }),
    enabled: !!year,
  });
  const confirmSheet = useConfirmSheet();
  const confirmClass = useConfirmClass();
  const stepBack = useStepBack();
  const previewCall = useClassPreview();
  const [preview, setPreview] = useState<TClassPreview | null>(null);
  const [noteFor, setNoteFor] = useState<TReviewSheet | null>(null);
  const [note, setNote] = useState('');
  const data = overview.data;
  const examId = examParam ?? data?.examTypeId ?? undefined;
  const name = (km: string, en: string) => (locale === 'km' ? km : en);
  const sheets = data?.sheets ?? [];

  const choose = (next: { exam?: string; class?: string; state?: string }) => {
    const merged = { exam: examParam, class: classId, state, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search);
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
      return true;
    } catch (error) {
      notify.errorDialog(error, t('notSaved'));
      return false;
    }
  };
  const sheetName = (s: TReviewSheet) => `${name(s.academicClass, s.academicClassEn)} · ${name(s.subject, s.subjectEn)}`;
  const onConfirm = (s: TReviewSheet) =>
    confirm(t('confirmation.confirmTitle'), t('confirmation.confirmText', { sheet: sheetName(s) }), () =>
      run(() => confirmSheet.mutateAsync({ body: { id: s.id!, version: s.version! } }), t('confirmation.confirmed')),
    );
  const submittedOfClass = sheets.filter((s) => classId && s.academicClassId === classId && s.state === 'submitted');
  const onConfirmClass = () =>
    confirm(t('confirmation.confirmClassTitle'), t('confirmation.confirmClassText', { count: submittedOfClass.length }), () =>
      run(
        () =>
          confirmClass.mutateAsync({
            body: { academicClassId: classId!, examTypeId: examId!, sheets: submittedOfClass.map((s) => ({ id: s.id!, version: s.version! })) },
          }),
        t('confirmation.confirmedClass', { count: submittedOfClass.length }),
      ),
    );
  const onPreview = async () => {
    if (!classId || !examId) return;
    try {
      setPreview(await previewCall.mutateAsync({ body: { academicClassId: classId, examTypeId: examId } }));
    } catch (error) {
      notify.errorDialog(error, t('confirmation.previewFailed'));
    }
  };
  const saveNote = async () => {
    if (!noteFor || !note.trim()) return;
    const ok = await run(
      () => stepBack.mutateAsync({ body: { id: noteFor.id!, version: noteFor.version!, note: note.trim() } }),
      t(noteFor.state === 'live' ? 'confirmation.steppedBack' : 'confirmation.sentBack'),
    );
    if (ok) {
      setNoteFor(null);
      setNote('');
    }
  };

  const columns: TableColumnsType<TReviewSheet> = [
    { title: t('class'), key: 'class', render: (_, s) => name(s.academicClass, s.academicClassEn) },
    { title: t('subject'), key: 'subject', render: (_, s) => name(s.subject, s.subjectEn) },
    {
      title: t('confirmation.state'),
      key: 'state',
      render: (_, s) => (
        <Flex vertical gap={2}>
          <span>
            <Tag color={STATE_COLOR[s.state]} data-testid="review-state">
              {t(`confirmation.states.${s.state}`)}
            </Tag>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('entered', { entered: s.entered, students: s.students })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('confirmation.who'),
      key: 'who',
      render: (_, s) => (
        <Flex vertical gap={2} style={{ fontSize: 12 }}>
          {s.submittedAt && (
            <span>
              {t(s.submittedBy ? 'confirmation.submittedBy' : 'confirmation.submittedAt', {
                who: name(s.submittedBy ?? '', s.submittedByEn ?? ''),
                when: formatDate(schoolTime(s.submittedAt), locale, 'DD/MM/YYYY HH:mm'),
              })}
            </span>
          )}
          {s.state === 'live' && s.confirmedAt && (
            <span>
              {t(s.confirmedBy ? 'confirmation.confirmedBy' : 'confirmation.confirmedAt', {
                who: name(s.confirmedBy ?? '', s.confirmedByEn ?? ''),
                when: formatDate(schoolTime(s.confirmedAt), locale, 'DD/MM/YYYY HH:mm'),
              })}
            </span>
          )}
          {s.note && (
            <Typography.Text type="warning" data-testid="review-note">
              {t('confirmation.note', { note: s.note })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('confirmation.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space wrap size={[4, 4]}>
          {s.state === 'submitted' && (
            <>
              <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => onConfirm(s)} data-testid="review-confirm">
                {t('confirmation.confirm')}
              </Button>
              <Button size="small" icon={<RollbackOutlined />} onClick={() => setNoteFor(s)} data-testid="review-send-back">
                {t('confirmation.sendBack')}
              </Button>
            </>
          )}
          {s.state === 'live' && (
            <Button size="small" danger icon={<RollbackOutlined />} onClick={() => setNoteFor(s)} data-testid="review-step-back">
              {t('confirmation.stepBack')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('confirmation.title')} crumbs={[{ label: t('title'), path: '/score' }, { label: t('confirmation.title') }]} />
      <FilterBar>
        <FilterField label={t('exam')}>
          <Select
            style={{ minWidth: 180 }}
            value={examId}
            loading={overview.isLoading}
            options={(data?.examTypes ?? []).map((e) => ({ value: e.id, label: name(e.description, e.descriptionEn) }))}
            onChange={(exam: string) => choose({ exam })}
            data-testid="review-exam"
          />
        </FilterField>
        <FilterField label={t('class')}>
          <Select
            style={{ minWidth: 140 }}
            allowClear
            placeholder={t('allClasses')}
            value={classId}
            options={(data?.classes ?? []).map((c) => ({ value: c.id, label: name(c.description, c.descriptionEn) }))}
            onChange={(value: string | undefined) => choose({ class: value })}
            data-testid="review-class"
          />
        </FilterField>
        <FilterField label={t('confirmation.state')}>
          <Select
            style={{ minWidth: 160 }}
            allowClear
            placeholder={t('confirmation.allStates')}
            value={state}
            options={SCORE_REVIEW_STATES.map((value) => ({ value, label: t(`confirmation.states.${value}`) }))}
            onChange={(value: string | undefined) => choose({ state: value })}
            data-testid="review-state-filter"
          />
        </FilterField>
      </FilterBar>
      <Card size="small">
        <Flex vertical gap={12}>
          {data && (
            <Space wrap size={[6, 6]} data-testid="review-counts">
              {SCORE_REVIEW_STATES.map((st) => (
                <Tag.CheckableTag key={st} checked={state === st} onChange={(on) => choose({ state: on ? st : undefined })}>
                  <Tag color={STATE_COLOR[st]} style={{ marginInlineEnd: 0 }}>
                    {t(`confirmation.states.${st}`)} {digits(data.counts[st])}
                  </Tag>
                </Tag.CheckableTag>
              ))}
            </Space>
          )}
          {classId && (
            <Space wrap>
              <Button icon={<EyeOutlined />} loading={previewCall.isPending} onClick={() => void onPreview()} data-testid="review-preview">
                {t('confirmation.preview')}
              </Button>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={submittedOfClass.length === 0}
                onClick={onConfirmClass}
                data-testid="review-confirm-class"
              >
                {t('confirmation.confirmClass', { count: submittedOfClass.length })}
              </Button>
            </Space>
          )}
          <Table<TReviewSheet>
            size="small"
            rowKey={(s) => `${s.academicClassId}:${s.courseLevelSubjectId}`}
            loading={overview.isLoading}
            columns={columns}
            dataSource={sheets}
            pagination={{ pageSize: 50, hideOnSinglePage: true, ...localePagination }}
            scroll={{ x: 720 }}
            locale={{ emptyText: <Empty description={t('confirmation.empty')} /> }}
            data-testid="review-sheets"
          />
        </Flex>
      </Card>
      <Modal
        open={!!noteFor}
        title={noteFor ? t(noteFor.state === 'live' ? 'confirmation.stepBackTitle' : 'confirmation.sendBackTitle', { sheet: sheetName(noteFor) }) : ''}
        okText={noteFor?.state === 'live' ? t('confirmation.stepBack') : t('confirmation.sendBack')}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ disabled: !note.trim(), loading: stepBack.isPending, ...{ 'data-testid': 'review-note-ok' } }}
        onOk={() => void saveNote()}
        onCancel={() => setNoteFor(null)}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <Typography.Text>{t(noteFor?.state === 'live' ? 'confirmation.stepBackText' : 'confirmation.sendBackText')}</Typography.Text>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            value={note}
            aria-label={t('confirmation.noteLabel')}
            onChange={(e) => setNote(e.target.value)}
            data-testid="review-note-input"
          />
        </Flex>
      </Modal>
      <Modal
        open={!!preview}
        width={960}
        title={preview ? `${name(preview.academicClass, preview.academicClassEn)} · ${name(preview.examType, preview.examTypeEn)}` : ''}
        footer={null}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview && <ClassPreview preview={preview} />}
      </Modal>
    </>
  );
}

/** The class's students × subjects of an exam type, each column headed by its sheet's state. */
function ClassPreview({ preview }: { preview: TClassPreview }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const statusOptions = useEnumOptions('academicScoreStatus');
  const text = useResultText();
  type TRow = TClassPreview['students'][number];
  const columns: TableColumnsType<TRow> = [
    { title: t('number'), key: 'n', width: 44, fixed: 'left', render: (_, __, i) => digits(i + 1) },
    { title: t('student'), key: 'student', width: 150, fixed: 'left', render: (_, s) => bothNames(s, locale)[0] },
    ...preview.sheets.map((sh, col) => ({
      key: sh.courseLevelSubjectId,
      width: 96,
      title: (
        <Flex vertical gap={2}>
          <span>{locale === 'km' ? sh.subject : sh.subjectEn}</span>
          <span>
            <Tag color={STATE_COLOR[sh.state]} style={{ fontSize: 11 }}>
              {t(`confirmation.states.${sh.state}`)}
            </Tag>
          </span>
        </Flex>
      ),
      render: (_: unknown, s: TRow) => {
        const cell = s.cells[col];
        if (!cell) return <Typography.Text type="secondary">—</Typography.Text>;
        if (cell.status !== ACADEMIC_SCORE_STATUS.NORMAL) return <Tag>{statusOptions.find((o) => o.value === cell.status)?.label}</Tag>;
        return cell.score === null ? '—' : digits(cell.score);
      },
    })),
    // The exam's result as it will be released, with the class's rank (sortable: by rank, the unranked last).
    { title: t('result.total'), key: 'total', width: 80, align: 'end', render: (_, s) => text.number(s.result?.total) },
    {
      title: t('result.average'),
      key: 'average',
      width: 96,
      align: 'end',
      render: (_, s) => (!s.result ? '—' : s.result.state === 'complete' ? text.number(s.result.average) : text.state(s.result.state)),
    },
    {
      title: t('result.rank'),
      key: 'rank',
      width: 72,
      align: 'end',
      sorter: (a, b) => (a.result?.rank ?? Infinity) - (b.result?.rank ?? Infinity),
      render: (_, s) => (s.result?.rank == null ? '—' : <span data-testid="preview-rank">{digits(s.result.rank)}</span>),
    },
    { title: t('result.mention'), key: 'mention', width: 120, render: (_, s) => (s.result ? text.mention(s.result) : '—') },
  ];
  return (
    <Flex vertical gap={8}>
      {preview.sheets.some((s) => s.state !== 'submitted' && s.state !== 'live') && <Alert type="info" showIcon title={t('confirmation.previewIncomplete')} />}
      <Table<TRow>
        size="small"
        rowKey="studentId"
        columns={columns}
        dataSource={preview.students}
        pagination={false}
        scroll={{ x: 570 + 96 * preview.sheets.length, y: 480 }}
        data-testid="review-preview-table"
      />
    </Flex>
  );
}
