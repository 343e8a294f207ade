import type { ReactNode } from 'react';
import { Button, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type TMatch = { id: string; fullName: string; fullNameEn: string; matches: string[] };

/**
 * The people already recorded who may be the one about to be created (students, guardians), written
 * once: each with its names, what the screen tells of it (`details`), the fields that matched, and its
 * action (open, use); the footer's Cancel and the screen's way on (`proceed`). `t`: the screen's catalog,
 * with `duplicate.title`, `.text`, `.matched` and a `duplicate.{field}` per matched field.
 */
export function DuplicateMatchesDialog<M extends TMatch>({
  matches,
  t: screen,
  testId,
  details,
  action,
  proceed,
  onCancel,
}: {
  matches: M[] | undefined;
  t: (key: string) => string;
  /** `{testId}-dialog`, `{testId}-match`. */
  testId: string;
  details: (match: M) => ReactNode;
  action: (match: M) => ReactNode;
  proceed: ReactNode;
  onCancel: () => void;
}) {
  const { t: common } = useTranslation();
  return (
    <Modal
      open={Boolean(matches?.length)}
      title={screen('duplicate.title')}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
      footer={
        <Space>
          <Button onClick={onCancel}>{common('action.cancel')}</Button>
          {proceed}
        </Space>
      }
    >
      <Typography.Paragraph>{screen('duplicate.text')}</Typography.Paragraph>
      <List
        dataSource={matches ?? []}
        rowKey="id"
        renderItem={(m) => (
          <List.Item data-testid={`${testId}-match`} actions={[action(m)]}>
            <List.Item.Meta
              title={
                <span>
                  {m.fullName} <Typography.Text type="secondary">· {m.fullNameEn}</Typography.Text>
                </span>
              }
              description={
                <Space wrap size={[8, 4]}>
                  {details(m)}
                  {m.matches.map((k) => (
                    <Tag key={k} color="orange">
                      {screen('duplicate.matched')}: {screen(`duplicate.${k}`)}
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
