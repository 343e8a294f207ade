import '../i18n';
import { useMemo, useState } from 'react';
import { Avatar, Button, Card, Col, DatePicker, Descriptions, Empty, Form, Input, List, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { FormDialog, FormDrawer } from '../../../components/form-drawer';
import { FileUpload } from '../../../components/file-upload';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useMe } from '../../auth/use-session';
import { provincesQuery } from '../../../lib/reference-queries';
import { useDeleteAddress, useSaveAddress, useSaveLearningAccount, useUpdateMe } from '../user-api';
import type { TCurrentUser } from '../../auth/api/session-queries';
import { formatDate } from '../../../lib/date';
import { PersonNameFields } from '../../../components/person-name-fields';

type TProfileValues = {
  lastName: string;
  firstName: string;
  lastNameEn: string;
  firstNameEn: string;
  mobilePhone?: string;
  email?: string;
  dateOfBirth?: Dayjs | null;
  placeOfBirth?: string;
  picture?: File[];
};
type TAddress = NonNullable<TCurrentUser['addresses']>[number];
type TAddressValues = { provinceId?: number; freeField1: string };
type TLearningValues = { identifier: string; phone: string };

/** Picture URLs get a random value so a new picture shows at once (portal §5). */
const fresh = (url: string | null | undefined, nonce: string) => (url ? `${url}${url.includes('?') ? '&' : '?'}v=${nonce}` : undefined);

