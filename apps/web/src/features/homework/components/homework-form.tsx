import '../i18n';
import { useMemo } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Switch, TimePicker, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_MAX_SCORE } from '@school/contract/homework/homework.schemas';
import { FileUpload } from '../../../components/file-upload';
import { NumberInput } from '../../../components/number-input';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { homeworkTargetsQuery, type THomework } from '../api/homework-api';

/** What homework files may be (the server's HOMEWORK_KINDS): documents, pictures, spreadsheets, Word and PowerPoint. */
export const HOMEWORK_FILE_KINDS = ['pdf', 'image', 'office', 'spreadsheet'] as const;

export type THomeworkFormValues = {
  subjectId?: string;
  academicClassIds?: string[];
  title: string;
  instructions?: string;
  dueDate: Dayjs;
  dueTime: Dayjs;
  isScored: boolean;
  maxScore?: number;
  files?: File[];
  removeFileIds?: string[];
};

export const homeworkFormValues = (h?: THomework): Partial<THomeworkFormValues> =>
  h
    ? {
        title: h.title,
        instructions: h.instructions,
        dueDate: dayjs(h.dueDate),
        dueTime: dayjs(`2000-01-01T${h.dueTime}`),
        isScored: h.isScored,
        maxScore: h.maxScore ?? undefined,
        files: [],
        removeFileIds: [],
      }
    : { dueTime: dayjs('2000-01-01T17:00'), isScored: false, files: [], academicClassIds: [] };

/** The body fields a form's values send (Phnom Penh's date and time). */
export const homeworkBody = (v: THomeworkFormValues) => ({
  title: v.title.trim(),
  instructions: (v.instructions ?? '').trim(),
  dueDate: v.dueDate.format('YYYY-MM-DD'),
  dueTime: v.dueTime.format('HH:mm'),
  isScored: v.isScored,
  maxScore: v.isScored ? v.maxScore : undefined,
  files: v.files ?? [],
});

/**
 * The fields of a homework. A new one names a subject and one or more classes among the pairs the teacher
 * teaches (the office: every pair); an edit keeps its subject and classes.
 */
export function HomeworkFields({ form, editing, existing }: { form: FormInstance<THomeworkFormValues>; editing: boolean; existing?: THomework }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const targets = useQuery({ ...homeworkTargetsQuery(), enabled: !editing });
  const watchedClassIds = Form.useWatch('academicClassIds', form);
  const classIds = useMemo(() => watchedClassIds ?? [], [watchedClassIds]);
  const isScored = Form.useWatch('isScored', form);
  const classes = [
    ...new Map((targets.data ?? []).map((x) => [x.academicClassId, localName({ description: x.academicClass, descriptionEn: x.academicClassEn }, locale)])),
  ].map(([value, label]) => ({ value, label }));
  // The subjects taught in every chosen class (one homework is one subject).
  const subjects = useMemo(() => {
    const found = new Map<string, { label: string; classes: Set<string> }>();
    for (const x of targets.data ?? []) {
      const entry = found.get(x.subjectId) ?? { label: localName({ description: x.subject, descriptionEn: x.subjectEn }, locale), classes: new Set<string>() };
      entry.classes.add(x.academicClassId);
      found.set(x.subjectId, entry);
    }
    return [...found].filter(([, e]) => classIds.length > 0 && classIds.every((c) => e.classes.has(c))).map(([value, e]) => ({ value, label: e.label }));
  }, [targets.data, locale, classIds]);

  return (
    <>
      {!editing && (
        <Row gutter={12}>
          <Col xs={24} sm={14}>
            <Form.Item name="academicClassIds" label={t('classes')} rules={[{ required: true, message: t('form.classesRequired') }]}>
              <Select
                mode="multiple"
                loading={targets.isLoading}
                options={classes}
                data-testid="homework-classes"
                notFoundContent={t('form.noTargets')}
                onChange={(next: string[]) => {
                  const subjectId = form.getFieldValue('subjectId') as string | undefined;
                  const still = (targets.data ?? []).filter((x) => x.subjectId === subjectId).map((x) => x.academicClassId);
                  if (subjectId && !next.every((c) => still.includes(c))) form.setFieldValue('subjectId', undefined);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="subjectId" label={t('subject')} rules={[{ required: true, message: t('form.subjectRequired') }]}>
              <Select options={subjects} disabled={classIds.length === 0} data-testid="homework-subject" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item name="title" label={t('titleField')} rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}>
        <Input maxLength={200} data-testid="homework-title" />
      </Form.Item>
      <Form.Item name="instructions" label={t('instructions')}>
        <Input.TextArea rows={4} maxLength={5000} data-testid="homework-instructions" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={14} sm={12}>
          <Form.Item name="dueDate" label={t('dueDate')} rules={[{ required: true, message: t('form.dueRequired') }]}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid="homework-due-date" />
          </Form.Item>
        </Col>
        <Col xs={10} sm={12}>
          <Form.Item name="dueTime" label={t('dueTime')} rules={[{ required: true }]}>
            <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} data-testid="homework-due-time" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12} align="middle">
        <Col xs={12}>
          <Form.Item name="isScored" label={t('isScored')} valuePropName="checked">
            <Switch data-testid="homework-scored" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          {isScored && (
            <Form.Item name="maxScore" label={t('maxScore')} rules={[{ required: true, message: t('form.maxRequired') }]}>
              <NumberInput min={1} max={HOMEWORK_MAX_SCORE} data-testid="homework-max" />
            </Form.Item>
          )}
        </Col>
      </Row>
      {existing && existing.files.length > 0 && (
        <Form.Item name="removeFileIds" label={t('removeFiles')}>
          <Select
            mode="multiple"
            placeholder={t('removeFiles')}
            options={existing.files.map((f) => ({ value: f.id, label: f.fileName }))}
            aria-label={t('removeFiles')}
          />
        </Form.Item>
      )}
      <Form.Item name="files" label={t('files')} valuePropName="value">
        <FileUpload kinds={HOMEWORK_FILE_KINDS} multiple />
      </Form.Item>
    </>
  );
}
