import '../i18n';
import { Col, Form, Input, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { personNameBody, personNameValues, type TPersonName } from '../../../lib/person-name';
import { NamedSelect } from '../../../components/named-select';
import { PersonNameFields } from '../../../components/person-name-fields';
import { useEnumOptions } from '../../../components/enum-options';
import { BirthDateField, EmailField, GenderField, PhoneField, PreviousSchoolFields, ProvinceField } from '../../../components/person-fields';
import { courseLevelQuery } from '../../../lib/setup-lookups';
import { useAllYears } from '../../auth/use-years';
import type { TApplicantCreateBody, TApplicantGuardianBody, TApplicantGuardianItem, TApplicantItem } from '../api/applicant-api';

export type TApplicantValues = TPersonName & {
  academicYearId: string;
  courseLevelId: string;
  gender: number;
  dateOfBirth: Dayjs;
  placeOfBirth?: string;
  mobilePhone?: string;
  email?: string;
  guardianPhone?: string;
  provinceId?: number;
  address?: string;
  previousSchoolName?: string;
  previousSchoolType?: number;
  note?: string;
};

export type TGuardianValues = TPersonName & {
  gender: number;
  relatationshipType: number;
  mobilePhone?: string;
  email?: string;
};

const opt = (v: string | undefined) => v?.trim() || undefined;

/** The applicant's fields as the create and update bodies take them (camelCase; guardians apart). */
export const applicantBody = (v: TApplicantValues): Omit<TApplicantCreateBody, 'guardians'> => ({
  ...personNameBody(v),
  academicYearId: v.academicYearId,
  courseLevelId: v.courseLevelId,
  gender: v.gender as TApplicantCreateBody['gender'],
  dateOfBirth: v.dateOfBirth.format('YYYY-MM-DD'),
  placeOfBirth: opt(v.placeOfBirth),
  mobilePhone: opt(v.mobilePhone),
  email: opt(v.email),
  guardianPhone: opt(v.guardianPhone),
  provinceId: v.provinceId ?? undefined,
  address: opt(v.address),
  previousSchoolName: opt(v.previousSchoolName),
  previousSchoolType: v.previousSchoolType ?? undefined,
  note: opt(v.note),
});

/** A guardian's fields as the guardian bodies (and the create's `guardians` list) take them. */
export const guardianBody = (g: TGuardianValues): Omit<TApplicantGuardianBody, 'applicantId'> => ({
  ...personNameBody(g),
  gender: g.gender as TApplicantGuardianBody['gender'],
  relatationshipType: g.relatationshipType as TApplicantGuardianBody['relatationshipType'],
  mobilePhone: opt(g.mobilePhone),
  email: opt(g.email),
});

export const applicantValues = (a: TApplicantItem): TApplicantValues => ({
  ...personNameValues(a),
  academicYearId: a.academicYearId,
  courseLevelId: a.courseLevelId,
  gender: a.gender,
  dateOfBirth: dayjs(a.dateOfBirth),
  placeOfBirth: a.placeOfBirth ?? undefined,
  mobilePhone: a.mobilePhone ?? undefined,
  email: a.email ?? undefined,
  guardianPhone: a.guardianPhone ?? undefined,
  provinceId: a.provinceId ?? undefined,
  address: a.address ?? undefined,
  previousSchoolName: a.previousSchoolName ?? undefined,
  previousSchoolType: a.previousSchoolType ?? undefined,
  note: a.note ?? undefined,
});

export const guardianValues = (g: TApplicantGuardianItem): TGuardianValues => ({
  ...personNameValues(g),
  gender: g.gender,
  relatationshipType: g.relatationshipType,
  mobilePhone: g.mobilePhone ?? undefined,
  email: g.email ?? undefined,
});

const half = { xs: 24, md: 12 };

/** A guardian of an applicant: names, gender, relationship, phone and e-mail, at `prefix` in the form. */
export function GuardianFields({ prefix = [] }: { prefix?: Array<string | number> }) {
  const { t } = useTranslation('applicant');
  const relations = useEnumOptions('relationshipType');
  return (
    <Row gutter={16}>
      <PersonNameFields col={half} prefix={prefix} latinOnly />
      <GenderField name={[...prefix, 'gender']} label={t('form.gender')} />
      <Col {...half}>
        <Form.Item name={[...prefix, 'relatationshipType']} label={t('applicant.relationship')} rules={[{ required: true }]}>
          <Select options={relations} />
        </Form.Item>
      </Col>
      <PhoneField name={[...prefix, 'mobilePhone']} label={t('applicant.phone')} invalidMessage={t('form.phoneInvalid')} />
      <EmailField name={[...prefix, 'email']} label={t('form.email')} />
    </Row>
  );
}

/** The applicant's own fields (data-calls §3 'Applicants'). */
export function ApplicantFields() {
  const { t } = useTranslation('applicant');
  const locale = useLocale();
  const { years, loading } = useAllYears();
  const grades = useQuery(courseLevelQuery());
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="academicYearId" label={t('home.year')} rules={[{ required: true }]}>
          <NamedSelect items={years} loading={loading} ariaLabel={t('home.year')} width="100%" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="courseLevelId" label={t('form.grade')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={grades.isLoading}
            options={(grades.data ?? []).map((g) => ({ value: g.id, label: localName(g, locale) }))}
          />
        </Form.Item>
      </Col>
      <PersonNameFields col={half} latinOnly />
      <GenderField name="gender" label={t('form.gender')} />
      <BirthDateField name="dateOfBirth" label={t('form.dateOfBirth')} placeholder={t('form.datePlaceholder')} />
      <Col {...half}>
        <Form.Item name="placeOfBirth" label={t('applicant.placeOfBirth')} rules={[{ max: 300 }]}>
          <Input />
        </Form.Item>
      </Col>
      <ProvinceField name="provinceId" label={t('form.province')} />
      <Col xs={24}>
        <Form.Item name="address" label={t('applicant.address')} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
      </Col>
      <PhoneField name="mobilePhone" label={t('form.mobilePhone')} invalidMessage={t('form.phoneInvalid')} />
      <PhoneField name="guardianPhone" label={t('form.guardianPhone')} invalidMessage={t('form.phoneInvalid')} />
      <EmailField name="email" label={t('form.email')} />
      <PreviousSchoolFields label={t('form.previousSchool')} typeLabel={t('form.schoolType')} />
      <Col xs={24}>
        <Form.Item name="note" label={t('common:field.note')} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}
