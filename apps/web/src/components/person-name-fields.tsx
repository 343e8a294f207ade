import { Col, Form, Input, type ColProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';

/** A name in Latin letters (with accents, spaces, apostrophes and hyphens). */
export const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\p{M} .'-]*$/u;

/**
 * A person's four names, written once for every form that has them (student, guardian, employee,
 * applicant, online registration, own profile): family and given name in Khmer, then in Latin letters,
 * all required, with the same labels everywhere. Renders `Col`s for the caller's `Row`. `prefix` nests
 * the names in a list item (`['guardians', 0]`); `latinOnly` refuses non-Latin letters in the Latin names.
 */
export function PersonNameFields({
  prefix = [],
  col = { xs: 24, sm: 12 },
  latinOnly = false,
}: {
  prefix?: (string | number)[];
  col?: ColProps;
  latinOnly?: boolean;
}) {
  const { t } = useTranslation();
  const name = (field: string): NamePath => (prefix.length ? [...prefix, field] : field);
  const required = [{ required: true, whitespace: true }, { max: 100 }];
  const latin = latinOnly ? [...required, { pattern: LATIN_NAME, message: t('person.latinOnly') }] : required;
  return (
    <>
      <Col {...col}>
        <Form.Item name={name('lastName')} label={t('person.lastName')} rules={required}>
          <Input lang="km" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name={name('firstName')} label={t('person.firstName')} rules={required}>
          <Input lang="km" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name={name('lastNameEn')} label={t('person.lastNameEn')} rules={latin}>
          <Input lang="en" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name={name('firstNameEn')} label={t('person.firstNameEn')} rules={latin}>
          <Input lang="en" autoComplete="off" />
        </Form.Item>
      </Col>
    </>
  );
}
