import '../i18n';
import { Alert, Button, Flex, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import { HistoryOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ACADEMIC_SCORE_STATUS, SCORE_VISIBILITY_STATUS } from '@school/contract/enum/enum.values';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/feedback';
import { useEnumOptions } from '../../../components/enum-options';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { sheetReviewQuery, useSubmitSheet, type THistoryEntry } from '../api/score-confirmation-api';

/** An instant as Phnom Penh's wall clock (the school's time, whatever the browser's zone). */
export const schoolTime = (iso: string) => dayjs(new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16));

const VISIBILITY_COLOR: Record<number, string | undefined> = {
  [SCORE_VISIBILITY_STATUS.DRAFT]: undefined,
  [SCORE_VISIBILITY_STATUS.REQUIRED_CONFIRMATION]: 'gold',
  [SCORE_VISIBILITY_STATUS.LIVE]: 'green',
};
const VISIBILITY_KEY: Record<number, string> = {
  [SCORE_VISIBILITY_STATUS.DRAFT]: 'draft',
  [SCORE_VISIBILITY_STATUS.REQUIRED_CONFIRMATION]: 'submitted',
  [SCORE_VISIBILITY_STATUS.LIVE]: 'live',
};

/** The sheet's review state as a tag: draft, awaiting confirmation, released. */
export function VisibilityTag({ visibility }: { visibility: number }) {
  const { t } = useTranslation('score');
  return (
    <Tag color={VISIBILITY_COLOR[visibility]} data-testid="score-visibility">
      {t(`review.${VISIBILITY_KEY[visibility] ?? 'draft'}`)}
    </Tag>
  );
}

/**
 * Above a teacher's sheet (issue 13): its review state, the office's note when it was sent back, and "Submit for
 * confirmation" (a complete, saved sheet) or "Take back" (submitted, not yet confirmed).
 */
export function ScoreReviewPanel({ classId, examId, subjectId, unsaved }: { classId: string; examId: string; subjectId: string; unsaved: number }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const review = useQuery(sheetReviewQuery(classId, examId, subjectId));
  const submit = useSubmitSheet();
  const data = review.data;
  if (!data) return null;

  const send = (isActive: boolean) =>
    confirm(t(isActive ? 'review.submitTitle' : 'review.withdrawTitle'), t(isActive ? 'review.submitText' : 'review.withdrawText'), async () => {
      try {
        await submit.mutateAsync({ body: { id: data.id!, version: data.version!, isActive } });
        notify.success(t(isActive ? 'review.submitDone' : 'review.withdrawDone'));
      } catch (error) {
        notify.errorDialog(error, t('notSaved'));
      }
    });

  return (
    <Flex vertical gap={8} data-testid="score-review">
      <Space wrap size={[6, 6]}>
        <VisibilityTag visibility={data.visibility} />
        {data.visibility === SCORE_VISIBILITY_STATUS.DRAFT && !data.complete && <Typography.Text type="secondary">{t('review.completeFirst')}</Typography.Text>}
        {data.canSubmit && (
          <Tooltip title={unsaved > 0 ? t('review.saveFirst') : undefined}>
            <Button icon={<SendOutlined />} disabled={unsaved > 0} loading={submit.isPending} onClick={() => send(true)} data-testid="score-submit">
              {t('review.submit')}
            </Button>
          </Tooltip>
        )}
        {data.canWithdraw && (
          <Button icon={<RollbackOutlined />} loading={submit.isPending} onClick={() => send(false)} data-testid="score-withdraw">
            {t('review.withdraw')}
          </Button>
        )}
      </Space>
      {data.visibility === SCORE_VISIBILITY_STATUS.DRAFT && data.note && (
        <Alert
          type="warning"
          showIcon
          title={t('review.sentBack', {
            who: (locale === 'km' ? data.noteBy : data.noteByEn) ?? '',
            when: data.noteAt ? formatDate(schoolTime(data.noteAt), locale, 'DD/MM/YYYY HH:mm') : '',
          })}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{data.note}</span>}
          data-testid="score-note"
        />
      )}
      {data.visibility !== SCORE_VISIBILITY_STATUS.DRAFT && (
        <Alert type="info" showIcon title={t(data.visibility === SCORE_VISIBILITY_STATUS.LIVE ? 'review.liveInfo' : 'review.submittedInfo')} />
      )}
    </Flex>
  );
}

/** The history entries of a sheet by student (only the sheet's review call reads them). */
export function useSheetHistory(classId: string, examId: string, subjectId: string) {
  const review = useQuery(sheetReviewQuery(classId, examId, subjectId));
  const byStudent = new Map<string, THistoryEntry[]>();
  for (const h of review.data?.history ?? []) byStudent.set(h.studentId, [...(byStudent.get(h.studentId) ?? []), h]);
  return { byStudent, visibility: review.data?.visibility ?? SCORE_VISIBILITY_STATUS.DRAFT };
}

/** A cell's marker: how many changes after submission, each listed in a popover (when, who, before → after, why). */
export function ScoreHistoryMarker({ entries }: { entries: THistoryEntry[] }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const digits = useDigits();
  const statusOptions = useEnumOptions('academicScoreStatus');
  if (entries.length === 0) return null;
  const value = (score: number | null, status: number | null) =>
    status === null
      ? t('history.none')
      : status === ACADEMIC_SCORE_STATUS.NORMAL
        ? score === null
          ? t('history.empty')
          : digits(score)
        : (statusOptions.find((o) => o.value === status)?.label ?? '');
  const content = (
    <Flex vertical gap={6} style={{ maxWidth: 280 }} data-testid="score-history-list">
      {[...entries].reverse().map((h) => (
        <div key={h.id}>
          <Typography.Text strong>
            {value(h.oldScore, h.oldStatus)} → {value(h.newScore, h.newStatus)}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(schoolTime(h.changedAt), locale, 'DD/MM/YYYY HH:mm')} · {locale === 'km' ? h.changedBy : h.changedByEn}
          </Typography.Text>
          {h.reason && (
            <>
              <br />
              <Typography.Text style={{ fontSize: 12 }}>{t('history.reason', { reason: h.reason })}</Typography.Text>
            </>
          )}
        </div>
      ))}
    </Flex>
  );
  return (
    <Popover title={t('history.title')} content={content} trigger="click">
      <Button
        type="text"
        size="small"
        icon={<HistoryOutlined />}
        aria-label={t('history.open', { count: entries.length })}
        style={{ color: '#d48806', paddingInline: 2 }}
        data-testid="score-history"
      >
        {digits(entries.length)}
      </Button>
    </Popover>
  );
}
