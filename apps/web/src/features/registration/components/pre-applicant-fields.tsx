import '../i18n';
import { Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { personNameBody, personNameValues, type TPersonName } from '../../../lib/person-name';
import { FileUpload } from '../../../components/file-upload';
import { PersonNameFields } from '../../../components/person-name-fields';
import {
  BirthDateField,
  EmailField,
  GenderField,
  PhoneField,
  PreviousSchoolFields,
  ProvinceField,
  useReferenceOptions,
} from '../../../components/person-fields';
import { QUESTION_ANSWER_TYPE, occupationsQuery, type TPreApplicantFull, type TRegisterBody } from '../api/registration-api';

type TRefWire = { id: string; description: string; descriptionEn: string };
type TQuestion = { id: string; question: string; questionEn: string; answerType: number; isRequired: boolean; sortIndex: number };
type TAnswerValue = { occupationId?: number; freeText?: string };

/** The form values of a registration (public form and the office's correction), named as the wire in camelCase. */
export type TPreApplicantValues = TPersonName & {
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

/** The body of create and update (camelCase; the client JSON-encodes the lists in the multipart form). */
export function preApplicantBody(v: TPreApplicantValues, questions: TQuestion[]): Omit<TRegisterBody, 'website'> {
  const answers = questions
    .map((q) => ({ questionId: q.id, occupationId: v.answers?.[q.id]?.occupationId ?? undefined, freeText: v.answers?.[q.id]?.freeText?.trim() || undefined }))
    .filter((a) => a.occupationId !== undefined || a.freeText);
  return {
    ...personNameBody(v),
    gender: v.gender as TRegisterBody['gender'],
    dateOfBirthString: v.dateOfBirthString.format('YYYY-MM-DD'),
    mobilePhone: v.mobilePhone?.trim() || undefined,
    email: v.email?.trim() || undefined,
    guardianPhone: v.guardianPhone.trim(),
    previousSchoolName: v.previousSchoolName?.trim() || undefined,
    previousSchoolType: v.previousSchoolType ?? undefined,
    appliedCourseLevelId: v.appliedCourseLevelId,
    provinceId: v.provinceId ?? undefined,
    prioritySubjectIds: v.prioritySubjectIds ?? [],
    answers,
    photo: v.photo?.[0],
  };
}

/** A registration as the office's correction form's initial values. */
export function preApplicantValues(p: TPreApplicantFull): TPreApplicantValues {
  return {
    ...personNameValues(p),
    gender: p.gender,
    dateOfBirthString: dayjs(p.dateOfBirthString),
    mobilePhone: p.mobilePhone ?? undefined,
    email: p.email ?? undefined,
    guardianPhone: p.guardianPhone,
    previousSchoolName: p.previousSchoolName ?? undefined,
    previousSchoolType: p.previousSchoolType ?? undefined,
    appliedCourseLevelId: p.appliedCourseLevelId,
    provinceId: p.provinceId ?? undefined,
    prioritySubjectIds: p.prioritySubjects.map((s) => s.id),
    answers: Object.fromEntries(p.answers.map((a) => [a.questionId, { occupationId: a.occupationId ?? undefined, freeText: a.freeText ?? undefined }])),
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
  const occupationOptions = useReferenceOptions(occupations.data);
  const half = { xs: 24, md: 12 };
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 17 }}>
        {t('form.applicantSection')}
      </Typography.Title>
      <Row gutter={16}>
        <PersonNameFields col={half} latinOnly />
        <GenderField name="gender" label={t('form.gender')} />
        <BirthDateField name="dateOfBirthString" label={t('form.dateOfBirth')} placeholder={t('form.datePlaceholder')} />
        <Col {...half}>
          <Form.Item name="appliedCourseLevelId" label={t('form.grade')} rules={[{ required: true }]}>
            <Select options={courseLevels.map((g) => ({ value: g.id, label: localName(g, locale) }))} />
          </Form.Item>
        </Col>
        <ProvinceField name="provinceId" label={t('form.province')} />
        <PhoneField name="mobilePhone" label={t('form.mobilePhone')} invalidMessage={t('form.phoneInvalid')} />
        <EmailField name="email" label={t('form.email')} />
        <PreviousSchoolFields label={t('form.previousSchool')} typeLabel={t('form.schoolType')} />
      </Row>
      <Typography.Title level={2} style={{ fontSize: 17 }}>
        {t('form.guardianSection')}
      </Typography.Title>
      <Row gutter={16}>
        <PhoneField name="guardianPhone" label={t('form.guardianPhone')} extra={t('form.guardianPhoneHint')} invalidMessage={t('form.phoneInvalid')} required />
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
                <Form.Item
                  key={q.id}
                  name={['answers', q.id, 'occupationId']}
                  label={label}
                  rules={[{ required: q.isRequired, message: t('form.answerRequired') }]}
                >
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={occupations.isLoading}
                    options={occupationOptions}
                    data-testid={`question-${q.sortIndex}`}
                  />
                </Form.Item>
              ) : (
                <Form.Item
                  key={q.id}
                  name={['answers', q.id, 'freeText']}
                  label={label}
                  rules={[{ required: q.isRequired, whitespace: true, message: t('form.answerRequired') }, { max: 1000 }]}
                >
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
