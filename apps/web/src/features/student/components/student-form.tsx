import '../i18n';
import { useState } from 'react';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Result, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { useLocalName } from '../../../components/bilingual-name';
import { useLocaleNavigate } from '../../../lib/use-locale';
import { cardsQuery, classesOfYearQuery } from '../../../lib/setup-lookups';
import { useAllYears } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { provincesQuery } from '../../../lib/reference-queries';
import { fetchDuplicates, studentQuery, useCreateStudent, useUpdateStudent, type TDuplicate, type TStudentRecord } from '../api/student-api';
import { GuardianFields, NEW_GUARDIAN, guardianLinkBody, type TGuardianValues } from './guardian-fields';
import { DuplicateMatchesDialog } from '../../../components/duplicate-matches-dialog';
import { useStudentListPath } from '../student-paths';
import { PersonNameFields } from '../../../components/person-name-fields';
import { AddressListFields, CardListFields, addressListBody, cardListBody, type TCardValues } from '../../../components/card-address-fields';
import { PictureField, pictureBody, type TPictureValues } from '../../../components/picture-field';
import { personNameBody, personNameValues } from '../../../lib/person-name';
import { GenderInput } from '../../../components/person-fields';

/** Student actor type of the card settings. */
const STUDENT_CARDS = 0;

type TAddress = { id?: string; provinceId?: number; address: string; isPrimary?: boolean };
type TValues = TPictureValues & {
  code?: string;
  lastName: string;
  firstName: string;
  lastNameEn: string;
  firstNameEn: string;
  gender: number;
  dateOfBirth: Dayjs;
  placeOfBirth?: string;
  nationality?: string;
  mobilePhone?: string;
  email?: string;
  note?: string;
  addresses?: TAddress[];
  academicYearId?: string;
  academicClassId?: string;
  referenceCardId?: string;
  cards?: TCardValues[];
  guardians?: TGuardianValues[];
};

const text = (v: string | undefined) => v?.trim() || undefined;
const day = (v: Dayjs | undefined) => v?.format('YYYY-MM-DD');

/** The person's fields, the same on create and update (camelCase; the client sends multipart, lists as JSON text). */
function personBody(v: TValues) {
  return {
    ...personNameBody(v),
    gender: v.gender,
    dateOfBirth: day(v.dateOfBirth)!,
    placeOfBirth: text(v.placeOfBirth),
    nationality: text(v.nationality),
    mobilePhone: text(v.mobilePhone),
    email: text(v.email),
    note: text(v.note),
    addresses: addressListBody(v.addresses),
  };
}

function initialOf(student: TStudentRecord | undefined, yearId: string | undefined): Partial<TValues> {
  if (!student)
    return { addresses: [{ address: '', isPrimary: true }], guardians: [{ ...NEW_GUARDIAN, isPrimary: true }], academicYearId: yearId, nationality: 'ខ្មែរ' };
  return {
    code: student.code,
    ...personNameValues(student),
    gender: student.gender,
    dateOfBirth: student.dateOfBirth ? dayjs(student.dateOfBirth) : undefined,
    placeOfBirth: student.placeOfBirth ?? undefined,
    nationality: student.nationality ?? undefined,
    mobilePhone: student.mobilePhone ?? undefined,
    email: student.email ?? undefined,
    note: student.note ?? undefined,
    addresses: student.addresses.map((a) => ({ id: a.id, provinceId: a.provinceId ?? undefined, address: a.address, isPrimary: a.isPrimary })),
  };
}

