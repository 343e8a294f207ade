import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCORE_VISIBILITY_STATUS } from '@school/contract/enum/enum.values';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { homeworkScoreOptionQuery, useHomeworkScoreTransfer, type THomeworkDetail, type THomeworkScoreOption } from '../api/homework-api';

type TSubject = THomeworkScoreOption['subjects'][number];

/** A returned score scaled to the subject's maximum, as the server writes it (two decimals). */
export const scaledMark = (score: number, outOf: number, max: number) => Math.round(((score * max) / outOf) * 100) / 100;

/** Why a subject's sheet cannot take the marks now (null: it can). */
const blockedBy = (s: TSubject) =>
  s.maxScore === null ? 'noMaximum' : s.visibility !== SCORE_VISIBILITY_STATUS.DRAFT ? 'notDraft' : !s.canEdit ? 'closed' : null;

/**
 * On a scored homework (its teacher, the office): where its marks are on score sheets, and "Put into a score
 * sheet": the class, the exam and the subject chosen, the returned scores shown scaled to the subject's maximum,
 * then written in one call (issue 15: 'as one mark; the teacher decides; the score sheet shows where it came from').
 */
export function HomeworkScoreTransfer({ homework: h }: { homework: THomeworkDetail }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [classId, setClassId] = useState<string>();
  const [examId, setExamId] = useState<string>();
  const [subjectId, setSubjectId] = useState<string>();
  const option = useQuery(homeworkScoreOptionQuery(h.id, classId, examId));
  const transfer = useHomeworkScoreTransfer();
  const o = option.data;
  const subjects = o?.subjects ?? [];
  const chosen = subjects.find((s) => s.courseLevelSubjectId === subjectId) ?? subjects.find((s) => !blockedBy(s));
  const name = (x: { description?: string; descriptionEn?: string }) =>
    localName({ description: x.description ?? '', descriptionEn: x.descriptionEn ?? '' }, locale);

  const send = async () => {
    if (!o || !chosen || !o.examTypeId) return;
    try {
      const done = await transfer.mutateAsync({
        body: {
          homeworkId: h.id,
          academicClassId: o.academicClassId,
          examTypeId: o.examTypeId,
          courseLevelSubjectId: chosen.courseLevelSubjectId,
          version: chosen.version,
        },
      });
      notify.success(t('toScore.done', { count: done.written }));
      setOpen(false);
    } catch (error) {
      notify.error(error);
    }
  };

  if (option.isError) return null;
  return (
    <Card
      size="small"
      title={t('toScore.title')}
      data-testid="homework-score-sheets"
      extra={
        <Button icon={<TableOutlined aria-hidden />} onClick={() => setOpen(true)} disabled={!o} data-testid="homework-to-score">
          {t('toScore.open')}
        </Button>
      }
    >
      {(o?.sheets ?? []).length === 0 ? (
        <Typography.Text type="secondary">{t('toScore.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={4}>
          {o!.sheets.map((s) => (
            <Typography.Text key={`${s.academicClassId}:${s.examTypeId}:${s.courseLevelSubjectId}`} data-testid="homework-score-sheet">
              {t('toScore.sheet', {
                exam: name({ description: s.examType, descriptionEn: s.examTypeEn }),
                subject: name({ description: s.subject, descriptionEn: s.subjectEn }),
                className: name({ description: s.academicClass, descriptionEn: s.academicClassEn }),
                count: s.marks,
              })}
            </Typography.Text>
          ))}
        </Flex>
      )}
      <Modal
        open={open}
        title={t('toScore.title')}
        onCancel={() => setOpen(false)}
        onOk={() => void send()}
        okText={t('toScore.confirm')}
        okButtonProps={{
          loading: transfer.isPending,
          disabled: !chosen || !!blockedBy(chosen) || (o?.marks.length ?? 0) === 0,
          'data-testid': 'homework-to-score-save',
        }}
        cancelText={t('common:action.cancel')}
        width={640}
      >
        {o && (
          <Flex vertical gap={10} data-testid="homework-to-score-dialog">
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('toScore.explain', { max: digits(o.maxScore) })}
            </Typography.Paragraph>
            <Form layout="vertical" component="div">
              {o.classes.length > 1 && (
                <Form.Item label={t('toScore.class')}>
                  <Select
                    value={o.academicClassId}
                    onChange={(v: string) => {
                      setClassId(v);
                      setSubjectId(undefined);
                    }}
                    options={o.classes.map((c) => ({
                      value: c.academicClassId,
                      label: name({ description: c.academicClass, descriptionEn: c.academicClassEn }),
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item label={t('toScore.exam')}>
                <Select
                  value={o.examTypeId ?? undefined}
                  onChange={(v: string) => {
                    setExamId(v);
                    setSubjectId(undefined);
                  }}
                  options={o.examTypes.map((e) => ({ value: e.id, label: name(e) }))}
                  data-testid="homework-to-score-exam"
                />
              </Form.Item>
              <Form.Item label={t('toScore.subject')}>
                {subjects.length === 0 ? (
                  <Typography.Text type="secondary">{t('toScore.noSubject')}</Typography.Text>
                ) : (
                  <Radio.Group
                    value={chosen?.courseLevelSubjectId}
                    onChange={(e) => setSubjectId(e.target.value as string)}
                    data-testid="homework-to-score-subject"
                  >
                    <Flex vertical gap={4}>
                      {subjects.map((s) => {
                        const blocked = blockedBy(s);
                        return (
                          <Radio key={s.courseLevelSubjectId} value={s.courseLevelSubjectId} disabled={!!blocked}>
                            <Space size={6} wrap>
                              <span>{name({ description: s.subject, descriptionEn: s.subjectEn })}</span>
                              {s.maxScore !== null && <Tag>{t('toScore.max', { max: digits(s.maxScore) })}</Tag>}
                              {blocked && <Tag color="orange">{t(`toScore.blocked.${blocked}`)}</Tag>}
                            </Space>
                          </Radio>
                        );
                      })}
                    </Flex>
                  </Radio.Group>
                )}
              </Form.Item>
            </Form>
            {o.marks.length === 0 ? (
              <Empty description={t('toScore.noMarks')} />
            ) : (
              <Table
                size="small"
                rowKey="studentId"
                pagination={false}
                dataSource={o.marks}
                data-testid="homework-to-score-preview"
                columns={[
                  { title: t('student'), key: 'name', render: (_v, m) => (locale === 'en' ? m.fullNameEn : m.fullName) },
                  { title: t('toScore.homeworkScore'), key: 'score', render: (_v, m) => `${digits(m.score)} / ${digits(o.maxScore)}` },
                  {
                    title: t('toScore.sheetScore'),
                    key: 'scaled',
                    render: (_v, m) =>
                      chosen?.maxScore != null ? `${digits(scaledMark(m.score, o.maxScore, chosen.maxScore))} / ${digits(chosen.maxScore)}` : '—',
                  },
                ]}
              />
            )}
            {o.unmarked > 0 && <Alert type="info" showIcon title={t('toScore.unmarked', { count: o.unmarked })} />}
          </Flex>
        )}
      </Modal>
    </Card>
  );
}
