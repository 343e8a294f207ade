import { Typography } from 'antd';

/**
 * The profile panel's name and position lines. Their own chunk, loaded when the panel first opens (issue 17:
 * antd's Typography is in no page's first view).
 */
export function ProfileIdentity({ name, detail }: { name: string; detail: string }) {
  return (
    <>
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
        {detail}
      </Typography.Text>
    </>
  );
}