/** /profile: view and edit one's own profile, picture, addresses and learning account. */
export function ProfileView() {
  const { t } = useTranslation('user');
  const locale = useLocale();
  const me = useMe();
  const updateMe = useUpdateMe();
  const saveAddress = useSaveAddress();
  const deleteAddress = useDeleteAddress();
  const saveLearning = useSaveLearningAccount();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const provinces = useQuery(provincesQuery());
  const [profileForm] = Form.useForm<TProfileValues>();
  const [addressForm] = Form.useForm<TAddressValues>();
  const [learningForm] = Form.useForm<TLearningValues>();
  const [editing, setEditing] = useState(false);
  const [address, setAddress] = useState<TAddress | 'new' | undefined>();
  const [learningOpen, setLearningOpen] = useState(false);
  const [nonce, setNonce] = useState(() => String(Date.now()));
  const user = me.data;
  const picture = useMemo(() => fresh(user?.profile, nonce), [user?.profile, nonce]);

  if (!user) return <Card loading />;
  const name = pickLocale(user.fullName ?? `${user.lastName} ${user.firstName}`, user.fullNameEn ?? `${user.lastNameEn} ${user.firstNameEn}`, locale);
  const notSet = <Typography.Text type="secondary">{t('profile.notSet')}</Typography.Text>;
  const provinceOptions = (provinces.data ?? []).map((p) => ({ value: p.id, label: localName(p, locale) }));

  const submitProfile = (values: TProfileValues) =>
    saveOutcome(
      () =>
        updateMe.mutateAsync({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          firstNameEn: values.firstNameEn.trim(),
          lastNameEn: values.lastNameEn.trim(),
          mobilePhone: values.mobilePhone?.trim() || undefined,
          email: values.email?.trim() || undefined,
          dateOfBirth: values.dateOfBirth ? values.dateOfBirth.format('YYYY-MM-DD') : undefined,
          placeOfBirth: values.placeOfBirth?.trim() || undefined,
          version: user.version,
          profile: values.picture?.[0],
        }),
      () => {
        setEditing(false);
        setNonce(String(Date.now()));
      },
      profileForm,
    );

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        crumbs={[{ label: t('profile.title') }]}
        extra={
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card style={{ textAlign: 'center' }}>
            <Avatar size={112} src={picture} icon={<UserOutlined />} alt={t('profile.picture')} />
            <Typography.Title level={2} style={{ fontSize: 20, marginBottom: 0 }}>
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[pickLocale(user.position, user.positionEn, locale), user.username].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t('profile.personal')}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'ln', label: t('profile.lastName'), children: user.lastName || notSet },
                { key: 'fn', label: t('profile.firstName'), children: user.firstName || notSet },
                { key: 'lne', label: t('profile.lastNameEn'), children: user.lastNameEn || notSet },
                { key: 'fne', label: t('profile.firstNameEn'), children: user.firstNameEn || notSet },
                { key: 'un', label: t('profile.username'), children: user.username },
                { key: 'sc', label: t('profile.school'), children: pickLocale(user.schoolName, user.schoolNameEn, locale) },
                { key: 'ph', label: t('profile.phone'), children: user.mobilePhone || notSet },
                { key: 'em', label: t('profile.email'), children: user.email || notSet },
                { key: 'db', label: t('profile.dateOfBirth'), children: user.dateOfBirth ? formatDate(user.dateOfBirth, locale) : notSet },
                { key: 'pb', label: t('profile.placeOfBirth'), children: user.placeOfBirth || notSet },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('profile.addresses')}
            extra={
              <Button icon={<PlusOutlined />} onClick={() => setAddress('new')}>
                {t('profile.addAddress')}
              </Button>
            }
          >
            {(user.addresses ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:state.noData')} />
            ) : (
              <List
                dataSource={user.addresses}
                renderItem={(a) => (
                  <List.Item
                    key={a.id}
                    actions={[
                      <Button key="e" icon={<EditOutlined />} aria-label={t('profile.editAddress')} onClick={() => setAddress(a)} />,
                      <Button
                        key="d"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('common:action.delete')}
                        onClick={() => confirmDelete(a.freeField1 ?? '', () => deleteOutcome(() => deleteAddress.mutateAsync(a.id)))}
                      />,
                    ]}
                  >
                    <List.Item.Meta title={a.province ? localName(a.province, locale) : ''} description={a.freeField1} />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('profile.learningAccount')}
            extra={
              <Button icon={<EditOutlined />} onClick={() => setLearningOpen(true)}>
                {t('common:action.edit')}
              </Button>
            }
          >
            <Descriptions
              column={1}
              items={[
                { key: 'id', label: t('profile.learningIdentifier'), children: user.accountFree?.identifier || notSet },
                { key: 'ph', label: t('profile.learningPhone'), children: user.accountFree?.phone || notSet },
              ]}
            />
          </Card>
        </Col>
      </Row>

      <FormDrawer<TProfileValues>
        open={editing}
        title={t('profile.edit')}
        form={profileForm}
        onClose={() => setEditing(false)}
        onSubmit={submitProfile}
        submitting={updateMe.isPending}
        initialValues={{
          lastName: user.lastName,
          firstName: user.firstName,
          lastNameEn: user.lastNameEn,
          firstNameEn: user.firstNameEn,
          mobilePhone: user.mobilePhone ?? '',
          email: user.email ?? '',
          dateOfBirth: user.dateOfBirth ? dayjs(user.dateOfBirth) : null,
          placeOfBirth: user.placeOfBirth ?? '',
        }}
      >
        <Row gutter={12}>
          <PersonNameFields col={{ xs: 24, sm: 12 }} />
          <Col xs={24} sm={12}>
            <Form.Item name="mobilePhone" label={t('profile.phone')} rules={[{ pattern: /^\+?[0-9][0-9 ()-]{7,24}$/ }]}>
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email' }]}>
              <Input inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dateOfBirth" label={t('profile.dateOfBirth')}>
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" disabledDate={(d) => d.isAfter(dayjs())} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="placeOfBirth" label={t('profile.placeOfBirth')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="picture" label={t('profile.changePicture')} valuePropName="value">
          <FileUpload kinds={['image']} maxSizeMb={5} />
        </Form.Item>
      </FormDrawer>

      <FormDialog<TAddressValues>
        open={address !== undefined}
        title={address === 'new' ? t('profile.addAddress') : t('profile.editAddress')}
        form={addressForm}
        onClose={() => setAddress(undefined)}
        submitting={saveAddress.isPending}
        initialValues={address && address !== 'new' ? { provinceId: address.province?.id, freeField1: address.freeField1 ?? '' } : undefined}
        onSubmit={(values) =>
          saveOutcome(
            () =>
              saveAddress.mutateAsync(
                address && address !== 'new'
                  ? { id: address.id, version: address.version, provinceId: values.provinceId, freeField1: values.freeField1.trim() }
                  : { provinceId: values.provinceId, freeField1: values.freeField1.trim() },
              ),
            () => setAddress(undefined),
            addressForm,
          )
        }
      >
        <Form.Item name="provinceId" label={t('profile.province')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={provinceOptions} loading={provinces.isLoading} />
        </Form.Item>
        <Form.Item name="freeField1" label={t('profile.addressDetail')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </FormDialog>

      <FormDialog<TLearningValues>
        open={learningOpen}
        title={t('profile.learningAccount')}
        form={learningForm}
        onClose={() => setLearningOpen(false)}
        submitting={saveLearning.isPending}
        initialValues={{ identifier: user.accountFree?.identifier ?? '', phone: user.accountFree?.phone ?? '' }}
        onSubmit={(values) =>
          saveOutcome(
            () => saveLearning.mutateAsync({ identifier: values.identifier.trim(), phone: values.phone.trim(), version: user.version }),
            () => setLearningOpen(false),
            learningForm,
          )
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Form.Item name="identifier" label={t('profile.learningIdentifier')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('profile.learningPhone')} rules={[{ pattern: /^\+?[0-9][0-9 ()-]{7,24}$/ }]}>
            <Input inputMode="tel" />
          </Form.Item>
        </Space>
      </FormDialog>
    </>
  );
}
