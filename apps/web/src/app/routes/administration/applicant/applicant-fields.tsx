import '../../../../features/applicant/i18n';
import '../../../../features/registration/i18n';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ENUM_ITEMS } from '@school/contract/enum/enum.values';
import { localName, pickLocale } from '../../../../lib/bilingual';
import { useLocale } from '../../../../lib/use-locale';
import { courseLevelQuery } from '../../../../features/academic/api/academic-api';
import { NamedSelect, useAllYears } from '../../../../features/academic/components/academic-common';
import { provincesQuery, schoolTypesQuery } from '../../../../features/registration/api/registration-api';
import type { TApplicantItem } from '../../../../features/applicant/api/applicant-api';
import { PHONE } from '../../../../features/registration/components/pre-applicant-fields';
import { PersonNameFields } from '../../../../components/person-name-fields';

export type TApplicantValues = {
  academicYearId: string;
  courseLevelId: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
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

export type TGuardianValues = {
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  relatationshipType: number;
  mobilePhone?: string;
  email?: string;
};

const opt = (v: string | undefined) => v?.trim() || undefined;

export const applicantBody = (v: TApplicantValues) => ({
  AcademicYearId: v.academicYearId,
  CourseLevelId: v.courseLevelId,
  FirstName: v.firstName.trim(),
  LastName: v.lastName.trim(),
  FirstNameEn: v.firstNameEn.trim(),
  LastNameEn: v.lastNameEn.trim(),
  Gender: v.gender as 0 | 1,
  DateOfBirth: v.dateOfBirth.format('YYYY-MM-DD'),
  PlaceOfBirth: opt(v.placeOfBirth),
  MobilePhone: opt(v.mobilePhone),
  Email: opt(v.email),
  GuardianPhone: opt(v.guardianPhone),
  ProvinceId: v.provinceId ?? undefined,
  Address: opt(v.address),
  PreviousSchoolName: opt(v.previousSchoolName),
  PreviousSchoolType: v.previousSchoolType ?? undefined,
  Note: opt(v.note),
});

export const guardianBody = (g: TGuardianValues) => ({
  FirstName: g.firstName.trim(),
  LastName: g.lastName.trim(),
  FirstNameEn: g.firstNameEn.trim(),
  LastNameEn: g.lastNameEn.trim(),
  Gender: g.gender as 0 | 1,
  RelatationshipType: g.relatationshipType as 0,
  MobilePhone: opt(g.mobilePhone),
  Email: opt(g.email),
});

export const applicantValues = (a: TApplicantItem): TApplicantValues => ({
  academicYearId: a.academicYearId,
  courseLevelId: a.courseLevelId,
  firstName: a.firstName,
  lastName: a.lastName,
  firstNameEn: a.firstNameEn,
  lastNameEn: a.lastNameEn,
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

function useGenderOptions() {
  const locale = useLocale();
  return ENUM_ITEMS.gender.map((g) => ({ value: g.Value as number, label: locale === 'en' ? g.NameEn : g.Name }));
}

const half = { xs: 24, md: 12 };

/** Khmer and Latin names of a person, at `prefix` in the form (an applicant, or one of her guardians). */
export function NameFields({ prefix = [] }: { prefix?: Array<string | number> }) {
  return <PersonNameFields col={half} prefix={prefix} latinOnly />;
}

/** A guardian of an applicant: names, gender, relationship, phone and e-mail. */
export function GuardianFields({ prefix = [] }: { prefix?: Array<string | number> }) {
  const { t } = useTranslation('applicant');
  const locale = useLocale();
  const genders = useGenderOptions();
  const relations = ENUM_ITEMS.relationshipType.map((r) => ({ value: r.Value as number, label: locale === 'en' ? r.NameEn : r.Name }));
  return (
    <Row gutter={16}>
      <NameFields prefix={prefix} />
      <Col {...half}>
        <Form.Item name={[...prefix, 'gender']} label={t('registration:form.gender')} rules={[{ required: true }]}>
          <Radio.Group options={genders} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={[...prefix, 'relatationshipType']} label={t('applicant.relationship')} rules={[{ required: true }]}>
          <Select options={relations} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={[...prefix, 'mobilePhone']} label={t('applicant.phone')} rules={[{ pattern: PHONE, message: t('registration:form.phoneInvalid') }]}>
          <Input inputMode="tel" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={[...prefix, 'email']} label={t('registration:form.email')} rules={[{ type: 'email' }, { max: 200 }]}>
          <Input inputMode="email" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The applicant's own fields (data-calls §3 'Applicants'). */
export function ApplicantFields() {
  const { t } = useTranslation('applicant');
  const locale = useLocale();
  const genders = useGenderOptions();
  const { years, loading } = useAllYears();
  const grades = useQuery(courseLevelQuery());
  const provinces = useQuery(provincesQuery());
  const schoolTypes = useQuery(schoolTypesQuery());
  const refItems = (items: Array<{ id: number; name: string; nameEn: string }> | undefined) => (items ?? []).map((i) => ({ value: i.id, label: pickLocale(i.name, i.nameEn, locale) }));
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="academicYearId" label={t('registration:home.year')} rules={[{ required: true }]}>
          <NamedSelect items={years} loading={loading} ariaLabel={t('registration:home.year')} width="100%" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="courseLevelId" label={t('registration:form.grade')} rules={[{ required: true }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} loading={grades.isLoading} options={(grades.data ?? []).map((g) => ({ value: g.id, label: localName(g, locale) }))} />
        </Form.Item>
      </Col>
      <NameFields />
      <Col {...half}>
        <Form.Item name="gender" label={t('registration:form.gender')} rules={[{ required: true }]}>
          <Radio.Group options={genders} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="dateOfBirth" label={t('registration:form.dateOfBirth')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" placeholder={t('registration:form.datePlaceholder')} disabledDate={(d) => d.isAfter(dayjs())} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="placeOfBirth" label={t('applicant.placeOfBirth')} rules={[{ max: 300 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="provinceId" label={t('registration:form.province')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={provinces.isLoading} options={refItems(provinces.data)} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label={t('applicant.address')} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="mobilePhone" label={t('registration:form.mobilePhone')} rules={[{ pattern: PHONE, message: t('registration:form.phoneInvalid') }]}>
          <Input inputMode="tel" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="guardianPhone" label={t('registration:form.guardianPhone')} rules={[{ pattern: PHONE, message: t('registration:form.phoneInvalid') }]}>
          <Input inputMode="tel" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="email" label={t('registration:form.email')} rules={[{ type: 'email' }, { max: 200 }]}>
          <Input inputMode="email" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="previousSchoolName" label={t('registration:form.previousSchool')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="previousSchoolType" label={t('registration:form.schoolType')}>
          <Select allowClear loading={schoolTypes.isLoading} options={refItems(schoolTypes.data)} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="note" label={t('common:field.note')} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}
