import type { ReactNode } from 'react';
import { Col, DatePicker, Form, Input, Radio, Select, type ColProps, type RadioGroupProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { pickLocale } from '../lib/bilingual';
import { useLocale } from '../lib/use-locale';
import { provincesQuery, schoolTypesQuery } from '../lib/reference-queries';
import { useEnumOptions } from './enum-options';

/**
 * Fields of a person's record beside her names (`PersonNameFields`), written once for the applicant,
 * her guardians and the online registration: gender, birth date, phone, e-mail, province and previous
 * school. Each renders a `Col` for the caller's `Row`; labels come from the caller's catalog.
 */
const HALF: ColProps = { xs: 24, md: 12 };

/** The phone numbers the contract accepts (`registration.schemas` zPhone). */
export const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

type TField = { name: NamePath; label: string; col?: ColProps };

/**
 * The one gender control of every form (docs/glossary.md 'Forms', issue 10): two radio buttons, both
 * choices in sight, one click. Inside a `Form.Item`, which gives it `value` and `onChange`.
 */
export function GenderInput(props: Omit<RadioGroupProps, 'options'>) {
  const genders = useEnumOptions('gender');
  return <Radio.Group {...props} options={genders} />;
}

export function GenderField({ name, label, col = HALF }: TField) {
  return (
    <Col {...col}>
      <Form.Item name={name} label={label} rules={[{ required: true }]}>
        <GenderInput />
      </Form.Item>
    </Col>
  );
}

/** A birth date as Cambodian forms write it (DD/MM/YYYY), never in the future. */
export function BirthDateField({ name, label, placeholder, col = HALF }: TField & { placeholder: string }) {
  return (
    <Col {...col}>
      <Form.Item name={name} label={label} rules={[{ required: true }]}>
        <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" placeholder={placeholder} disabledDate={(d) => d.isAfter(dayjs())} />
      </Form.Item>
    </Col>
  );
}

export function PhoneField({
  name,
  label,
  invalidMessage,
  required,
  extra,
  col = HALF,
}: TField & { invalidMessage: string; required?: boolean; extra?: ReactNode }) {
  const rules = [...(required ? [{ required: true, whitespace: true }] : []), { pattern: PHONE, message: invalidMessage }];
  return (
    <Col {...col}>
      <Form.Item name={name} label={label} extra={extra} rules={rules}>
        <Input inputMode="tel" />
      </Form.Item>
    </Col>
  );
}

/** A phone as the office types it on a staff or guardian record: digits, spaces, + ( ) -, at most 25. */
export function OfficePhoneField({ name, label, col = HALF }: TField) {
  return (
    <Col {...col}>
      <Form.Item name={name} label={label} rules={[{ max: 25 }, { pattern: /^[0-9+\s()-]*$/ }]}>
        <Input inputMode="tel" />
      </Form.Item>
    </Col>
  );
}

export function EmailField({ name, label, col = HALF }: TField) {
  return (
    <Col {...col}>
      <Form.Item name={name} label={label} rules={[{ type: 'email' }, { max: 200 }]}>
        <Input inputMode="email" />
      </Form.Item>
    </Col>
  );
}

type TReference = { id: number; name: string; nameEn: string };

/** The options of a reference list (provinces, school types, occupations) in the page's language. */
export function useReferenceOptions(items: TReference[] | undefined) {
  const locale = useLocale();
  return (items ?? []).map((i) => ({ value: i.id, label: pickLocale(i.name, i.nameEn, locale) }));
}

/** The province (shared reference list). */
export function ProvinceField({ name, label, col = HALF }: TField) {
  const provinces = useQuery(provincesQuery());
  const options = useReferenceOptions(provinces.data);
  return (
    <Col {...col}>
      <Form.Item name={name} label={label}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={provinces.isLoading} options={options} />
      </Form.Item>
    </Col>
  );
}

/** The previous school's name and its type (shared reference list). */
export function PreviousSchoolFields({ label, typeLabel, col = HALF }: { label: string; typeLabel: string; col?: ColProps }) {
  const schoolTypes = useQuery(schoolTypesQuery());
  const options = useReferenceOptions(schoolTypes.data);
  return (
    <>
      <Col {...col}>
        <Form.Item name="previousSchoolName" label={label} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="previousSchoolType" label={typeLabel}>
          <Select allowClear loading={schoolTypes.isLoading} options={options} />
        </Form.Item>
      </Col>
    </>
  );
}
