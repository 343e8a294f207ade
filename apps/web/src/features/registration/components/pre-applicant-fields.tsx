import '../i18n';
import { Checkbox, Col, DatePicker, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ENUM_ITEMS } from '@school/contract/enum/enum.values';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import type { TFormValue } from '../../../lib/api-client';
import { FileUpload } from '../../../components/file-upload';
import { QUESTION_ANSWER_TYPE, occupationsQuery, provincesQuery, schoolTypesQuery } from '../api/registration-api';
import { PersonNameFields } from '../../../components/person-name-fields';

type TRefWire = { id: string; description: string; descriptionEn: string };
type TQuestion = { id: string; question: string; questionEn: string; answerType: number; isRequired: boolean; sortIndex: number };
type TAnswerValue = { occupationId?: number; freeText?: string };

/** The form values of a registration (public form and the office's correction), named as the wire in camelCase. */
export type TPreApplicantValues = {
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  dateOfBirthString: Dayjs;
  mobilePhone?: string;
  email?: string;
  guardianPhone: string;
  previousSchoolName?: string;
  previousSchoolType?: number;
  appliedCourseLevelId: string;
  provinceId?: number;
  prioritySubjectIds?: string[];
  answers?: Record<string, TAnswerValue>;
  photo?: File[];
};

export const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

/** The multipart body of create and update (lists as JSON text, as the contract reads them). */
export function preApplicantBody(v: TPreApplicantValues, questions: TQuestion[]): Record<string, TFormValue> {
  const answers = questions
    .map((q) => ({ QuestionId: q.id, OccupationId: v.answers?.[q.id]?.occupationId ?? undefined, FreeText: v.answers?.[q.id]?.freeText?.trim() || undefined }))
    .filter((a) => a.OccupationId !== undefined || a.FreeText);
  return {
    FirstName: v.firstName.trim(),
    LastName: v.lastName.trim(),
    FirstNameEn: v.firstNameEn.trim(),
    LastNameEn: v.lastNameEn.trim(),
    Gender: v.gender,
    DateOfBirthString: v.dateOfBirthString.format('YYYY-MM-DD'),
    MobilePhone: v.mobilePhone?.trim() || undefined,
    Email: v.email?.trim() || undefined,
    GuardianPhone: v.guardianPhone.trim(),
    PreviousSchoolName: v.previousSchoolName?.trim() || undefined,
    PreviousSchoolType: v.previousSchoolType ?? undefined,
    AppliedCourseLevelId: v.appliedCourseLevelId,
    ProvinceId: v.provinceId ?? undefined,
    PrioritySubjectIds: JSON.stringify(v.prioritySubjectIds ?? []),
    Answers: JSON.stringify(answers),
    Photo: v.photo?.[0],
  };
}

/**
 * The fields of a registration (portal §3 'Pre-applicant'): names in Khmer and Latin letters, gender,
 * birth date, grade, province, phones, previous school and its type, the configuration's questions
 * (occupation or free text), priority subjects and a photo.
 */
export function PreApplicantFields({
  courseLevels,
  questions,
  prioritySubjects,
  photoExtra,
}: {
  courseLevels: TRefWire[];
  questions: TQuestion[];
  prioritySubjects: TRefWire[];
  photoExtra?: React.ReactNode;
}) {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const occupations = useQuery(occupationsQuery());
  const provinces = useQuery(provincesQuery());
  const schoolTypes = useQuery(schoolTypesQuery());
  const refItems = (items: Array<{ id: number; name: string; nameEn: string }> | undefined) => (items ?? []).map((i) => ({ value: i.id, label: pickLocale(i.name, i.nameEn, locale) }));
  const genders = ENUM_ITEMS.gender.map((g) => ({ value: g.Value as number, label: locale === 'en' ? g.NameEn : g.Name }));
  const half = { xs: 24, md: 12 };
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 17 }}>
        {t('form.applicantSection')}
      </Typography.Title>
      <Row gutter={16}>
        <PersonNameFields col={half} latinOnly />
        <Col {...half}>
          <Form.Item name="gender" label={t('form.gender')} rules={[{ required: true }]}>
            <Radio.Group options={genders} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dateOfBirthString" label={t('form.dateOfBirth')} rules={[{ required: true }]}>
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" placeholder={t('form.datePlaceholder')} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="appliedCourseLevelId" label={t('form.grade')} rules={[{ required: true }]}>
            <Select options={courseLevels.map((g) => ({ value: g.id, label: localName(g, locale) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="provinceId" label={t('form.province')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={provinces.isLoading} options={refItems(provinces.data)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mobilePhone" label={t('form.mobilePhone')} rules={[{ pattern: PHONE, message: t('form.phoneInvalid') }]}>
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={t('form.email')} rules={[{ type: 'email' }, { max: 200 }]}>
            <Input inputMode="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="previousSchoolName" label={t('form.previousSchool')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="previousSchoolType" label={t('form.schoolType')}>
            <Select allowClear loading={schoolTypes.isLoading} options={refItems(schoolTypes.data)} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 17 }}>
        {t('form.guardianSection')}
      </Typography.Title>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="guardianPhone"
            label={t('form.guardianPhone')}
            extra={t('form.guardianPhoneHint')}
            rules={[{ required: true, whitespace: true }, { pattern: PHONE, message: t('form.phoneInvalid') }]}
          >
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      {questions.length > 0 && (
        <>
          <Typography.Title level={2} style={{ fontSize: 17 }}>
            {t('form.questionSection')}
          </Typography.Title>
          {[...questions]
            .sort((a, b) => a.sortIndex - b.sortIndex)
            .map((q) => {
              const label = pickLocale(q.question, q.questionEn, locale);
              return q.answerType === QUESTION_ANSWER_TYPE.OCCUPATION ? (
                <Form.Item key={q.id} name={['answers', q.id, 'occupationId']} label={label} rules={[{ required: q.isRequired, message: t('form.answerRequired') }]}>
                  <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={occupations.isLoading} options={refItems(occupations.data)} data-testid={`question-${q.sortIndex}`} />
                </Form.Item>
              ) : (
                <Form.Item key={q.id} name={['answers', q.id, 'freeText']} label={label} rules={[{ required: q.isRequired, whitespace: true, message: t('form.answerRequired') }, { max: 1000 }]}>
                  <Input.TextArea rows={2} data-testid={`question-${q.sortIndex}`} />
                </Form.Item>
              );
            })}
        </>
      )}
      {prioritySubjects.length > 0 && (
        <Form.Item name="prioritySubjectIds" label={t('form.prioritySubjects')} extra={t('form.prioritySubjectsHint')}>
          <Checkbox.Group options={prioritySubjects.map((s) => ({ value: s.id, label: localName(s, locale) }))} />
        </Form.Item>
      )}
      {photoExtra}
      <Form.Item name="photo" label={t('form.photo')} extra={t('form.photoHint')}>
        <FileUpload kinds={['image']} maxSizeMb={2} />
      </Form.Item>
    </>
  );
}
