import { useState } from 'react';
import { Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { personNameBody } from '../../../lib/person-name';
import { guardianSearchQuery, type TGuardianFieldsBody } from '../api/student-api';
import { useEnumOptions } from './student-common';
import { GenderInput } from '../../../components/person-fields';

export type TGuardianValues = {
  mode: 'existing' | 'new';
  guardianId?: string;
  lastName?: string;
  firstName?: string;
  lastNameEn?: string;
  firstNameEn?: string;
  gender?: number;
  mobilePhone?: string;
  occupation?: string;
  relationshipType?: number;
  isPrimary?: boolean;
};

export const NEW_GUARDIAN: TGuardianValues = { mode: 'new', isPrimary: false };

/** One guardian of the student as the body takes it: an existing one by id, or a new one with its fields. */
export function guardianLinkBody(v: TGuardianValues): { guardianId?: string; guardian?: TGuardianFieldsBody; relationshipType: number; isPrimary: boolean } {
  const base = { relationshipType: v.relationshipType ?? 0, isPrimary: Boolean(v.isPrimary) };
  if (v.mode === 'existing') return { ...base, guardianId: v.guardianId };
  return {
    ...base,
    guardian: {
      ...personNameBody({ lastName: v.lastName ?? '', firstName: v.firstName ?? '', lastNameEn: v.lastNameEn ?? '', firstNameEn: v.firstNameEn ?? '' }),
      gender: v.gender ?? 0,
      mobilePhone: v.mobilePhone?.trim() || undefined,
      occupation: v.occupation?.trim() || undefined,
    },
  };
}

/** A select of guardians found on the server by name or phone. */
function GuardianPicker({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string | undefined) => void }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const query = useQuery(guardianSearchQuery(search));
  return (
    <Select
      id={id}
      value={value}
      onChange={(v?: string) => onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={query.isFetching}
      placeholder={t('guardian.searchHint')}
      allowClear
      options={(query.data ?? []).map((g) => ({
        value: g.id,
        label: [pickLocale(g.fullName, g.fullNameEn, locale), locale === 'km' ? g.fullNameEn : g.fullName, g.mobilePhone].filter(Boolean).join(' · '),
      }))}
    />
  );
}

/**
 * One guardian of a student: existing or new, with the relationship. `prefix` names the fields inside
 * a Form.List (`[index]`), `path` is the same place from the form's root (for watching the mode).
 */
export function GuardianFields({ prefix = [], path = [] }: { prefix?: Array<string | number>; path?: Array<string | number> }) {
  const { t } = useTranslation('student');
  const mode = Form.useWatch([...path, 'mode']) as TGuardianValues['mode'] | undefined;
  const relationships = useEnumOptions('relationshipType');
  const name = (field: string) => [...prefix, field];
  const required = [{ required: true, whitespace: true }, { max: 100 }];
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name={name('mode')} style={{ marginBottom: 12 }}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'new', label: t('guardian.new') },
              { value: 'existing', label: t('guardian.existing') },
            ]}
          />
        </Form.Item>
      </Col>
      {mode === 'existing' ? (
        <Col xs={24} md={12}>
          <Form.Item name={name('guardianId')} label={t('guardian.pick')} rules={[{ required: true }]}>
            <GuardianPicker />
          </Form.Item>
        </Col>
      ) : (
        <>
          <Col xs={24} sm={12}>
            <Form.Item name={name('lastName')} label={t('field.lastName')} rules={required}>
              <Input lang="km" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={name('firstName')} label={t('field.firstName')} rules={required}>
              <Input lang="km" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={name('lastNameEn')} label={t('field.lastNameEn')} rules={required}>
              <Input lang="en" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={name('firstNameEn')} label={t('field.firstNameEn')} rules={required}>
              <Input lang="en" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name={name('gender')} label={t('field.gender')} rules={[{ required: true }]}>
              <GenderInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name={name('mobilePhone')} label={t('field.phone')} rules={[{ max: 25 }, { pattern: /^[+0-9 ()-]{6,25}$/ }]}>
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name={name('occupation')} label={t('guardian.occupation')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name={name('relationshipType')} label={t('guardian.relationship')} rules={[{ required: true }]}>
          <Select options={relationships} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={name('isPrimary')} valuePropName="checked" label=" ">
          <Checkbox>{t('guardian.primary')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
