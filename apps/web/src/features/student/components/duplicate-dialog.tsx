import { Button, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import type { TDuplicate } from '../api/student-api';

/**
 * The possible matches of a student about to be created (data-calls §5): each one can be opened; the
 * new record is created only when the user chooses to continue.
 */
export function DuplicateDialog({
  matches,
  onOpenRecord,
  onContinue,
  onCancel,
  continuing,
}: {
  matches: TDuplicate[] | undefined;
  onOpenRecord: (id: string) => void;
  onContinue: () => void;
  onCancel: () => void;
  continuing?: boolean;
}) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  return (
    <Modal
      open={Boolean(matches?.length)}
      title={t('duplicate.title')}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
      data-testid="duplicate-dialog"
      footer={
        <Space>
          <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
          <Button type="primary" loading={continuing} onClick={onContinue} data-testid="duplicate-continue">
            {t('duplicate.continue')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('duplicate.text')}</Typography.Paragraph>
      <List
        dataSource={matches ?? []}
        rowKey="id"
        renderItem={(m) => (
          <List.Item
            data-testid="duplicate-match"
            actions={[
              <Button key="open" onClick={() => onOpenRecord(m.id)} data-testid="duplicate-open">
                {t('duplicate.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  {m.fullName} <Typography.Text type="secondary">· {m.fullNameEn}</Typography.Text>
                </span>
              }
              description={
                <Space wrap size={[8, 4]}>
                  <span>{m.code}</span>
                  <span>{m.dateOfBirth ? formatDate(m.dateOfBirth, locale, 'DD/MM/YYYY') : '—'}</span>
                  <span>
                    {m.academicClassId
                      ? localName({ description: m.academicClassDescription, descriptionEn: m.academicClassDescriptionEn }, locale)
                      : t('duplicate.noClass')}
                  </span>
                  {m.matches.map((k) => (
                    <Tag key={k} color="orange">
                      {t('duplicate.matched')}: {t(`duplicate.${k}`)}
                    </Tag>
                  ))}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
