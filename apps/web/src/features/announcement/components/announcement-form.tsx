import '../i18n';
import { Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_TARGET_TYPE } from '@school/contract/enum/enum.values';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { useEnumOptions } from '../../../components/enum-options';
import { localName } from '../../../lib/bilingual';
import { classesOfYearQuery, courseLevelQuery } from '../../../lib/setup-lookups';
import { useLocale } from '../../../lib/use-locale';
import { useAcademicYears } from '../../auth/use-session';
import type { TAnnouncement } from '../api/announcement-api';

export type TAnnouncementFormValues = {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  targetType: number;
  targetTypes?: string[];
  isPublish: boolean;
  files?: File[];
  removeFileIds?: string[];
};

/**
 * The fields of an announcement: Khmer and English title and text, who it is for (the whole school, one kind
 * of account, or some grades or classes of the selected year), files, and whether to publish it now. A
 * published announcement keeps its readers: its target is shown, not changed.
 */
export function AnnouncementFields({ editing }: { editing?: TAnnouncement }) {
  const { t } = useTranslation('announcement');
  const locale = useLocale();
  const form = Form.useFormInstance<TAnnouncementFormValues>();
  const targetType = Form.useWatch('targetType', form);
  const targetOptions = useEnumOptions('announcementTargetType');
  const { selected } = useAcademicYears();
  const grades = useQuery({ ...courseLevelQuery(), enabled: targetType === ANNOUNCEMENT_TARGET_TYPE.LEVEL });
  const classes = useQuery({ ...classesOfYearQuery(selected?.id), enabled: targetType === ANNOUNCEMENT_TARGET_TYPE.CLASS && Boolean(selected?.id) });
  const published = Boolean(editing?.isPublish);
  const choices =
    targetType === ANNOUNCEMENT_TARGET_TYPE.LEVEL
      ? (grades.data ?? []).map((g) => ({ value: g.id, label: localName(g, locale) }))
      : (classes.data ?? []).map((c) => ({ value: c.id, label: localName(c, locale) }));
  const removed: string[] = Form.useWatch('removeFileIds', form) ?? [];
  const kept = (editing?.files ?? []).filter((f) => !removed.includes(f.id));
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="title" label={t('form.title')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={200} data-testid="announcement-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="titleEn" label={t('form.titleEn')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={200} data-testid="announcement-title-en" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('form.description')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={4} maxLength={5000} data-testid="announcement-description" />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('form.descriptionEn')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={4} maxLength={5000} data-testid="announcement-description-en" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item name="targetType" label={t('form.target')} rules={[{ required: true }]} extra={published ? t('form.targetFixed') : undefined}>
            <Select options={targetOptions} disabled={published} data-testid="announcement-target" onChange={() => form.setFieldValue('targetTypes', [])} />
          </Form.Item>
        </Col>
        {(targetType === ANNOUNCEMENT_TARGET_TYPE.LEVEL || targetType === ANNOUNCEMENT_TARGET_TYPE.CLASS) && (
          <Col xs={24} md={14}>
            <Form.Item
              name="targetTypes"
              label={targetType === ANNOUNCEMENT_TARGET_TYPE.LEVEL ? t('form.grades') : t('form.classes')}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: targetType === ANNOUNCEMENT_TARGET_TYPE.LEVEL ? t('form.gradesRequired') : t('form.classesRequired'),
                },
              ]}
            >
              <Select mode="multiple" options={choices} disabled={published} optionFilterProp="label" data-testid="announcement-target-ids" />
            </Form.Item>
          </Col>
        )}
      </Row>
      {kept.length > 0 && (
        <Form.Item label={t('form.keptFiles')}>
          {kept.map((f) => (
            <Typography.Paragraph key={f.id} style={{ marginBottom: 4 }}>
              {f.fileName} <Typography.Link onClick={() => form.setFieldValue('removeFileIds', [...removed, f.id])}>{t('form.removeFile')}</Typography.Link>
            </Typography.Paragraph>
          ))}
        </Form.Item>
      )}
      <Form.Item name="removeFileIds" hidden>
        <Select mode="multiple" />
      </Form.Item>
      <Form.Item name="files" label={t('form.files')} valuePropName="value">
        <FileUpload kinds={['pdf', 'image', 'spreadsheet']} multiple />
      </Form.Item>
      <Form.Item name="isPublish" label={t('form.publish')} valuePropName="checked" extra={published ? t('form.publishedFixed') : t('form.publishHint')}>
        <Switch disabled={published} data-testid="announcement-publish" />
      </Form.Item>
    </>
  );
}