/** Year, class, reference card and cards of the new student. */
function AcademicSection({ defaultYearId }: { defaultYearId: string | undefined }) {
  const { t } = useTranslation('student');
  const localName = useLocalName();
  const form = Form.useFormInstance<TValues>();
  const { years, loading } = useAllYears();
  const yearId = (Form.useWatch('academicYearId', form) as string | undefined) ?? defaultYearId;
  const classes = useQuery(classesOfYearQuery(yearId));
  const cards = useQuery(cardsQuery({ actorType: STUDENT_CARDS }));
  return (
    <Card title={t('section.academic')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="academicYearId" label={t('field.year')} rules={[{ required: true }]}>
            <Select
              loading={loading}
              options={years.map((y) => ({ value: y.id, label: localName(y) }))}
              onChange={() => form.setFieldValue('academicClassId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="academicClassId" label={t('field.class')} rules={[{ required: true }]}>
            <NamedSelect items={classes.data ?? []} loading={classes.isLoading} ariaLabel={t('field.class')} width="100%" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="referenceCardId" label={t('field.referenceCard')} rules={[{ max: 50 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <CardListFields cardOptions={(cards.data?.items ?? []).map((c) => ({ value: c.id, label: localName(c) }))} loading={cards.isLoading} />
    </Card>
  );
}

function GuardiansSection() {
  const { t } = useTranslation('student');
  return (
    <Card title={t('section.guardians')} size="small">
      <Form.List name="guardians">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={t('guardian.numbered', { n: index + 1 })}
                data-testid={`guardian-${index}`}
                extra={<Button danger type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('field.remove')} />}
              >
                <GuardianFields prefix={[field.name]} path={['guardians', field.name]} />
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...NEW_GUARDIAN })} data-testid="guardian-add">
              {t('guardian.add')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Card>
  );
}

function StudentForm({ student }: { student?: TStudentRecord }) {
  const { t } = useTranslation('student');
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const localName = useLocalName();
  const [form] = Form.useForm<TValues>();
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const saveOutcome = useSaveOutcome();
  const { defaultYearId } = useAllYears();
  const provinces = useQuery(provincesQuery());
  const [matches, setMatches] = useState<TDuplicate[]>();
  const [checking, setChecking] = useState(false);
  const listPath = useStudentListPath();

  const createNow = (v: TValues) =>
    saveOutcome(
      () =>
        create.mutateAsync({
          code: text(v.code),
          ...personBody(v),
          ...pictureBody(v, false),
          academicYearId: v.academicYearId!,
          academicClassId: v.academicClassId!,
          referenceCardId: text(v.referenceCardId),
          academicCards: cardListBody(v.cards),
          guardians: (v.guardians ?? []).map(guardianLinkBody),
        }),
      (created) => {
        setMatches(undefined);
        if (created) navigate(`/administration/student/${created.id}`);
      },
      form,
    );

  const onFinish = async (v: TValues) => {
    if (student) {
      return saveOutcome(
        () => update.mutateAsync({ id: student.id, version: student.version, code: v.code?.trim() ?? student.code, ...personBody(v), ...pictureBody(v, true) }),
        () => navigate(`/administration/student/${student.id}`),
        form,
      );
    }
    // Duplicate check before create (data-calls §5): names in both scripts and the birth date.
    setChecking(true);
    try {
      const found = await fetchDuplicates({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        firstNameEn: v.firstNameEn.trim(),
        lastNameEn: v.lastNameEn.trim(),
        dateOfBirth: day(v.dateOfBirth),
      });
      if (found.length > 0) setMatches(found);
      else await createNow(v);
    } catch (error) {
      notify.errorDialog(error);
    } finally {
      setChecking(false);
    }
  };

  const backTo = student ? `/administration/student/${student.id}` : listPath;

  return (
    <Form<TValues>
      form={form}
      layout="vertical"
      initialValues={initialOf(student, defaultYearId)}
      onFinish={(v) => void onFinish(v)}
      scrollToFirstError
      data-testid="student-form"
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('section.person')} size="small">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="code"
                label={t('field.code')}
                extra={student ? undefined : t('field.codeHint')}
                rules={[{ required: Boolean(student), whitespace: true }, { max: 32 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="gender" label={t('field.gender')} rules={[{ required: true }]}>
                <GenderInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="dateOfBirth" label={t('field.dateOfBirth')} rules={[{ required: true }]}>
                <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.year() < 1900} />
              </Form.Item>
            </Col>
            <PersonNameFields col={{ xs: 24, sm: 12, md: 6 }} />
            <Col xs={24} md={12}>
              <Form.Item name="placeOfBirth" label={t('field.placeOfBirth')} rules={[{ max: 300 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="nationality" label={t('field.nationality')} rules={[{ max: 100 }]}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('section.picture')} size="small">
          <PictureField layout="preview" removeLabel={t('field.removePicture')} current={student?.profile} testId="student-picture" />
        </Card>

        <Card title={t('section.contact')} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="mobilePhone" label={t('field.phone')} rules={[{ max: 25 }, { pattern: /^[+0-9 ()-]{6,25}$/ }]}>
                <Input inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={t('field.email')} rules={[{ type: 'email' }, { max: 200 }]}>
                <Input inputMode="email" />
              </Form.Item>
            </Col>
          </Row>
          <AddressListFields provinceOptions={(provinces.data ?? []).map((p) => ({ value: p.id, label: localName(p) }))} loading={provinces.isLoading} />
          <Form.Item name="note" label={t('common:field.note')} rules={[{ max: 1000 }]} style={{ marginTop: 16, marginBottom: 0 }}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Card>

        {!student && <AcademicSection defaultYearId={defaultYearId} />}
        {!student && <GuardiansSection />}

        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(backTo)}>{t('common:action.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={checking || create.isPending || update.isPending} data-testid="student-save">
            {t('common:action.save')}
          </Button>
        </Flex>
      </Space>
      <DuplicateMatchesDialog
        kind="student"
        t={t}
        matches={matches}
        busy={create.isPending}
        onCancel={() => setMatches(undefined)}
        onPick={(match) => navigate(`/administration/student/${match.id}`)}
        onProceed={() => void createNow(form.getFieldsValue(true) as TValues)}
      />
    </Form>
  );
}

/** /administration/student/create: a new student with her class of the year, cards and guardians. */
export function StudentCreate() {
  const { t } = useTranslation('student');
  const listPath = useStudentListPath();
  const { loading } = useAllYears();
  return (
    <>
      <PageHeader
        title={t('form.createTitle')}
        crumbs={[{ label: t('title') }, { label: t('list.title'), path: listPath }, { label: t('form.createTitle') }]}
      />
      {loading ? <Card loading /> : <StudentForm />}
    </>
  );
}

/** /administration/student/edit/{id}: the person, addresses and picture (guardians and years on the record page). */
export function StudentEdit() {
  const { t } = useTranslation('student');
  const listPath = useStudentListPath();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const query = useQuery(studentQuery(id));
  return (
    <>
      <PageHeader title={t('form.editTitle')} crumbs={[{ label: t('title') }, { label: t('list.title'), path: listPath }, { label: t('form.editTitle') }]} />
      {query.isLoading ? (
        <Card loading />
      ) : query.data ? (
        <StudentForm key={query.data.version} student={query.data} />
      ) : (
        <Result status="warning" title={errorText(query.error)} />
      )}
    </>
  );
}
