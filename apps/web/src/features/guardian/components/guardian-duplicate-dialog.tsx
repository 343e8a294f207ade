import { Button, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import type { TGuardianMatch } from '../api/guardian-api';

/**
 * The guardians already recorded who may be the one about to be created (issue 10, item 11), as students
 * have (student `DuplicateDialog`): use one of them (the students chosen in the form are linked to it), or
 * create the new record anyway.
 */
export function GuardianDuplicateDialog({
  matches,
  onUse,
  onCreate,
  onCancel,
  busy,
}: {
  matches: TGuardianMatch[] | undefined;
  onUse: (guardian: TGuardianMatch) => void;
  onCreate: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('guardian');
  const locale = useLocale();
  const name = (p: { fullName: string; fullNameEn: string }) => pickLocale(p.fullName, p.fullNameEn, locale);
  return (
    <Modal
      open={Boolean(matches?.length)}
      title={t('duplicate.title')}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
      data-testid="guardian-duplicate-dialog"
      footer={
        <Space>
          <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
          <Button onClick={onCreate} loading={busy} data-testid="guardian-duplicate-create">
            {t('duplicate.create')}
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
            data-testid="guardian-duplicate-match"
            actions={[
              <Button key="use" type="primary" loading={busy} onClick={() => onUse(m)} data-testid="guardian-duplicate-use">
                {t('duplicate.use')}
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
                  <span>{m.mobilePhone ?? '—'}</span>
                  {m.students.length > 0 && <span>{t('duplicate.of', { names: m.students.map(name).join(', ') })}</span>}
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
