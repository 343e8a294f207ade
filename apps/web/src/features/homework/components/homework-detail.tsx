import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, Input, List, Modal, Space, Spin, Table, Timeline, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, InboxOutlined, PaperClipOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { HOMEWORK_STATUS } from '@school/contract/homework/homework.schemas';
import { PageHeader } from '../../../components/page-header';
import { FormDrawer } from '../../../components/form-drawer';
import { FileUpload } from '../../../components/file-upload';
import { NumberInput } from '../../../components/number-input';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/confirm';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { useMe } from '../../auth/use-session';
import {
  downloadHomeworkFile,
  homeworkHistoryQuery,
  homeworkQuery,
  useArchiveHomework,
  useCommentHomework,
  useDeleteHomework,
  useReturnHomework,
  useSubmitHomework,
  useUpdateHomework,
  type THomeworkDetail,
  type THomeworkSubmission,
} from '../api/homework-api';
import { HOMEWORK_FILE_KINDS, HomeworkFields, homeworkBody, homeworkFormValues, type THomeworkFormValues } from './homework-form';
import { HomeworkStatusTag, useDueText, useMomentText } from './homework-status';
import { HomeworkScoreTransfer } from './homework-score-transfer';

type TFile = { id: string; fileName: string };

function FileLinks({ files, result = false }: { files: TFile[]; result?: boolean }) {
  const notify = useNotify();
  return (
    <Flex vertical>
      {files.map((f) => (
        <Button
          key={f.id}
          type="link"
          size="small"
          icon={<PaperClipOutlined aria-hidden />}
          style={{ paddingInline: 0, justifyContent: 'flex-start' }}
          onClick={() => void downloadHomeworkFile(f.id, f.fileName, result).catch(notify.error)}
        >
          {f.fileName}
        </Button>
      ))}
    </Flex>
  );
}

/**
 * /homeworks/detail?id&actorId: the instructions and files, the comments, and for the teacher (or the office)
 * every student's work with its state, files, score and comment (return it from here); for a student her own
 * work, sent and sent again until the teacher returns it (late after the due time); for a guardian his
 * child's, read-only.
 */
