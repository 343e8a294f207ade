import '../i18n';
import { useState } from 'react';
import { App, Button, Dropdown, List, Typography } from 'antd';
import { ApartmentOutlined, DownloadOutlined, FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import type { TFileResult } from '../../../lib/api-client';
import { useNotify } from '../../../components/feedback';
import { exportInfo, reportList, reportRooms, useGenerateRooms, type TReportFilter } from '../api/registration-api';

/**
 * The pre-applicant files (data-calls §7): the list as PDF, the exam rooms as PDF, every field as .xlsx,
 * and seating the confirmed registrations in exam rooms. `filter` is read when a file is asked for.
 */
export function PreApplicantReportButtons({ filter, canManage }: { filter: () => TReportFilter; canManage: boolean }) {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const notify = useNotify();
  const { modal } = App.useApp();
  const generate = useGenerateRooms();
  const [busy, setBusy] = useState(false);
  const download = async (work: () => Promise<TFileResult>, name: string) => {
    setBusy(true);
    try {
      const file = await work();
      saveBlob(file.blob, file.fileName ?? name);
    } catch (error) {
      notify.errorDialog(error, t('common:export.failed'));
    } finally {
      setBusy(false);
    }
  };
  const seat = () =>
    modal.confirm({
      title: t('report.generateTitle'),
      content: t('report.generateText'),
      okText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as Record<string, string>,
      onOk: async () => {
        try {
          const rooms = await generate.mutateAsync({ registrationConfigurationId: filter().registrationConfigurationId });
          modal.success({
            title: t('report.generated', { count: rooms.reduce((n, r) => n + r.seats.length, 0) }),
            content: (
              <List
                size="small"
                dataSource={rooms}
                renderItem={(r) => (
                  <List.Item>
                    <Typography.Text>{localName({ description: r.room, descriptionEn: r.roomEn }, locale)}</Typography.Text>
                    <Typography.Text type="secondary">{t('report.roomSeats', { seats: r.seats.length, capacity: r.capacity })}</Typography.Text>
                  </List.Item>
                )}
              />
            ),
          });
        } catch (error) {
          notify.errorDialog(error);
        }
      },
    });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'list', icon: <FilePdfOutlined />, label: t('report.list'), onClick: () => void download(() => reportList(filter()), 'pre-applicants.pdf') },
          {
            key: 'rooms',
            icon: <FilePdfOutlined />,
            label: t('report.rooms'),
            onClick: () => void download(() => reportRooms({ registrationConfigurationId: filter().registrationConfigurationId }), 'exam-rooms.pdf'),
          },
          {
            key: 'export',
            icon: <FileExcelOutlined />,
            label: t('report.export'),
            onClick: () => void download(() => exportInfo(filter()), 'pre-applicants.xlsx'),
          },
          ...(canManage ? [{ type: 'divider' as const }, { key: 'generate', icon: <ApartmentOutlined />, label: t('report.generate'), onClick: seat }] : []),
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy || generate.isPending} data-testid="pre-applicant-reports">
        {t('report.title')}
      </Button>
    </Dropdown>
  );
}
