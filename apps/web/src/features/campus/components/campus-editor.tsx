import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Col, ColorPicker, Form, Image, Input, Row, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { FileUpload } from '../../../components/file-upload';
import { useNotify, useErrorText } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { useEnumOptions } from '../../../components/enum-options';
import { usePermissions } from '../../auth/use-session';
import { brandingStore, normalizeColor } from '../../auth/branding';
import { campusQuery, useSaveCampus, useUploadCampusImage, type TCampus } from '../api/campus-api';

type TValues = {
  name: string;
  nameEn: string;
  phone?: string;
  email?: string;
  website?: string;
  address?: string;
  addressEn?: string;
  motto?: string;
  mottoEn?: string;
  ministryName?: string;
  ministryNameEn?: string;
  primaryColor: string;
  isOnlineRegistrationAvailable: boolean;
  guardianWebAccess: boolean;
  studentAttendanceType: number;
};

/** Keeps the app's look in step with what was saved (theme colour, names, logo). */
function applyBranding(campus: TCampus) {
  const current = brandingStore.get();
  if (!current) return;
  brandingStore.set({
    ...current,
    name: campus.name,
    nameEn: campus.nameEn,
    logo: campus.logo,
    backGroundWebUrl: campus.backGroundWebUrl,
    primaryColor: normalizeColor(campus.primaryColor),
    isOnlineRegistrationAvailable: campus.isOnlineRegistrationAvailable,
  });
}

function ImageUpload({ kind, label, url, disabled }: { kind: 'logo' | 'background'; label: string; url: string | null; disabled: boolean }) {
  const { t } = useTranslation('campus');
  const upload = useUploadCampusImage();
  const notify = useNotify();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card size="small" title={label}>
      {url && <Image src={url} alt={label} height={96} style={{ objectFit: 'contain', marginBottom: 8 }} />}
      {!disabled && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <FileUpload kinds={['image']} value={files} onChange={setFiles} maxSizeMb={5} />
          <Button
            type="primary"
            disabled={files.length === 0}
            loading={upload.isPending}
            onClick={async () => {
              try {
                const campus = await upload.mutateAsync({ kind, file: files[0]! });
                if (campus) applyBranding(campus);
                setFiles([]);
                notify.success(t('campus.uploaded'));
              } catch (error) {
                notify.errorDialog(error);
              }
            }}
          >
            {t('common:action.upload')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** /settings/campus/edit: the school's names, contacts, colour, online registration and images. */
export function CampusEditor() {
  const { t } = useTranslation('campus');
  const canEdit = usePermissions().has('MANAGE_CAMPUS');
  const attendanceTypes = useEnumOptions('attendanceConfirmMode');
  const errorText = useErrorText();
  const query = useQuery(campusQuery());
  const save = useSaveCampus();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<TValues>();
  const campus = query.data;
  return (
    <>
      <PageHeader title={t('campus.title')} crumbs={[{ label: t('configuration') }, { label: t('campus.title') }]} />
      {query.isLoading ? (
        <Card loading />
      ) : !campus ? (
        <Alert type="error" showIcon title={errorText(query.error)} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card>
              {!canEdit && <Alert type="info" showIcon title={t('campus.noPermission')} style={{ marginBottom: 16 }} />}
              <Form<TValues>
                key={campus.version}
                form={form}
                layout="vertical"
                disabled={!canEdit}
                initialValues={{
                  name: campus.name,
                  nameEn: campus.nameEn,
                  phone: campus.phone ?? '',
                  email: campus.email ?? '',
                  website: campus.website ?? '',
                  address: campus.address ?? '',
                  addressEn: campus.addressEn ?? '',
                  motto: campus.motto ?? '',
                  mottoEn: campus.mottoEn ?? '',
                  ministryName: campus.ministryName ?? '',
                  ministryNameEn: campus.ministryNameEn ?? '',
                  primaryColor: normalizeColor(campus.primaryColor),
                  isOnlineRegistrationAvailable: campus.isOnlineRegistrationAvailable,
                  guardianWebAccess: campus.guardianWebAccess,
                  studentAttendanceType: campus.studentAttendanceType,
                }}
                onFinish={(v) =>
                  saveOutcome(
                    () =>
                      save.mutateAsync({
                        name: v.name.trim(),
                        nameEn: v.nameEn.trim(),
                        phone: v.phone?.trim() || undefined,
                        email: v.email?.trim() || undefined,
                        website: v.website?.trim() || undefined,
                        address: v.address?.trim() || undefined,
                        addressEn: v.addressEn?.trim() || undefined,
                        motto: v.motto?.trim() || undefined,
                        mottoEn: v.mottoEn?.trim() || undefined,
                        ministryName: v.ministryName?.trim() || undefined,
                        ministryNameEn: v.ministryNameEn?.trim() || undefined,
                        // The call replaces every field: the province, not edited here, is sent back as read.
                        provinceId: campus.provinceId ?? undefined,
                        primaryColor: normalizeColor(v.primaryColor).slice(1),
                        isOnlineRegistrationAvailable: v.isOnlineRegistrationAvailable,
                        guardianWebAccess: v.guardianWebAccess,
                        studentAttendanceType: v.studentAttendanceType,
                        version: campus.version,
                      }),
                    (saved) => saved && applyBranding(saved as unknown as TCampus),
                    form,
                  )
                }
              >
                <Form.Item label={t('campus.schoolCode')}>
                  <Input value={campus.schoolCode} disabled />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item name="name" label={t('campus.nameKm')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="nameEn" label={t('campus.nameEn')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="phone" label={t('campus.phone')} rules={[{ pattern: /^[0-9+ ]{6,30}$/ }]}>
                      <Input inputMode="tel" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="email" label={t('campus.email')} rules={[{ type: 'email' }]}>
                      <Input inputMode="email" />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item name="website" label={t('campus.website')} rules={[{ type: 'url' }]}>
                      <Input inputMode="url" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="address" label={t('campus.addressKm')} rules={[{ max: 500 }]}>
                      <Input.TextArea rows={2} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="addressEn" label={t('campus.addressEn')} rules={[{ max: 500 }]}>
                      <Input.TextArea rows={2} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="motto" label={t('campus.mottoKm')} rules={[{ max: 300 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="mottoEn" label={t('campus.mottoEn')} rules={[{ max: 300 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="ministryName" label={t('campus.ministryKm')} rules={[{ max: 200 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="ministryNameEn" label={t('campus.ministryEn')} rules={[{ max: 200 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="primaryColor"
                      label={t('campus.primaryColor')}
                      getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
                    >
                      <ColorPicker showText disabledAlpha />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="isOnlineRegistrationAvailable" label={t('campus.onlineRegistration')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="guardianWebAccess" label={t('campus.guardianWebAccess')} extra={t('campus.guardianWebAccessHelp')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="studentAttendanceType" label={t('campus.studentAttendanceType')} extra={t('campus.studentAttendanceTypeHelp')}>
                      <Select options={attendanceTypes} data-testid="campus-attendance-type" />
                    </Form.Item>
                  </Col>
                </Row>
                {canEdit && (
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {t('common:action.save')}
                  </Button>
                )}
              </Form>
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <ImageUpload kind="logo" label={t('campus.logo')} url={campus.logo} disabled={!canEdit} />
              <ImageUpload kind="background" label={t('campus.background')} url={campus.backGroundWebUrl} disabled={!canEdit} />
            </Space>
          </Col>
        </Row>
      )}
    </>
  );
}