export function HomeworkDetail({ id, actorId }: { id: string; actorId?: string }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const { confirm, confirmDelete } = useConfirm();
  const me = useMe();
  const dueText = useDueText();
  const query = useQuery(homeworkQuery(id, actorId));
  const archive = useArchiveHomework();
  const remove = useDeleteHomework();
  const update = useUpdateHomework();
  const [form] = Form.useForm<THomeworkFormValues>();
  const [editing, setEditing] = useState(false);
  const h = query.data;
  const student = me.data?.actorType === ACTOR_TYPE.STUDENT;
  const guardian = me.data?.actorType === ACTOR_TYPE.GUARDIAN;

  if (query.isLoading) return <Spin />;
  if (!h) return <Empty description={t('notFound')} />;

  const saveEdit = async (v: THomeworkFormValues) => {
    await update.mutateAsync({ body: { ...homeworkBody(v), id: h.id, version: h.version, removeFileIds: v.removeFileIds ?? [] } });
    notify.success(t('common:state.saved'));
    setEditing(false);
  };
  const toggleArchive = () =>
    confirm(h.isArchived ? t('unarchiveTitle') : t('archiveTitle'), h.isArchived ? t('unarchiveText') : t('archiveText'), async () => {
      try {
        await archive.mutateAsync({ body: { id: h.id, version: h.version, archived: !h.isArchived } });
        notify.success(t('common:state.saved'));
      } catch (error) {
        notify.error(error);
      }
    });

  return (
    <>
      <PageHeader
        title={h.title}
        crumbs={[{ label: t('title'), path: '/homeworks' }, { label: h.title }]}
        extra={
          h.canEdit && (
            <Space wrap>
              <Button
                icon={<EditOutlined aria-hidden />}
                data-testid="homework-edit"
                onClick={() => {
                  form.resetFields();
                  form.setFieldsValue(homeworkFormValues(h));
                  setEditing(true);
                }}
              >
                {t('common:action.edit')}
              </Button>
              <Button icon={h.isArchived ? <UndoOutlined aria-hidden /> : <InboxOutlined aria-hidden />} onClick={toggleArchive} data-testid="homework-archive">
                {h.isArchived ? t('unarchive') : t('archive')}
              </Button>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() =>
                  confirmDelete(h.title, async () => {
                    try {
                      await remove.mutateAsync({ query: { id: h.id } });
                      notify.success(t('deleted'));
                      navigate('/homeworks');
                    } catch (error) {
                      notify.error(error);
                    }
                  })
                }
              >
                {t('common:action.delete')}
              </Button>
            </Space>
          )
        }
      />
      {h.isArchived && <Alert type="info" showIcon title={t('archivedNotice')} style={{ marginBottom: 12 }} />}
      <Flex vertical gap={12}>
        <Card size="small">
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'subject', label: t('subject'), children: localName({ description: h.subject, descriptionEn: h.subjectEn }, locale) },
              {
                key: 'classes',
                label: t('classes'),
                children: h.classes.map((c) => localName({ description: c.academicClass, descriptionEn: c.academicClassEn }, locale)).join(', '),
              },
              { key: 'due', label: t('dueDate'), children: <span data-testid="homework-due">{dueText(h)}</span> },
              { key: 'by', label: t('teacher'), children: locale === 'en' ? h.createdByEn : h.createdBy },
              ...(h.isScored ? [{ key: 'max', label: t('maxScore'), children: <NumberText value={h.maxScore ?? 0} /> }] : []),
            ]}
          />
          {h.instructions && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }} data-testid="homework-instructions-text">
              {h.instructions}
            </Typography.Paragraph>
          )}
          {h.files.length > 0 && <FileLinks files={h.files} />}
        </Card>
        {(student || guardian) && h.submissions[0] && <MyWork homework={h} work={h.submissions[0]} readOnly={!student} />}
        {!student && !guardian && <Submissions homework={h} />}
        {!student && !guardian && h.isScored && <HomeworkScoreTransfer homework={h} />}
        <Comments homework={h} canWrite={!guardian} />
      </Flex>
      <FormDrawer<THomeworkFormValues>
        open={editing}
        title={t('edit')}
        form={form}
        onClose={() => setEditing(false)}
        onSubmit={(v) => saveEdit(v).catch(notify.error)}
        submitting={update.isPending}
        testId="homework-edit-form"
      >
        <HomeworkFields form={form} editing existing={h} />
      </FormDrawer>
    </>
  );
}

function NumberText({ value }: { value: number }) {
  const digits = useDigits();
  return <>{digits(value)}</>;
}

/** A student's own work: what she sent, the teacher's result, and the form to send (again). */
function MyWork({ homework: h, work, readOnly }: { homework: THomeworkDetail; work: THomeworkSubmission; readOnly: boolean }) {
  const { t } = useTranslation('homework');
  const notify = useNotify();
  const digits = useDigits();
  const moment = useMomentText();
  const submit = useSubmitHomework();
  const [text, setText] = useState(work.text);
  const [files, setFiles] = useState<File[]>([]);
  // One key per attempt: a retry of the same attempt (a lost answer) saves nothing twice.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [openedAt] = useState(() => Date.now());
  const late = new Date(h.dueAt).getTime() < openedAt;

  const send = async () => {
    try {
      await submit.mutateAsync({ body: { homeworkId: h.id, version: work.version, text: text.trim(), files, clientKey } });
      notify.success(t('submitted'));
      setFiles([]);
      setClientKey(crypto.randomUUID());
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Card size="small" title={readOnly ? t('childWork') : t('myWork')} extra={<HomeworkStatusTag status={work.status} />} data-testid="homework-my-work">
      <Flex vertical gap={8}>
        {work.submittedAt && <Typography.Text type="secondary">{t('submittedAt', { date: moment(work.submittedAt) })}</Typography.Text>}
        {work.status === HOMEWORK_STATUS.RETURNED && (
          <Alert
            type="success"
            data-testid="homework-result"
            title={h.isScored && work.score !== null ? t('resultScore', { score: digits(work.score), max: digits(h.maxScore ?? 0) }) : t('returnedNotice')}
            description={
              <Flex vertical>
                {work.resultComment && <span>{work.resultComment}</span>}
                {work.resultDocument && <FileLinks files={[work.resultDocument]} result />}
              </Flex>
            }
          />
        )}
        {work.files.length > 0 && <FileLinks files={work.files} />}
        {readOnly || !h.canSubmit ? (
          work.text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{work.text}</Typography.Paragraph>
        ) : (
          <>
            {late && <Alert type="warning" showIcon title={t('lateWarning')} />}
            <Input.TextArea
              rows={3}
              maxLength={5000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('answer')}
              aria-label={t('answer')}
              data-testid="homework-answer"
            />
            <FileUpload kinds={HOMEWORK_FILE_KINDS} multiple value={files} onChange={setFiles} />
            {work.version > 0 && files.length === 0 && <Typography.Text type="secondary">{t('keepsFiles')}</Typography.Text>}
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
              loading={submit.isPending}
              onClick={() => void send()}
              data-testid="homework-submit"
              block
            >
              {work.version > 0 ? t('resubmit') : t('submit')}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}

/** Every student's work, for the teacher and the office; one row opens the return dialog. */
function Submissions({ homework: h }: { homework: THomeworkDetail }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const digits = useDigits();
  const moment = useMomentText();
  const [returning, setReturning] = useState<THomeworkSubmission | undefined>();
  return (
    <Card size="small" title={t('studentsWork', { submitted: digits(h.submitted), total: digits(h.students) })}>
      <Table<THomeworkSubmission>
        size="small"
        rowKey="studentId"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={h.submissions}
        data-testid="homework-submissions"
        columns={[
          { title: '#', key: 'i', width: 48, render: (_v, _r, i) => digits(i + 1) },
          {
            title: t('student'),
            key: 'name',
            render: (_v, r) => (
              <Flex vertical>
                <Typography.Text strong>{locale === 'en' ? r.fullNameEn : r.fullName}</Typography.Text>
                <Typography.Text type="secondary">
                  {r.studentCode} · {localName({ description: r.academicClass, descriptionEn: r.academicClassEn }, locale)}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('statusLabel'),
            key: 'status',
            render: (_v, r) => (
              <Flex vertical gap={2}>
                <HomeworkStatusTag status={r.status} />
                {r.submittedAt && <Typography.Text type="secondary">{moment(r.submittedAt)}</Typography.Text>}
              </Flex>
            ),
          },
          {
            title: t('files'),
            key: 'files',
            render: (_v, r) =>
              r.text ? (
                <Flex vertical>
                  <span>{r.text}</span>
                  <FileLinks files={r.files} />
                </Flex>
              ) : (
                <FileLinks files={r.files} />
              ),
          },
          {
            title: t('result'),
            key: 'result',
            render: (_v, r) => (
              <Flex vertical>
                {r.score !== null && <Typography.Text strong>{`${digits(r.score)} / ${digits(h.maxScore ?? 0)}`}</Typography.Text>}
                {r.resultComment && <Typography.Text type="secondary">{r.resultComment}</Typography.Text>}
                {r.resultDocument && <FileLinks files={[r.resultDocument]} result />}
              </Flex>
            ),
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_v, r) => (
              <Button
                size="small"
                type={r.status === HOMEWORK_STATUS.SUBMITTED || r.status === HOMEWORK_STATUS.LATE ? 'primary' : 'default'}
                onClick={() => setReturning(r)}
                data-testid="homework-return-open"
              >
                {r.status === HOMEWORK_STATUS.RETURNED ? t('changeResult') : t('returnWork')}
              </Button>
            ),
          },
        ]}
      />
      {returning && <ReturnDialog homework={h} work={returning} onClose={() => setReturning(undefined)} />}
    </Card>
  );
}

function ReturnDialog({ homework: h, work, onClose }: { homework: THomeworkDetail; work: THomeworkSubmission; onClose: () => void }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const notify = useNotify();
  const moment = useMomentText();
  const digits = useDigits();
  const give = useReturnHomework();
  const history = useQuery(homeworkHistoryQuery(h.id, work.studentId));
  const [score, setScore] = useState<number | null>(work.score);
  const [comment, setComment] = useState(work.resultComment ?? '');
  const [file, setFile] = useState<File[]>([]);

  const send = async () => {
    if (h.isScored && score === null) {
      notify.error(new Error(t('form.scoreRequired')));
      return;
    }
    try {
      await give.mutateAsync({
        body: {
          homeworkId: h.id,
          studentId: work.studentId,
          version: work.version,
          score: h.isScored ? (score ?? undefined) : undefined,
          resultComment: comment.trim() || undefined,
          file: file[0],
        },
      });
      notify.success(t('returned'));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Modal
      open
      title={t('returnTitle', { name: locale === 'en' ? work.fullNameEn : work.fullName })}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('returnWork')}
      okButtonProps={{ loading: give.isPending, 'data-testid': 'homework-return' }}
      cancelText={t('common:action.close')}
    >
      <Flex vertical gap={10}>
        {h.isScored && (
          <label>
            {t('scoreOutOf', { max: digits(h.maxScore ?? 0) })}
            <NumberInput
              min={0}
              max={h.maxScore ?? undefined}
              step={0.5}
              blockSigns={false}
              value={score}
              onChange={(v) => setScore(v ?? null)}
              data-testid="homework-score"
            />
          </label>
        )}
        <Input.TextArea
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t('resultComment')}
          aria-label={t('resultComment')}
          data-testid="homework-result-comment"
        />
        <FileUpload kinds={HOMEWORK_FILE_KINDS} value={file} onChange={setFile} />
        {(history.data ?? []).length > 0 && (
          <>
            <Typography.Text strong>{t('history')}</Typography.Text>
            <Timeline
              items={(history.data ?? []).map((e) => ({
                key: e.id,
                content: (
                  <Flex vertical>
                    <span>
                      {t(`event.${e.kind}`)} · {moment(e.at)} · {e.by}
                    </span>
                    {e.score !== null && <span>{digits(e.score)}</span>}
                    {e.text && <Typography.Text type="secondary">{e.text}</Typography.Text>}
                    {e.fileNames.length > 0 && <Typography.Text type="secondary">{e.fileNames.join(', ')}</Typography.Text>}
                  </Flex>
                ),
              }))}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}

/** The homework's thread: teacher and students, oldest first, with name, time and files. */
function Comments({ homework: h, canWrite }: { homework: THomeworkDetail; canWrite: boolean }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const notify = useNotify();
  const moment = useMomentText();
  const add = useCommentHomework();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = async () => {
    if (!text.trim() && files.length === 0) return;
    try {
      await add.mutateAsync({ body: { homeworkId: h.id, comment: text.trim(), files } });
      setText('');
      setFiles([]);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Card size="small" title={t('comments')} data-testid="homework-comments">
      <List
        dataSource={h.comments}
        locale={{ emptyText: t('noComments') }}
        renderItem={(c) => (
          <List.Item key={c.id} data-testid="homework-comment">
            <Flex vertical>
              <Space size={6} wrap>
                <Typography.Text strong>{(locale === 'en' ? c.fullNameEn : c.fullName) || c.userName}</Typography.Text>
                <Typography.Text type="secondary">{moment(c.dateCreate)}</Typography.Text>
              </Space>
              {c.comment && <span style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</span>}
              {c.files.length > 0 && <FileLinks files={c.files} />}
            </Flex>
          </List.Item>
        )}
      />
      {canWrite && (
        <Flex vertical gap={6} style={{ marginTop: 8 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => void send()}
              placeholder={t('writeComment')}
              aria-label={t('writeComment')}
              maxLength={2000}
              data-testid="homework-comment-text"
            />
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
              loading={add.isPending}
              onClick={() => void send()}
              aria-label={t('send')}
              data-testid="homework-comment-send"
            />
          </Space.Compact>
          <FileUpload
            kinds={HOMEWORK_FILE_KINDS}
            multiple
            value={files}
            onChange={setFiles}
            compact={{ label: t('attach'), testId: 'homework-comment-attach' }}
          />
        </Flex>
      )}
    </Card>
  );
}
